/**
 * A page's calls to action; one whose capability has not opened yet shows disabled, saying so. One
 * that needs a real browser (`browserOnly`) shows the "open in your browser" screen when tapped
 * inside an in-app browser, and is a plain link everywhere else. An action naming what it acts on
 * (a coupon template, a badge event, a sign-up event) is that feature's button: the page's own
 * (`own`, drawn at once: the coupon claim of a project page) or one the app shell puts in the
 * feature slots (the badge's claim button or venue scanner, the sign-up, the buy button; each
 * loaded with the later pages' texts when a page has one).
 */
import { Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOpenInBrowser } from '../../lib/in-app-browser';
import { useFeatureSlots, type PageAction, type PageActionsByKind } from '../feature-slots';
import styles from './page-actions.module.css';
import { ReservedLine } from './reserved-line';

type Action = PageAction;
/**
 * What an action acts on: its sign-up event, coupon template, badge event or product; a
 * `certificates` action acts on the person's own certificates (`mine`).
 */
function targetOf(action: Action): string | undefined {
  if (action.kind === 'certificates') return 'mine';
  if (action.kind === 'sign-up') return action.signupEvent;
  if (action.kind === 'coupon-claim') return action.couponTemplate;
  if (action.kind === 'buy') return action.product;
  return action.badgeEvent;
}

/**
 * While a feature action's code arrives: the button's place and the lines around it (a buy
 * button's price and units left, the note), so nothing below it moves.
 */
function ActionPlaceholder({ action }: { action: Action }) {
  const priced = action.kind === 'buy';
  return (
    <div className={styles.action} data-testid={`action-${action.id}`} data-claim-state="loading">
      {priced && <ReservedLine kind="price" />}
      <button type="button" disabled className={styles.actionButton} aria-busy="true">
        {action.label}
      </button>
      {priced && <ReservedLine kind="remaining" />}
      {action.note && <p className={styles.note}>{action.note}</p>}
    </div>
  );
}

export function PageActions({ actions, own = {} }: { actions: readonly Action[]; own?: PageActionsByKind }) {
  const { t } = useTranslation();
  const { pageActions } = useFeatureSlots();
  const { inAppBrowser, ensureRealBrowser } = useOpenInBrowser();
  if (actions.length === 0) return null;
  return (
    <div className={styles.actions}>
      {actions.map((action) => {
        const event = action.opensSoon ? undefined : targetOf(action);
        const OwnAction = event ? own[action.kind] : undefined;
        if (OwnAction && event) return <OwnAction key={action.id} action={action} event={event} />;
        const FeatureAction = event ? pageActions[action.kind] : undefined;
        if (FeatureAction && event) {
          return (
            <Suspense key={action.id} fallback={<ActionPlaceholder action={action} />}>
              <FeatureAction action={action} event={event} />
            </Suspense>
          );
        }
        return action.opensSoon || !action.href ? (
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
