// Whitelist files → Merkle roots and proofs. Owns the CSV format (one address per line, optional
// `address` header) and the proofs.json shape the server serves to the web app.
import fs from 'node:fs';
import path from 'node:path';
import { StandardMerkleTree } from '@openzeppelin/merkle-tree';
import { getAddress, isAddress, ZeroHash } from 'ethers';

/** Leaf encoding shared with CulturePass._leaf: keccak256(keccak256(abi.encode(address))). */
export const LEAF_ENCODING = ['address'];

export interface WhitelistProofs {
  /** Merkle root to set on the contract; ZeroHash for an empty list (nobody can prove it). */
  root: string;
  /** Checksummed address → proof. */
  proofs: Record<string, string[]>;
}

export interface ProofsFile {
  kyc: WhitelistProofs;
  pre: WhitelistProofs;
}

export interface CsvProblem {
  line: number;
  value: string;
  reason: string;
}

export interface ParsedCsv {
  addresses: string[];
  errors: CsvProblem[];
  /** Repeated addresses (kept once). */
  duplicates: CsvProblem[];
}

export class WhitelistError extends Error {
  constructor(
    message: string,
    readonly problems: CsvProblem[],
  ) {
    super(message);
  }
}

/**
 * Parses a whitelist CSV: one address per line, first column only, an optional `address` header,
 * blank lines and `#` comments skipped. Invalid addresses (including a wrong mixed-case checksum)
 * are reported with their 1-based line numbers.
 */
export function parseAddressCsv(text: string): ParsedCsv {
  const addresses: string[] = [];
  const errors: CsvProblem[] = [];
  const duplicates: CsvProblem[] = [];
  const seen = new Set<string>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = i + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const value = trimmed
      .split(',')[0]
      .trim()
      .replace(/^"(.*)"$/, '$1');
    if (addresses.length === 0 && errors.length === 0 && value.toLowerCase() === 'address') return;
    if (!isAddress(value)) {
      errors.push({ line, value, reason: 'not a valid address (40 hex digits, correct checksum if mixed-case)' });
      return;
    }
    const checksummed = getAddress(value);
    if (checksummed === '0x0000000000000000000000000000000000000000') {
      errors.push({ line, value, reason: 'the zero address cannot mint' });
      return;
    }
    if (seen.has(checksummed)) {
      duplicates.push({ line, value, reason: 'duplicate' });
      return;
    }
    seen.add(checksummed);
    addresses.push(checksummed);
  });
  return { addresses, errors, duplicates };
}

/** Builds the root and every proof of a list of (checksummed) addresses. */
export function buildWhitelist(addresses: string[]): WhitelistProofs {
  if (addresses.length === 0) return { root: ZeroHash, proofs: {} };
  const tree = StandardMerkleTree.of(
    addresses.map((a) => [getAddress(a)]),
    LEAF_ENCODING,
  );
  const proofs: Record<string, string[]> = {};
  for (const [i, [address]] of tree.entries()) proofs[address as string] = tree.getProof(i);
  return { root: tree.root, proofs };
}

/** Checks a proof off-chain exactly as the contract does. */
export function verifyProof(root: string, address: string, proof: string[]): boolean {
  if (root === ZeroHash) return false;
  return StandardMerkleTree.verify(root, LEAF_ENCODING, [getAddress(address)], proof);
}

/** Reads one CSV file, throwing a WhitelistError listing every bad line. */
export function readWhitelistCsv(file: string): ParsedCsv {
  const parsed = parseAddressCsv(fs.readFileSync(file, 'utf8'));
  if (parsed.errors.length > 0) {
    const list = parsed.errors.map((e) => `  ${file}:${e.line}: ${JSON.stringify(e.value)}: ${e.reason}`).join('\n');
    throw new WhitelistError(`${parsed.errors.length} invalid address(es) in ${file}:\n${list}`, parsed.errors);
  }
  return parsed;
}

export const DEFAULT_WHITELIST_DIR = path.resolve(__dirname, '..', '..', 'whitelists');

/** Reads kyc.csv and pre.csv of `dir` and builds the proofs file (without writing it). */
export function buildProofsFile(dir = DEFAULT_WHITELIST_DIR): { file: ProofsFile; warnings: string[] } {
  const warnings: string[] = [];
  const lists = {} as Record<'kyc' | 'pre', WhitelistProofs>;
  const problems: string[] = [];
  for (const name of ['kyc', 'pre'] as const) {
    const csv = path.join(dir, `${name}.csv`);
    try {
      const parsed = readWhitelistCsv(csv);
      for (const d of parsed.duplicates) warnings.push(`${csv}:${d.line}: duplicate ${d.value} ignored`);
      lists[name] = buildWhitelist(parsed.addresses);
    } catch (err) {
      if (err instanceof WhitelistError) problems.push(err.message);
      else throw err;
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return { file: { kyc: lists.kyc, pre: lists.pre }, warnings };
}

/** Reads a proofs.json written by `writeProofsFile`. */
export function readProofsFile(file = path.join(DEFAULT_WHITELIST_DIR, 'proofs.json')): ProofsFile {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ProofsFile;
}

export function writeProofsFile(file: ProofsFile, out = path.join(DEFAULT_WHITELIST_DIR, 'proofs.json')): void {
  fs.writeFileSync(out, JSON.stringify(file, null, 2) + '\n');
}
