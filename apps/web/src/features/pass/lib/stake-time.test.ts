import { describe, expect, it } from 'vitest';
import { formatDuration, stakeSecondsNow } from './stake-time';

const withDays = (days: string, clock: string) => `${days}d ${clock}`;

describe('stake time', () => {
  it('ticks a staked pass from the moment it was read, both this stake and the total', () => {
    const pass = { staked: true, current: 60n, total: 3600n, readAt: 1_000_000 };
    expect(stakeSecondsNow(pass, 1_000_000)).toEqual({ current: 60n, total: 3600n });
    expect(stakeSecondsNow(pass, 1_005_900)).toEqual({ current: 65n, total: 3605n });
  });

  it('does not tick an unstaked pass (its total stays)', () => {
    expect(stakeSecondsNow({ staked: false, current: 0n, total: 500n, readAt: 0 }, 99_000)).toEqual({ current: 0n, total: 500n });
  });

  it('formats hh:mm:ss, with days past a day', () => {
    expect(formatDuration(0n, withDays)).toBe('00:00:00');
    expect(formatDuration(3725n, withDays)).toBe('01:02:05');
    expect(formatDuration(86_400n * 3n + 4n * 3600n + 5n * 60n + 6n, withDays)).toBe('3d 04:05:06');
  });
});
