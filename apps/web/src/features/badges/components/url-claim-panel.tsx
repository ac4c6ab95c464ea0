/**
 * The answer to a link that carries a claim: the venue QR opened by the phone's camera
 * (/ClockIn?venue=…), an NFC tag's tap (/NFC, /howbottlenfc with uid, ctr, cmac) or a printed
 * card (?code=…). It claims at once (a guest logs in first), then takes the claim out of the
 * address bar so a reload or a shared link does not try it again.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES } from '@culture/protocol';
import { Button } from '../../../components/button';
import { claimFromSearch } from '../lib/claim-from-url';
import { serialText } from '../../../lib/badge-text';
import { useClaimFlow } from '../lib/use-claim-flow';
import { ClaimCelebration } from './claim-celebration';
import { VenueScannerSheet } from './venue-scanner-sheet';
import styles from './check-in.module.css';

export function UrlClaimPanel({ search }: { search: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [claim] = useState(() => claimFromSearch(search));
  const flow = useClaimFlow({ loginNotice: t('badges.loginFirst') });
  const started = useRef(false);
  const [scanning, setScanning] = useState(false);
  const [badge, setBadge] = useState(flow.claimed);

  useEffect(() => {
    if (started.current || !claim) return;
    started.current = true;
    flow.claim(claim);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!flow.claimed) return;
    setBadge(flow.claimed);
    setScanning(false);
    navigate(location.pathname, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flow.claimed]);

  const rescan = claim?.method === 'venue';
  let body;
  if (!claim) {
    body = (
      <>
        <h2 className={styles.panelTitle}>{t('badges.link.brokenTitle')}</h2>
        <p className={styles.panelText}>{t('badges.link.broken')}</p>
      </>
    );
  } else if (badge) {
    body = (
      <>
        <img className={styles.panelArt} src={badge.artwork} alt="" width={88} height={88} />
        <h2 className={styles.panelTitle}>{t('badges.link.claimed', { name: badge.name })}</h2>
        <p className={styles.panelText}>{serialText(t, badge)}</p>
        <Link to={APP_ROUTES.myMedal}>{t('badges.celebration.myBadges')}</Link>
      </>
    );
  } else if (flow.error) {
    body = (
      <>
        <h2 className={styles.panelTitle}>{t('badges.link.failedTitle')}</h2>
        <p className={styles.panelText} data-testid="url-claim-error">
          {flow.error.message}
        </p>
        {rescan && <Button onClick={() => setScanning(true)}>{t('badges.scan.again')}</Button>}
      </>
    );
  } else if (flow.busy) {
    body = <p className={styles.panelText}>{t('badges.claiming')}</p>;
  } else {
    // The login dialog was closed: the claim waits for a tap.
    body = (
      <>
        <p className={styles.panelText}>{t('badges.link.loginToClaim')}</p>
        <Button onClick={() => flow.claim(claim)}>{t('badges.link.claim')}</Button>
      </>
    );
  }
  const tone = badge ? styles.done : flow.error || !claim ? styles.failed : '';
  return (
    <section className={`${styles.panel} ${tone}`} data-testid="url-claim" aria-live="polite">
      {body}
      <VenueScannerSheet open={scanning} onClose={() => setScanning(false)} onClaim={flow.claim} busy={flow.busy} />
      <ClaimCelebration badge={flow.claimed} onClose={flow.dismiss} />
    </section>
  );
}
