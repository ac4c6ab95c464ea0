/**
 * Issues the one coupon a badge carries, inside the badge claim's transaction, so the badge and its
 * coupon exist together or not at all. The same rules as the coupon service's issue path (stock
 * holds by one conditional UPDATE of the template, a coupon_events row records who issued it),
 * written here so a caller's transaction can hold it; coupon-service.ts opens its own.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { couponEvents, couponTemplates, customerCoupons } from '../../db/schema.js';
import { generateCouponCode } from '../coupons/coupon-code.js';

/**
 * Issues coupon `id` (the claim row already names it); false when the template's stock is gone
 * (the caller rolls back).
 */
export async function issueCouponInTransaction(
  tx: Database,
  { id, templateId, userId, actor, now }: { id: bigint; templateId: number; userId: bigint; actor: string; now: () => number },
): Promise<boolean> {
  const [template] = await tx
    .update(couponTemplates)
    .set({ issued: sql`${couponTemplates.issued} + 1` })
    .where(and(eq(couponTemplates.id, templateId), sql`${couponTemplates.issued} < ${couponTemplates.stock}`))
    .returning({ id: couponTemplates.id });
  if (!template) return false;
  const at = new Date(now());
  await tx.insert(customerCoupons).values({
    id,
    templateId,
    userId,
    couponCode: generateCouponCode(),
    status: 'unused',
    issuedAt: at,
    statusChangedAt: at,
  });
  await tx.insert(couponEvents).values({ couponId: id, fromStatus: null, toStatus: 'unused', actor, at });
  return true;
}
