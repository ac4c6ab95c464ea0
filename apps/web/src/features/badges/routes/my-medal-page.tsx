/**
 * My badges (spec §2 /MyMedal, login): the holder's badges as a grid of artwork, newest first; a
 * badge opens its detail (serial, date, event, benefit and the verification QR a shop or a friend
 * can scan). With none yet, the empty state leads to /Medal.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, type MyBadge } from '@culture/protocol';
import { Spinner } from '../../../components/feedback/spinner';
import { Layout } from '../../../components/layout/layout';
import { EmptyState, LoadFailed } from '../../../components/page/empty-state';
import { RequireLogin } from '../../../components/page/require-login';
import { withQueryClient } from '../../../lib/query-client';
import { useLoadMore } from '../../../lib/use-load-more';
import { useMyBadges } from '../api/badge-queries';
import { serialText } from '../../../lib/badge-text';
import { BadgeDetail } from '../components/badge-detail';
import styles from './my-medal.module.css';

function BadgeGrid() {
  const { t } = useTranslation();
  const query = useMyBadges();
  const [open, setOpen] = useState<MyBadge | null>(null);
  const { hasNextPage } = query;
  const sentinel = useLoadMore(query);

  if (query.isPending) {
    return (
      <div className={styles.center}>
        <Spinner size={40} />
      </div>
    );
  }
  if (query.isError) return <LoadFailed text={t('badges.loadFailed')} onRetry={() => void query.refetch()} />;
  const badges = query.data.pages.flatMap((page) => page.content);
  if (badges.length === 0) {
    return (
      <EmptyState
        title={t('badges.mine.emptyTitle')}
        text={t('badges.mine.empty')}
        testId="my-badges-empty"
        action={
          <Link to={APP_ROUTES.medal} className={styles.emptyLink}>
            {t('badges.mine.explore')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <p className={styles.count}>{t('badges.mine.count', { count: query.data.pages[0]!.total })}</p>
      <ul className={styles.grid} data-testid="my-badges">
        {badges.map((badge) => (
          <li key={badge.badgeId}>
            <button
              type="button"
              className={styles.tile}
              onClick={() => setOpen(badge)}
              aria-haspopup="dialog"
              data-testid={`my-badge-${badge.event}`}
            >
              <img src={badge.artwork} alt="" width={96} height={96} loading="lazy" />
              <span className={styles.tileName}>{badge.name}</span>
              <span className={styles.tileSerial}>{serialText(t, badge)}</span>
            </button>
          </li>
        ))}
      </ul>
      <div ref={sentinel} className={styles.more}>
        {hasNextPage ? t('coupons.loadMore') : null}
      </div>
      <BadgeDetail badge={open} onClose={() => setOpen(null)} />
    </>
  );
}

export const MyMedalPage = withQueryClient(function MyMedalPage() {
  const { t } = useTranslation();
  return (
    <Layout title={t('medal.myTitle')} back>
      <RequireLogin>
        <BadgeGrid />
      </RequireLogin>
    </Layout>
  );
});
