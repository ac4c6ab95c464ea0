import { useTranslation } from 'react-i18next';
import { Layout } from '../../../components/layout/layout';
import { PageIntro } from '../../../components/page/page-intro';

/** The certificate page (spec §2, tab 2); public. */
export function MobilePage() {
  const { t } = useTranslation();
  return (
    <Layout title={t('certificate.title')} hideHint showFooter>
      <PageIntro title={t('certificate.title')} text={t('certificate.intro')} />
    </Layout>
  );
}
