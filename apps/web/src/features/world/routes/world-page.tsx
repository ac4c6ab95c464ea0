/**
 * /world: the exhibition halls (spec §7 exhibition-list and search), and, with `?room=<id>`, the
 * hall itself drawn over the page. The 3D code (three.js, React Three Fiber) is its own chunk,
 * loaded only when a hall is entered; leaving (the close button or the browser's back) unmounts
 * it, which sends the unload, frees the GPU and removes the canvas (spec §4 "Scene").
 */
import { lazy, Suspense, useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { APP_ROUTES } from '@culture/protocol';
import { withQueryClient } from '../../../lib/query-client';
import { RoomList } from '../components/room-list';
import { RoomLoading } from '../components/room-loading';
import { loadWorldRoom, loadedWorldRoom } from './world-room-module';

const LazyWorldRoom = lazy(() => loadWorldRoom().then((m) => ({ default: m.WorldRoom })));

/** Room ids are 64-bit decimal strings; anything else is not a room. */
const roomIdOf = (value: string | null) => (value && /^[1-9]\d{0,18}$/.test(value) ? value : null);

export const WorldPage = withQueryClient(function WorldPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const roomId = roomIdOf(params.get('room'));
  const leave = useCallback(() => {
    // Entered from the list: go back to it (the browser's history stays as it was before entering).
    if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) navigate(-1);
    else navigate(APP_ROUTES.world, { replace: true });
  }, [navigate]);
  return (
    <>
      <RoomList hidden={roomId !== null} />
      {roomId && <Hall roomId={roomId} onLeave={leave} />}
    </>
  );
});

function Hall({ roomId, onLeave }: { roomId: string; onLeave: () => void }) {
  // Fetched while the list was read: no suspension, the hall renders with the tap.
  const ready = loadedWorldRoom();
  if (ready) return <ready.WorldRoom key={roomId} exhibitionId={roomId} onLeave={onLeave} />;
  return (
    <Suspense fallback={<RoomLoading onLeave={onLeave} />}>
      <LazyWorldRoom key={roomId} exhibitionId={roomId} onLeave={onLeave} />
    </Suspense>
  );
}
