import { describe, expect, it } from 'vitest';
import { CHAINS, chainInfo, chainsResultSchema } from './chains.js';
import { passProofsResultSchema, passTokensResultSchema } from './pass.js';

describe('chain table (spec §9)', () => {
  it('has every chain id of the spec once, in its family, with an https explorer where one exists', () => {
    const families: Record<string, number[]> = {
      ethereum: [1, 4, 5, 1337],
      bsc: [56, 97],
      heco: [128, 256],
      polygon: [137, 80001],
      arbitrum: [42161, 421611],
    };
    for (const [family, ids] of Object.entries(families)) {
      for (const id of ids) expect(chainInfo(id)?.family, String(id)).toBe(family);
    }
    expect(new Set(CHAINS.map((c) => c.chainId)).size).toBe(CHAINS.length);
    for (const chain of CHAINS.filter((c) => c.chainId !== 1337)) expect(chain.explorerUrl).toMatch(/^https:\/\/[^/]+$/);
    expect(chainInfo(1)?.explorerUrl).toBe('https://etherscan.io');
  });
});

describe('pass answers', () => {
  it('takes lower-case bytes32 proof nodes only', () => {
    expect(passProofsResultSchema.safeParse({ kycProof: ['0x' + 'ab'.repeat(32)], preProof: [] }).success).toBe(true);
    expect(passProofsResultSchema.safeParse({ kycProof: ['0x' + 'AB'.repeat(32)], preProof: [] }).success).toBe(false);
    expect(passProofsResultSchema.safeParse({ kycProof: ['0x12'], preProof: [] }).success).toBe(false);
  });

  it('carries token ids as decimal strings', () => {
    const token = { tokenId: '1', owner: '0x' + '1'.repeat(40), staked: true, stakedAt: 1_700_000_000, confirmed: false };
    expect(passTokensResultSchema.safeParse({ chainId: 1337, indexedBlock: 12, tokens: [token] }).success).toBe(true);
    expect(
      passTokensResultSchema.safeParse({ chainId: 1337, indexedBlock: 12, tokens: [{ ...token, tokenId: '0x1' }] }).success,
    ).toBe(false);
    expect(chainsResultSchema.safeParse({ defaultChainId: 1, passChainId: null, chains: [] }).success).toBe(true);
  });
});
