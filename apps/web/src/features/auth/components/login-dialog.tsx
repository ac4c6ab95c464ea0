/**
 * The login dialog of spec §2: country code (default 86, searchable), phone, code with "get
 * code" and a countdown, login, and the consent checkbox linking the terms. Validation order
 * (spec §5): consent, phone, code. On success (spec §4): store the session, reload the user,
 * clear the inputs, close, announce, toast, and go where the person was heading.
 *
 * The countdown is the server's: 60 s after a first code, longer after the next ones (the phone's
 * cooldown climbs), and a refused send counts down its Retry-After. Before a send the dialog
 * solves the server's proof of work in the background ("verifying…" while "get code" waits on it).
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Input } from 'antd-mobile';
import { APP_ROUTES, ERRORS, phonePayload } from '@culture/protocol';
import { Modal } from '../../../components/overlay/modal';
import { ApiRequestError } from '../../../lib/api-client';
import {
  clearLoginDraft,
  closeLoginDialog,
  leaveLoginDialogForTerms,
  loginDraftStore,
  updateLoginDraft,
} from '../../../lib/login-dialog';
import { isWeChat } from '../../../lib/platform';
import { useStore } from '../../../lib/store';
import { showToast } from '../../../lib/toast';
import { wechatAppStore, wechatNeedsLinkStore } from '../../../lib/wechat-login';
import { startWeChatLogin } from '../../../lib/wechat-redirect';
import { requestCode, smsLogin, verifyCode } from '../api/auth-api';
import { prepareProofOfWork, takeProofOfWork } from '../../../lib/proof-of-work';
import { completePhoneLogin } from '../../../lib/session-lifecycle';
import { CountryPicker } from './country-picker';
import { useCountdown } from './use-countdown';
import { WalletLogin } from './wallet-login';
import styles from './login-dialog.module.css';

/** `t` as a plain function, for a helper that only picks between two known keys. */
type PlainT = (key: 'login.resendIn' | 'login.resendInClock', options: Record<string, unknown>) => string;

/**
 * "Resend in 42s" up to a minute; longer waits as m:ss ("Resend in 14:59"), still ticking each
 * second. It takes `t` as a plain function: with the catalogue this large, inferring the typed
 * `t`'s return for a call outside JSX exceeds TypeScript's instantiation depth (TS2589).
 */
function resendLabel(t: PlainT, seconds: number): string {
  if (seconds <= 60) return t('login.resendIn', { seconds });
  const time = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return t('login.resendInClock', { time });
}

