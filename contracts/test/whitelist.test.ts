// The whitelist script: CSV parsing and refusal, roots and proofs, the committed proofs.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { expect } from 'chai';
import { ethers } from 'hardhat';
import { ZeroHash } from 'ethers';
import {
  buildProofsFile,
  buildWhitelist,
  DEFAULT_WHITELIST_DIR,
  parseAddressCsv,
  readProofsFile,
  readWhitelistCsv,
  verifyProof,
  WhitelistError,
} from '../scripts/lib/whitelist';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const C = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

function tmpDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'culture-wl-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

function runScript(args: string[]): { code: number; stdout: string; stderr: string } {
  const tsNode = require.resolve('ts-node/dist/bin.js');
  try {
    const stdout = execFileSync(process.execPath, [tsNode, '--transpile-only', 'scripts/whitelist.ts', ...args], {
      cwd: path.resolve(__dirname, '..'),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { code: 0, stdout, stderr: '' };
  } catch (err) {
    const e = err as { status: number; stdout: string; stderr: string };
    return { code: e.status, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('whitelist script', () => {
  describe('CSV parsing', () => {
    it('reads one address per line with an optional header, blank lines, comments, CRLF and extra columns', () => {
      const text = `address\r\n${A}\r\n\r\n# a comment\r\n${B.toLowerCase()},note\r\n  "${C}"  \r\n`;
      const parsed = parseAddressCsv(text);
      expect(parsed.errors).to.deep.equal([]);
      expect(parsed.addresses).to.deep.equal([A, B, C]);
    });

    it('works without a header', () => {
      expect(parseAddressCsv(`${A}\n${B}\n`).addresses).to.deep.equal([A, B]);
    });

    it('reports every invalid address with its line number', () => {
      const i = A.search(/[a-fA-F]/); // first hex letter (the "x" of 0x is not one)
      const flipped = A[i] === A[i].toUpperCase() ? A[i].toLowerCase() : A[i].toUpperCase();
      const wrongChecksum = A.slice(0, i) + flipped + A.slice(i + 1);
      expect(wrongChecksum).to.not.equal(A);
      const text = [
        'address',
        A,
        '0x1234',
        'hello',
        wrongChecksum,
        '0x0000000000000000000000000000000000000000',
        'address',
        B,
      ].join('\n');
      const parsed = parseAddressCsv(text);
      expect(parsed.errors.map((e) => [e.line, e.value])).to.deep.equal([
        [3, '0x1234'],
        [4, 'hello'],
        [5, wrongChecksum],
        [6, '0x0000000000000000000000000000000000000000'],
        [7, 'address'],
      ]);
      expect(parsed.addresses).to.deep.equal([A, B]);
    });

    it('keeps a repeated address once and reports the repeat', () => {
      const parsed = parseAddressCsv(`${A}\n${B}\n${A.toLowerCase()}\n`);
      expect(parsed.addresses).to.deep.equal([A, B]);
      expect(parsed.duplicates.map((d) => d.line)).to.deep.equal([3]);
    });

    it('readWhitelistCsv refuses a file with invalid addresses, naming file and lines', () => {
      const dir = tmpDir({ 'kyc.csv': `address\n${A}\nnope\n0xabc\n` });
      const file = path.join(dir, 'kyc.csv');
      expect(() => readWhitelistCsv(file)).to.throw(WhitelistError, new RegExp(`${file}:3.*\\n.*${file}:4`));
    });
  });

  describe('roots and proofs', () => {
    it('proves every member and nothing else; tampered proofs fail', () => {
      const list = buildWhitelist([A, B, C]);
      for (const addr of [A, B, C]) expect(verifyProof(list.root, addr, list.proofs[addr])).to.equal(true);
      expect(verifyProof(list.root, ethers.Wallet.createRandom().address, list.proofs[A])).to.equal(false);
      expect(verifyProof(list.root, A, list.proofs[B])).to.equal(false);
      const tampered = [...list.proofs[A]];
      tampered[tampered.length - 1] = ethers.id('x');
      expect(verifyProof(list.root, A, tampered)).to.equal(false);
    });

    it('uses checksummed addresses as proof keys', () => {
      const list = buildWhitelist([A.toLowerCase()]);
      expect(Object.keys(list.proofs)).to.deep.equal([A]);
    });

    it('gives an empty list the zero root, which proves nobody', () => {
      const list = buildWhitelist([]);
      expect(list).to.deep.equal({ root: ZeroHash, proofs: {} });
      expect(verifyProof(list.root, A, [])).to.equal(false);
    });

    it("matches the contract's leaf: keccak256(keccak256(abi.encode(address)))", () => {
      const list = buildWhitelist([A]);
      const leaf = ethers.keccak256(ethers.keccak256(ethers.AbiCoder.defaultAbiCoder().encode(['address'], [A])));
      expect(list.root).to.equal(leaf);
    });
  });

  describe('demo whitelists', () => {
    it('kyc.csv holds Hardhat accounts #1–#5 and pre.csv #3–#8', async () => {
      const signers = await ethers.getSigners();
      const kyc = readWhitelistCsv(path.join(DEFAULT_WHITELIST_DIR, 'kyc.csv')).addresses;
      const pre = readWhitelistCsv(path.join(DEFAULT_WHITELIST_DIR, 'pre.csv')).addresses;
      expect(kyc).to.deep.equal(signers.slice(1, 6).map((s) => s.address));
      expect(pre).to.deep.equal(signers.slice(3, 9).map((s) => s.address));
    });

    it('the committed proofs.json is what the script builds from the CSVs (run `npm run whitelist` after edits)', () => {
      expect(readProofsFile()).to.deep.equal(buildProofsFile().file);
    });
  });

  describe('command line', () => {
    it('writes proofs.json shaped { kyc: { root, proofs }, pre: { root, proofs } }', () => {
      const dir = tmpDir({ 'kyc.csv': `address\n${A}\n${B}\n`, 'pre.csv': `${C}\n` });
      const out = path.join(dir, 'out.json');
      const res = runScript(['--dir', dir, '--out', out]);
      expect(res.code, res.stderr).to.equal(0);
      expect(res.stdout).to.match(/kyc: 2 address\(es\)/);
      const written = JSON.parse(fs.readFileSync(out, 'utf8'));
      expect(written).to.have.keys('kyc', 'pre');
      expect(written.kyc.root).to.equal(buildWhitelist([A, B]).root);
      expect(Object.keys(written.kyc.proofs)).to.deep.equal([A, B]);
      expect(written.pre).to.deep.equal(buildWhitelist([C]));
    });

    it('refuses (exit 1, nothing written) when a CSV has invalid addresses, listing the lines', () => {
      const dir = tmpDir({ 'kyc.csv': `address\n${A}\nbad-one\n`, 'pre.csv': `${C}\n0x12\n` });
      const out = path.join(dir, 'out.json');
      const res = runScript(['--dir', dir, '--out', out]);
      expect(res.code).to.equal(1);
      expect(res.stderr).to.contain(`${path.join(dir, 'kyc.csv')}:3: "bad-one"`);
      expect(res.stderr).to.contain(`${path.join(dir, 'pre.csv')}:2: "0x12"`);
      expect(fs.existsSync(out)).to.equal(false);
    });
  });
});
