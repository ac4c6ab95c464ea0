/**
 * The network half of entering a hall, started by the tap itself (the hall card's click) rather
 * than by the hall's first render: mounting the hall costs a phone a few hundred milliseconds
 * (the WebGL check, the loading screen) that the requests now overlap. The hall's loader takes
 * the started requests when it mounts; a direct visit to `/world?room=<id>` starts them then.
 * Nothing here keeps data: a load is taken once, or dropped unused after a short while.
 */
import type { Dress, Exhibition, ExhibitionCheck, WorldSettings } from '@culture/protocol';
import { checkExhibition, fetchExhibition, fetchOfficialDresses, fetchWorldSettings } from '../api/world-api';

export interface RoomLoad {
  settings: Promise<WorldSettings>;
  /** The entry check, the exhibition and the official dresses (none when they fail to load). */
  entry: Promise<[ExhibitionCheck, Exhibition, Dress[]]>;
}

export interface RoomFetchers {
  settings: () => Promise<WorldSettings>;
  check: (id: string) => Promise<ExhibitionCheck>;
  exhibition: (id: string) => Promise<Exhibition>;
  dresses: () => Promise<Dress[]>;
}

/** A load nobody took (the tap did not lead into the hall) is forgotten after this long. */
export const UNUSED_FOR_MS = 10_000;

export function createRoomLoads(fetch: RoomFetchers) {
  const started = new Map<string, { load: RoomLoad; timer: ReturnType<typeof setTimeout> }>();

  function begin(exhibitionId: string): RoomLoad {
    const settings = fetch.settings();
    const entry = Promise.all([
      fetch.check(exhibitionId),
      fetch.exhibition(exhibitionId),
      fetch.dresses().catch(() => [] as Dress[]),
    ]);
    // Handled by whoever takes the load; not an unhandled rejection meanwhile.
    settings.catch(() => undefined);
    entry.catch(() => undefined);
    return { settings, entry };
  }

  return {
    /** Starts entering a hall (called on the tap); a second call for the same hall reuses the first. */
    start(exhibitionId: string): void {
      if (started.has(exhibitionId)) return;
      const timer = setTimeout(() => started.delete(exhibitionId), UNUSED_FOR_MS);
      started.set(exhibitionId, { load: begin(exhibitionId), timer });
    },
    /** The hall's requests: the ones the tap started, or new ones (a direct visit, a retry). */
    take(exhibitionId: string): RoomLoad {
      const pending = started.get(exhibitionId);
      if (!pending) return begin(exhibitionId);
      clearTimeout(pending.timer);
      started.delete(exhibitionId);
      return pending.load;
    },
  };
}

const roomLoads = createRoomLoads({
  settings: fetchWorldSettings,
  check: checkExhibition,
  exhibition: fetchExhibition,
  dresses: () => fetchOfficialDresses().then((r) => r.content),
});

export const startRoomLoad = roomLoads.start;
export const takeRoomLoad = roomLoads.take;
