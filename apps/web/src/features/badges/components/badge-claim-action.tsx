/**
 * An event page's "claim the badge" button (spec §4 badge claim states). It tells the truth before
 * anyone taps it: not claimed (with "limited: 63 left" when supply is limited), claimed (leads to
 * /MyMedal), all claimed, not yet open, closed. A guest logs in first and the claim continues.
 */
import { Link } from 'react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, ERRORS, type BadgeEvent, type PageView } from '@culture/protocol';
import { isLoggedIn, useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useBadgeEvent } from '../api/badge-queries';
import { useClaimFlow } from '../lib/use-claim-flow';
import { ClaimCelebration } from './claim-celebration';
import styles from '../../../components/page/page-actions.module.css';

type Action = PageView['actions'][number];

/** Refusals that are the event's state, not a failure: the button redraws from the fresh state. */
export const STATE_CODES: readonly number[] = [
  ERRORS.badgeAlreadyClaimed.code,
  ERRORS.badgeAllClaimed.code,
  ERRORS.badgeNotYetOpen.code,
  ERRORS.badgeClosed.code,
];

export function useBadgeStateLabel() {
  const { t, i18n } = useTranslation();
  return (event: BadgeEvent): string | null => {
    switch (event.state) {
      case 'allClaimed':
        return t('badges.state.allClaimed');
      case 'closed':
        return t('badges.state.closed');
      case 'notYetOpen':
        return t('badges.state.notYetOpen', {
          date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(event.opensAt),
          ),
        });
      default:
        return null;
    }
  };
}

export function BadgeClaimAction({ action, event: slug }: { action: Action; event: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const userId = isLoggedIn(session) ? session.userId : null;
  const query = useBadgeEvent(slug, userId);
  const flow = useClaimFlow({ loginNotice: t('badges.loginFirst') });
  const closedLabel = useBadgeStateLabel();

  useEffect(() => {
    if (flow.error && !STATE_CODES.includes(flow.error.code)) showToast(flow.error.message, 'warning');
  }, [flow.error]);

  const event = query.data;
  const celebration = <ClaimCelebration badge={flow.claimed} onClose={flow.dismiss} />;

  if (event?.state === 'claimed') {
    return (
      <div className={styles.action} data-testid={`action-${action.id}`} data-claim-state="claimed">
        <Link to={APP_ROUTES.myMedal} className={`${styles.actionButton} ${styles.claimed}`}>
          {t('badges.state.claimed')}
        </Link>
        {event.mine && <p className={styles.note}>{t('badges.yours', { name: event.name })}</p>}
        {celebration}
      </div>
    );
  }

  const unavailable = event ? closedLabel(event) : null;
  const closed = unavailable !== null || query.isError;
  const label = query.isError
    ? t('badges.state.unavailable')
    : (unavailable ?? (flow.busy ? t('badges.claiming') : action.label));
  return (
    <div
      className={styles.action}
      data-testid={`action-${action.id}`}
      data-claim-state={query.isError ? 'unavailable' : (event?.state ?? 'loading')}
    >
      <button
        type="button"
        className={`${styles.actionButton} ${closed ? '' : styles.live}`}
        disabled={closed || query.isPending || flow.busy}
        aria-busy={flow.busy || undefined}
        onClick={() => flow.claim({ method: 'app', event: slug })}
      >
        {label}
      </button>
      {event && event.remaining !== null && !closed && (
        <p className={styles.remaining} data-testid="badge-remaining">
          {t('badges.remaining', { count: event.remaining })}
        </p>
      )}
      {action.note && !closed && <p className={styles.note}>{action.note}</p>}
      {celebration}
    </div>
  );
}
