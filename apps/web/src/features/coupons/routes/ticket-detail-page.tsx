/**
 * Coupon detail (spec §2, §4): the card without action buttons, "usage rules" with the rich text,
 * a fixed bottom bar "view coupon code", back control titled "coupons". The loading overlay is on
 * while loading and goes off 100 ms after the answer.
 */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
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
import { RichText } from '../components/rich-text';
import styles from './ticket-detail-page.module.css';

interface DetailProps {
  id: string;
  codeOpen: boolean;
  setCodeOpen: (open: boolean) => void;
  onLoaded: (usable: boolean) => void;
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

  useEffect(() => onLoaded(query.data?.status === 'unused'), [query.data, onLoaded]);

  if (query.isError) return <EmptyState text={t('coupons.notFound')} testId="coupon-not-found" />;
  if (!query.data) return null;
  return (
    <div className={styles.detail}>
      <CouponCard coupon={query.data} onShowCode={() => setCodeOpen(true)} />
      <h2 className={styles.heading}>{t('coupons.usageRules')}</h2>
      <RichText html={query.data.useRule} className={styles.rules} />
      {codeOpen && <CodeModal coupon={query.data} onClose={() => setCodeOpen(false)} />}
    </div>
  );
}

export const TicketDetailPage = withQueryClient(function TicketDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [usable, setUsable] = useState(false);
  const [codeOpen, setCodeOpen] = useState(false);
  return (
    <Layout
      title={t('coupons.detailTitle')}
      back={{ label: t('coupons.backTitle'), fallback: APP_ROUTES.myTicket }}
      bottomBar={
        <Button block disabled={!usable} onClick={() => setCodeOpen(true)} data-testid="view-coupon-code">
          {t('coupons.viewCode')}
        </Button>
      }
    >
      <RequireLogin>{/^\d{1,20}$/.test(id) ? <Detail id={id} codeOpen={codeOpen} setCodeOpen={setCodeOpen} onLoaded={setUsable} /> : <EmptyState text={t('coupons.notFound')} testId="coupon-not-found" />}</RequireLogin>
    </Layout>
  );
});
