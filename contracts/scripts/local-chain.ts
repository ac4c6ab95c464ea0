// A local chain for development and tests: Hardhat's in-process network served over JSON-RPC on
// 127.0.0.1 (LOCAL_CHAIN_PORT, 0 = a free port), with CulturePass deployed and opened for local use
// (the demo settings: every phase, transfers and staking open; the whitelist roots of
// whitelists/proofs.json; account #0 owner and operator). Run
// as `node -r ts-node/register/transpile-only -r hardhat/register scripts/local-chain.ts` (one
// process, unlike `hardhat run`, which forks one more) by local-chain.mjs (tests, e2e) and
// scripts/chain.js (`npm run chain`).
//
// Prints one line `LOCAL_CHAIN_READY {json}` on stdout once it answers, writes the deployment to
// LOCAL_CHAIN_DEPLOYMENT_FILE when set, and runs until SIGINT/SIGTERM or until its stdin closes
// (its parent died), so a crashed test run never leaves a node behind.
import fs from 'node:fs';
import path from 'node:path';
import hre from 'hardhat';
import { TASK_NODE_CREATE_SERVER } from 'hardhat/builtin-tasks/task-names';
import { HDNodeWallet } from 'ethers';
import { buildProofsFile, readProofsFile, writeProofsFile, DEFAULT_WHITELIST_DIR } from './lib/whitelist';
import { configurePass, DEMO_PARAMS, DEMO_SETTINGS, deployPass, writeDeployment } from './lib/pass';

const HOST = '127.0.0.1';
const ACCOUNTS = 20;

interface JsonRpcServer {
  listen(): Promise<{ address: string; port: number }>;
}

/** The private keys of the node's funded accounts (Hardhat's default mnemonic unless configured). */
function accountKeys(): Array<{ address: string; privateKey: string }> {
  const accounts = hre.network.config.accounts as { mnemonic: string; path: string; passphrase?: string } | string[];
  if (Array.isArray(accounts)) return accounts.map((key) => ({ address: new hre.ethers.Wallet(key).address, privateKey: key }));
  return Array.from({ length: ACCOUNTS }, (_, i) => {
    const wallet = HDNodeWallet.fromPhrase(accounts.mnemonic, accounts.passphrase ?? '', `${accounts.path}/${i}`);
    return { address: wallet.address, privateKey: wallet.privateKey };
  });
}

/**
 * Compiles one process at a time: test files start chains in parallel (and `hardhat test` may run
 * beside them), and two compilers writing artifacts/ at once can leave it torn. A directory is the
 * lock (mkdir is atomic); one older than two minutes belongs to a process that died.
 */
async function compileExclusively(): Promise<void> {
  const lock = path.join(hre.config.paths.cache, 'local-chain-compile.lock');
  fs.mkdirSync(hre.config.paths.cache, { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 120_000) fs.rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    await hre.run('compile', { quiet: true });
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  await compileExclusively();
  const port = Number(process.env.LOCAL_CHAIN_PORT ?? 0);
  const server = (await hre.run(TASK_NODE_CREATE_SERVER, {
    hostname: HOST,
    port,
    provider: hre.network.provider,
  })) as JsonRpcServer;
  const listening = await server.listen();
  const rpcUrl = `http://${HOST}:${listening.port}`;

  const proofsPath = path.join(DEFAULT_WHITELIST_DIR, 'proofs.json');
  if (!fs.existsSync(proofsPath)) writeProofsFile(buildProofsFile().file, proofsPath);
  const proofs = readProofsFile(proofsPath);

  const [owner] = await hre.ethers.getSigners();
  const artifact = await hre.artifacts.readArtifact('CulturePass');
  const pass = await deployPass(artifact, owner!, { ...DEMO_PARAMS, baseURI: process.env.PASS_BASE_URI ?? DEMO_PARAMS.baseURI });
  const receipt = await pass.deploymentTransaction()!.wait();
  await configurePass(pass, {
    ...DEMO_SETTINGS,
    roots: { kyc: proofs.kyc.root, pre: proofs.pre.root },
    operators: [owner!.address],
  });

  const chainId = Number((await hre.ethers.provider.getNetwork()).chainId);
  const passAddress = await pass.getAddress();
  const deployBlock = receipt!.blockNumber;
  const out = process.env.LOCAL_CHAIN_DEPLOYMENT_FILE;
  if (out) {
    writeDeployment(out, {
      chainId,
      address: passAddress,
      deployedAt: new Date().toISOString(),
      rpcUrl,
      deployBlock,
      abi: artifact.abi,
    });
  }

  const ready = { rpcUrl, chainId, passAddress, deployBlock, owner: owner!.address, accounts: accountKeys() };
  process.stdout.write(`LOCAL_CHAIN_READY ${JSON.stringify(ready)}\n`);
  if (out)
    console.error(
      `local chain: CulturePass ${passAddress} on chain ${chainId} at ${rpcUrl}; wrote ${path.relative(process.cwd(), out)}`,
    );

  const stop = () => {
    // A deployment record of a chain that no longer runs would point the server at nothing.
    if (out) fs.rmSync(out, { force: true });
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  if (process.env.LOCAL_CHAIN_EXIT_WITH_STDIN === '1') {
    process.stdin.on('end', stop);
    process.stdin.on('close', stop);
    process.stdin.resume();
  }
  await new Promise(() => undefined);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
