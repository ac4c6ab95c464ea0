/**
 * The WeChat side of the app (issue 15), only inside WeChat's browser: runs the authorisation flow
 * once after the first screen, configures the share cards on every route, and shows the blank
 * screen while a redirect to WeChat is pending. Outside WeChat it renders nothing and loads nothing.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isWeChatUserAgent } from '@culture/protocol';
import { afterFirstScreen } from '../../../lib/after-first-screen';
import { useWeChatRedirectPending } from '../../../lib/wechat-redirect';
import styles from './wechat-runtime.module.css';

const inWeChat = typeof navigator !== 'undefined' && isWeChatUserAgent(navigator.userAgent);

export function WeChatRuntime() {
  if (!inWeChat) return null;
  return <InWeChat />;
}

function InWeChat() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  const pending = useWeChatRedirectPending();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    afterFirstScreen(() => {
      void import('../wechat-flow').then(({ runWeChatFlow }) =>
        runWeChatFlow({ goHome: () => navigate('/', { replace: true }) }),
      );
    });
  }, [navigate]);

  useEffect(() => {
    void import('../wechat-share')
      .then(({ configureShare }) => configureShare({ title: t('app.name'), description: t('app.description') }))
      .catch(() => undefined);
  }, [pathname, i18n.language, t]);

  return pending ? <div className={styles.blank} data-testid="wechat-redirect-pending" aria-busy="true" /> : null;
}
