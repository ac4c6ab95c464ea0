import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Layout } from '../../../components/layout/layout';
import { PageIntro } from '../../../components/page/page-intro';

/** Coupon detail (spec §2): back control titled "coupons", usage rules, fixed "view coupon code" bar. */
export function TicketDetailPage() {
  const { t } = useTranslation();
  return (
    <Layout
      title={t('coupons.detailTitle')}
      back={{ label: t('coupons.backTitle'), fallback: '/my-ticket' }}
      bottomBar={
        <Button block disabled data-testid="view-coupon-code">
          {t('coupons.viewCode')}
        </Button>
      }
    >
      <PageIntro title={t('coupons.usageRules')} />
    </Layout>
  );
}
