/**
 * The shared page frame of spec §2: scrolls to the top on load, sets the page title, keeps the
 * page within 600px, and takes a background image and the flags showFooter, showBox, sticky and
 * hideHint (what each does is written in docs/decisions.md).
 */
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from './banner';
import { Footer } from './footer';
import { NavBar, type BackControl } from './nav-bar';
import { TabBar } from './tab-bar';
import styles from './layout.module.css';

export interface LayoutProps {
  /** Page title: shown in the title bar and as the document title. */
  title: string;
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
}

export function Layout({ title, children, back, backgroundImage, showFooter = false, showBox = false, sticky = true, hideHint = false, tabBar = true, bottomBar, hideNavBar = false }: LayoutProps) {
  const { t } = useTranslation();
  const appName = t('app.name');

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  useEffect(() => {
    document.title = title === appName ? appName : `${title} · ${appName}`;
  }, [title, appName]);

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
      <main className={showBox ? styles.box : styles.content}>{children}</main>
      {showFooter && <Footer />}
      {showBanner && <Banner />}
      {showTabBar && <TabBar />}
      {bottomBar && <div className={styles.bottomBar}>{bottomBar}</div>}
    </div>
  );
}
