import { useTranslation } from 'react-i18next';
import { Layout } from '../../../components/layout/layout';
import { PageIntro } from '../../../components/page/page-intro';
import { EmptyState } from '../../../components/page/empty-state';

/** Equity and benefits list (spec §2); the benefits open later, so the list says so. */
export function EquityPage() {
  const { t } = useTranslation();
  return (
    <Layout title={t('equity.title')} showFooter>
      <PageIntro title={t('equity.title')} text={t('equity.intro')} />
      <EmptyState text={t('equityModal.message')} />
    </Layout>
  );
}
