/**
 * How many passes the holder may mint in a phase right now, and if none, why: the phase is
 * closed, the phase or the whole supply is sold out, the wallet reached the per-address limit
 * (counted over all three phases), or it is not on the phase's list (KYC and pre-mint).
 * Each mint call mints one pass, so a quantity of n is n transactions.
 */
import type { HolderState, PassOverview } from './pass-contract';

export type Phase = 'kyc' | 'pre' | 'public';
export const PHASES: readonly Phase[] = ['kyc', 'pre', 'public'];

export type MintBlock = 'closed' | 'soldOut' | 'limitReached' | 'notOnList' | 'connect';

export interface MintAllowance {
  max: number;
  blocked: MintBlock | null;
}

const positive = (value: bigint) => (value > 0n ? value : 0n);

export function mintAllowance(phase: Phase, overview: PassOverview, holder: HolderState | null): MintAllowance {
  if (!overview.open[phase]) return { max: 0, blocked: 'closed' };
  const phaseLeft = positive(overview.limits[phase] - overview.counts[phase]);
  const supplyLeft = positive(overview.supply - overview.totalMinted);
  if (phaseLeft === 0n || supplyLeft === 0n) return { max: 0, blocked: 'soldOut' };
  if (!holder) return { max: 0, blocked: 'connect' };
  if (phase === 'kyc' && !holder.onKycList) return { max: 0, blocked: 'notOnList' };
  if (phase === 'pre' && !holder.onPreList) return { max: 0, blocked: 'notOnList' };
  const mintedByHolder = holder.minted.kyc + holder.minted.pre + holder.minted.public;
  const addressLeft = positive(overview.limits.address - mintedByHolder);
  if (addressLeft === 0n) return { max: 0, blocked: 'limitReached' };
  const max = [phaseLeft, supplyLeft, addressLeft].reduce((a, b) => (a < b ? a : b));
  return { max: Number(max), blocked: null };
}

/** Keeps a chosen quantity within 1..max (0 when nothing may be minted). */
export function clampQuantity(quantity: number, max: number): number {
  if (max <= 0) return 0;
  return Math.min(Math.max(1, Math.floor(quantity) || 1), max);
}
