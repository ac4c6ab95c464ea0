import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Exhibition, ExhibitionCheck, WorldSettings } from '@culture/protocol';
import { UNUSED_FOR_MS, createRoomLoads, type RoomFetchers } from './room-load';

function counting() {
  const calls = { settings: 0, check: [] as string[], exhibition: [] as string[], dresses: 0 };
  const fetchers: RoomFetchers = {
    settings: async () => {
      calls.settings += 1;
      return { templateVersion: 'v1' } as unknown as WorldSettings;
    },
    check: async (id) => {
      calls.check.push(id);
      return { canEnter: true, group: `g-${id}` } as unknown as ExhibitionCheck;
    },
    exhibition: async (id) => {
      calls.exhibition.push(id);
      return { id } as unknown as Exhibition;
    },
    dresses: async () => {
      calls.dresses += 1;
      throw new Error('offline');
    },
  };
  return { calls, loads: createRoomLoads(fetchers) };
}

describe('room loads started by the tap', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the requests at the tap and hands the same ones to the hall', async () => {
    const { calls, loads } = counting();
    loads.start('7');
    expect(calls).toMatchObject({ settings: 1, check: ['7'], exhibition: ['7'], dresses: 1 });
    const load = loads.take('7');
    expect(calls.settings).toBe(1); // nothing asked twice
    const [check, exhibition, dresses] = await load.entry;
    expect(check.group).toBe('g-7');
    expect(exhibition.id).toBe('7');
    expect(dresses).toEqual([]); // dresses that fail to load are none, the hall still opens
  });

  it('starts a hall once however often it is tapped', () => {
    const { calls, loads } = counting();
    loads.start('7');
    loads.start('7');
    expect(calls.check).toEqual(['7']);
  });

  it('asks anew for a direct visit and for a retry (a load is taken once)', () => {
    const { calls, loads } = counting();
    loads.take('9');
    expect(calls.check).toEqual(['9']);
    loads.start('9');
    loads.take('9');
    loads.take('9');
    expect(calls.check).toEqual(['9', '9', '9']);
  });

  it('forgets a load nobody took', () => {
    const { calls, loads } = counting();
    loads.start('7');
    vi.advanceTimersByTime(UNUSED_FOR_MS + 1);
    loads.take('7');
    expect(calls.check).toEqual(['7', '7']);
  });
});
