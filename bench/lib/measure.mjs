/** What the wrk benches share: load one server and read its CPU, medians, a fair random order. */
import { cpuSeconds } from './server-process.mjs';
import { runWrk } from './wrk.mjs';

/**
 * Warms `server` up with wrk (JIT, connections, caches do not count), then loads `server.url +
 * path` and reads the server process's CPU time (user + system) over the measured run. Any failed
 * request throws. Returns runWrk's figures and cpuUs, the server's CPU per request in µs.
 */
export async function measureServer(server, { path = '', warmUpSeconds = 2, ...wrkOptions }) {
  const options = { ...wrkOptions, url: `${server.url}${path}` };
  await runWrk({ ...options, seconds: warmUpSeconds });
  const before = cpuSeconds(server.child.pid);
  const result = await runWrk(options);
  const cpu = cpuSeconds(server.child.pid) - before;
  if (result.failed > 0) throw new Error(`${options.url}: ${result.failed} failed requests`);
  return { ...result, cpuUs: (cpu * 1e6) / result.requests };
}

/** The middle value (the upper middle of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A copy in a uniformly random order (Fisher–Yates; sorting by a random comparator is biased). */
export function shuffled(list) {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}
