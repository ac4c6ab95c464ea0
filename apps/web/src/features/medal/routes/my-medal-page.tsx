import { useTranslation } from 'react-i18next';
import { Layout } from '../../../components/layout/layout';
import { PageIntro } from '../../../components/page/page-intro';
import { RequireLogin } from '../../../components/page/require-login';
import { EmptyState } from '../../../components/page/empty-state';

/** The user's badges (spec §2); needs login. */
export function MyMedalPage() {
  const { t } = useTranslation();
  return (
    <Layout title={t('medal.myTitle')}>
      <RequireLogin>
        <PageIntro title={t('medal.myTitle')} text={t('medal.intro')} />
        <EmptyState text={t('common.msg.empty')} />
      </RequireLogin>
    </Layout>
  );
}
