/**
 * The operator's whitelists (spec §5): the proofs file `contracts/scripts/whitelist.ts` builds from
 * kyc.csv and pre.csv (`{ kyc: { root, proofs: { address: [node…] } }, pre: { … } }`, OpenZeppelin
 * StandardMerkleTree leaves of `["address"]`). Every proof is checked against its root on load, so
 * a file that would make mints fail on chain is refused at start (ConfigError, exit 78) instead.
 * The file is read again when it changes on disk (checked at most every few seconds); a broken
 * replacement is logged and the last good lists stay in service.
 */
import fs from 'node:fs';
import { concat, encodeAbiParameters, getAddress, keccak256, type Hex } from 'viem';
import type { PassProofsResult } from '@culture/protocol';
import { ConfigError } from '../../config-error.js';

const ZERO_ROOT = `0x${'0'.repeat(64)}`;
const RECHECK_MS = 5000;

interface List {
  root: Hex;
  proofs: Map<string, Hex[]>;
}

/** keccak256(keccak256(abi.encode(address))), the StandardMerkleTree leaf the contract checks. */
export function whitelistLeaf(address: string): Hex {
  return keccak256(keccak256(encodeAbiParameters([{ type: 'address' }], [getAddress(address)])));
}

/** OpenZeppelin MerkleProof.verify: sorted-pair keccak up the tree. */
export function verifyWhitelistProof(root: Hex, address: string, proof: readonly Hex[]): boolean {
  let node = whitelistLeaf(address);
  for (const sibling of proof)
    node = BigInt(node) < BigInt(sibling) ? keccak256(concat([node, sibling])) : keccak256(concat([sibling, node]));
  return node === root.toLowerCase();
}

function parseList(name: string, raw: unknown): List {
  const list = raw as { root?: unknown; proofs?: unknown } | undefined;
  const hex32 = (v: unknown): v is Hex => typeof v === 'string' && /^0x[0-9a-fA-F]{64}$/.test(v);
  if (!list || !hex32(list.root) || typeof list.proofs !== 'object' || list.proofs === null) {
    throw new Error(`"${name}" needs a root (32-byte hex) and a proofs object`);
  }
  const root = list.root.toLowerCase() as Hex;
  const proofs = new Map<string, Hex[]>();
  for (const [address, proof] of Object.entries(list.proofs as Record<string, unknown>)) {
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new Error(`"${name}" lists ${JSON.stringify(address)}, not an address`);
    if (!Array.isArray(proof) || !proof.every(hex32))
      throw new Error(`"${name}" proof of ${address} is not a list of 32-byte values`);
    const nodes = proof.map((p) => p.toLowerCase() as Hex);
    if (root === ZERO_ROOT || !verifyWhitelistProof(root, address, nodes)) {
      throw new Error(`"${name}" proof of ${address} does not lead to its root ${root}: rebuild the file with npm run whitelist`);
    }
    proofs.set(address.toLowerCase(), nodes);
  }
  return { root, proofs };
}

function readLists(file: string): { kyc: List; pre: List } {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  return { kyc: parseList('kyc', data.kyc), pre: parseList('pre', data.pre) };
}

export interface WhitelistProofs {
  proofsFor(address: string): PassProofsResult;
  roots(): { kyc: Hex; pre: Hex } | null;
}

export function loadWhitelistProofs(options: {
  file: string | null;
  now: () => number;
  onReloadError?: (error: unknown) => void;
}): WhitelistProofs {
  const { file, now } = options;
  if (!file) return { proofsFor: () => ({ kycProof: [], preProof: [] }), roots: () => null };
  let lists: { kyc: List; pre: List };
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
    lists = readLists(file);
  } catch (error) {
    throw new ConfigError([`PASS_WHITELIST_FILE (${file}) cannot be used: ${(error as Error).message}`]);
  }
  let checkedAt = now();

  function refresh() {
    if (now() - checkedAt < RECHECK_MS) return;
    checkedAt = now();
    try {
      const mtime = fs.statSync(file!).mtimeMs;
      if (mtime === mtimeMs) return;
      lists = readLists(file!);
      mtimeMs = mtime;
    } catch (error) {
      options.onReloadError?.(error);
    }
  }

  return {
    proofsFor(address) {
      refresh();
      const key = address.toLowerCase();
      return { kycProof: lists.kyc.proofs.get(key) ?? [], preProof: lists.pre.proofs.get(key) ?? [] };
    },
    roots: () => ({ kyc: lists.kyc.root, pre: lists.pre.root }),
  };
}
