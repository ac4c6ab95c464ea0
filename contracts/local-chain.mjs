// startLocalChain(): a Hardhat node on a free 127.0.0.1 port with CulturePass deployed and opened
// for local use, for server tests and the browser suite. Types and docs: local-chain.d.mts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CONTRACTS_DIR = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const READY = 'LOCAL_CHAIN_READY ';

/** `node` arguments that run scripts/local-chain.ts in one process (ts-node, then Hardhat's runtime). */
export function localChainNodeArgs() {
  const resolve = (id) => require.resolve(id, { paths: [CONTRACTS_DIR] });
  return [
    '--require',
    resolve('ts-node/register/transpile-only'),
    '--require',
    resolve('hardhat/register'),
    'scripts/local-chain.ts',
  ];
}

/** @param {{ port?: number; timeoutMs?: number; deploymentFile?: string }} [options] */
export async function startLocalChain(options = {}) {
  const child = spawn(process.execPath, localChainNodeArgs(), {
    cwd: CONTRACTS_DIR,
    env: {
      ...process.env,
      HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true',
      LOCAL_CHAIN_PORT: String(options.port ?? 0),
      LOCAL_CHAIN_EXIT_WITH_STDIN: '1',
      ...(options.deploymentFile ? { LOCAL_CHAIN_DEPLOYMENT_FILE: options.deploymentFile } : {}),
    },
    // stdin stays a pipe: when this process dies the pipe closes and the node exits too.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const ready = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error('timed out')), options.timeoutMs ?? 180_000);
    function fail(error) {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`local chain did not start (${error.message}):\n${stderr}`));
    }
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith(READY));
      if (!line) return;
      clearTimeout(timer);
      resolve(JSON.parse(line.slice(READY.length)));
    });
    child.once('exit', (code, signal) => fail(new Error(`exited with ${signal ?? code}`)));
  });
  child.stdout.resume();

  let stopping;
  return {
    ...ready,
    stop() {
      stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      })();
      return stopping;
    },
  };
}

/**
 * The ABI and bytecode of a compiled contract of this package (the node's start compiles them), e.g.
 * `readArtifact('ERC1271WalletFactory')` for the test wallets of contracts/test/ERC1271Wallet.sol.
 * @param {string} name
 */
export function readArtifact(name) {
  const dir = path.join(CONTRACTS_DIR, 'artifacts', 'contracts');
  const file = findArtifact(dir, `${name}.json`);
  if (!file) throw new Error(`no artifact ${name} under ${dir}: start a local chain (it compiles) first`);
  const { abi, bytecode } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { abi, bytecode };
}

function findArtifact(dir, fileName) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const found = findArtifact(full, fileName);
      if (found) return found;
    } else if (entry.name === fileName) return full;
  }
  return null;
}
