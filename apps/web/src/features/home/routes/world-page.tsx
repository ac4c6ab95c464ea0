/** What the virtual world is; the entry point of the home call to action. */
import { useTranslation } from 'react-i18next';
import { Layout } from '../../../components/layout/layout';
import { PageIntro } from '../../../components/page/page-intro';

export function WorldPage() {
  const { t } = useTranslation();
  return (
    <Layout title={t('world.title')} back showFooter>
      <PageIntro title={t('world.title')} text={t('world.intro')} />
      <ul style={{ margin: '8px 16px', paddingLeft: 20, color: 'var(--color-ink-soft)' }}>
        {(t('world.points', { returnObjects: true }) as readonly string[]).map((point) => (
          <li key={point} style={{ marginBottom: 6 }}>
            {point}
          </li>
        ))}
      </ul>
    </Layout>
  );
}
