import { useTranslation } from 'react-i18next';
import { Layout } from '../../../components/layout/layout';
import { PageIntro } from '../../../components/page/page-intro';

export type ProjectKey = 'pocket' | 'nuo' | 'panmen' | 'haochatongle' | 'howbottle' | 'yuanXiao' | 'youTing' | 'clockIn' | 'nfc' | 'joyful' | 'gloriousstore';

/** A cultural project or campaign page (spec §2). */
export function ProjectPage({ project }: { project: ProjectKey }) {
  const { t } = useTranslation();
  return (
    <Layout title={t(`projects.${project}.title`)} back showFooter>
      <PageIntro title={t(`projects.${project}.title`)} text={t(`projects.${project}.intro`)} />
    </Layout>
  );
}
