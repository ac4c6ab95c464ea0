#!/usr/bin/env node
/**
 * `npm start`'s build: builds each workspace (protocol, server, web) only when its build inputs
 * changed since its last successful build on this machine (scripts/build-plan.mjs says what the
 * inputs are). Records live in node_modules/.cache/culture-build, so a fresh clone (or `npm ci`)
 * builds everything once. `npm run build` still builds everything unconditionally.
 *
 *   node scripts/build-changed.mjs            build what changed
 *   node scripts/build-changed.mjs --dry-run  say what would be built, build nothing
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { forgetBuild, planBuilds, recordBuild } from './build-plan.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = path.join(root, 'node_modules/.cache/culture-build');
const dryRun = process.argv.includes('--dry-run');

// Planned up front: a workspace's hash includes its upstream's, which a build does not change.
for (const { workspace, hash, reason } of planBuilds({ root, cacheDir })) {
  if (!reason) {
    console.log(`[build] ${workspace.name}: unchanged, skipped`);
    continue;
  }
  if (dryRun) {
    console.log(`[build] ${workspace.name}: would build (${reason})`);
    continue;
  }
  forgetBuild(cacheDir, workspace);
  console.log(`[build] ${workspace.name}: building (${reason})`);
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace.name], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  if (result.status !== 0) {
    console.error(`[build] ${workspace.name} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  recordBuild(cacheDir, workspace, hash);
  console.log(`[build] ${workspace.name}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
