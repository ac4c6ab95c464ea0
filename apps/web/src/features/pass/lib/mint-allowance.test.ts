import { describe, expect, it } from 'vitest';
import { clampQuantity, mintAllowance } from './mint-allowance';
import type { HolderState, PassOverview } from './pass-contract';

const overview = (over: Partial<PassOverview> = {}): PassOverview => ({
  name: 'CulturePass',
  supply: 1000n,
  totalMinted: 10n,
  counts: { kyc: 5n, pre: 3n, public: 2n },
  limits: { kyc: 200n, pre: 300n, public: 500n, address: 5n },
  prices: { kyc: 1n, pre: 2n, public: 3n },
  open: { kyc: true, pre: true, public: true, transfer: true },
  stakeOpen: true,
  ...over,
});
const holder = (over: Partial<HolderState> = {}): HolderState => ({
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  minted: { kyc: 0n, pre: 0n, public: 0n },
  onKycList: true,
  onPreList: false,
  kycProof: [],
  preProof: [],
  ...over,
});

describe('mintAllowance', () => {
  it('allows up to the address limit counted over all phases', () => {
    expect(mintAllowance('public', overview(), holder())).toEqual({ max: 5, blocked: null });
    expect(mintAllowance('public', overview(), holder({ minted: { kyc: 1n, pre: 1n, public: 1n } }))).toEqual({
      max: 2,
      blocked: null,
    });
    expect(mintAllowance('public', overview(), holder({ minted: { kyc: 5n, pre: 0n, public: 0n } }))).toEqual({
      max: 0,
      blocked: 'limitReached',
    });
  });

  it('is bounded by what is left of the phase and of the supply', () => {
    expect(mintAllowance('kyc', overview({ counts: { kyc: 198n, pre: 0n, public: 0n } }), holder()).max).toBe(2);
    expect(mintAllowance('public', overview({ totalMinted: 999n }), holder()).max).toBe(1);
    expect(mintAllowance('public', overview({ totalMinted: 1000n }), holder()).blocked).toBe('soldOut');
    expect(mintAllowance('kyc', overview({ counts: { kyc: 200n, pre: 0n, public: 0n } }), holder()).blocked).toBe('soldOut');
  });

  it('says closed, not on the list, or connect first', () => {
    expect(
      mintAllowance('pre', overview({ open: { kyc: true, pre: false, public: true, transfer: true } }), holder()).blocked,
    ).toBe('closed');
    expect(mintAllowance('pre', overview(), holder()).blocked).toBe('notOnList');
    expect(mintAllowance('kyc', overview(), holder({ onKycList: false })).blocked).toBe('notOnList');
    expect(mintAllowance('public', overview(), null).blocked).toBe('connect');
  });

  it('keeps a quantity within 1..max', () => {
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity(9, 3)).toBe(3);
    expect(clampQuantity(2, 3)).toBe(2);
    expect(clampQuantity(2, 0)).toBe(0);
  });
});
