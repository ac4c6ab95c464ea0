import { describe, expect, it } from 'vitest';
import { encodeErrorResult } from 'viem';
import { culturePassAbi } from './culture-pass-abi';
import { providerError } from './fake-provider.test-util';
import { gasLimitFor, runTransaction, type TxState } from './transaction';

const HASH = `0x${'ab'.repeat(32)}` as const;

async function run(steps: Partial<Parameters<typeof runTransaction>[0]>) {
  const seen: TxState[] = [];
  const sent: bigint[] = [];
  const final = await runTransaction(
    {
      estimateGas: async () => 50_000n,
      send: async (gas) => {
        sent.push(gas);
        return HASH;
      },
      wait: async () => ({ status: 'success' }),
      ...steps,
    },
    (state) => seen.push(state),
    culturePassAbi,
  );
  return { final, phases: seen.map((s) => s.phase), sent };
}

describe('runTransaction', () => {
  it('goes fetching → waitingConfirm → sent → confirmed, with the gas limit at twice the estimate', async () => {
    const { final, phases, sent } = await run({});
    expect(phases).toEqual(['fetching', 'waitingConfirm', 'sent', 'confirmed']);
    expect(sent).toEqual([100_000n]);
    expect(final).toEqual({ phase: 'confirmed', hash: HASH, error: null });
    expect(gasLimitFor(21_000n)).toBe(42_000n);
  });

  it('is cancelled when the person refuses in the wallet, and never waits', async () => {
    let waited = false;
    const { final, phases } = await run({
      send: async () => {
        throw providerError(4001, 'User denied transaction signature.');
      },
      wait: async () => {
        waited = true;
        return { status: 'success' };
      },
    });
    expect(phases).toEqual(['fetching', 'waitingConfirm', 'cancelled']);
    expect(final.error?.kind).toBe('rejected');
    expect(waited).toBe(false);
  });

  it('fails before the wallet opens when the estimate reverts, naming the contract error', async () => {
    let asked = false;
    const { final, phases } = await run({
      estimateGas: async () => {
        throw providerError(3, 'execution reverted', encodeErrorResult({ abi: culturePassAbi, errorName: 'PhaseLimitReached' }));
      },
      send: async () => {
        asked = true;
        return HASH;
      },
    });
    expect(phases).toEqual(['fetching', 'failed']);
    expect(final.error).toMatchObject({ kind: 'contract', contractError: 'PhaseLimitReached' });
    expect(asked).toBe(false);
  });

  it('fails with its hash when the receipt says reverted or the wait breaks', async () => {
    const reverted = await run({ wait: async () => ({ status: 'reverted' }) });
    expect(reverted.phases).toEqual(['fetching', 'waitingConfirm', 'sent', 'failed']);
    expect(reverted.final.hash).toBe(HASH);
    const broken = await run({
      wait: async () => {
        throw new Error('timeout');
      },
    });
    expect(broken.final).toMatchObject({ phase: 'failed', hash: HASH, error: { kind: 'unknown' } });
  });
});
