/**
 * The coupon card (spec §2): brand, value by type, use condition, name, valid-until date, days
 * until expiry and a QR thumbnail that opens the code. In the list it adds "usage rules" and
 * "use now", both to the coupon's detail page.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, routePath, type Coupon } from '@culture/protocol';
import { couponValue, daysUntilExpiry } from '../lib/coupon-display';
import { QrImage } from './qr-image';
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
  return <span className={styles.exchange}>{value.text}</span>;
}

function Remaining({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation();
  if (coupon.status === 'used') return <span className={styles.badge}>{t('coupons.used')}</span>;
  if (coupon.status === 'voided') return <span className={styles.badge}>{coupon.expired ? t('coupons.expired') : t('coupons.voided')}</span>;
  const days = daysUntilExpiry(coupon.validDate);
  if (days < 0) return <span className={styles.badge}>{t('coupons.expired')}</span>;
  return <span className={styles.days}>{days === 0 ? t('coupons.expiresToday') : t('coupons.daysLeft', { count: days })}</span>;
}

export function CouponCard({ coupon, onShowCode, actions = false }: { coupon: Coupon; onShowCode?: () => void; actions?: boolean }) {
  const { t } = useTranslation();
  const detail = routePath(APP_ROUTES.ticketDetail, { id: coupon.customerCouponId });
  const usable = coupon.status === 'unused';
  return (
    <article className={`${styles.card} ${usable ? '' : styles.inactive}`} data-testid="coupon-card" data-status={coupon.status}>
      <div className={styles.value}>
        <strong>
          <Value coupon={coupon} />
        </strong>
        <span>{coupon.useCondition}</span>
      </div>
      <div className={styles.body}>
        <p className={styles.brand}>{coupon.brandName}</p>
        <h3 className={styles.name}>{coupon.couponName}</h3>
        <p className={styles.valid}>{t('coupons.validUntil', { date: coupon.validDate })}</p>
        <Remaining coupon={coupon} />
        {actions && (
          <div className={styles.actions}>
            <Link to={detail} className={styles.rules} data-testid="coupon-rules-link">
              {t('coupons.usageRules')}
            </Link>
            <Link to={detail} className={styles.useNow} data-testid="coupon-use-now">
              {t('coupons.useNow')}
            </Link>
          </div>
        )}
      </div>
      {usable && onShowCode && (
        <button type="button" className={styles.qr} onClick={onShowCode} aria-label={t('coupons.showQr')} data-testid="coupon-qr-thumb">
          <QrImage value={coupon.couponCode} size={56} />
        </button>
      )}
    </article>
  );
}
