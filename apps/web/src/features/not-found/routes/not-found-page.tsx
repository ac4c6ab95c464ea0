import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Layout } from '../../../components/layout/layout';
import { EmptyState } from '../../../components/page/empty-state';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Layout title={t('notFound.title')} hideHint>
      <EmptyState
        testId="not-found"
        illustration="not-found"
        text={t('notFound.text')}
        action={
          <Link to="/" style={{ color: 'var(--color-primary-dark)', fontWeight: 600 }}>
            {t('notFound.home')}
          </Link>
        }
      />
    </Layout>
  );
}
