/** Voids unused coupons whose validity ended (void_reason 'expired', actor 'system'). */
import { and, eq, inArray, lt, type SQL } from 'drizzle-orm';
import { couponTemplates, customerCoupons } from '../../../db/schema.js';
import type { CouponContext } from '../coupon-context.js';
import { todayInChina } from '../coupon-dates.js';
import { recordEvents } from './coupon-rows.js';

/** For one holder, or everyone (the sweep); how many were voided. */
export async function expireCoupons(context: CouponContext, userId?: bigint): Promise<number> {
  const { db, now } = context;
  const today = todayInChina(now());
  const at = new Date(now());
  const expiredTemplates = db
    .select({ id: couponTemplates.id })
    .from(couponTemplates)
    .where(lt(couponTemplates.validUntil, today));
  const conditions: SQL[] = [eq(customerCoupons.status, 'unused'), inArray(customerCoupons.templateId, expiredTemplates)];
  if (userId !== undefined) conditions.push(eq(customerCoupons.userId, userId));
  const expired = await db
    .update(customerCoupons)
    .set({ status: 'voided', voidReason: 'expired', statusChangedAt: at })
    .where(and(...conditions))
    .returning({ id: customerCoupons.id });
  await recordEvents(
    context,
    db,
    expired.map((c) => ({ couponId: c.id, from: 'unused', to: 'voided', actor: 'system' })),
  );
  return expired.length;
}
