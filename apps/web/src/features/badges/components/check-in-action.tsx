/**
 * A venue page's "check in" button (/ClockIn, /panmen): opens the camera on the venue screen's
 * QR and claims the event's check-in badge. Shows the badge's state like the claim button does;
 * someone who already checked in is led to their badges.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, type PageView } from '@culture/protocol';
import { isLoggedIn, useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useBadgeEvent, type BadgeClaim } from '../api/badge-queries';
import { useClaimFlow } from '../lib/use-claim-flow';
import { useBadgeStateLabel } from './badge-claim-action';
import { ClaimCelebration } from './claim-celebration';
import { VenueScannerSheet } from './venue-scanner-sheet';
import styles from '../../../components/page/page-actions.module.css';

type Action = PageView['actions'][number];

export function CheckInAction({ action, event: slug }: { action: Action; event: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const query = useBadgeEvent(slug, isLoggedIn(session) ? session.userId : null);
  const flow = useClaimFlow({ loginNotice: t('badges.loginFirst') });
  const closedLabel = useBadgeStateLabel();
  const [scanning, setScanning] = useState(false);

  useEffect(() => {
    if (flow.error) showToast(flow.error.message, 'warning');
  }, [flow.error]);
  useEffect(() => {
    if (flow.claimed) setScanning(false);
  }, [flow.claimed]);

  const event = query.data;
  const unavailable = event ? closedLabel(event) : null;
  const claimed = event?.state === 'claimed';
  const claim = (claim: BadgeClaim) => {
    // Logging in happens in its own dialog; the camera waits closed behind it.
    if (!flow.loggedIn) setScanning(false);
    flow.claim(claim);
  };
  return (
    <div className={styles.action} data-testid={`action-${action.id}`} data-claim-state={event?.state ?? 'loading'}>
      {claimed ? (
        <Link to={APP_ROUTES.myMedal} className={`${styles.actionButton} ${styles.claimed}`}>
          {t('badges.checkedIn')}
        </Link>
      ) : (
        <button
          type="button"
          className={`${styles.actionButton} ${unavailable ? '' : styles.live}`}
          disabled={unavailable !== null || flow.busy}
          aria-haspopup="dialog"
          onClick={() => setScanning(true)}
        >
          {unavailable ?? action.label}
        </button>
      )}
      {action.note && !claimed && !unavailable && <p className={styles.note}>{action.note}</p>}
      <VenueScannerSheet open={scanning} onClose={() => setScanning(false)} onClaim={claim} busy={flow.busy} />
      <ClaimCelebration badge={flow.claimed} onClose={flow.dismiss} />
    </div>
  );
}
