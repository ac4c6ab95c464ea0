/**
 * A page's calls to action; one whose capability has not opened yet shows disabled, saying so. One
 * that needs a real browser (`browserOnly`) shows the "open in your browser" screen when tapped
 * inside an in-app browser, and is a plain link everywhere else. A coupon-claim action naming a
 * coupon template is the claim button (ClaimCouponAction); a badge-claim or check-in action naming
 * a badge event is that badge's claim button or venue scanner (features/badges, loaded with the
 * later pages' texts when a page has one).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PageView } from '@culture/protocol';
import { loadPageTexts } from '../../../i18n';
import { useOpenInBrowser } from '../../../lib/in-app-browser';
import { ClaimCouponAction } from './claim-coupon-action';
import styles from './project-content.module.css';

type Action = PageView['actions'][number];
type FeatureActionProps = { action: Action; event: string };

function featureAction(load: () => Promise<ComponentType<FeatureActionProps>>) {
  return lazy(() => Promise.all([load(), loadPageTexts()]).then(([component]) => ({ default: component })));
}
/** Actions backed by another feature, by kind; each gets the action and the event (by slug) it names. */
const FEATURE_ACTIONS: Partial<Record<Action['kind'], ComponentType<FeatureActionProps>>> = {
  'badge-claim': featureAction(() => import('../../badges/components/badge-claim-action').then((m) => m.BadgeClaimAction)),
  'check-in': featureAction(() => import('../../badges/components/check-in-action').then((m) => m.CheckInAction)),
  'sign-up': featureAction(() => import('../../event-signups/components/signup-action').then((m) => m.SignupAction)),
};
const eventOf = (action: Action) => (action.kind === 'sign-up' ? action.signupEvent : action.badgeEvent);

/** While a feature action's code arrives: the button's place, so nothing below it moves. */
function ActionPlaceholder({ action }: { action: Action }) {
  return (
    <div className={styles.action} data-testid={`action-${action.id}`} data-claim-state="loading">
      <button type="button" disabled className={styles.actionButton} aria-busy="true">
        {action.label}
      </button>
    </div>
  );
}

export function PageActions({ actions }: { actions: PageView['actions'] }) {
  const { t } = useTranslation();
  const { inAppBrowser, ensureRealBrowser } = useOpenInBrowser();
  if (actions.length === 0) return null;
  return (
    <div className={styles.actions}>
      {actions.map((action) => {
        const event = eventOf(action);
        const FeatureAction = event && !action.opensSoon ? FEATURE_ACTIONS[action.kind] : undefined;
        if (FeatureAction && event) {
          return (
            <Suspense key={action.id} fallback={<ActionPlaceholder action={action} />}>
              <FeatureAction action={action} event={event} />
            </Suspense>
          );
        }
        return action.kind === 'coupon-claim' && action.couponTemplate && !action.opensSoon ? (
          <ClaimCouponAction key={action.id} action={action} template={action.couponTemplate} />
        ) : action.opensSoon || !action.href ? (
          <div key={action.id} className={styles.action} data-testid={`action-${action.id}`} data-opens-soon="true">
            <button type="button" disabled className={styles.actionButton}>
              {action.label}
              <span className={styles.soon}>{t('projects.opensSoon')}</span>
            </button>
            {action.note && <p className={styles.note}>{action.note}</p>}
          </div>
        ) : (
          <div key={action.id} className={styles.action} data-testid={`action-${action.id}`}>
            {action.browserOnly && inAppBrowser ? (
              <button
                type="button"
                className={`${styles.actionButton} ${styles.live}`}
                onClick={() => ensureRealBrowser(action.href!)}
                aria-haspopup="dialog"
                data-browser-only="true"
              >
                {action.label}
              </button>
            ) : (
              <Link to={action.href} className={`${styles.actionButton} ${styles.live}`}>
                {action.label}
              </Link>
            )}
            {action.note && <p className={styles.note}>{action.note}</p>}
          </div>
        );
      })}
    </div>
  );
}
