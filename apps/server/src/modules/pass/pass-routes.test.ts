/** The chain table, whitelist proofs (the committed demo lists) and the pass-less answers. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config-error.js';
import { createTestApp } from '../../test/helper.js';
import { loadWhitelistProofs, verifyWhitelistProof } from './whitelist-proofs.js';

const PROOFS = new URL('../../../../../contracts/whitelists/proofs.json', import.meta.url);
const demo = JSON.parse(fs.readFileSync(PROOFS, 'utf8')) as {
  kyc: { root: `0x${string}`; proofs: Record<string, `0x${string}`[]> };
  pre: { root: `0x${string}`; proofs: Record<string, `0x${string}`[]> };
};
const KYC_ONLY = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'; // Hardhat #1
const BOTH = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'; // Hardhat #3
const NOBODY = '0x' + '5'.repeat(40);
const PASS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

const t = await createTestApp({
  env: {
    PASS_CHAIN_ID: '137',
    PASS_RPC_URL: 'https://polygon-mainnet.g.alchemy.com/v2/secret-key',
    PASS_CONTRACT_ADDRESS: PASS.toLowerCase(),
  },
});
const none = await createTestApp();

describe('GET /api/v2/blockchain/chains', () => {
  it('lists spec §9 chains, default 1, and the pass chain with its public RPC, never the private one', async () => {
    const res = await t.get('/api/v2/blockchain/chains');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const data = res.json().data;
    expect([data.defaultChainId, data.passChainId]).toEqual([1, 137]);
    expect(data.chains.find((c: { chainId: number }) => c.chainId === 137)).toEqual({
      chainId: 137,
      name: 'Polygon',
      family: 'polygon',
      nativeSymbol: 'POL',
      testnet: false,
      rpcUrl: 'https://polygon-rpc.com',
      explorerUrl: 'https://polygonscan.com',
      passAddress: PASS,
    });
    expect(res.body).not.toContain('secret-key');
    // Pages may call the pass chain's public RPC, and only that one beyond our own origin.
    expect(res.headers['content-security-policy']).toMatch(/connect-src 'self' https:\/\/polygon-rpc\.com blob:(;|$)/);
    expect(data.chains.filter((c: { passAddress: string | null }) => c.passAddress)).toHaveLength(1);
    expect(data.chains.map((c: { chainId: number }) => c.chainId)).toEqual(
      expect.arrayContaining([1, 4, 5, 1337, 56, 97, 128, 256, 137, 80001, 42161, 421611]),
    );
    // No pass: the tokens route says so plainly.
    expect((await none.get('/api/v2/blockchain/chains')).json().data.passChainId).toBeNull();
    const tokens = await none.get(`/api/v2/blockchain/pass/tokens?address=${BOTH}`, { locale: 'zh-CN' });
    expect([tokens.statusCode, tokens.json().code, tokens.json().errmsg]).toEqual([404, 40407, 'NFT 通行证暂未开放。']);
  });
});

describe('GET /api/v2/blockchain/pass/proofs', () => {
  it("answers the operator's proofs for the address, in any letter case, and empty lists for others", async () => {
    const both = (await t.get(`/api/v2/blockchain/pass/proofs?address=${BOTH.toLowerCase()}`)).json().data;
    expect(both).toEqual({ kycProof: demo.kyc.proofs[BOTH], preProof: demo.pre.proofs[BOTH] });
    expect(both.kycProof.length).toBeGreaterThan(0);
    expect(verifyWhitelistProof(demo.kyc.root, BOTH, both.kycProof)).toBe(true);
    expect((await t.get(`/api/v2/blockchain/pass/proofs?address=${KYC_ONLY}`)).json().data.preProof).toEqual([]);
    expect((await t.get(`/api/v2/blockchain/pass/proofs?address=${NOBODY}`)).json().data).toEqual({ kycProof: [], preProof: [] });
    expect((await t.get(`/api/v2/blockchain/pass/proofs?address=0x1234`)).json().code).toBe(40002);
  });
});

describe('the whitelist file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'whitelist-'));
  const file = path.join(dir, 'proofs.json');

  it('is refused at start when a proof does not lead to its root, naming PASS_WHITELIST_FILE', () => {
    const broken = structuredClone(demo);
    broken.kyc.proofs[BOTH] = [...broken.kyc.proofs[BOTH]!].reverse();
    fs.writeFileSync(file, JSON.stringify(broken));
    let error: unknown;
    try {
      loadWhitelistProofs({ file, now: () => 0 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems[0]).toMatch(/^PASS_WHITELIST_FILE .* does not lead to its root/);
  });

  it('is read again when it changes, and a broken replacement keeps the last good lists', () => {
    let clock = 0;
    const errors: unknown[] = [];
    fs.writeFileSync(file, JSON.stringify({ kyc: { root: demo.kyc.root, proofs: {} }, pre: demo.pre }));
    const lists = loadWhitelistProofs({ file, now: () => clock, onReloadError: (e) => errors.push(e) });
    expect(lists.proofsFor(BOTH).kycProof).toEqual([]);
    fs.writeFileSync(file, JSON.stringify(demo));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(lists.proofsFor(BOTH).kycProof).toEqual([]); // not re-checked within 5 s
    clock += 5000;
    expect(lists.proofsFor(BOTH).kycProof).toEqual(demo.kyc.proofs[BOTH]);
    fs.writeFileSync(file, '{ not json');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    clock += 5000;
    expect(lists.proofsFor(BOTH).kycProof).toEqual(demo.kyc.proofs[BOTH]);
    expect(errors).toHaveLength(1);
  });
});
