/** An operator voids an unused coupon (one conditional UPDATE); a used or voided one stays so. */
import { and, eq } from 'drizzle-orm';
import { customerCoupons } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import type { CouponContext } from '../coupon-context.js';
import { finalStateError, recordEvents } from './coupon-rows.js';

export async function voidCoupon(context: CouponContext, couponId: string): Promise<void> {
  const { db, now } = context;
  const [voided] = await db
    .update(customerCoupons)
    .set({ status: 'voided', voidReason: 'operator', statusChangedAt: new Date(now()) })
    .where(and(eq(customerCoupons.id, BigInt(couponId)), eq(customerCoupons.status, 'unused')))
    .returning({ id: customerCoupons.id });
  if (voided) return recordEvents(context, db, [{ couponId: voided.id, from: 'unused', to: 'voided', actor: 'operator' }]);
  const [existing] = await db
    .select()
    .from(customerCoupons)
    .where(eq(customerCoupons.id, BigInt(couponId)));
  if (!existing) throw new ApiError('couponNotFound');
  throw finalStateError(existing);
}
