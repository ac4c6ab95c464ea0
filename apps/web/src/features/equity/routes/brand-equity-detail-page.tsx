import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Layout } from '../../../components/layout/layout';
import { PageIntro } from '../../../components/page/page-intro';
import { EmptyState } from '../../../components/page/empty-state';

/** One brand's equity detail (spec §2). */
export function BrandEquityDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <Layout title={t('brandEquity.title')} back={{ fallback: '/Equity' }}>
      <PageIntro title={t('brandEquity.title')} text={t('brandEquity.intro')} />
      <EmptyState text={t('equityModal.message')} testId={`brand-equity-${id ?? ''}`} />
    </Layout>
  );
}
