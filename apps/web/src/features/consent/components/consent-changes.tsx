/** What the gate and the banner list: the changed versions with their summaries, and the documents' links. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, type LegalDocumentId, type LegalVersion } from '@culture/protocol';
import styles from './consent-gate.module.css';

export const DOCUMENT_ROUTES: Record<LegalDocumentId, string> = {
  userAgreement: APP_ROUTES.userAgreement,
  privacyPolicy: APP_ROUTES.privacy,
  childrenRules: APP_ROUTES.childrenRules,
};

/** The catalogue key of a document's title. */
const TITLE_KEYS = {
  userAgreement: 'legal.userAgreement',
  privacyPolicy: 'legal.privacy',
  childrenRules: 'consent.childrenRules',
} as const;
export const documentTitleKey = (document: LegalDocumentId) => TITLE_KEYS[document];

export function ChangesList({ changes }: { changes: LegalVersion[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.changes} data-testid="consent-changes">
      {changes.map((c) => (
        <li key={`${c.document}:${c.version}`}>
          <Link to={DOCUMENT_ROUTES[c.document]}>{t(documentTitleKey(c.document))}</Link>
          <br />
          {c.summary}
          <span className={styles.version}>{t('consent.version', { version: c.version, date: c.effectiveDate })}</span>
        </li>
      ))}
    </ul>
  );
}

export function LegalLinks() {
  const { t } = useTranslation();
  return (
    <p className={styles.links}>
      <Link to={APP_ROUTES.privacy} data-testid="consent-read-privacy">
        {t('legal.privacy')}
      </Link>
      <Link to={APP_ROUTES.userAgreement} data-testid="consent-read-agreement">
        {t('legal.userAgreement')}
      </Link>
    </p>
  );
}
