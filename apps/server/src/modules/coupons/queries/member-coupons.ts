/**
 * One member's coupons for the console's member record (docs/operator-console.md, "Coupons"),
 * newest first, a page at a time by (issued_at, id): the wallet's own index
 * (customer_coupons_user_idx) answers any page with one range scan.
 */
import { and, count, desc, eq, lt, or } from 'drizzle-orm';
import {
  decodeListCursor,
  encodeListCursor,
  MEMBER_COUPON_PAGE_SIZE,
  type Locale,
  type MemberCouponList,
} from '@culture/protocol';
import { couponTemplates, customerCoupons, users } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import type { CouponContext } from '../coupon-context.js';
import { isoToDotted } from '../coupon-dates.js';
import { localiseTemplate } from '../coupon-localise.js';

/** All but the last four characters hidden: support tells coupons apart, a code read out is not redeemable. */
export function maskCode(code: string): string {
  return `${'•'.repeat(Math.max(0, code.length - 4))}${code.slice(-4)}`;
}

export async function memberCoupons(
  { db }: CouponContext,
  userId: bigint,
  cursor: string | undefined,
  locale: Locale,
): Promise<MemberCouponList> {
  const position = cursor === undefined ? null : decodeListCursor(cursor);
  const mine = eq(customerCoupons.userId, userId);
  const after = position
    ? or(
        lt(customerCoupons.issuedAt, position.at),
        and(eq(customerCoupons.issuedAt, position.at), lt(customerCoupons.id, position.id)),
      )
    : undefined;
  const [[{ total } = { total: 0 }], page] = await Promise.all([
    db.select({ total: count() }).from(customerCoupons).where(mine),
    db
      .select({ coupon: customerCoupons, template: couponTemplates })
      .from(customerCoupons)
      .innerJoin(couponTemplates, eq(couponTemplates.id, customerCoupons.templateId))
      .where(and(mine, after))
      .orderBy(desc(customerCoupons.issuedAt), desc(customerCoupons.id))
      .limit(MEMBER_COUPON_PAGE_SIZE + 1),
  ]);
  // No coupons and no member: the record's own answer (404 memberNotFound), not an empty list.
  if (Number(total) === 0) {
    const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!exists) throw new ApiError('memberNotFound');
  }
  const shown = page.slice(0, MEMBER_COUPON_PAGE_SIZE);
  const last = shown.at(-1)?.coupon;
  return {
    total: Number(total),
    next: page.length > MEMBER_COUPON_PAGE_SIZE && last ? encodeListCursor({ at: last.issuedAt, id: last.id }) : null,
    content: shown.map(({ coupon, template }) => {
      const { texts } = localiseTemplate(template, locale);
      return {
        customerCouponId: coupon.id.toString(),
        templateId: template.id,
        couponName: texts.couponName,
        brandName: texts.brandName,
        maskedCode: maskCode(coupon.couponCode),
        status: coupon.status,
        voidReason: coupon.voidReason,
        validDate: isoToDotted(template.validUntil),
        issuedAt: coupon.issuedAt.toISOString(),
        statusChangedAt: coupon.statusChangedAt.toISOString(),
      };
    }),
  };
}
