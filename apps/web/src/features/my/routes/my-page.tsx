import { useTranslation } from 'react-i18next';
import { Layout } from '../../../components/layout/layout';
import { RequireLogin } from '../../../components/page/require-login';
import { useSession } from '../../../lib/session';

/** Profile (spec §2); needs login. */
export function MyPage() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Layout title={t('my.title')}>
      <RequireLogin>
        <p style={{ padding: 16 }} data-testid="my-user-id">
          {session.userId}
        </p>
      </RequireLogin>
    </Layout>
  );
}
