#!/usr/bin/env node
// `npm run chain`: a local Hardhat node on 127.0.0.1:8545 (chain id 1337; CHAIN_PORT overrides the
// port) with the demo pass deployed and opened for local use (scripts/local-chain.ts). It writes
// deployments/localhost.json (chain id, address, deploy block, RPC URL, ABI), which the server reads
// at start outside production, so `npm start` in another terminal uses this chain with no manual
// step; the file is removed again when the node stops. Ctrl-C stops it.
'use strict';

const { spawn } = require('node:child_process');
const path = require('node:path');

const HOST = '127.0.0.1';
const PORT = Number(process.env.CHAIN_PORT ?? 8545);
const RPC = `http://${HOST}:${PORT}`;
const CONTRACTS_DIR = path.resolve(__dirname, '..');
const DEPLOYMENT_FILE = path.join(CONTRACTS_DIR, 'deployments', 'localhost.json');

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

async function main() {
  const running = await chainId().catch(() => undefined);
  if (running !== undefined) {
    console.error(`chain: something already answers JSON-RPC on ${RPC} (chain id ${running}); stop it first.`);
    process.exit(1);
  }
  const { localChainNodeArgs } = await import('../local-chain.mjs');
  const node = spawn(process.execPath, localChainNodeArgs(), {
    cwd: CONTRACTS_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true',
      LOCAL_CHAIN_PORT: String(PORT),
      LOCAL_CHAIN_DEPLOYMENT_FILE: DEPLOYMENT_FILE,
    },
  });
  node.stdout.on('data', (chunk) => {
    for (const line of String(chunk).split('\n')) {
      if (!line.startsWith('LOCAL_CHAIN_READY ')) {
        if (line) console.log(line);
        continue;
      }
      const ready = JSON.parse(line.slice('LOCAL_CHAIN_READY '.length));
      console.log(`chain: ready on ${ready.rpcUrl} (chain id ${ready.chainId}); CulturePass at ${ready.passAddress}`);
      console.log('chain: accounts (10,000 ETH each; #0 owns the pass and is an operator):');
      ready.accounts.forEach((a, i) => console.log(`  #${i} ${a.address} ${a.privateKey}`));
      console.log('chain: Ctrl-C to stop');
    }
  });
  const stop = () => node.kill('SIGINT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  node.on('exit', (code, signal) => {
    console.log(`chain: stopped (${signal ?? code})`);
    process.exit(code ?? 0);
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
