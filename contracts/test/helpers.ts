// Shared fixtures for the CulturePass tests: a pass deployed with the demo settings and the
// whitelist roots built by the whitelist script from the committed demo CSVs.
import { ethers } from 'hardhat';
import type { HardhatEthersSigner } from '@nomicfoundation/hardhat-ethers/signers';
import { Contract, parseEther, type ContractRunner } from 'ethers';
import { buildProofsFile, type ProofsFile } from '../scripts/lib/whitelist';
import { configurePass, DEMO_SETTINGS, type PassSettings } from '../scripts/lib/pass';

export const NAME = 'Culture Pass';
export const SYMBOL = 'CPASS';
export const SUPPLY = 1000n;
export const BASE_URI = 'ipfs://culture-pass/';
export const PRICES = { kyc: parseEther('0.01'), pre: parseEther('0.02'), public: parseEther('0.03') };
export const OPERATOR_ROLE = ethers.id('OPERATOR_ROLE');

export type Pass = Contract;

/** `contract.connect(runner)` typed back to a Contract. */
export function as(contract: Contract, runner: ContractRunner): Contract {
  return contract.connect(runner) as Contract;
}

export async function deployPass(supply = SUPPLY, baseURI = BASE_URI): Promise<Pass> {
  const pass = await ethers.deployContract('CulturePass', [NAME, SYMBOL, supply, baseURI]);
  await pass.waitForDeployment();
  return pass as unknown as Pass;
}

export interface Fixture {
  pass: Pass;
  proofs: ProofsFile;
  signers: HardhatEthersSigner[];
  owner: HardhatEthersSigner;
  /** Holds OPERATOR_ROLE (account #9). */
  operator: HardhatEthersSigner;
  /** Account #1: KYC whitelist only. */
  kycOnly: HardhatEthersSigner;
  /** Account #3: on both whitelists. */
  both: HardhatEthersSigner;
  /** Account #6: pre-mint whitelist only. */
  preOnly: HardhatEthersSigner;
  /** Accounts #10 and #11: on no whitelist. */
  alice: HardhatEthersSigner;
  bob: HardhatEthersSigner;
}

export async function configured(pass: Pass, proofs: ProofsFile, operator: string, overrides: Partial<PassSettings> = {}) {
  await configurePass(pass, {
    ...DEMO_SETTINGS,
    roots: { kyc: proofs.kyc.root, pre: proofs.pre.root },
    operators: [operator],
    ...overrides,
  });
}

/** Demo-configured pass: every phase open, transfers and staking on, demo prices and limits. */
export async function passFixture(): Promise<Fixture> {
  const signers = await ethers.getSigners();
  const proofs = buildProofsFile().file;
  const pass = await deployPass();
  await configured(pass, proofs, signers[9].address);
  return {
    pass,
    proofs,
    signers,
    owner: signers[0],
    operator: signers[9],
    kycOnly: signers[1],
    both: signers[3],
    preOnly: signers[6],
    alice: signers[10],
    bob: signers[11],
  };
}

/** Demo fixture where alice already holds tokens 0..4 (public mints) and bob tokens 5..6. */
export async function holdersFixture(): Promise<Fixture> {
  const f = await passFixture();
  await as(f.pass, f.operator).operatorMint(5, f.alice.address);
  await as(f.pass, f.operator).operatorMint(2, f.bob.address);
  return f;
}

export function proofOf(list: ProofsFile['kyc'], address: string): string[] {
  const proof = list.proofs[ethers.getAddress(address)];
  if (!proof) throw new Error(`${address} is not on this whitelist`);
  return proof;
}

/** Small deterministic PRNG (mulberry32) so the random sequences are the same on every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
