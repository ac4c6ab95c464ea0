/**
 * The WeChat side of the app, only inside WeChat's browser: runs the authorisation flow,
 * configures the share cards on every route, and shows the blank screen while a redirect to
 * WeChat is pending (spec §2). A page view that is about to leave for the silent authorisation is
 * blank from its first frame and starts at once; a return from "log in with WeChat" is handled at
 * once too; otherwise the flow waits for the first screen. Outside WeChat it renders nothing and
 * loads nothing.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isWeChatUserAgent } from '@culture/protocol';
import { afterFirstScreen } from '../../../lib/after-first-screen';
import { useWeChatRedirectPending, wechatRedirectStore } from '../../../lib/wechat-redirect';
import { returnedCode, willAuthoriseSilently } from '../wechat-round-trip';
import styles from './wechat-runtime.module.css';

const inWeChat = typeof navigator !== 'undefined' && isWeChatUserAgent(navigator.userAgent);
/** Decided once, before the first frame. */
const leavingAtOnce = inWeChat && willAuthoriseSilently();
const urgent = leavingAtOnce || (inWeChat && returnedCode()?.kind === 'login');
if (leavingAtOnce) wechatRedirectStore.set(true);

export function WeChatRuntime() {
  if (!inWeChat) return null;
  return <InWeChat />;
}

function InWeChat() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const pending = useWeChatRedirectPending();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const run = () =>
      void import('../wechat-flow').then(({ runWeChatFlow }) =>
        runWeChatFlow({
          goHome: () => navigate('/', { replace: true }),
          navigate: (path) => navigate(path, { replace: true }),
        }),
      );
    if (urgent) run();
    else afterFirstScreen(run);
  }, [navigate]);

  useEffect(() => {
    // Nothing to share from a page that is leaving for WeChat's authorisation. Keyed on the
    // language, not on `t` (a new function whenever page texts arrive): once per page and language.
    if (pending) return;
    void import('../wechat-share')
      .then(({ configureShare }) => configureShare({ title: i18n.t('app.name'), description: i18n.t('app.description') }))
      .catch(() => undefined);
  }, [pathname, i18n, i18n.language, pending]);

  return pending ? <div className={styles.blank} data-testid="wechat-redirect-pending" aria-busy="true" /> : null;
}
