// Demo deploy for `npm run chain`: run as `hardhat run --network localhost scripts/deploy-demo.ts`.
// Deploys CulturePass with demo settings (supply 1000, every phase open, transfers and staking on,
// prices 0.01/0.02/0.03 ETH), sets the whitelist roots from whitelists/proofs.json (building it
// from the CSVs first when missing), makes account #0 owner and operator, and writes
// deployments/localhost.json = { chainId, address, deployedAt, abi }.
import fs from 'node:fs';
import path from 'node:path';
import hre from 'hardhat';
import { buildProofsFile, readProofsFile, writeProofsFile, DEFAULT_WHITELIST_DIR } from './lib/whitelist';
import { configurePass, DEMO_PARAMS, DEMO_SETTINGS, DEPLOYMENTS_DIR, deployPass, writeDeployment } from './lib/pass';

async function main(): Promise<void> {
  const proofsPath = path.join(DEFAULT_WHITELIST_DIR, 'proofs.json');
  if (!fs.existsSync(proofsPath)) writeProofsFile(buildProofsFile().file, proofsPath);
  const proofs = readProofsFile(proofsPath);

  const [owner] = await hre.ethers.getSigners();
  const artifact = await hre.artifacts.readArtifact('CulturePass');
  const params = { ...DEMO_PARAMS, baseURI: process.env.PASS_BASE_URI ?? DEMO_PARAMS.baseURI };
  const pass = await deployPass(artifact, owner, params);
  await configurePass(pass, {
    ...DEMO_SETTINGS,
    roots: { kyc: proofs.kyc.root, pre: proofs.pre.root },
    operators: [owner.address],
  });

  const address = await pass.getAddress();
  const chainId = Number((await hre.ethers.provider.getNetwork()).chainId);
  const out = path.join(DEPLOYMENTS_DIR, `${hre.network.name}.json`);
  writeDeployment(out, { chainId, address, deployedAt: new Date().toISOString(), abi: artifact.abi });
  console.log(`CulturePass deployed at ${address} on chain ${chainId} (owner and operator ${owner.address})`);
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
