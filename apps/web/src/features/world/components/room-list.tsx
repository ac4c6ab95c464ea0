/**
 * The exhibition halls (spec §7 `exhibition-list`, 20 a page, more on scroll) with a search by
 * name (`search`); a member's own room heads the list. Tapping a hall enters it (`?room=<id>`).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, type ExhibitionSummary } from '@culture/protocol';
import { Spinner } from '../../../components/feedback/spinner';
import { Layout } from '../../../components/layout/layout';
import { EmptyState, LoadFailed } from '../../../components/page/empty-state';
import { PageIntro } from '../../../components/page/page-intro';
import { isLoggedIn, useSession } from '../../../lib/session';
import { useLoadMore } from '../../../lib/use-load-more';
import { useExhibitionList, useExhibitionSearch } from '../api/world-queries';
import { startRoomLoad } from '../room/room-load';
import { webglAvailable } from '../room/webgl-support';
import { loadWorldRoom } from '../routes/world-room-module';
import { listStyles as styles } from './list-styles';

const SEARCH_DELAY_MS = 300;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function RoomCard({ room, mine }: { room: ExhibitionSummary; mine: boolean }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link
        to={`${APP_ROUTES.world}?room=${encodeURIComponent(room.id)}`}
        style={styles.card}
        data-testid="room-card"
        data-room-id={room.id}
        // The hall's requests leave with the tap, before the hall's first render (room-load.ts).
        onClick={() => startRoomLoad(room.id)}
      >
        <img style={styles.cover} src={room.cover} alt="" width={640} height={360} loading="lazy" decoding="async" />
        <span style={styles.body}>
          {mine && <span style={styles.tag}>{t('world.yourRoom')}</span>}
          <strong style={styles.name}>{room.name}</strong>
          {room.summary && <span style={styles.summary}>{room.summary}</span>}
          <span style={styles.meta}>
            <span style={styles.visitors} data-testid="room-visitors">
              {room.visitors > 0 ? t('world.visitors', { count: room.visitors }) : t('world.nobodyHere')}
            </span>
            <span style={styles.enter} aria-hidden>
              {t('world.enter')} →
            </span>
          </span>
        </span>
      </Link>
    </li>
  );
}

/**
 * Someone looking at the halls is likely to enter one: once the list is on screen and the phone
 * is idle, the hall's code (three.js and the scene, the biggest download of the world) and the
 * payload codec of its first calls are fetched and compiled, and the WebGL check is made, so the
 * tap waits only for the hall's data and models.
 */
function usePrefetchHall(ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    const load = () => {
      loadWorldRoom().catch(() => undefined);
      webglAvailable();
      // The hall's first calls are POSTs, whose bodies are sealed by this lazily loaded codec.
      void import('../../../lib/payload-codec').catch(() => undefined);
    };
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(load, { timeout: 1000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(load, 500);
    return () => clearTimeout(timer);
  }, [ready]);
}

export function RoomList({ hidden }: { hidden: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const viewer = isLoggedIn(session) ? session.userId : null;
  const [text, setText] = useState('');
  const name = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const list = useExhibitionList(viewer);
  const search = useExhibitionSearch(name);
  const searching = name.length > 0;
  const sentinel = useLoadMore({
    hasNextPage: !searching && list.hasNextPage,
    isFetchingNextPage: list.isFetchingNextPage,
    fetchNextPage: list.fetchNextPage,
  });
  const rooms = searching ? search.data?.content : list.data?.pages.flatMap((p) => p.content);
  const pending = searching ? search.isPending : list.isPending;
  const failed = searching ? search.isError : list.isError;
  usePrefetchHall(list.isSuccess);

  return (
    <div inert={hidden} aria-hidden={hidden || undefined}>
      <Layout title={t('world.title')} back showFooter ready={!list.isPending}>
        <PageIntro title={t('world.title')} text={t('world.intro')} />
        <form style={styles.search} role="search" onSubmit={(e) => e.preventDefault()}>
          <input
            style={styles.searchInput}
            type="search"
            value={text}
            maxLength={40}
            enterKeyHint="search"
            placeholder={t('world.searchPlaceholder')}
            aria-label={t('world.searchLabel')}
            onChange={(e) => setText(e.target.value)}
            data-testid="room-search"
          />
        </form>
        <h3 style={styles.heading}>{searching ? t('world.results', { name }) : t('world.listTitle')}</h3>
        {pending && (
          <div style={styles.center}>
            <Spinner size={36} />
          </div>
        )}
        {failed && (
          <LoadFailed
            text={t('world.loadFailed')}
            onRetry={() => void (searching ? search.refetch() : list.refetch())}
            testId="room-list-failed"
          />
        )}
        {rooms && rooms.length === 0 && (
          <EmptyState text={searching ? t('world.noResults', { name }) : t('world.empty')} testId="room-list-empty" />
        )}
        {rooms && rooms.length > 0 && (
          <ul style={styles.list} data-testid="room-list">
            {rooms.map((room) => (
              <RoomCard key={room.id} room={room} mine={room.kind === 'personal' && room.ownerId === viewer} />
            ))}
          </ul>
        )}
        {!searching && <div ref={sentinel} aria-hidden />}
        {!searching && list.isFetchingNextPage && (
          <div style={styles.center}>
            <Spinner size={24} />
          </div>
        )}
      </Layout>
    </div>
  );
}
