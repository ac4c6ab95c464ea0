/**
 * /privacy-settings (from /My; docs/privacy.md, "Optional purposes"): marketing messages and
 * personalised suggestions on or off, each change a new record in the ledger; the service stays
 * whatever is chosen. The documents are one tap away here.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, OPTIONAL_PURPOSES, type ConsentState } from '@culture/protocol';
import { Layout } from '../../../components/layout/layout';
import { RequireLogin } from '../../../components/page/require-login';
import { showToast } from '../../../lib/toast';
import { agreed, decideConsent, fetchConsent } from '../api/consent-api';
import { DOCUMENT_ROUTES, documentTitleKey } from '../components/consent-changes';
import styles from './privacy-settings-page.module.css';

function Settings() {
  const { t } = useTranslation();
  const [state, setState] = useState<ConsentState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    fetchConsent()
      .then(setState)
      .catch((error: Error) => showToast(error.message, 'warning'));
  }, []);
  if (!state) return null;

  const toggle = (purpose: (typeof OPTIONAL_PURPOSES)[number], on: boolean) => {
    setBusy(true);
    decideConsent(state, purpose, on ? 'agree' : 'withdraw')
      .then((next) => {
        setState(next);
        showToast(t('consent.saved'), 'ok');
      })
      .catch((error: Error) => showToast(error.message, 'warning'))
      .finally(() => setBusy(false));
  };

  return (
    <>
      <section className={styles.card}>
        <h2 className={styles.heading}>{t('consent.settingsTitle')}</h2>
        <p className={styles.note}>{t('consent.settingsText')}</p>
        {OPTIONAL_PURPOSES.map((purpose) => (
          <label key={purpose} className={styles.row}>
            <span>
              <span className={styles.label}>{t(`consent.${purpose}`)}</span>
              <span className={styles.note}>{t(`consent.${purpose}Text`)}</span>
            </span>
            <input
              type="checkbox"
              role="switch"
              className={styles.switch}
              checked={agreed(state, purpose)}
              disabled={busy}
              onChange={(e) => toggle(purpose, e.target.checked)}
              data-testid={`consent-${purpose}`}
            />
          </label>
        ))}
      </section>
      <section className={styles.card}>
        <h2 className={styles.heading}>{t('consent.documents')}</h2>
        <Link to={APP_ROUTES.privacyRequests} className={styles.row} data-testid="consent-rights-requests">
          <span className={styles.label}>{t('rights.entry')}</span>
          <span aria-hidden>›</span>
        </Link>
        {state.documents.map((d) => (
          <Link
            key={d.document}
            to={DOCUMENT_ROUTES[d.document]}
            className={styles.row}
            data-testid={`consent-doc-${d.document}`}
          >
            <span>
              <span className={styles.label}>{t(documentTitleKey(d.document))}</span>
              <span className={styles.note}>{t('consent.version', { version: d.version, date: d.effectiveDate })}</span>
            </span>
            <span aria-hidden>›</span>
          </Link>
        ))}
      </section>
    </>
  );
}

export function PrivacySettingsPage() {
  const { t } = useTranslation();
  return (
    <Layout title={t('consent.privacySettings')} back tabBar={false}>
      <RequireLogin>
        <Settings />
      </RequireLogin>
    </Layout>
  );
}
