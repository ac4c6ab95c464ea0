/**
 * Runs wrk (Debian's `wrk` package) against one URL and returns its figures.
 *
 * Why wrk and not autocannon: autocannon keeps every response body as a string
 * (`req.body += chunk`, mcollina/autocannon#485), so a brotli body is decoded as UTF-8 on the load
 * generator's own thread, and its JavaScript client takes a core's worth of CPU of its own. On
 * this 2-core machine that bounded what it measured: a bare node:http server answering /pocket's
 * 7,366 brotli bytes reached 9,351 req/s under autocannon and 34,864 req/s answering 7,366 ASCII
 * bytes, the server's work being the same. wrk reads bodies as bytes, in C, on one thread here,
 * and leaves the other core to the server.
 */
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'wrk-script.lua');

/** Throws a clear message when wrk is missing. */
export function requireWrk() {
  const probe = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  if (probe.error) throw new Error('this bench needs wrk: apt-get install wrk (Debian), brew install wrk (macOS)');
}

/**
 * One wrk run: `connections` keep-alive connections on `threads` threads for `seconds`.
 * `rotate` ({ header, values }) sends the values one after another in that header, one per
 * request. `pauseMs` makes each connection wait that long after an answer before its next request:
 * a steady load below capacity instead of as much as the server takes. Returns { rps, p50Ms, p99Ms, requests, failed } where failed counts non-2xx/3xx answers
 * and socket errors.
 */
export async function runWrk({ url, connections = 50, seconds = 5, headers = {}, threads = 1, rotate, pauseMs }) {
  const args = ['-t', String(threads), '-c', String(connections), '-d', `${seconds}s`, '-s', script];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  const env = { ...process.env };
  if (pauseMs) env.WRK_PAUSE_MS = String(pauseMs);
  let rotateDir;
  if (rotate) {
    rotateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'culture-wrk-'));
    env.WRK_ROTATE_FILE = path.join(rotateDir, 'values');
    env.WRK_ROTATE_HEADER = rotate.header;
    fs.writeFileSync(env.WRK_ROTATE_FILE, `${rotate.values.join('\n')}\n`);
  }
  try {
    const stdout = await new Promise((resolve, reject) =>
      execFile('wrk', args, { encoding: 'utf8', env }, (error, out) => (error ? reject(error) : resolve(out))),
    );
    const line = stdout.split('\n').find((l) => l.startsWith('{"requests"'));
    if (!line) throw new Error(`wrk printed no summary:\n${stdout}`);
    const s = JSON.parse(line);
    return {
      rps: s.requests / (s.durationUs / 1e6),
      p50Ms: s.p50Us / 1000,
      p99Ms: s.p99Us / 1000,
      requests: s.requests,
      failed: s.statusErrors + s.connectErrors + s.readErrors + s.writeErrors + s.timeouts,
    };
  } finally {
    if (rotateDir) fs.rmSync(rotateDir, { recursive: true, force: true });
  }
}
