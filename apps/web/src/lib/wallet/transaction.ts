/**
 * One on-chain transaction from the person's point of view (spec §4, §8): "Please wait…" while
 * the gas is estimated, "Waiting for confirmation" while the wallet asks, "Transaction
 * cancelled" when they refuse, "Transaction sent" once it has a hash, then confirmed or failed
 * (with the explorer link, spec §9). The gas limit is the estimate × GAS_LIMIT_MULTIPLIER (2).
 * A revert at the estimate fails before the wallet opens, with the contract's reason.
 */
import { GAS_LIMIT_MULTIPLIER } from '@culture/protocol';
import type { Abi, Hex } from 'viem';
import { describeWalletError, type WalletErrorDescription } from './wallet-errors';

export type TxPhase = 'fetching' | 'waitingConfirm' | 'cancelled' | 'sent' | 'confirmed' | 'failed';

export interface TxState {
  phase: TxPhase;
  hash: Hex | null;
  /** Why it failed (or was cancelled): a catalogue key's description. */
  error: WalletErrorDescription | null;
}

/** Phases after which nothing more happens. */
export const FINAL_TX_PHASES: readonly TxPhase[] = ['cancelled', 'confirmed', 'failed'];

export interface TxSteps {
  /** Estimates the gas (a revert here is the contract refusing). */
  estimateGas: () => Promise<bigint>;
  /** Asks the wallet to sign and send with this gas limit; answers the hash. */
  send: (gas: bigint) => Promise<Hex>;
  /** Waits for the receipt. */
  wait: (hash: Hex) => Promise<{ status: 'success' | 'reverted' }>;
}

export function gasLimitFor(estimate: bigint): bigint {
  return estimate * BigInt(GAS_LIMIT_MULTIPLIER);
}

/** Runs the steps, reporting each state; answers the final one (never throws). */
export async function runTransaction(steps: TxSteps, onState: (state: TxState) => void, abi?: Abi): Promise<TxState> {
  let state: TxState = { phase: 'fetching', hash: null, error: null };
  const report = (next: Partial<TxState>) => {
    state = { ...state, ...next };
    onState(state);
    return state;
  };
  report({});
  let gas: bigint;
  try {
    gas = gasLimitFor(await steps.estimateGas());
  } catch (error) {
    const described = describeWalletError(error, abi);
    return report({ phase: described.kind === 'rejected' ? 'cancelled' : 'failed', error: described });
  }
  let hash: Hex;
  try {
    report({ phase: 'waitingConfirm' });
    hash = await steps.send(gas);
  } catch (error) {
    const described = describeWalletError(error, abi);
    return report({ phase: described.kind === 'rejected' ? 'cancelled' : 'failed', error: described });
  }
  report({ phase: 'sent', hash });
  try {
    const receipt = await steps.wait(hash);
    return receipt.status === 'success'
      ? report({ phase: 'confirmed' })
      : report({ phase: 'failed', error: { kind: 'unknown', values: {} } });
  } catch (error) {
    return report({ phase: 'failed', error: describeWalletError(error, abi) });
  }
}
