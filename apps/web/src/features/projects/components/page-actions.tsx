/**
 * A page's calls to action; one whose capability has not opened yet shows disabled, saying so. One
 * that needs a real browser (`browserOnly`) shows the "open in your browser" screen when tapped
 * inside an in-app browser, and is a plain link everywhere else. A coupon-claim action naming a
 * coupon template is the claim button (ClaimCouponAction).
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PageView } from '@culture/protocol';
import { useOpenInBrowser } from '../../../lib/in-app-browser';
import { ClaimCouponAction } from './claim-coupon-action';
import styles from './project-content.module.css';

export function PageActions({ actions }: { actions: PageView['actions'] }) {
  const { t } = useTranslation();
  const { inAppBrowser, ensureRealBrowser } = useOpenInBrowser();
  if (actions.length === 0) return null;
  return (
    <div className={styles.actions}>
      {actions.map((action) =>
        action.kind === 'coupon-claim' && action.couponTemplate && !action.opensSoon ? (
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
        ),
      )}
    </div>
  );
}
