/**
 * The consent gate (docs/privacy.md, "The gate"): a first visit sees the policy's summary and
 * agrees before browsing; a material change blocks the next visit with what changed until the
 * person agrees (refusing explains what follows and offers account cancellation); a minor change
 * shows a banner once. Hidden on the legal pages it links to, so the full texts can be read.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, type ConsentState, type LegalDocumentId, type LegalVersion } from '@culture/protocol';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/overlay/modal';
import { useCurrentUser } from '../../../lib/current-user';
import { showToast } from '../../../lib/toast';
import { decideConsent, fetchConsent } from '../api/consent-api';
import styles from './consent-gate.module.css';

/** The minor changes already shown, by "document:version": the banner is shown once. */
export const MINOR_SEEN_KEY = 'culture.consent.minorSeen';

export const DOCUMENT_ROUTES: Record<LegalDocumentId, string> = {
  userAgreement: APP_ROUTES.userAgreement,
  privacyPolicy: APP_ROUTES.privacy,
  childrenRules: APP_ROUTES.childrenRules,
};
const LEGAL_PAGES: readonly string[] = Object.values(DOCUMENT_ROUTES);

const signature = (changes: LegalVersion[]) => changes.map((c) => `${c.document}:${c.version}`).join(',');

function readSeen(): string | null {
  try {
    return localStorage.getItem(MINOR_SEEN_KEY);
  } catch {
    return null;
  }
}

export function ConsentGate() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const current = useCurrentUser();
  const who = current.status === 'loggedIn' ? current.user.user_id : current.status;
  const [state, setState] = useState<ConsentState | null>(null);
  const [refused, setRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  const [seen, setSeen] = useState(readSeen);

  // Asked again when the person changes (a login) and in the reader's language.
  useEffect(() => {
    let live = true;
    fetchConsent()
      .then((next) => live && setState(next))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [who, i18n.language]);

  if (!state || state.gate === 'none' || LEGAL_PAGES.includes(pathname)) return null;
  // The cancellation the refusal offers lives in /My: let the person reach it.
  if (refused && pathname === APP_ROUTES.my) return null;

  const decide = (decision: 'agree' | 'refuse') => {
    setBusy(true);
    decideConsent(state, 'service', decision)
      .then((next) => {
        setState(next);
        setRefused(decision === 'refuse');
      })
      .catch((error: Error) => showToast(error.message, 'warning'))
      .finally(() => setBusy(false));
  };

  const links = (
    <p className={styles.links}>
      <Link to={APP_ROUTES.privacy} data-testid="consent-read-privacy">
        {t('legal.privacy')}
      </Link>
      <Link to={APP_ROUTES.userAgreement} data-testid="consent-read-agreement">
        {t('legal.userAgreement')}
      </Link>
    </p>
  );
  const changes = (
    <ul className={styles.changes} data-testid="consent-changes">
      {state.changes.map((c) => (
        <li key={`${c.document}:${c.version}`}>
          <Link to={DOCUMENT_ROUTES[c.document]}>
            {t(c.document === 'privacyPolicy' ? 'legal.privacy' : `legal.${c.document}`)}
          </Link>
          {': '}
          {c.summary}
          <span className={styles.version}>{t('consent.version', { version: c.version, date: c.effectiveDate })}</span>
        </li>
      ))}
    </ul>
  );

  if (state.gate === 'minor') {
    if (seen === signature(state.changes)) return null;
    const dismiss = () => {
      const value = signature(state.changes);
      try {
        localStorage.setItem(MINOR_SEEN_KEY, value);
      } catch {
        // Private mode: shown again next visit, which is harmless.
      }
      setSeen(value);
    };
    return (
      <aside className={styles.banner} role="status" data-testid="consent-banner">
        <p className={styles.summary}>{t('consent.minorText')}</p>
        {changes}
        <div className={styles.bannerActions}>
          {links}
          <Button variant="plain" onClick={dismiss} data-testid="consent-banner-dismiss">
            {t('consent.dismiss')}
          </Button>
        </div>
      </aside>
    );
  }

  const member = current.status === 'loggedIn' && !current.user.isguest;
  const footer = refused ? (
    <>
      <Button variant="plain" onClick={() => setRefused(false)} data-testid="consent-back">
        {t('consent.backToRead')}
      </Button>
      {member && (
        <Link to={APP_ROUTES.my} data-testid="consent-cancel-account">
          {t('consent.cancelAccount')}
        </Link>
      )}
    </>
  ) : (
    <>
      <Button variant="plain" onClick={() => decide('refuse')} disabled={busy} data-testid="consent-refuse">
        {t('consent.refuse')}
      </Button>
      <Button onClick={() => decide('agree')} disabled={busy} data-testid="consent-agree">
        {t('consent.agree')}
      </Button>
    </>
  );
  return (
    <Modal
      open
      onClose={() => undefined}
      closeIcon={false}
      closeOnBackdrop={false}
      testId="consent-gate"
      title={t(refused ? 'consent.refusedTitle' : state.gate === 'first' ? 'consent.firstTitle' : 'consent.changedTitle')}
      footer={footer}
    >
      {refused ? (
        <p className={styles.summary}>{t('consent.refusedText')}</p>
      ) : (
        <>
          <p className={styles.summary}>{t(state.gate === 'first' ? 'consent.firstText' : 'consent.changedText')}</p>
          {state.gate === 'material' && changes}
          <p className={styles.summary}>{t('consent.readFull')}</p>
          {links}
        </>
      )}
    </Modal>
  );
}