export function LoginDialog({ notice, redirectTo }: { notice: string | null; redirectTo: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = useStore(loginDraftStore);
  const secondsLeft = useCountdown(draft.resendAt);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [sending, setSending] = useState<false | 'verifying' | 'sending'>(false);
  const [loggingIn, setLoggingIn] = useState(false);
  // Inside WeChat, once the server said WeChat is configured, unless WeChat just said this visitor
  // has no account yet.
  const wechatApp = useStore(wechatAppStore);
  const wechatNeedsLink = useStore(wechatNeedsLinkStore);
  const offerWeChat = wechatApp !== null && !wechatNeedsLink && isWeChat();

  // Solve the proof of work while the person is still typing, once the number looks like one.
  const typedEnough = draft.national.replace(/\D/g, '').length >= 6;
  useEffect(() => {
    if (typedEnough) prepareProofOfWork();
  }, [typedEnough]);

  const send = async () => {
    const phone = phonePayload(draft.national, draft.prefix);
    setSending('verifying');
    const altcha = await takeProofOfWork();
    setSending('sending');
    return requestCode(phone, altcha);
  };

  const onGetCode = async () => {
    if (secondsLeft > 0 || sending) return;
    if (!draft.national.trim()) return showToast(t('header.text10'), 'warning');
    try {
      let sent;
      try {
        sent = await send();
      } catch (error) {
        // A solution that expired while the dialog sat open: solve a fresh one, once.
        if (!(error instanceof ApiRequestError && error.code === ERRORS.powInvalid.code)) throw error;
        sent = await send();
      }
      updateLoginDraft({ resendAt: Date.now() + sent.resend_in * 1000 });
      showToast(t('login.codeSent'), 'sended');
    } catch (error) {
      // Too soon: count down the wait the server named, whatever the last countdown said.
      if (error instanceof ApiRequestError && error.retryAfterSeconds)
        updateLoginDraft({ resendAt: Date.now() + error.retryAfterSeconds * 1000 });
      // The server's reason joins the failure with the language's own punctuation (login.failedBecause).
      const failure = t('header.text11');
      showToast(
        error instanceof ApiRequestError && error.code > 0
          ? t('login.failedBecause', { failure, reason: error.message })
          : failure,
        'warning',
      );
    } finally {
      setSending(false);
    }
  };

  const onLogin = async () => {
    if (!draft.agreed) return showToast(t('login.t6'), 'warning');
    if (!draft.national.trim()) return showToast(t('header.text10'), 'warning');
    if (!draft.code.trim()) return showToast(t('header.text12'), 'warning');
    setLoggingIn(true);
    try {
      const phone = phonePayload(draft.national, draft.prefix);
      const smsToken = await verifyCode(phone, draft.code.trim());
      const result = await smsLogin(phone, smsToken);
      await completePhoneLogin(result, phone.national_number);
      clearLoginDraft();
      closeLoginDialog();
      showToast(t('common.msg.loginSuccess'), 'ok');
      if (redirectTo) navigate(redirectTo, { replace: true });
    } catch (error) {
      // A failed login shows the server's errmsg (spec §5).
      showToast(error instanceof Error ? error.message : t('common.msg.error'), 'warning');
    } finally {
      setLoggingIn(false);
    }
  };

  /** "Log in with WeChat": WeChat's authorisation (snsapi_userinfo) and back; the flow finishes it. */
  const onWeChat = async () => {
    if (!draft.agreed) return showToast(t('login.t6'), 'warning');
    closeLoginDialog();
    try {
      await startWeChatLogin({ goHome: () => navigate('/', { replace: true }), redirectTo });
    } catch {
      showToast(t('common.msg.error'), 'warning');
    }
  };

  const readTerms = (path: string) => {
    leaveLoginDialogForTerms();
    navigate(path);
  };

  return (
    <Modal
      open
      onClose={closeLoginDialog}
      title={t('login.title')}
      closeLabel={t('app.close')}
      testId="login-dialog"
      closeOnBackdrop={false}
    >
      {notice && (
        <p className={styles.notice} role="alert" data-testid="login-notice">
          {notice}
        </p>
      )}
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void onLogin();
        }}
      >
        <label className={styles.label}>{t('login.phone')}</label>
        <div className={styles.row}>
          <button
            type="button"
            className={styles.prefixButton}
            onClick={() => setPickerOpen(true)}
            // The accessible name starts with what is shown (WCAG 2.5.3, label in name).
            aria-label={`+${draft.prefix} ${t('login.countryCode')}`}
            data-testid="login-prefix"
          >
            +{draft.prefix} <span aria-hidden="true">▾</span>
          </button>
          <Input
            className={styles.input}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t('login.phonePlaceholder')}
            value={draft.national}
            onChange={(national) => updateLoginDraft({ national: national.replace(/[^\d\s-]/g, '').slice(0, 20) })}
            clearable
            data-testid="login-phone"
          />
        </div>
        <label className={styles.label}>{t('login.code')}</label>
        <div className={styles.row}>
          <Input
            className={styles.input}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('login.codePlaceholder')}
            value={draft.code}
            onChange={(code) => updateLoginDraft({ code: code.replace(/\D/g, '').slice(0, 6) })}
            data-testid="login-code"
          />
          <button
            type="button"
            className={styles.getCode}
            onClick={() => void onGetCode()}
            disabled={secondsLeft > 0 || sending !== false}
            data-testid="login-get-code"
          >
            {sending === 'verifying'
              ? t('login.verifying')
              : secondsLeft > 0
                ? resendLabel(t as unknown as PlainT, secondsLeft)
                : t('login.getCode')}
          </button>
        </div>
        <Button
          block
          color="primary"
          type="submit"
          loading={loggingIn}
          loadingText={t('login.loggingIn')}
          className={styles.submit}
          data-testid="login-submit"
        >
          {t('login.action')}
        </Button>
        {offerWeChat && (
          <>
            <p className={styles.or}>
              <span>{t('wechat.or')}</span>
            </p>
            <button type="button" className={styles.wechat} onClick={() => void onWeChat()} data-testid="login-wechat">
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  fill="currentColor"
                  d="M9.5 4C5.4 4 2 6.8 2 10.3c0 2 1.1 3.8 2.9 5l-.7 2.2 2.6-1.3c.9.3 1.8.4 2.7.4h.4a5.6 5.6 0 0 1-.2-1.5c0-3.4 3.2-6.1 7.2-6.1h.4C16.6 6.1 13.4 4 9.5 4Zm-2.5 3.2a1 1 0 1 1 0 2 1 1 0 0 1 0-2Zm5 0a1 1 0 1 1 0 2 1 1 0 0 1 0-2ZM17 10.2c-3.3 0-6 2.2-6 4.9s2.7 4.9 6 4.9c.7 0 1.4-.1 2-.3l2 1.1-.5-1.8c1.5-1 2.5-2.4 2.5-3.9 0-2.7-2.7-4.9-6-4.9Zm-2 2.5a.8.8 0 1 1 0 1.6.8.8 0 0 1 0-1.6Zm4 0a.8.8 0 1 1 0 1.6.8.8 0 0 1 0-1.6Z"
                />
              </svg>
              {t('wechat.login')}
            </button>
          </>
        )}
        <div className={styles.consent}>
          <Checkbox
            checked={draft.agreed}
            onChange={(agreed) => updateLoginDraft({ agreed })}
            data-testid="login-consent"
            style={{ '--icon-size': '18px' }}
          />
          <span>
            {t('login.agreePrefix')}
            <a
              href={APP_ROUTES.userAgreement}
              onClick={(e) => (e.preventDefault(), readTerms(APP_ROUTES.userAgreement))}
              data-testid="login-link-agreement"
            >
              {t('login.userAgreement')}
            </a>
            {t('login.agreeAnd')}
            <a
              href={APP_ROUTES.privacy}
              onClick={(e) => (e.preventDefault(), readTerms(APP_ROUTES.privacy))}
              data-testid="login-link-privacy"
            >
              {t('login.privacy')}
            </a>
          </span>
        </div>
      </form>
      <WalletLogin
        agreed={draft.agreed}
        onLoggedIn={() => {
          clearLoginDraft();
          closeLoginDialog();
          if (redirectTo) navigate(redirectTo, { replace: true });
        }}
      />
      <CountryPicker
        visible={pickerOpen}
        onClose={() => setPickerOpen(false)}
        onPick={(prefix) => {
          updateLoginDraft({ prefix });
          setPickerOpen(false);
        }}
      />
    </Modal>
  );
}
