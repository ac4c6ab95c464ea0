/**
 * Wire schemas of the console's coupon operations beyond templates (docs/operator-console.md,
 * "Coupons"): a member's coupons in the member record, and the merchants list and removal.
 */
import { z } from 'zod';
import { COUPON_STATUSES } from './coupons.js';
import { consoleSearch, idSchema, listCursorSchema } from './primitives.js';

export const MEMBER_COUPON_PAGE_SIZE = 20;

/** `id`: the member; `cursor`: the previous page's `next`. */
export const memberCouponsQuerySchema = z.object({ id: idSchema, cursor: listCursorSchema.optional() });

export const memberCouponSchema = z.object({
  customerCouponId: z.string(),
  templateId: z.number().int(),
  /** In the reader's language. */
  couponName: z.string(),
  brandName: z.string(),
  /** The code with all but its last four characters hidden: support needs to tell coupons apart, not redeem them. */
  maskedCode: z.string(),
  status: z.enum(COUPON_STATUSES),
  voidReason: z.enum(['operator', 'expired']).nullable(),
  validDate: z.string(),
  issuedAt: z.string(),
  statusChangedAt: z.string(),
});
export type MemberCoupon = z.infer<typeof memberCouponSchema>;

/** Newest first; `next` is null on the last page. */
export const memberCouponListSchema = z.object({
  total: z.number().int(),
  next: z.string().nullable(),
  content: z.array(memberCouponSchema),
});
export type MemberCouponList = z.infer<typeof memberCouponListSchema>;

export const MERCHANT_PAGE_SIZE = 50;

/** `q`: part of a brand name or of a phone number; `cursor`: the previous page's `next`. */
export const merchantListQuerySchema = z.object({
  q: consoleSearch(),
  cursor: listCursorSchema.optional(),
});

export const merchantSummarySchema = z.object({
  userId: z.string(),
  /** The member's nickname, as the member record shows it. */
  nickname: z.string().nullable(),
  /** E.164, as the member record shows it. */
  phone: z.string().nullable(),
  brandName: z.string(),
  since: z.string(),
});
export type MerchantSummary = z.infer<typeof merchantSummarySchema>;

/** Newest first; `next` is null on the last page. */
export const merchantListSchema = z.object({
  total: z.number().int(),
  next: z.string().nullable(),
  content: z.array(merchantSummarySchema),
});
export type MerchantList = z.infer<typeof merchantListSchema>;

export const merchantRemoveSchema = z.strictObject({ userId: idSchema });
