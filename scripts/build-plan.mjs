/**
 * Which workspaces need a build: each workspace's build inputs are hashed by content (a checkout
 * or a copy changes modification times, never content) and compared with the hash recorded after
 * its last successful build. Used by scripts/build-changed.mjs (`npm start`).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * In build order; a workspace's hash includes the hashes of those it builds on (`after`), so a
 * protocol change rebuilds the server and the web app too. `env` names the variables the build
 * bakes in (the web build inlines the payload key and IV and the support address).
 */
export const WORKSPACES = [
  {
    name: '@culture/protocol',
    dir: 'packages/protocol',
    inputs: ['src', 'package.json', 'tsconfig.json'],
    output: 'dist/index.js',
    after: [],
  },
  {
    name: '@culture/server',
    dir: 'apps/server',
    inputs: ['src', 'package.json', 'tsconfig.json'],
    output: 'dist/main.js',
    after: ['@culture/protocol'],
  },
  {
    name: '@culture/web',
    dir: 'apps/web',
    inputs: ['src', 'public', 'index.html', 'package.json', 'tsconfig.json', 'vite.config.ts'],
    output: 'dist/index.html',
    after: ['@culture/protocol'],
    env: ['PAYLOAD_AES_KEY', 'PAYLOAD_AES_IV', 'SUPPORT_EMAIL'],
  },
];
/** Dependency versions and compiler settings every workspace builds with. */
export const SHARED_INPUTS = ['package-lock.json', 'tsconfig.base.json'];

/** Tests are built into no output: editing one calls for no build. */
const isTest = (relative) => /\.test\.(ts|tsx|mjs)$/.test(relative) || relative.split(/[\\/]/).includes('test');

function filesUnder(absolute) {
  if (!fs.existsSync(absolute)) return [];
  if (fs.statSync(absolute).isFile()) return [absolute];
  return fs
    .readdirSync(absolute, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(absolute, entry.name)) : entry.isFile() ? [path.join(absolute, entry.name)] : [],
    );
}

/** One hash over every input file (path and content), the Node version, the environment it reads and its upstream hashes. */
export function inputsHash({ root, workspace, upstream, env, nodeVersion = process.version, sharedInputs = SHARED_INPUTS }) {
  const hash = createHash('sha256');
  hash.update(`node ${nodeVersion}\n`);
  const files = [
    ...sharedInputs.map((file) => path.join(root, file)),
    ...workspace.inputs.flatMap((input) => filesUnder(path.join(root, workspace.dir, input))),
  ]
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .filter((relative) => !isTest(relative))
    .sort();
  for (const relative of files) {
    hash.update(`file ${relative}\n`);
    hash.update(fs.readFileSync(path.join(root, relative)));
    hash.update('\n');
  }
  for (const name of workspace.env ?? []) hash.update(`env ${name}=${env[name] ?? ''}\n`);
  for (const name of workspace.after) hash.update(`after ${name} ${upstream.get(name)}\n`);
  return hash.digest('hex');
}

export const stampPath = (cacheDir, workspace) => path.join(cacheDir, `${workspace.name.replace('/', '+')}.sha256`);

/**
 * For each workspace in order: its hash, and whether it must be built and why ('no build yet',
 * 'inputs changed', 'no record of its last build'), or null when it is up to date.
 */
export function planBuilds({
  root,
  cacheDir,
  env = process.env,
  workspaces = WORKSPACES,
  sharedInputs = SHARED_INPUTS,
  nodeVersion = process.version,
}) {
  const upstream = new Map();
  return workspaces.map((workspace) => {
    const hash = inputsHash({ root, workspace, upstream, env, nodeVersion, sharedInputs });
    upstream.set(workspace.name, hash);
    const stamp = stampPath(cacheDir, workspace);
    const built = fs.existsSync(path.join(root, workspace.dir, workspace.output));
    const previous = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8').trim() : null;
    const reason = !built
      ? 'no build yet'
      : previous === null
        ? 'no record of its last build'
        : previous !== hash
          ? 'inputs changed'
          : null;
    return { workspace, hash, reason };
  });
}

/** Records a successful build. */
export function recordBuild(cacheDir, workspace, hash) {
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(stampPath(cacheDir, workspace), `${hash}\n`);
}

/** Forgets a workspace's record before building it: a build that fails half-way must not be trusted. */
export function forgetBuild(cacheDir, workspace) {
  fs.rmSync(stampPath(cacheDir, workspace), { force: true });
}
