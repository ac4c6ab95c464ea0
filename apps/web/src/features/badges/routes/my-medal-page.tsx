/**
 * My badges (spec §2 /MyMedal, login): the holder's badges as a grid of artwork, newest first; a
 * badge opens its detail (serial, date, event, benefit and the verification QR a shop or a friend
 * can scan). With none yet, the empty state leads to /Medal.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, type MyBadge } from '@culture/protocol';
import { Layout } from '../../../components/layout/layout';
import { EmptyState } from '../../../components/page/empty-state';
import { PagedList } from '../../../components/page/paged-list';
import { RequireLogin } from '../../../components/page/require-login';
import { withQueryClient } from '../../../lib/query-client';
import { useMyBadges } from '../api/badge-queries';
import { serialText } from '../../../lib/badge-text';
import { BadgeDetail } from '../components/badge-detail';
import styles from './my-medal.module.css';

function BadgeGrid() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<MyBadge | null>(null);
  return (
    <>
      <PagedList
        query={useMyBadges()}
        failedText={t('badges.loadFailed')}
        empty={
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
        }
        loadMoreText={t('coupons.loadMore')}
      >
        {(badges, pages) => (
          <>
            <p className={styles.count}>{t('badges.mine.count', { count: pages[0]!.total })}</p>
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
          </>
        )}
      </PagedList>
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
