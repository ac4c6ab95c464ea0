/**
 * A campaign page's "claim the coupon" button. It says the truth before anyone taps it (claimable,
 * already claimed, all claimed, ended); a guest who taps it logs in first and the claim then goes
 * through by itself; a claimed coupon leads to My coupons (/my-ticket).
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, ERRORS, type CouponCampaign } from '@culture/protocol';
import type { PageActionProps } from '../../../components/feature-slots';
import styles from '../../../components/page/page-actions.module.css';
import { ApiRequestError } from '../../../lib/api-client';
import { loginDialogStore, openLoginDialog } from '../../../lib/login-dialog';
import { isLoggedIn, useSession } from '../../../lib/session';
import { useStore } from '../../../lib/store';
import { showToast } from '../../../lib/toast';
import { campaignKey, useClaimCoupon, useCouponCampaign } from '../api/coupon-campaign';

/** Claim refusals that are a state of the campaign, not a failure: the button shows that state. */
const STATE_BY_CODE: Partial<Record<number, CouponCampaign['state']>> = {
  [ERRORS.couponLimitReached.code]: 'claimed',
  [ERRORS.couponSoldOut.code]: 'soldOut',
  [ERRORS.couponExpired.code]: 'ended',
};

/** The project page's own actions, drawn at once (PageActions' `own`). */
export const PROJECT_PAGE_ACTIONS = { 'coupon-claim': ClaimCouponAction } as const;

export function ClaimCouponAction({ action, event: template }: PageActionProps) {
  const { t } = useTranslation();
  const session = useSession();
  const loggedIn = isLoggedIn(session);
  const userId = loggedIn ? session.userId : null;
  const dialogOpen = useStore(loginDialogStore).open;
  const queryClient = useQueryClient();
  const campaign = useCouponCampaign(template, userId);
  const claim = useClaimCoupon();
  // Tapped while logged out: claim as soon as the login goes through.
  const [claimAfterLogin, setClaimAfterLogin] = useState(false);

  const setState = (state: CouponCampaign['state'], customerCouponId?: string) =>
    queryClient.setQueryData<CouponCampaign>(campaignKey(template, userId), (old) =>
      old ? { ...old, state, customerCouponId: customerCouponId ?? old.customerCouponId } : old,
    );

  const claimNow = (templateId: number) =>
    claim.mutate(templateId, {
      onSuccess: ({ customerCouponId }) => {
        setState('claimed', customerCouponId);
        void queryClient.invalidateQueries({ queryKey: ['coupons', 'list'] });
        showToast(t('projects.claim.done'));
      },
      onError: (error) => {
        const state = error instanceof ApiRequestError ? STATE_BY_CODE[error.code] : undefined;
        if (state) setState(state);
        else showToast(error.message, 'warning');
      },
    });

  useEffect(() => {
    if (!claimAfterLogin) return;
    if (loggedIn && campaign.data && !campaign.isFetching) {
      setClaimAfterLogin(false);
      // Asked again as this person: someone who already holds one just sees "claimed".
      if (campaign.data.state === 'available') claimNow(campaign.data.templateId);
    } else if (!loggedIn && !dialogOpen) {
      // The dialog was closed without logging in.
      setClaimAfterLogin(false);
    }
    // claimNow is a fresh closure each render; the conditions above are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [claimAfterLogin, loggedIn, dialogOpen, campaign.data, campaign.isFetching]);

  const busy = campaign.isPending || claim.isPending || claimAfterLogin;
  const state = campaign.data?.state;

  if (state === 'claimed') {
    return (
      <div className={styles.action} data-testid={`action-${action.id}`} data-claim-state="claimed">
        <Link to={APP_ROUTES.myTicket} className={`${styles.actionButton} ${styles.claimed}`}>
          {t('projects.claim.claimed')}
        </Link>
      </div>
    );
  }

  const closed = state === 'soldOut' || state === 'ended' || campaign.isError;
  const label = campaign.isError
    ? t('projects.claim.unavailable')
    : state === 'soldOut'
      ? t('projects.claim.soldOut')
      : state === 'ended'
        ? t('projects.claim.ended')
        : claim.isPending
          ? t('projects.claim.claiming')
          : action.label;
  const onClick = () => {
    if (!campaign.data) return;
    if (loggedIn) return claimNow(campaign.data.templateId);
    setClaimAfterLogin(true);
    openLoginDialog({ notice: t('projects.claim.loginFirst') });
  };
  return (
    <div
      className={styles.action}
      data-testid={`action-${action.id}`}
      data-claim-state={campaign.isError ? 'unavailable' : (state ?? 'loading')}
    >
      <button
        type="button"
        className={`${styles.actionButton} ${closed ? '' : styles.live}`}
        disabled={closed || busy}
        aria-busy={busy || undefined}
        onClick={onClick}
      >
        {label}
      </button>
      {action.note && !closed && <p className={styles.note}>{action.note}</p>}
    </div>
  );
}
