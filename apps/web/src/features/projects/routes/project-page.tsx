/**
 * A cultural project, campaign or event page (spec §2), drawn from its content document. The
 * certificate page (/MobilePage, tab 2) is a content document too; as a tab page it has no back
 * control and hides the banner that points at it.
 */
import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/feedback/spinner';
import { Layout } from '../../../components/layout/layout';
import { useFeatureSlots } from '../../../components/feature-slots';
import { LoadFailed } from '../../../components/page/empty-state';
import { withQueryClient } from '../../../lib/query-client';
import { usePageContent } from '../api/page-content';
import { PageActions } from '../../../components/page/page-actions';
import { PROJECT_PAGE_ACTIONS } from '../components/claim-coupon-action';
import { SectionView } from '../components/section-view';
import styles from '../components/project-content.module.css';

export type ProjectSlug =
  | 'pocket'
  | 'nuo'
  | 'panmen'
  | 'haochatongle'
  | 'howbottle'
  | 'yuanxiao'
  | 'youting'
  | 'clockin'
  | 'nfc'
  | 'joyful'
  | 'gloriousstore'
  | 'certificate';

/** Pages a claim link opens (the venue QR, an NFC tag's tap, a printed card's QR). */
const CLAIM_LINK_PAGES: readonly ProjectSlug[] = ['clockin', 'nfc', 'howbottle'];
const CLAIM_PARAMS = ['venue', 'uid', 'ctr', 'cmac', 'code'];

export const ProjectPage = withQueryClient(function ProjectPage({ slug, tab = false }: { slug: ProjectSlug; tab?: boolean }) {
  const { t } = useTranslation();
  const query = usePageContent(slug);
  const { ClaimLinkPanel } = useFeatureSlots();
  const page = query.data;
  // The link's claim as the page was opened: the panel takes it out of the address bar itself.
  const { search } = useLocation();
  const [claimSearch] = useState(() =>
    CLAIM_LINK_PAGES.includes(slug) && CLAIM_PARAMS.some((key) => new URLSearchParams(search).has(key)) ? search : null,
  );
  return (
    <Layout
      title={page?.title ?? t('app.name')}
      description={page?.summary}
      back={!tab}
      hideHint={tab}
      showFooter
      ready={!query.isPending}
    >
      {query.isPending && (
        <div className={styles.center}>
          <Spinner size={40} />
        </div>
      )}
      {query.isError && <LoadFailed text={t('projects.loadFailed')} onRetry={() => void query.refetch()} />}
      {page && (
        <article data-testid={`project-${slug}`}>
          <figure className={styles.hero}>
            <img src={page.hero.image} alt={page.hero.alt} width={640} height={400} fetchPriority="high" />
          </figure>
          <header className={styles.heading}>
            <h2 className={styles.title}>{page.title}</h2>
            <p className={styles.subtitle}>{page.subtitle}</p>
          </header>
          {claimSearch !== null && ClaimLinkPanel && (
            <Suspense fallback={null}>
              <ClaimLinkPanel search={claimSearch} />
            </Suspense>
          )}
          <PageActions actions={page.actions} own={PROJECT_PAGE_ACTIONS} />
          {page.sections.map((section) => (
            <SectionView key={section.id} section={section} />
          ))}
        </article>
      )}
    </Layout>
  );
});
