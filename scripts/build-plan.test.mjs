/**
 * `npm start` builds only what changed: on a small fake repository, which
 * workspaces the plan builds after each kind of change.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { planBuilds, recordBuild } from './build-plan.mjs';

const workspaces = [
  { name: '@t/protocol', dir: 'packages/protocol', inputs: ['src', 'package.json'], output: 'dist/index.js', after: [] },
  { name: '@t/server', dir: 'apps/server', inputs: ['src', 'package.json'], output: 'dist/main.js', after: ['@t/protocol'] },
  {
    name: '@t/web',
    dir: 'apps/web',
    inputs: ['src', 'public', 'index.html'],
    output: 'dist/index.html',
    after: ['@t/protocol'],
    env: ['PAYLOAD_AES_KEY'],
  },
];
let root;
let cacheDir;
const write = (relative, text) => {
  fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  fs.writeFileSync(path.join(root, relative), text);
};
const plan = (env = {}, nodeVersion = 'v20.19.0') =>
  planBuilds({ root, cacheDir, env, workspaces, sharedInputs: ['package-lock.json'], nodeVersion });
/** Names of the workspaces the plan would build. */
const toBuild = (env, nodeVersion) =>
  plan(env, nodeVersion)
    .filter((p) => p.reason)
    .map((p) => p.workspace.name);
/** What a successful build leaves: the output, and the record. */
function buildAll(env = {}, nodeVersion) {
  for (const { workspace, hash, reason } of plan(env, nodeVersion)) {
    if (!reason) continue;
    write(path.join(workspace.dir, workspace.output), 'built');
    recordBuild(cacheDir, workspace, hash);
  }
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-plan-'));
  cacheDir = path.join(root, 'node_modules/.cache/culture-build');
  write('package-lock.json', '{"lockfileVersion":3}');
  write('packages/protocol/package.json', '{}');
  write('packages/protocol/src/index.ts', 'export const a = 1;');
  write('packages/protocol/src/index.test.ts', 'test');
  write('apps/server/package.json', '{}');
  write('apps/server/src/main.ts', 'main');
  write('apps/web/index.html', '<html>');
  write('apps/web/src/main.tsx', 'app');
  write('apps/web/public/images/a.svg', '<svg/>');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the start-up build plan', () => {
  it('builds everything the first time, and nothing when nothing changed', () => {
    expect(plan().map((p) => p.reason)).toEqual(['no build yet', 'no build yet', 'no build yet']);
    buildAll();
    expect(toBuild()).toEqual([]);
  });

  it('rebuilds a workspace whose source changed, and nothing else', () => {
    buildAll();
    write('apps/server/src/main.ts', 'main, changed');
    expect(toBuild()).toEqual(['@t/server']);
    write('apps/web/public/images/a.svg', '<svg width="1"/>');
    expect(toBuild()).toEqual(['@t/server', '@t/web']);
  });

  it('rebuilds everything built on the protocol when the protocol changes', () => {
    buildAll();
    write('packages/protocol/src/index.ts', 'export const a = 2;');
    expect(toBuild()).toEqual(['@t/protocol', '@t/server', '@t/web']);
  });

  it('sees a new file, a removed file and a changed lock file', () => {
    buildAll();
    write('apps/web/src/extra.ts', 'x');
    expect(toBuild()).toEqual(['@t/web']);
    buildAll();
    fs.rmSync(path.join(root, 'apps/web/src/extra.ts'));
    expect(toBuild()).toEqual(['@t/web']);
    buildAll();
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    expect(toBuild()).toEqual(['@t/protocol', '@t/server', '@t/web']);
  });

  it('ignores tests, which no build includes', () => {
    buildAll();
    write('packages/protocol/src/index.test.ts', 'another test');
    write('apps/server/src/test/helper.ts', 'helper');
    expect(toBuild()).toEqual([]);
  });

  it('rebuilds the web app when a variable its build bakes in changes', () => {
    buildAll({ PAYLOAD_AES_KEY: 'A'.repeat(16) });
    expect(toBuild({ PAYLOAD_AES_KEY: 'A'.repeat(16) })).toEqual([]);
    expect(toBuild({ PAYLOAD_AES_KEY: 'B'.repeat(16) })).toEqual(['@t/web']);
  });

  it('rebuilds everything under another Node version', () => {
    buildAll({}, 'v20.19.0');
    expect(toBuild({}, 'v22.1.0')).toEqual(['@t/protocol', '@t/server', '@t/web']);
  });

  it('builds a workspace whose output is gone, or that has no record', () => {
    buildAll();
    fs.rmSync(path.join(root, 'apps/web/dist'), { recursive: true });
    expect(plan().map((p) => p.reason)).toEqual([null, null, 'no build yet']);
    buildAll();
    fs.rmSync(cacheDir, { recursive: true });
    expect(plan().map((p) => p.reason)).toEqual([
      'no record of its last build',
      'no record of its last build',
      'no record of its last build',
    ]);
  });
});
