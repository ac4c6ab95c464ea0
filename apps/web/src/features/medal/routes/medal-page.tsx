import { useTranslation } from 'react-i18next';
import { Layout } from '../../../components/layout/layout';
import { PageIntro } from '../../../components/page/page-intro';

/** Badge and activity list (spec §2). */
export function MedalPage() {
  const { t } = useTranslation();
  return (
    <Layout title={t('medal.title')} back showFooter>
      <PageIntro title={t('medal.title')} text={t('medal.intro')} />
    </Layout>
  );
}
