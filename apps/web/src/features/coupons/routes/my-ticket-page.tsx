/** My coupons (spec §2 /my-ticket): tabs all, unused, used, voided; infinite scroll; empty state. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUPON_LIST_FILTERS, type Coupon, type CouponListFilter } from '@culture/protocol';
import { Layout } from '../../../components/layout/layout';
import { EmptyState } from '../../../components/page/empty-state';
import { ListTabs } from '../../../components/page/list-tabs';
import { PagedList } from '../../../components/page/paged-list';
import { RequireLogin } from '../../../components/page/require-login';
import { withQueryClient } from '../../../lib/query-client';
import { useCouponList } from '../api/coupon-queries';
import { CodeModal } from '../components/code-modal';
import { CouponCard } from '../components/coupon-card';
import styles from './my-ticket-page.module.css';

function CouponList({ status }: { status: CouponListFilter }) {
  const { t } = useTranslation();
  const query = useCouponList(status);
  const [codeOf, setCodeOf] = useState<Coupon | null>(null);
  return (
    <>
      <PagedList
        query={query}
        failedText={t('coupons.loadFailed')}
        empty={<EmptyState text={t('coupons.empty')} testId="coupons-empty" />}
        loadMoreText={t('coupons.loadMore')}
        noMoreText={t('coupons.noMore')}
      >
        {(coupons) => (
          <ul className={styles.list} data-testid="coupon-list">
            {coupons.map((coupon) => (
              <li key={coupon.customerCouponId}>
                <CouponCard coupon={coupon} actions onShowCode={() => setCodeOf(coupon)} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
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
        <ListTabs
          tabs={COUPON_LIST_FILTERS}
          value={tab}
          onChange={setTab}
          label={(id) => t(`coupons.tabs.${id}`)}
          testId={(id) => `coupon-tab-${id}`}
        />
        <CouponList key={tab} status={tab} />
      </RequireLogin>
    </Layout>
  );
});
