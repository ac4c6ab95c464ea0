/**
 * The consent gate (docs/privacy.md, "The gate"): a first visit sees the policy's summary and
 * agrees before browsing; a material change blocks the next visit with what changed until the
 * person agrees (refusing explains what follows and offers account cancellation); a minor change
 * shows a banner once. Hidden on the legal pages it links to, so the full texts can be read.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, type ConsentState } from '@culture/protocol';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/overlay/modal';
import { useCurrentUser } from '../../../lib/current-user';
import { showToast } from '../../../lib/toast';
import { decideConsent, fetchConsent } from '../api/consent-api';
import { AgeGate } from './age-gate';
import { ConsentBanner, readSeen, signature } from './consent-banner';
import { ChangesList, DOCUMENT_ROUTES, LegalLinks } from './consent-changes';
import styles from './consent-gate.module.css';

const LEGAL_PAGES: readonly string[] = Object.values(DOCUMENT_ROUTES);

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

  if (!state || LEGAL_PAGES.includes(pathname)) return null;
  // Agreed to the service: a member's next question is the age (one modal at a time).
  if (state.gate === 'none') return current.status === 'loggedIn' && !current.user.isguest ? <AgeGate who={who} /> : null;
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

  if (state.gate === 'minor') {
    if (seen === signature(state.changes)) return null;
    return <ConsentBanner changes={state.changes} onDismiss={(value) => setSeen(value)} />;
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
          {state.gate === 'material' && <ChangesList changes={state.changes} />}
          <p className={styles.summary}>{t('consent.readFull')}</p>
          <LegalLinks />
        </>
      )}
    </Modal>
  );
}
