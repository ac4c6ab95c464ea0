/**
 * Coupon detail (spec §2, §4): the card without action buttons, "usage rules" with the rich text,
 * a fixed bottom bar "view coupon code", back control titled "coupons". The loading overlay is on
 * while loading and goes off 100 ms after the answer. A used, voided or expired coupon's bar says
 * so instead of offering the code; a coupon that is not there (or not this person's) has no bar,
 * only the way back to the list.
 */
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, COUPON_DETAIL_LOADING_DELAY_MS } from '@culture/protocol';
import { Button } from '../../../components/button';
import { Layout } from '../../../components/layout/layout';
import { EmptyState } from '../../../components/page/empty-state';
import { RequireLogin } from '../../../components/page/require-login';
import { showLoading } from '../../../lib/loading';
import { withQueryClient } from '../../../lib/query-client';
import { useCouponDetail } from '../api/coupon-queries';
import { CodeModal } from '../components/code-modal';
import { CouponCard } from '../components/coupon-card';
import { couponState, type CouponState } from '../lib/coupon-display';
import { fallbackLang } from '../../../lib/coupon-value';
import { RichText } from '../components/rich-text';
import styles from './ticket-detail-page.module.css';

/** What the bottom bar offers: nothing yet, the code, a finished coupon's state, or no bar at all. */
type BarState = 'loading' | CouponState | 'missing';

interface DetailProps {
  id: string;
  codeOpen: boolean;
  setCodeOpen: (open: boolean) => void;
  onLoaded: (state: BarState) => void;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      text={t('coupons.notFound')}
      testId="coupon-not-found"
      illustration="not-found"
      action={
        <Link to={APP_ROUTES.myTicket} className={styles.backToList} data-testid="coupon-back-to-list">
          {t('coupons.backToList')}
        </Link>
      }
    />
  );
}

function Detail({ id, codeOpen, setCodeOpen, onLoaded }: DetailProps) {
  const { t } = useTranslation();
  const query = useCouponDetail(id);

  useEffect(() => {
    if (!query.isFetching) return;
    const release = showLoading();
    return () => {
      window.setTimeout(release, COUPON_DETAIL_LOADING_DELAY_MS);
    };
  }, [query.isFetching]);

  useEffect(
    () => onLoaded(query.isError ? 'missing' : query.data ? couponState(query.data) : 'loading'),
    [query.data, query.isError, onLoaded],
  );

  if (query.isError) return <NotFound />;
  if (!query.data) return null;
  return (
    <div className={styles.detail}>
      <CouponCard coupon={query.data} onShowCode={() => setCodeOpen(true)} />
      <h2 className={styles.heading}>{t('coupons.usageRules')}</h2>
      <RichText html={query.data.useRule} className={styles.rules} lang={fallbackLang(query.data, 'useRule')} />
      {codeOpen && <CodeModal coupon={query.data} onClose={() => setCodeOpen(false)} />}
    </div>
  );
}

function BottomBar({ state, onViewCode }: { state: Exclude<BarState, 'missing'>; onViewCode: () => void }) {
  const { t } = useTranslation();
  if (state === 'usable' || state === 'loading')
    return (
      <Button block disabled={state === 'loading'} onClick={onViewCode} data-testid="view-coupon-code">
        {t('coupons.viewCode')}
      </Button>
    );
  return (
    <Button block disabled data-testid="coupon-finished-bar" data-state={state}>
      {t(`coupons.finished.${state}`)}
    </Button>
  );
}

export const TicketDetailPage = withQueryClient(function TicketDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const validId = /^\d{1,20}$/.test(id);
  const [barState, setBarState] = useState<BarState>(validId ? 'loading' : 'missing');
  const [codeOpen, setCodeOpen] = useState(false);
  return (
    <Layout
      title={t('coupons.detailTitle')}
      back={{ label: t('coupons.backTitle'), fallback: APP_ROUTES.myTicket }}
      tabBar={false}
      bottomBar={barState === 'missing' ? undefined : <BottomBar state={barState} onViewCode={() => setCodeOpen(true)} />}
    >
      <RequireLogin>
        {validId ? <Detail id={id} codeOpen={codeOpen} setCodeOpen={setCodeOpen} onLoaded={setBarState} /> : <NotFound />}
      </RequireLogin>
    </Layout>
  );
});
