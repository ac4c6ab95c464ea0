/**
 * Badges and activities (spec §2 /Medal): the events that are running or still to come, the
 * lantern festival first while it runs, then those that have ended; each with its badge, its
 * state for the person looking and the way to its page.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, type BadgeEvent } from '@culture/protocol';
import { Spinner } from '../../../components/feedback/spinner';
import { Layout } from '../../../components/layout/layout';
import { EmptyState, LoadFailed } from '../../../components/page/empty-state';
import { withQueryClient } from '../../../lib/query-client';
import { isLoggedIn, useSession } from '../../../lib/session';
import { useBadgeEvents } from '../api/badge-queries';
import { pageRouteOf } from '../lib/page-route';
import styles from './medal.module.css';

/** `t` as a plain function over the keys used here. */
type StateT = (
  key:
    | 'badges.list.claimed'
    | 'badges.state.allClaimed'
    | 'badges.list.soon'
    | 'badges.list.ended'
    | 'badges.remaining'
    | 'badges.list.open',
  options?: Record<string, unknown>,
) => string;

/**
 * Takes `t` as a plain function: with the catalogue this large, inferring the typed `t`'s return
 * for a call outside JSX exceeds TypeScript's instantiation depth (TS2589).
 */
function stateText(t: StateT, event: BadgeEvent): string {
  switch (event.state) {
    case 'claimed':
      return t('badges.list.claimed');
    case 'allClaimed':
      return t('badges.state.allClaimed');
    case 'notYetOpen':
      return t('badges.list.soon');
    case 'closed':
      return t('badges.list.ended');
    default:
      return event.remaining !== null ? t('badges.remaining', { count: event.remaining }) : t('badges.list.open');
  }
}

function EventCard({ event, featured }: { event: BadgeEvent; featured?: boolean }) {
  const { t } = useTranslation();
  const to = pageRouteOf(event.page) ?? APP_ROUTES.medal;
  return (
    <li>
      <Link
        to={to}
        className={`${styles.card} ${featured ? styles.featured : ''}`}
        data-testid={`medal-event-${event.slug}`}
        data-state={event.state}
      >
        <img className={styles.art} src={event.artwork} alt="" width={72} height={72} loading="lazy" />
        <span className={styles.cardBody}>
          {featured && <span className={styles.tag}>{t('badges.list.now')}</span>}
          <strong className={styles.name}>{event.name}</strong>
          <span className={styles.story}>{event.story}</span>
          <span className={`${styles.state} ${styles[event.state] ?? ''}`}>{stateText(t as unknown as StateT, event)}</span>
        </span>
      </Link>
    </li>
  );
}

export const MedalPage = withQueryClient(function MedalPage() {
  const { t } = useTranslation();
  const session = useSession();
  const query = useBadgeEvents(isLoggedIn(session) ? session.userId : null);
  const data = query.data;
  // The running event people can still claim is the news: it goes on top, drawn larger.
  const featured = data?.current.find((event) => event.state === 'notClaimed' || event.state === 'claimed');
  return (
    <Layout title={t('medal.title')} back showFooter ready={!query.isPending}>
      <header className={styles.intro}>
        <h2>{t('medal.title')}</h2>
        <p>{t('medal.intro')}</p>
        {isLoggedIn(session) && (
          <Link to={APP_ROUTES.myMedal} className={styles.mine}>
            {t('badges.list.mine')}
          </Link>
        )}
      </header>
      {query.isPending && (
        <div className={styles.center}>
          <Spinner size={40} />
        </div>
      )}
      {query.isError && <LoadFailed text={t('badges.loadFailed')} onRetry={() => void query.refetch()} />}
      {data && data.current.length + data.past.length === 0 && <EmptyState text={t('badges.list.none')} />}
      {data && data.current.length > 0 && (
        <section className={styles.section} aria-labelledby="medal-current">
          <h3 id="medal-current">{t('badges.list.current')}</h3>
          <ul className={styles.list} data-testid="medal-current">
            {featured && <EventCard event={featured} featured />}
            {data.current
              .filter((event) => event !== featured)
              .map((event) => (
                <EventCard key={event.slug} event={event} />
              ))}
          </ul>
        </section>
      )}
      {data && data.past.length > 0 && (
        <section className={styles.section} aria-labelledby="medal-past">
          <h3 id="medal-past">{t('badges.list.past')}</h3>
          <ul className={styles.list} data-testid="medal-past">
            {data.past.map((event) => (
              <EventCard key={event.slug} event={event} />
            ))}
          </ul>
        </section>
      )}
    </Layout>
  );
});
