/**
 * The hall's code (three.js, React Three Fiber and the scene: one lazy chunk), loaded once and
 * remembered. The list fetches it while the visitor reads (room-list.tsx); when it is here by the
 * tap, the page renders the hall at once instead of through React.lazy, whose suspension would hold
 * the hall's first render back (React reveals resolved Suspense content in 300 ms batches).
 */
type WorldRoomModule = typeof import('../room/world-room');

let loaded: WorldRoomModule | null = null;
let loading: Promise<WorldRoomModule> | null = null;

export function loadWorldRoom(): Promise<WorldRoomModule> {
  loading ??= import('../room/world-room').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null; // a failed download (offline) is tried again next time
      throw error;
    },
  );
  return loading;
}

/** The hall's module if it has arrived already. */
export const loadedWorldRoom = (): WorldRoomModule | null => loaded;
