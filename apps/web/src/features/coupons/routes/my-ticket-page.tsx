import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Layout } from '../../../components/layout/layout';
import { EmptyState } from '../../../components/page/empty-state';
import styles from './my-ticket-page.module.css';

const TABS = ['all', 'unused', 'used', 'voided'] as const;
type CouponTab = (typeof TABS)[number];

/** My coupons (spec §2): tabs all, unused, used, voided. */
export function MyTicketPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<CouponTab>('all');
  return (
    <Layout title={t('coupons.title')} back>
      <div className={styles.tabs} role="tablist">
        {TABS.map((id) => (
          <button key={id} type="button" role="tab" aria-selected={tab === id} className={tab === id ? styles.active : ''} onClick={() => setTab(id)} data-testid={`coupon-tab-${id}`}>
            {t(`coupons.tabs.${id}`)}
          </button>
        ))}
      </div>
      <EmptyState text={t('coupons.empty')} testId="coupons-empty" />
    </Layout>
  );
}
