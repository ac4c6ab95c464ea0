// Deploying and configuring CulturePass, shared by the demo chain, the network deploy script,
// the tests and the gas bench. Also owns the exported ABI file and the deployments/ records.
import fs from 'node:fs';
import path from 'node:path';
import { Contract, ContractFactory, parseEther, type Signer, type InterfaceAbi } from 'ethers';

export const CONTRACTS_DIR = path.resolve(__dirname, '..', '..');
export const ABI_FILE = path.join(CONTRACTS_DIR, 'abi', 'CulturePass.json');
export const DEPLOYMENTS_DIR = path.join(CONTRACTS_DIR, 'deployments');

export interface PassArtifact {
  abi: InterfaceAbi;
  bytecode: string;
}

export interface PassParams {
  name: string;
  symbol: string;
  supply: bigint;
  baseURI: string;
}

export interface PassSettings {
  limits: { kyc: number; pre: number; public: number; address: number };
  prices: { kyc: bigint; pre: bigint; public: bigint };
  switches: { kyc: boolean; pre: boolean; public: boolean; transfer: boolean };
  stakeOpen: boolean;
  roots?: { kyc: string; pre: string };
  operators?: string[];
}

export const DEMO_PARAMS: PassParams = {
  name: 'Culture Pass',
  symbol: 'CPASS',
  supply: 1000n,
  baseURI: 'http://127.0.0.1:3000/api/pass/metadata/',
};

export const DEMO_SETTINGS: PassSettings = {
  limits: { kyc: 200, pre: 300, public: 500, address: 5 },
  prices: { kyc: parseEther('0.01'), pre: parseEther('0.02'), public: parseEther('0.03') },
  switches: { kyc: true, pre: true, public: true, transfer: true },
  stakeOpen: true,
};

export async function deployPass(artifact: PassArtifact, signer: Signer, params: PassParams): Promise<Contract> {
  const factory = new ContractFactory(artifact.abi, artifact.bytecode, signer);
  const pass = await factory.deploy(params.name, params.symbol, params.supply, params.baseURI);
  await pass.waitForDeployment();
  return pass as Contract;
}

/** Applies limits, prices, roots, switches, stakeOpen and operators, one transaction each. */
export async function configurePass(pass: Contract, s: PassSettings): Promise<void> {
  const send = async (p: Promise<{ wait: () => Promise<unknown> }>) => (await p).wait();
  await send(pass.setMintLimit(s.limits.kyc, s.limits.pre, s.limits.public, s.limits.address));
  await send(pass.setMintPrice(s.prices.kyc, s.prices.pre, s.prices.public));
  if (s.roots) await send(pass.setMerkleRoots(s.roots.kyc, s.roots.pre));
  await send(pass.setSwitch(s.switches.kyc, s.switches.pre, s.switches.public, s.switches.transfer));
  await send(pass.setStakeOpen(s.stakeOpen));
  const role = await pass.OPERATOR_ROLE();
  for (const op of s.operators ?? []) await send(pass.grantRole(role, op));
}

export interface DeploymentRecord {
  chainId: number;
  address: string;
  deployedAt: string;
  /** Block of the deployment transaction: where an indexer of the contract starts. */
  deployBlock?: number;
  /** JSON-RPC endpoint of a local node (local deployments only). */
  rpcUrl?: string;
  abi: InterfaceAbi;
}

export function writeDeployment(file: string, record: DeploymentRecord): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(record, null, 2) + '\n');
}

/** The content of the committed abi/CulturePass.json for an artifact. */
export function abiFileContent(artifact: PassArtifact): string {
  return JSON.stringify({ contractName: 'CulturePass', abi: artifact.abi }, null, 2) + '\n';
}
