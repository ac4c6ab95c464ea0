/** Home (spec §2): the enter-the-world call to action and trending cultural projects (from the API). */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, CONFIGURATION_RESOURCES_PATH, type PageSummary } from '@culture/protocol';
import { Layout } from '../../../components/layout/layout';
import styles from './home-page.module.css';

declare global {
  interface Window {
    /** The page summaries the server inlined into the first HTML answer (modules/content/page-shell.ts). */
    __PAGES__?: { locale: string; pages: PageSummary[] };
  }
}

const trendingOf = (pages: PageSummary[]) => pages.filter((p) => p.trending);

// The inlined summaries' trending list, worked out once: the same array on every call, so setting
// it again in the effect below is no change and no second render.
const inlinedTrending = window.__PAGES__ && { locale: window.__PAGES__.locale, pages: trendingOf(window.__PAGES__.pages) };

/** The inlined trending list, when it is in this language. */
function inlined(language: string): PageSummary[] | null {
  return inlinedTrending?.locale === language ? inlinedTrending.pages : null;
}

/**
 * The trending list, fetched without TanStack Query so the home page's first paint stays small
 * (and not fetched at all when the server inlined it); placeholders of the final size hold the
 * space until it arrives (no layout shift).
 */
function useTrending(language: string): PageSummary[] | null {
  const [pages, setPages] = useState(() => inlined(language));
  useEffect(() => {
    let live = true;
    const ready = inlined(language);
    setPages(ready);
    if (ready) return;
    import('../../../lib/api-client')
      .then(({ api }) => api.get<{ pages: PageSummary[] }>(CONFIGURATION_RESOURCES_PATH, { auth: false }))
      .then((r) => live && setPages(trendingOf(r.pages)))
      .catch(() => live && setPages([]));
    return () => {
      live = false;
    };
  }, [language]);
  return pages;
}

export function HomePage() {
  const { t, i18n } = useTranslation();
  const trending = useTrending(i18n.language);
  return (
    <Layout title={t('home.title')} showFooter ready={trending !== null}>
      <section className={styles.hero}>
        {/* The moon sits in its own top-right corner; the texts beside it keep clear of it (CSS). */}
        <span className={styles.moon} aria-hidden data-testid="hero-moon" />
        <p className={styles.kicker}>{t('app.tagline')}</p>
        <h2 className={styles.heroTitle}>{t('home.heroTitle')}</h2>
        <p className={styles.heroText}>{t('home.heroText')}</p>
        <Link to={APP_ROUTES.world} className={styles.cta} data-testid="enter-world">
          {t('home.enterWorld')}
        </Link>
      </section>
      <section className={styles.trending} aria-labelledby="trending-heading">
        <h2 id="trending-heading" className={styles.sectionTitle}>
          {t('home.trending')}
        </h2>
        <ul className={styles.cards} aria-busy={trending === null}>
          {(trending ?? [null, null]).map((project, index) =>
            project ? (
              <li key={project.slug}>
                <Link to={project.route} className={styles.card} data-testid={`project-card-${project.slug}`}>
                  <img
                    src={project.cover}
                    alt=""
                    width={640}
                    height={400}
                    loading={index < 1 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                  <div className={styles.cardBody}>
                    <h3>{project.title}</h3>
                    <p>{project.summary}</p>
                    <span className={styles.more}>{t('home.viewProject')} →</span>
                  </div>
                </Link>
              </li>
            ) : (
              <li key={`placeholder-${index}`} className={styles.placeholder} aria-hidden />
            ),
          )}
        </ul>
      </section>
    </Layout>
  );
}
