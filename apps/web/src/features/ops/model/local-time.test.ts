import { describe, expect, it } from 'vitest';
import { isoToLocal, localToIso } from './local-time';

describe('datetime-local fields and ISO instants', () => {
  it('reads a local time as an instant, and nothing else', () => {
    const local = '2026-11-27T09:30';
    expect(localToIso(local)).toBe(new Date(local).toISOString());
    for (const bad of ['', 'yesterday', '2026-13-45T99:99', '2026-11-27', '+20261-01-01T00:00'])
      expect(localToIso(bad), bad).toBeNull();
  });

  it('writes an instant back as the same local minute', () => {
    const local = '2026-02-03T04:05';
    expect(isoToLocal(localToIso(local))).toBe(local);
    expect(isoToLocal(null)).toBe('');
  });
});
