// Deploys CulturePass to a configured network: `npm run deploy` with
//   PASS_RPC_URL       JSON-RPC endpoint (required)
//   PASS_DEPLOYER_KEY  deployer private key, becomes the owner (required)
//   PASS_NAME, PASS_SYMBOL, PASS_SUPPLY, PASS_BASE_URI  (optional; defaults: Culture Pass, CPASS, 1000, "")
// Phases, transfers and staking start closed; the owner configures them afterwards.
// Prints the address, chain id and transaction hash and writes deployments/<chainId>.json.
import path from 'node:path';
import hre from 'hardhat';
import { JsonRpcProvider, Wallet } from 'ethers';
import { DEPLOYMENTS_DIR, deployPass, writeDeployment } from './lib/pass';

function fail(message: string): never {
  console.error(`deploy: ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  const missing = ['PASS_RPC_URL', 'PASS_DEPLOYER_KEY'].filter((k) => !process.env[k]);
  if (missing.length > 0) fail(`missing environment variable(s) ${missing.join(', ')}; nothing deployed.`);
  const rpcUrl = process.env.PASS_RPC_URL as string;
  let key = (process.env.PASS_DEPLOYER_KEY as string).trim();
  if (!key.startsWith('0x')) key = `0x${key}`;
  if (!/^0x[0-9a-fA-F]{64}$/.test(key)) fail('PASS_DEPLOYER_KEY is not a 32-byte hex private key.');
  const supplyText = process.env.PASS_SUPPLY ?? '1000';
  if (!/^[1-9][0-9]*$/.test(supplyText)) fail(`PASS_SUPPLY must be a positive integer, got ${JSON.stringify(supplyText)}.`);
  const params = {
    name: process.env.PASS_NAME ?? 'Culture Pass',
    symbol: process.env.PASS_SYMBOL ?? 'CPASS',
    supply: BigInt(supplyText),
    baseURI: process.env.PASS_BASE_URI ?? '',
  };

  const provider = new JsonRpcProvider(rpcUrl, undefined, { staticNetwork: true });
  let chainId: number;
  try {
    chainId = Number((await provider.getNetwork()).chainId);
  } catch (err) {
    fail(`cannot reach PASS_RPC_URL: ${(err as Error).message}`);
  }
  const wallet = new Wallet(key, provider);
  const artifact = await hre.artifacts.readArtifact('CulturePass');
  console.log(
    `deploying ${params.name} (${params.symbol}), supply ${params.supply}, from ${wallet.address} on chain ${chainId}…`,
  );
  const pass = await deployPass(artifact, wallet, params);
  const address = await pass.getAddress();
  const tx = pass.deploymentTransaction();
  console.log(`address:  ${address}`);
  console.log(`chain id: ${chainId}`);
  console.log(`tx hash:  ${tx?.hash ?? '(unknown)'}`);
  console.log(`owner:    ${wallet.address}`);
  const out = path.join(DEPLOYMENTS_DIR, `${chainId}.json`);
  writeDeployment(out, { chainId, address, deployedAt: new Date().toISOString(), abi: artifact.abi });
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
