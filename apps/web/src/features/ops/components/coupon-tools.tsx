/** Voiding one coupon by its id, and making a member the merchant of a brand (merchants.manage). */
import { useState, type FormEvent } from 'react';
import { couponsApi } from '../api/coupons-client';
import { useCouponsTexts } from '../model/coupons-texts';
import { fill } from '../model/ops-texts';
import styles from './coupons.module.css';
import ops from './ops.module.css';
import { OutcomeLine, useOutcome } from './outcome';

export function CouponTools({ canMakeMerchants }: { canMakeMerchants: boolean }) {
  const { texts } = useCouponsTexts();
  const t = texts.tools;
  const [couponId, setCouponId] = useState('');
  const [memberId, setMemberId] = useState('');
  const [brand, setBrand] = useState('');
  const voiding = useOutcome();
  const merchant = useOutcome();

  const voidCoupon = (event: FormEvent) => {
    event.preventDefault();
    const id = couponId.trim();
    void voiding.run(async () => (await couponsApi.voidCoupon(id), fill(t.voided, { id })));
  };
  const makeMerchant = (event: FormEvent) => {
    event.preventDefault();
    const [id, name] = [memberId.trim(), brand.trim()];
    void merchant.run(async () => (await couponsApi.makeMerchant(id, name), fill(t.merchantMade, { id, brand: name })));
  };

  return (
    <div className={styles.columns}>
      <form className={styles.panel} onSubmit={voidCoupon} data-testid="coupons-void">
        <h2>{t.voidHeading}</h2>
        <div className={styles.inline}>
          <label>
            {t.couponId}
            <input required inputMode="numeric" value={couponId} onChange={(e) => setCouponId(e.target.value)} />
          </label>
          <button type="submit" className={ops.primary} disabled={voiding.busy}>
            {t.void}
          </button>
        </div>
        <OutcomeLine outcome={voiding.outcome} testId="coupons-void-outcome" />
      </form>
      {canMakeMerchants && (
        <form className={styles.panel} onSubmit={makeMerchant} data-testid="coupons-merchant">
          <h2>{t.merchantHeading}</h2>
          <div className={styles.inline}>
            <label>
              {t.memberId}
              <input required inputMode="numeric" value={memberId} onChange={(e) => setMemberId(e.target.value)} />
            </label>
            <label>
              {t.brandName}
              <input required value={brand} onChange={(e) => setBrand(e.target.value)} />
            </label>
            <button type="submit" className={ops.primary} disabled={merchant.busy}>
              {t.makeMerchant}
            </button>
          </div>
          <OutcomeLine outcome={merchant.outcome} testId="coupons-merchant-outcome" />
        </form>
      )}
    </div>
  );
}
