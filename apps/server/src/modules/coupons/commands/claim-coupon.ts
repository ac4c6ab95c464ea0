/**
 * A user claims a claimable coupon (a campaign page's button): the per-user limit and the stock
 * hold under concurrency because the claim holds the template's row lock.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { couponTemplates, customerCoupons } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import { couponClaims } from '../../../lib/metrics/business.js';
import { countOutcome } from '../../../lib/metrics/outcomes.js';
import type { CouponContext } from '../coupon-context.js';
import { isPastValidity } from '../coupon-dates.js';
import { insertCoupons, type Tx } from './coupon-rows.js';

/** The new coupon's id; each outcome counted (culture_coupon_claims_total). */
export function claimCoupon(context: CouponContext, userId: bigint, templateId: number): Promise<string> {
  return countOutcome(couponClaims, claim(context, userId, templateId));
}

async function claim(context: CouponContext, userId: bigint, templateId: number): Promise<string> {
  const { db, now } = context;
  return db.transaction(async (tx) => {
    const [template] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, templateId)).for('update');
    if (!template) throw new ApiError('notFound');
    if (!template.claimable) throw new ApiError('couponNotClaimable');
    if (isPastValidity(template.validUntil, now())) throw new ApiError('couponExpired');
    const [{ held } = { held: 0 }] = await tx
      .select({ held: count() })
      .from(customerCoupons)
      .where(and(eq(customerCoupons.templateId, templateId), eq(customerCoupons.userId, userId)));
    if (Number(held) >= template.perUserLimit) throw new ApiError('couponLimitReached');
    if (template.issued >= template.stock) throw new ApiError('couponSoldOut');
    await tx
      .update(couponTemplates)
      .set({ issued: sql`${couponTemplates.issued} + 1` })
      .where(eq(couponTemplates.id, templateId));
    const [id] = await insertCoupons(context, tx as unknown as Tx, template, [userId], `user:${userId}`);
    return id!;
  });
}
