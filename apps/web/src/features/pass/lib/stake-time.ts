/**
 * Stake periods as people read them, ticking: `stakePeriod` answers seconds as of the read, so a
 * staked pass adds the seconds since then. "04:05:06" below a day.
 */
import type { OwnedPass } from './pass-contract';

export function stakeSecondsNow(pass: Pick<OwnedPass, 'staked' | 'current' | 'total' | 'readAt'>, now: number) {
  const elapsed = pass.staked ? BigInt(Math.max(0, Math.floor((now - pass.readAt) / 1000))) : 0n;
  return { current: pass.staked ? pass.current + elapsed : 0n, total: pass.total + elapsed };
}

/** `withDays` words a duration past a day in the language ("3d 04:05:06", "3 天 04:05:06"). */
export function formatDuration(seconds: bigint, withDays: (days: string, clock: string) => string): string {
  const s = seconds < 0n ? 0n : seconds;
  const days = s / 86_400n;
  const rest = s % 86_400n;
  const pad = (n: bigint) => n.toString().padStart(2, '0');
  const clock = `${pad(rest / 3600n)}:${pad((rest % 3600n) / 60n)}:${pad(rest % 60n)}`;
  return days > 0n ? withDays(days.toString(), clock) : clock;
}
