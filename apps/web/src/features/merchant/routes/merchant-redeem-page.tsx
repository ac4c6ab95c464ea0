/**
 * The counter's screen (merchant accounts only): scan or type a code, see the coupon with its
 * value and use condition (so the counter can check the terms before redeeming), redeem it, and
 * see plainly what happened: redeemed, already used (and when), expired, voided, not your brand,
 * not found.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERRORS, type MerchantProfile } from '@culture/protocol';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/feedback/spinner';
import { Layout } from '../../../components/layout/layout';
import { EmptyState } from '../../../components/page/empty-state';
import { RequireLogin } from '../../../components/page/require-login';
import { ApiRequestError } from '../../../lib/api-client';
import { couponValue, dottedMoment, fallbackLang } from '../../../lib/coupon-value';
import { withQueryClient } from '../../../lib/query-client';
import { useLookupCoupon, useMerchantProfile, useRedeemCoupon, type MerchantCoupon } from '../api/merchant-api';
import { CodeEntry } from '../../../components/scanner/code-entry';
import styles from './merchant-redeem-page.module.css';

type Outcome = 'redeemed' | 'alreadyUsed' | 'expired' | 'voided' | 'wrongBrand' | 'notFound';

const OUTCOME_BY_CODE: Record<number, Outcome> = {
  [ERRORS.couponAlreadyUsed.code]: 'alreadyUsed',
  [ERRORS.couponExpired.code]: 'expired',
  [ERRORS.couponVoided.code]: 'voided',
  [ERRORS.couponWrongBrand.code]: 'wrongBrand',
  [ERRORS.couponNotFound.code]: 'notFound',
};

function outcomeOf(coupon: MerchantCoupon): Outcome | null {
  if (coupon.status === 'used') return 'alreadyUsed';
  if (coupon.status === 'voided') return coupon.expired ? 'expired' : 'voided';
  return null;
}

/** The value as the holder's card shows it: ¥20, 7折 / 30% off, or what it exchanges for. */
function ValueText({ coupon }: { coupon: MerchantCoupon }) {
  const { t } = useTranslation();
  const value = couponValue(coupon);
  if (value.kind === 'discount') return <>{t('coupons.discount', { value: value.value, percent: value.percentOff })}</>;
  if (value.kind === 'deduction') return <>{`${t('coupons.currency')}${value.amount}`}</>;
  return <span lang={fallbackLang(coupon, 'discordValue')}>{value.text}</span>;
}

function Counter({ profile }: { profile: MerchantProfile }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [coupon, setCoupon] = useState<MerchantCoupon | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const lookup = useLookupCoupon();
  const redeem = useRedeemCoupon();

  const fail = (error: unknown) =>
    setOutcome(error instanceof ApiRequestError ? (OUTCOME_BY_CODE[error.code] ?? 'notFound') : 'notFound');
  // Another scan got there first: look it up again, so the screen can say when it was used.
  const failRedeem = (code: string) => (error: unknown) => {
    fail(error);
    if (error instanceof ApiRequestError && error.code === ERRORS.couponAlreadyUsed.code)
      lookup.mutate(code, { onSuccess: setCoupon });
  };

  const lookUp = useCallback(
    (value: string) => {
      setCoupon(null);
      setOutcome(null);
      lookup.mutate(value, {
        onSuccess: (found) => {
          setCoupon(found);
          setOutcome(outcomeOf(found));
        },
        onError: fail,
      });
    },
    [lookup],
  );

  const reset = () => {
    setCode('');
    setCoupon(null);
    setOutcome(null);
  };

  return (
    <div className={styles.page}>
      <p
        className={styles.brand}
        data-testid="merchant-brand"
        lang={profile.untranslated?.includes('brandName') ? 'zh-CN' : undefined}
      >
        {profile.brandName}
      </p>
      <p className={styles.intro}>{t('merchant.intro')}</p>
      <CodeEntry
        code={code}
        onCodeChange={setCode}
        onLookUp={lookUp}
        busy={lookup.isPending}
        scanLabel={t('merchant.scan')}
        placeholder={t('merchant.codePlaceholder')}
        testId="merchant"
      />
      {(lookup.isPending || redeem.isPending) && (
        <div className={styles.center}>
          <Spinner size={36} />
        </div>
      )}
      {coupon && (
        <section className={styles.coupon} data-testid="merchant-coupon">
          <p className={styles.terms}>
            <strong className={styles.value} data-testid="merchant-coupon-value">
              <ValueText coupon={coupon} />
            </strong>
            {coupon.useCondition && (
              <span
                className={styles.condition}
                data-testid="merchant-coupon-condition"
                lang={fallbackLang(coupon, 'useCondition')}
              >
                {coupon.useCondition}
              </span>
            )}
          </p>
          <p className={styles.couponName} lang={fallbackLang(coupon, 'couponName')}>
            {coupon.couponName}
          </p>
          <p className={styles.meta}>
            <span lang={fallbackLang(coupon, 'brandName')}>{coupon.brandName}</span> ·{' '}
            {t('coupons.validUntil', { date: coupon.validDate })}
          </p>
          <p className={styles.meta}>{coupon.couponCode}</p>
          {!outcome && (
            <Button
              block
              onClick={() =>
                redeem.mutate(coupon.couponCode, {
                  onSuccess: (used) => {
                    setCoupon(used);
                    setOutcome('redeemed');
                  },
                  onError: failRedeem(coupon.couponCode),
                })
              }
              disabled={redeem.isPending}
              data-testid="merchant-redeem"
            >
              {t('merchant.redeem')}
            </Button>
          )}
        </section>
      )}
      {outcome && (
        <section
          className={`${styles.outcome} ${outcome === 'redeemed' ? styles.success : styles.refused}`}
          role="status"
          data-testid="merchant-outcome"
          data-outcome={outcome}
        >
          <strong>{t(`merchant.${outcome}`)}</strong>
          {outcome === 'redeemed' && <p>{t('merchant.redeemedText')}</p>}
          {outcome === 'alreadyUsed' && coupon?.redeemedAt && (
            <p data-testid="merchant-used-at">{t('merchant.usedAt', { date: dottedMoment(coupon.redeemedAt) })}</p>
          )}
          <Button variant="plain" onClick={reset} data-testid="merchant-next">
            {t('merchant.another')}
          </Button>
        </section>
      )}
    </div>
  );
}

function MerchantGate() {
  const { t } = useTranslation();
  const profile = useMerchantProfile();
  if (profile.isPending)
    return (
      <div className={styles.center}>
        <Spinner size={40} />
      </div>
    );
  if (profile.isError) return <EmptyState text={t('merchant.notMerchant')} testId="merchant-refused" />;
  return <Counter profile={profile.data} />;
}

export const MerchantRedeemPage = withQueryClient(function MerchantRedeemPage() {
  const { t } = useTranslation();
  return (
    <Layout title={t('merchant.title')} back tabBar={false}>
      <RequireLogin>
        <MerchantGate />
      </RequireLogin>
    </Layout>
  );
});
