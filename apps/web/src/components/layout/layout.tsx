/**
 * The shared page frame of spec §2: scrolls to the top on load, sets the page title, keeps the
 * page within 600px, and takes a background image and the flags showFooter, showBox, sticky and
 * hideHint (what each does is written in docs/decisions.md).
 */
import { useEffect, useLayoutEffect, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { removePrepaint } from '../../lib/prepaint';
import { Banner } from './banner';
import { Footer } from './footer';
import { NavBar, type BackControl } from './nav-bar';
import { TabBar } from './tab-bar';
import { useScrollRestoration } from './use-scroll-restoration';
import styles from './layout.module.css';

export interface LayoutProps {
  /** Page title: shown in the title bar and as the document title. */
  title: string;
  /** One or two sentences for the meta description and link previews. */
  description?: string;
  children: ReactNode;
  /** Back control in the title bar; `true` for a plain "Back". */
  back?: BackControl | boolean;
  backgroundImage?: string;
  /** Show the site footer (coming soon, follow us, copyright). */
  showFooter?: boolean;
  /** Put the page body in a rounded card over the background. */
  showBox?: boolean;
  /** Keep the title bar stuck to the top while scrolling. */
  sticky?: boolean;
  /** Hide the certificate banner above the tab bar. */
  hideHint?: boolean;
  /** Show the five-tab bar (default true). Detail pages with their own bottom bar turn it off. */
  tabBar?: boolean;
  /** A fixed bar at the bottom (e.g. "view coupon code"); replaces the tab bar. */
  bottomBar?: ReactNode;
  /** Hide the title bar entirely (full-bleed pages draw their own). */
  hideNavBar?: boolean;
  /** False while the page's content is still loading; the scroll position is set once it is true. */
  ready?: boolean;
}

/** Sets (or adds) a <meta> tag in the document head. */
function setMeta(attribute: 'name' | 'property', key: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
}

export function Layout({
  title,
  description,
  children,
  back,
  backgroundImage,
  showFooter = false,
  showBox = false,
  sticky = true,
  hideHint = false,
  tabBar = true,
  bottomBar,
  hideNavBar = false,
  ready = true,
}: LayoutProps) {
  const { t } = useTranslation();
  const appName = t('app.name');

  useScrollRestoration(ready);
  // The page is drawn: the first HTML's painted hero (lib/prepaint) makes way in this same frame.
  useLayoutEffect(() => {
    if (ready) removePrepaint();
  }, [ready]);

  useEffect(() => {
    const fullTitle = title === appName ? appName : `${title} · ${appName}`;
    document.title = fullTitle;
    setMeta('property', 'og:title', fullTitle);
    const text = description ?? t('app.description');
    setMeta('name', 'description', text);
    setMeta('property', 'og:description', text);
    setMeta('property', 'og:url', `${window.location.origin}${window.location.pathname}`);
  }, [title, appName, description, t]);

  const showTabBar = tabBar && !bottomBar;
  const showBanner = showTabBar && !hideHint;
  const style: CSSProperties = {};
  if (backgroundImage) style.backgroundImage = `url(${backgroundImage})`;

  return (
    <div
      className={`${styles.page} ${backgroundImage ? styles.withBackground : ''}`}
      style={style}
      data-has-tabbar={showTabBar || undefined}
      data-has-banner={showBanner || undefined}
      data-has-bottombar={bottomBar ? true : undefined}
      data-testid="layout"
      id="top"
    >
      {!hideNavBar && <NavBar title={title} back={back === true ? {} : back || undefined} sticky={sticky} />}
      <main className={showBox ? styles.box : styles.content} aria-busy={!ready}>
        {children}
      </main>
      {/* The footer waits for the content, so it never jumps down when the content arrives. */}
      {showFooter && ready && <Footer />}
      {showBanner && <Banner />}
      {showTabBar && <TabBar />}
      {bottomBar && <div className={styles.bottomBar}>{bottomBar}</div>}
    </div>
  );
}
