/** Wire schemas of the coupon domain (spec §3 "Coupon", §7 coupon detail). */
import { z } from 'zod';
import { idSchema } from './auth.js';

/** Wire spellings kept from the spec: DISCORD is a discount, DECUCTION a deduction. */
export const COUPON_TYPES = ['DISCORD', 'DECUCTION', 'EXCHANGE'] as const;
export const couponTypeSchema = z.enum(COUPON_TYPES);
export type CouponType = z.infer<typeof couponTypeSchema>;

export const COUPON_STATUSES = ['unused', 'used', 'voided'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];
export const COUPON_LIST_FILTERS = ['all', ...COUPON_STATUSES] as const;
export type CouponListFilter = (typeof COUPON_LIST_FILTERS)[number];

/** yyyy.mm.dd, the spec's dotted date. */
export const dottedDateSchema = z.string().regex(/^\d{4}\.(0[1-9]|1[0-2])\.(0[1-9]|[12]\d|3[01])$/, 'must be yyyy.mm.dd');

export const couponSchema = z.object({
  customerCouponId: z.string(),
  couponCode: z.string(),
  couponName: z.string(),
  brandName: z.string(),
  type: couponTypeSchema,
  discordValue: z.string(),
  useCondition: z.string(),
  validDate: dottedDateSchema,
  /** Sanitised HTML. */
  useRule: z.string(),
  status: z.enum(COUPON_STATUSES),
  /** True when the coupon was voided because its validity ended. */
  expired: z.boolean(),
  issuedAt: z.string(),
  statusChangedAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const COUPON_PAGE_SIZE = 20;

export const couponListQuerySchema = z.object({
  status: z.enum(COUPON_LIST_FILTERS).default('all'),
  cursor: z.string().max(200).optional(),
});
/** Lists answer total, the next cursor (null at the end) and the content (spec §3 list shape). */
export const couponListSchema = z.object({ total: z.number().int(), next: z.string().nullable(), content: z.array(couponSchema) });
export type CouponList = z.infer<typeof couponListSchema>;

export const couponDetailRequestSchema = z.object({ customerCouponId: z.union([idSchema, z.number().int().nonnegative().transform(String)]) });
/** Spec §7: the response's data.data is the coupon. */
export const couponDetailSchema = z.object({ data: couponSchema });

export const couponClaimRequestSchema = z.object({ templateId: z.number().int().positive() });

export const couponTemplateCreateSchema = z.object({
  brandName: z.string().trim().min(1).max(64),
  couponName: z.string().trim().min(1).max(64),
  type: couponTypeSchema,
  discordValue: z.string().trim().min(1).max(64),
  useCondition: z.string().trim().max(128).default(''),
  validDate: dottedDateSchema,
  useRule: z.string().max(20_000).default(''),
  stock: z.number().int().min(0).max(10_000_000),
  perUserLimit: z.number().int().min(1).max(1000).default(1),
  /** Campaign pages may let users claim it themselves. */
  claimable: z.boolean().default(false),
});
export const couponIssueSchema = z
  .object({
    templateId: z.number().int().positive(),
    userIds: z.array(idSchema).max(10_000).optional(),
    phones: z.array(z.string().regex(/^\+\d{6,15}$/, 'must be E.164')).max(10_000).optional(),
  })
  .refine((v) => (v.userIds?.length ?? 0) + (v.phones?.length ?? 0) > 0, { message: 'name at least one user id or phone' });
export const couponVoidSchema = z.object({ customerCouponId: idSchema });
export const merchantCreateSchema = z.object({ userId: idSchema, brandName: z.string().trim().min(1).max(64) });

export const couponCodeRequestSchema = z.object({ couponCode: z.string().trim().min(4).max(64) });
export const merchantCouponSchema = couponSchema.omit({ useRule: true, couponCode: true }).extend({ couponCode: z.string(), redeemedAt: z.string().nullable() });
export const merchantProfileSchema = z.object({ brandName: z.string() });
