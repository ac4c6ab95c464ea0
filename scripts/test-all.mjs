#!/usr/bin/env node
/**
 * `npm test`: builds the app (the browser suite runs against the real built server), runs every
 * Vitest project (protocol, server on PGlite, server on PostgreSQL, web, browser) and the
 * contract suite, then prints one closing line "N passed, N failed". Exits non-zero on any failure.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const env = { ...process.env };
const results = [];

function run(label, command, args, { parse } = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const child = spawnSync(command, args, {
    stdio: parse ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (parse) {
    process.stdout.write(child.stdout ?? '');
    process.stderr.write(child.stderr ?? '');
  }
  const counts = parse ? parse(child.stdout ?? '') : { passed: 0, failed: 0 };
  const ok = child.status === 0;
  // A red exit with no failed test named (an unhandled error, a failing hook): quote the runner.
  if (parse && !ok && !(counts.failures?.length > 0))
    counts.failures = [...(counts.failures ?? []), ...unhandledErrors(`${child.stdout}\n${child.stderr}`)];
  results.push({ label, ok, ...counts, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

/** Names and first message lines of failed tests, so the summary (all a CI tail may show) says what broke. */
function failuresOf(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name ?? '');
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const message = String(test.failureMessages?.[0] ?? '');
      // A browser step that timed out says which element only in its call log's first "waiting for".
      const waited = /^\s*-?\s*(waiting for .+)$/m.exec(message)?.[1];
      const why = [message.split('\n')[0], waited].filter(Boolean).join(' | ').slice(0, 400);
      failures.push(`${where} › ${test.fullName ?? test.title}: ${why}`);
    }
    const testFailed = (file.assertionResults ?? []).some((test) => test.status === 'failed');
    if (file.status === 'failed' && !testFailed) {
      failures.push(
        `${where}: ${String(file.message ?? 'failed to run')
          .split('\n')[0]
          .slice(0, 300)}`,
      );
    }
  }
  return failures;
}

/** The first lines of each "Unhandled Error" block Vitest printed, or the exit as it was. */
function unhandledErrors(output) {
  const lines = stripVTControlCharacters(output).split('\n');
  const found = [];
  lines.forEach((line, i) => {
    if (/Unhandled (Error|Rejection)/.test(line))
      found.push(
        lines
          .slice(i, i + 6)
          .map((l) => l.trim())
          .filter(Boolean)
          .join(' | ')
          .slice(0, 400),
      );
  });
  return found.length > 0 ? found : ['the runner failed without naming a test: see its output above'];
}

const built = run('build', 'npm', ['run', 'build', '--silent']);

const vitestJson = path.join(os.tmpdir(), `vitest-${process.pid}.json`);
if (built) {
  run(
    'vitest (protocol, server, server-postgres, web, scripts, e2e)',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
    {
      parse: () => {
        try {
          const report = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
          return { passed: report.numPassedTests, failed: report.numFailedTests, failures: failuresOf(report) };
        } catch {
          return { passed: 0, failed: 1 };
        }
      },
    },
  );
} else {
  results.push({ label: 'vitest', ok: false, passed: 0, failed: 1, seconds: 0 });
}

run('contracts (hardhat)', 'npm', ['test', '--silent', '-w', '@culture/contracts'], {
  parse: (out) => ({
    passed: Number(/(\d+) passing/.exec(out)?.[1] ?? 0),
    failed: Number(/(\d+) failing/.exec(out)?.[1] ?? 0),
    // Mocha lists failures after "N failing" as "  1) suite\n       test:\n     Error: …".
    failures: [...out.matchAll(/^\s+(\d+)\) (.+)\n\s+(.+):\n\s+(.+)$/gm)].map((m) => `${m[2]} › ${m[3]}: ${m[4]}`.slice(0, 400)),
  }),
});

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
const allOk = results.every((r) => r.ok);
console.log('\n=== summary');
for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.label} — ${r.passed} passed, ${r.failed} failed (${r.seconds}s)`);
  for (const failure of r.failures ?? []) console.log(`     ✗ ${failure}`);
}
if (passed === 0) console.log('no test ran: that is a failure');
console.log(`${passed} passed, ${allOk ? failed : Math.max(failed, 1)} failed`);
process.exit(allOk && passed > 0 ? 0 : 1);
