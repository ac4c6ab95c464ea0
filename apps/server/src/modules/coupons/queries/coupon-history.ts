/** A coupon's status changes, oldest first (who and when, spec-open rules in docs/decisions.md "Statuses"). */
import { eq } from 'drizzle-orm';
import { couponEvents } from '../../../db/schema.js';
import type { CouponContext } from '../coupon-context.js';

export async function couponHistory({ db }: CouponContext, couponId: bigint) {
  return db.select().from(couponEvents).where(eq(couponEvents.couponId, couponId)).orderBy(couponEvents.id);
}
