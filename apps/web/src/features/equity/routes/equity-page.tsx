/**
 * Equity and benefits list (spec §2): every partner brand with the headlines of its benefits, each
 * leading to the brand's detail. Each benefit's state is the server's reading of what stands behind
 * it (the coupon a campaign page hands out, a badge, an event), so this page and the campaign page
 * agree; the notice says only what the states say (docs/decisions.md).
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Layout } from '../../../components/layout/layout';
import { useFeatureSlots } from '../../../components/feature-slots';
import { EmptyState, LoadFailed } from '../../../components/page/empty-state';
import { PageIntro } from '../../../components/page/page-intro';
import { withQueryClient } from '../../../lib/query-client';
import { useBrands } from '../api/equity-queries';
import { BrandCard } from '../components/brand-card';
import styles from '../components/equity.module.css';

export const EquityPage = withQueryClient(function EquityPage() {
  const { t } = useTranslation();
  const query = useBrands();
  const { BadgeBenefits } = useFeatureSlots();
  const brands = query.data;
  const items = brands?.flatMap((brand) => brand.items) ?? [];
  const live = items.filter((item) => item.state === 'available' && item.claimRoute).length;
  return (
    <Layout title={t('equity.title')} description={t('equity.intro')} showFooter ready={!query.isPending}>
      <PageIntro title={t('equity.title')} text={t('equity.intro')} />
      {BadgeBenefits && (
        <Suspense fallback={null}>
          <BadgeBenefits />
        </Suspense>
      )}
      {live > 0 && (
        <p className={styles.notice} role="note" data-testid="equity-notice">
          {t('equity.notice', { count: live })}
        </p>
      )}
      {query.isError && <LoadFailed text={t('equity.loadFailed')} onRetry={() => void query.refetch()} />}
      {brands && brands.length === 0 && <EmptyState text={t('equity.empty')} />}
      {query.isPending ? (
        <ul className={styles.brands} aria-busy>
          <li className={styles.placeholder} aria-hidden />
          <li className={styles.placeholder} aria-hidden />
        </ul>
      ) : (
        brands &&
        brands.length > 0 && (
          <ul className={styles.brands} data-testid="brand-list">
            {brands.map((brand) => (
              <BrandCard key={brand.id} brand={brand} />
            ))}
          </ul>
        )
      )}
    </Layout>
  );
});
