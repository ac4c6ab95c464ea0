#!/usr/bin/env node
/**
 * `npm run backup | restore | migrate-to-postgres | ops:owner`: builds the server if its sources changed (as
 * `npm start` does) and runs the command (apps/server/src/db/backup/cli.ts; docs/operations.md;
 * ops-owner: apps/server/src/modules/operators/owner-cli.ts, docs/operator-console.md).
 * The build's own output goes to stderr, so the command's answer is the only thing on stdout.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-changed.mjs')], {
  cwd: root,
  stdio: ['ignore', 2, 'inherit'],
});
if (build.status !== 0) process.exit(build.status ?? 1);
const [name, ...rest] = process.argv.slice(2);
const [script, args] =
  name === 'ops-owner'
    ? ['apps/server/dist/modules/operators/owner-cli.js', rest]
    : ['apps/server/dist/db/backup/cli.js', [name, ...rest]];
const command = spawnSync(process.execPath, [path.join(root, script), ...args], {
  stdio: 'inherit',
});
process.exit(command.status ?? 1);
