/** The banner of a minor change (docs/privacy.md, "The gate"): shown once, remembered in this browser. */
import { useTranslation } from 'react-i18next';
import type { LegalVersion } from '@culture/protocol';
import { Button } from '../../../components/button';
import { ChangesList, LegalLinks } from './consent-changes';
import styles from './consent-gate.module.css';

/** The minor changes already shown, by "document:version": the banner is shown once. */
export const MINOR_SEEN_KEY = 'culture.consent.minorSeen';

export const signature = (changes: LegalVersion[]) => changes.map((c) => `${c.document}:${c.version}`).join(',');

export function readSeen(): string | null {
  try {
    return localStorage.getItem(MINOR_SEEN_KEY);
  } catch {
    return null;
  }
}

export function ConsentBanner({ changes, onDismiss }: { changes: LegalVersion[]; onDismiss: (seen: string) => void }) {
  const { t } = useTranslation();
  const dismiss = () => {
    const value = signature(changes);
    try {
      localStorage.setItem(MINOR_SEEN_KEY, value);
    } catch {
      // Private mode: shown again next visit, which is harmless.
    }
    onDismiss(value);
  };
  return (
    <aside className={styles.banner} role="status" data-testid="consent-banner">
      <p className={styles.summary}>{t('consent.minorText')}</p>
      <ChangesList changes={changes} />
      <div className={styles.bannerActions}>
        <LegalLinks />
        <Button variant="plain" onClick={dismiss} data-testid="consent-banner-dismiss">
          {t('consent.dismiss')}
        </Button>
      </div>
    </aside>
  );
}
