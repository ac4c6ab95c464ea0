/**
 * The camera, pointed at the venue screen's QR (the shared scanner of the merchant counter). A
 * code that is not one of our check-in links says so and keeps scanning; no camera (denied, none,
 * or an in-app browser without one) explains and offers the printed card's code instead.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/overlay/modal';
import { CodeScanner } from '../../../components/scanner/code-scanner';
import type { BadgeClaim } from '../api/badge-queries';
import { claimFromScannedText } from '../lib/claim-from-url';
import { CodeEntry } from './code-entry';
import styles from './check-in.module.css';

export function VenueScannerSheet({
  open,
  onClose,
  onClaim,
  busy,
}: {
  open: boolean;
  onClose: () => void;
  onClaim: (claim: BadgeClaim) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [cameraFailed, setCameraFailed] = useState(false);
  const [notOurs, setNotOurs] = useState(false);
  // A fresh scanner after a foreign code: the scanner stops at the first code it reads.
  const [attempt, setAttempt] = useState(0);

  const onCode = useCallback(
    (text: string) => {
      const claim = claimFromScannedText(text);
      if (claim) {
        setNotOurs(false);
        onClaim(claim);
      } else {
        setNotOurs(true);
        setAttempt((n) => n + 1);
      }
    },
    [onClaim],
  );
  const onUnavailable = useCallback(() => setCameraFailed(true), []);

  return (
    <Modal open={open} onClose={onClose} title={t('badges.scan.title')} closeLabel={t('app.close')} testId="venue-scanner">
      {cameraFailed ? (
        <p className={styles.hint} data-testid="camera-unavailable">
          {t('badges.scan.noCamera')}
        </p>
      ) : (
        <>
          <CodeScanner key={attempt} onCode={onCode} onUnavailable={onUnavailable} />
          <p className={styles.hint}>{notOurs ? t('badges.scan.notOurs') : t('badges.scan.hint')}</p>
        </>
      )}
      <CodeEntry busy={busy} onCode={(code) => onClaim({ method: 'code', code })} />
    </Modal>
  );
}
