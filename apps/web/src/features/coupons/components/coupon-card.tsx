/**
 * The coupon card (spec §2): brand, value by type, use condition, name, valid-until date, days
 * until expiry and a QR thumbnail that opens the code. In the list it adds "usage rules" and
 * "use now", both to the coupon's detail page. A used, voided or expired coupon shows its state
 * (and when it was used or voided) where the action would be: it cannot be used any more.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, routePath, type Coupon } from '@culture/protocol';
import { couponValue, dottedDay, fallbackLang } from '../../../lib/coupon-value';
import { couponState, daysUntilExpiry, type CouponState } from '../lib/coupon-display';
import { QrImage } from '../../../components/qr-image';
import styles from './coupon-card.module.css';

function Value({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation();
  const value = couponValue(coupon);
  if (value.kind === 'discount') return <>{t('coupons.discount', { value: value.value, percent: value.percentOff })}</>;
  if (value.kind === 'deduction')
    return (
      <>
        <small>{t('coupons.currency')}</small>
        {value.amount}
      </>
    );
  return (
    <span className={styles.exchange} lang={fallbackLang(coupon, 'discordValue')}>
      {value.text}
    </span>
  );
}

function Remaining({ coupon, state }: { coupon: Coupon; state: CouponState }) {
  const { t } = useTranslation();
  if (state === 'used')
    return <span className={styles.when}>{t('coupons.usedOn', { date: dottedDay(coupon.statusChangedAt) })}</span>;
  if (state === 'voided')
    return <span className={styles.when}>{t('coupons.voidedOn', { date: dottedDay(coupon.statusChangedAt) })}</span>;
  // Expired: the valid-until line above already says when.
  if (state === 'expired') return null;
  const days = daysUntilExpiry(coupon.validDate);
  return <span className={styles.days}>{days === 0 ? t('coupons.expiresToday') : t('coupons.daysLeft', { count: days })}</span>;
}

/** Where "use now" would be: the state a finished coupon is in. */
function StateStamp({ state }: { state: Exclude<CouponState, 'usable'> }) {
  const { t } = useTranslation();
  return (
    <span className={styles.stamp} data-testid="coupon-state" data-state={state}>
      {t(`coupons.${state}`)}
    </span>
  );
}

export function CouponCard({
  coupon,
  onShowCode,
  actions = false,
}: {
  coupon: Coupon;
  onShowCode?: () => void;
  actions?: boolean;
}) {
  const { t } = useTranslation();
  const detail = routePath(APP_ROUTES.ticketDetail, { id: coupon.customerCouponId });
  const state = couponState(coupon);
  const usable = state === 'usable';
  return (
    <article
      className={`${styles.card} ${usable ? '' : styles.inactive}`}
      data-testid="coupon-card"
      data-status={coupon.status}
      data-state={state}
    >
      <div className={styles.value}>
        <strong>
          <Value coupon={coupon} />
        </strong>
        <span lang={fallbackLang(coupon, 'useCondition')}>{coupon.useCondition}</span>
      </div>
      <div className={styles.body}>
        <p className={styles.brand} lang={fallbackLang(coupon, 'brandName')}>
          {coupon.brandName}
        </p>
        <h3 className={styles.name} lang={fallbackLang(coupon, 'couponName')}>
          {coupon.couponName}
        </h3>
        <p className={styles.valid}>{t('coupons.validUntil', { date: coupon.validDate })}</p>
        <Remaining coupon={coupon} state={state} />
        {(actions || !usable) && (
          <div className={styles.actions}>
            {actions && (
              <Link to={detail} className={styles.rules} data-testid="coupon-rules-link">
                {t('coupons.usageRules')}
              </Link>
            )}
            {usable ? (
              <Link to={detail} className={styles.useNow} data-testid="coupon-use-now">
                {t('coupons.useNow')}
              </Link>
            ) : (
              <StateStamp state={state} />
            )}
          </div>
        )}
      </div>
      {usable && onShowCode && (
        <button
          type="button"
          className={styles.qr}
          onClick={onShowCode}
          aria-label={t('coupons.showQr')}
          data-testid="coupon-qr-thumb"
        >
          <QrImage value={coupon.couponCode} size={56} />
        </button>
      )}
    </article>
  );
}
