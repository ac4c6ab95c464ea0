/**
 * Home (spec §2): the enter-the-world call to action, trending cultural projects (from the API),
 * and every other project, event and campaign page with the badge events, so each page of the
 * product is a tap or two from here.
 */
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

interface HomePages {
  trending: PageSummary[];
  /** The other project, event and campaign pages (the certificate guide is a tab of its own). */
  more: PageSummary[];
}

const split = (pages: PageSummary[]): HomePages => ({
  trending: pages.filter((p) => p.trending),
  more: pages.filter((p) => !p.trending && p.kind !== 'guide'),
});

// The inlined summaries split once: the same arrays on every call, so setting them again in the
// effect below is no change and no second render.
const inlinedPages = window.__PAGES__ && { locale: window.__PAGES__.locale, pages: split(window.__PAGES__.pages) };

/** The inlined pages, when they are in this language. */
function inlined(language: string): HomePages | null {
  return inlinedPages?.locale === language ? inlinedPages.pages : null;
}

/**
 * The page lists, fetched without TanStack Query so the home page's first paint stays small
 * (and not fetched at all when the server inlined them); placeholders of the final size hold the
 * space until they arrive (no layout shift).
 */
function useHomePages(language: string): HomePages | null {
  const [pages, setPages] = useState(() => inlined(language));
  useEffect(() => {
    let live = true;
    const ready = inlined(language);
    setPages(ready);
    if (ready) return;
    import('../../../lib/api-client')
      .then(({ api }) => api.get<{ pages: PageSummary[] }>(CONFIGURATION_RESOURCES_PATH, { auth: false }))
      .then((r) => live && setPages(split(r.pages)))
      .catch(() => live && setPages({ trending: [], more: [] }));
    return () => {
      live = false;
    };
  }, [language]);
  return pages;
}

export function HomePage() {
  const { t, i18n } = useTranslation();
  const pages = useHomePages(i18n.language);
  const trending = pages?.trending ?? null;
  return (
    <Layout title={t('home.title')} showFooter ready={pages !== null}>
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
      {pages && <MoreToExplore pages={pages.more} />}
    </Layout>
  );
}

/** Every other page as a compact row, then the badge events: nothing of the product is out of reach. */
function MoreToExplore({ pages }: { pages: PageSummary[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.explore} aria-labelledby="more-heading">
      <h2 id="more-heading" className={styles.sectionTitle}>
        {t('home.more')}
      </h2>
      <ul className={styles.rows}>
        {pages.map((page) => (
          <li key={page.slug}>
            <Link to={page.route} className={styles.row} data-testid={`explore-${page.slug}`}>
              <img src={page.cover} alt="" width={64} height={40} loading="lazy" decoding="async" />
              <span className={styles.rowText}>
                <strong>{page.title}</strong>
                <span>{page.subtitle}</span>
              </span>
            </Link>
          </li>
        ))}
        <li>
          <Link to={APP_ROUTES.medal} className={styles.row} data-testid="explore-badge-events">
            <img src="/images/pages/yuanxiao/badge.svg" alt="" width={64} height={40} loading="lazy" decoding="async" />
            <span className={styles.rowText}>
              <strong>{t('home.badgeEvents')}</strong>
              <span>{t('home.badgeEventsText')}</span>
            </span>
          </Link>
        </li>
      </ul>
    </section>
  );
}
