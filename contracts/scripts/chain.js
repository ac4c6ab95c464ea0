#!/usr/bin/env node
// `npm run chain`: a local Hardhat node on 127.0.0.1:8545 (chain id 1337) with the demo pass
// deployed on it. Starts `hardhat node`, waits for its JSON-RPC, runs scripts/deploy-demo.ts
// against it (which writes deployments/localhost.json), then keeps the node in the foreground
// until Ctrl-C. Paths are resolved with require.resolve so this works whether the contracts
// package is installed standalone or hoisted into the root workspace.
'use strict';

const { spawn } = require('node:child_process');
const path = require('node:path');

const HOST = '127.0.0.1';
const PORT = 8545;
const RPC = `http://${HOST}:${PORT}`;
const CONTRACTS_DIR = path.resolve(__dirname, '..');
const HARDHAT_CLI = require.resolve('hardhat/internal/cli/bootstrap.js', { paths: [CONTRACTS_DIR] });

async function chainId() {
  const res = await fetch(RPC, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    signal: AbortSignal.timeout(1000),
  });
  const body = await res.json();
  return Number(body.result);
}

function hardhat(args, options = {}) {
  return spawn(process.execPath, [HARDHAT_CLI, ...args], { cwd: CONTRACTS_DIR, stdio: 'inherit', ...options });
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function main() {
  const running = await chainId().catch(() => undefined);
  if (running !== undefined) {
    console.error(`chain: something already answers JSON-RPC on ${RPC} (chain id ${running}); stop it first.`);
    process.exit(1);
  }

  const node = hardhat(['node', '--hostname', HOST, '--port', String(PORT)], {
    env: { ...process.env, HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true' },
  });
  let nodeExited = false;
  node.on('exit', (code, signal) => {
    nodeExited = true;
    console.log(`chain: hardhat node exited (${signal ?? code})`);
    process.exit(code ?? 0);
  });
  const stop = () => {
    if (!nodeExited) node.kill('SIGINT');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  const deadline = Date.now() + 120_000;
  let id;
  while (id === undefined) {
    if (nodeExited) return;
    if (Date.now() > deadline) {
      console.error(`chain: hardhat node did not answer on ${RPC} within 120 s`);
      stop();
      process.exit(1);
    }
    id = await chainId().catch(() => undefined);
    if (id === undefined) await sleep(300);
  }
  if (id !== 1337) console.warn(`chain: warning: chain id is ${id}, expected 1337`);

  const deploy = hardhat(['run', '--network', 'localhost', 'scripts/deploy-demo.ts']);
  const code = await new Promise((resolve) => deploy.on('exit', (c) => resolve(c ?? 1)));
  if (code !== 0) {
    console.error('chain: demo deploy failed; stopping the node');
    stop();
    process.exitCode = 1;
    return;
  }
  console.log(`chain: ready on ${RPC} (chain id ${id}); Ctrl-C to stop`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
