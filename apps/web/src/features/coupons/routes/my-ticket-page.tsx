/** My coupons (spec §2 /my-ticket): tabs all, unused, used, voided; infinite scroll; empty state. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_LIST_FILTERS, type Coupon, type CouponListFilter } from '@culture/protocol';
import { Spinner } from '../../../components/feedback/spinner';
import { Layout } from '../../../components/layout/layout';
import { EmptyState, LoadFailed } from '../../../components/page/empty-state';
import { RequireLogin } from '../../../components/page/require-login';
import { withQueryClient } from '../../../lib/query-client';
import { useLoadMore } from '../../../lib/use-load-more';
import { useCouponList } from '../api/coupon-queries';
import { CodeModal } from '../components/code-modal';
import { CouponCard } from '../components/coupon-card';
import styles from './my-ticket-page.module.css';

function CouponList({ status }: { status: CouponListFilter }) {
  const { t } = useTranslation();
  const query = useCouponList(status);
  const [codeOf, setCodeOf] = useState<Coupon | null>(null);
  const { hasNextPage } = query;
  const sentinel = useLoadMore(query);

  if (query.isPending) {
    return (
      <div className={styles.center}>
        <Spinner size={40} />
      </div>
    );
  }
  if (query.isError) {
    return <LoadFailed text={t('coupons.loadFailed')} onRetry={() => void query.refetch()} />;
  }
  const coupons = query.data.pages.flatMap((page) => page.content);
  if (coupons.length === 0) return <EmptyState text={t('coupons.empty')} testId="coupons-empty" />;
  return (
    <>
      <ul className={styles.list} data-testid="coupon-list">
        {coupons.map((coupon) => (
          <li key={coupon.customerCouponId}>
            <CouponCard coupon={coupon} actions onShowCode={() => setCodeOf(coupon)} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className={styles.more}>
        {hasNextPage ? t('coupons.loadMore') : t('coupons.noMore')}
      </div>
      {codeOf && <CodeModal coupon={codeOf} onClose={() => setCodeOf(null)} />}
    </>
  );
}

export const MyTicketPage = withQueryClient(function MyTicketPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<CouponListFilter>('all');
  return (
    <Layout title={t('coupons.title')} back>
      <RequireLogin>
        <div className={styles.tabs} role="tablist">
          {COUPON_LIST_FILTERS.map((id) => (
            <button
              key={id}
              type="button"
              role="tab"
              aria-selected={tab === id}
              className={tab === id ? styles.active : ''}
              onClick={() => setTab(id)}
              data-testid={`coupon-tab-${id}`}
            >
              {t(`coupons.tabs.${id}`)}
            </button>
          ))}
        </div>
        <CouponList key={tab} status={tab} />
      </RequireLogin>
    </Layout>
  );
});
