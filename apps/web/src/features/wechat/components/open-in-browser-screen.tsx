/**
 * The share landing of spec §2: a full-screen "open in your browser" screen for in-app browsers
 * (WeChat, QQ, Weibo, DingTalk, Alipay). An arrow points at the ··· menu in the top-right corner
 * with the menu item's name on this phone (iOS: Open in Safari; elsewhere: Open in browser); the
 * link can be copied instead; "continue here" (or Escape) dismisses it. In a real browser it
 * shows nothing and only tidies `?open=browser` out of the address.
 */
import { useCallback, useEffect, useId, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LinkIcon, MoreIcon, PointerArrowIcon } from '../../../components/icons/overlay-icons';
import { useDialog } from '../../../components/overlay/use-dialog';
import { copyText } from '../../../lib/clipboard';
import { currentInAppBrowser, isIOS, withoutOpenInBrowserParam } from '../../../lib/in-app-browser';
import { closeOpenInBrowser, openInBrowserStore } from '../../../lib/open-in-browser';
import { showToast } from '../../../lib/toast';
import styles from './open-in-browser-screen.module.css';

export interface OpenInBrowserScreenProps {
  /** In-app path the person wants (a call to action's link); null for the page they are on. */
  target: string | null;
  /** The address carries `?open=browser`. */
  fromAddress: boolean;
}

export function OpenInBrowserScreen({ target, fromAddress }: OpenInBrowserScreenProps) {
  const inApp = currentInAppBrowser();
  const location = useLocation();
  const navigate = useNavigate();

  const dropParam = useCallback(() => {
    if (!fromAddress) return;
    navigate(
      { pathname: location.pathname, search: withoutOpenInBrowserParam(location.search), hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [fromAddress, location, navigate]);

  const dismiss = useCallback(() => {
    if (openInBrowserStore.get().open) closeOpenInBrowser();
    dropParam();
  }, [dropParam]);

  // Outside an in-app browser there is nothing to show: only take the parameter out of the address.
  useEffect(() => {
    if (!inApp) dismiss();
  }, [inApp, dismiss]);

  if (!inApp) return null;
  const link = sameOriginLink(target ?? `${location.pathname}${withoutOpenInBrowserParam(location.search)}${location.hash}`);
  return <Landing link={link} ios={isIOS(navigator.userAgent, navigator.maxTouchPoints)} onDismiss={dismiss} />;
}

/**
 * The absolute link to copy, only ever on this site: a path such as "//elsewhere.example/" would
 * otherwise resolve to another host, and this trusted screen must not hand that out.
 */
function sameOriginLink(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, window.location.origin);
  return url.origin === window.location.origin ? url.href : `${window.location.origin}/`;
}

function Landing({ link, ios, onDismiss }: { link: string; ios: boolean; onDismiss: () => void }) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  useDialog(rootRef, true, onDismiss);

  const onCopy = async () => {
    if (await copyText(link)) showToast(t('openInBrowser.copied'), 'ok');
    else showToast(t('openInBrowser.copyFailed'), 'warning');
  };

  return (
    <div
      ref={rootRef}
      className={styles.screen}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      data-testid="open-in-browser"
      data-os={ios ? 'ios' : 'other'}
    >
      <PointerArrowIcon className={styles.pointer} data-testid="open-in-browser-pointer" />
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {t('openInBrowser.title')}
        </h2>
        <p id={textId} className={styles.text}>
          {t('openInBrowser.text')}
        </p>
        <ol className={styles.steps}>
          <li>
            <span className={styles.stepNo} aria-hidden>
              1
            </span>
            <span>{t('openInBrowser.step1')}</span>
            <span className={styles.menu} aria-hidden>
              <MoreIcon />
            </span>
          </li>
          <li data-testid="open-in-browser-step2">
            <span className={styles.stepNo} aria-hidden>
              2
            </span>
            <span>{ios ? t('openInBrowser.step2Ios') : t('openInBrowser.step2Other')}</span>
          </li>
        </ol>
        <p className={styles.or}>{t('openInBrowser.or')}</p>
        <div className={styles.linkRow}>
          <span className={styles.link} data-testid="open-in-browser-link">
            {link}
          </span>
          <button type="button" className={styles.copy} onClick={() => void onCopy()} data-testid="open-in-browser-copy">
            <LinkIcon />
            {t('openInBrowser.copy')}
          </button>
        </div>
      </div>
      <button type="button" className={styles.dismiss} onClick={onDismiss} data-testid="open-in-browser-dismiss">
        {t('openInBrowser.dismiss')}
      </button>
    </div>
  );
}
