/** Wire schemas of the coupon domain (spec §3 "Coupon", §7 coupon detail). */
import { z } from 'zod';
import { idOrNumberSchema, idSchema, int4IdSchema, listCursorSchema, multilineText, plainText } from './primitives.js';

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

/** A real calendar day (not 2026.02.30). */
function isCalendarDay(dotted: string): boolean {
  const iso = dotted.replace(/\./g, '-');
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
}
/**
 * A date an operator sets: a real day in the years 2000–9999. Year 0000 passes the dotted pattern
 * but is no date PostgreSQL stores, and nothing in this app is valid before 2000.
 */
export const validDateInputSchema = dottedDateSchema
  .regex(/^[2-9]\d{3}\./, 'year must be 2000–9999')
  .refine(isCalendarDay, 'not a real date');

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
  /**
   * Texts the operator did not give in the reader's language: they read in simplified Chinese
   * (the app marks them lang="zh-CN"). Absent or empty when everything is in the reader's language.
   */
  untranslated: z.array(z.enum(['brandName', 'couponName', 'discordValue', 'useCondition', 'useRule'])).optional(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const COUPON_PAGE_SIZE = 20;

export const couponListQuerySchema = z.object({
  status: z.enum(COUPON_LIST_FILTERS).default('all'),
  /** The previous page's `next`: refused unless it names a real position in the list. */
  cursor: listCursorSchema.optional(),
});
/** Lists answer total, the next cursor (null at the end) and the content (spec §3 list shape). */
export const couponListSchema = z.object({
  total: z.number().int(),
  next: z.string().nullable(),
  content: z.array(couponSchema),
});
export type CouponList = z.infer<typeof couponListSchema>;

export const couponDetailRequestSchema = z.object({ customerCouponId: idOrNumberSchema });
/** Spec §7: the response's data.data is the coupon. */
export const couponDetailSchema = z.object({ data: couponSchema });

/** Template ids are an integer (int4) column. */
export const couponClaimRequestSchema = z.object({ templateId: int4IdSchema });

/** A template's slug: how a campaign page's claim button names it (lowercase, digits, dashes). */
export const couponTemplateSlugSchema = z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be 1–40 lowercase letters, digits or dashes');

/** What a campaign page's claim button can do for the person looking at it. */
export const COUPON_CAMPAIGN_STATES = ['available', 'claimed', 'soldOut', 'ended'] as const;
export type CouponCampaignState = (typeof COUPON_CAMPAIGN_STATES)[number];
export const couponCampaignQuerySchema = z.object({ template: couponTemplateSlugSchema });
export const couponCampaignSchema = z.object({
  templateId: z.number().int(),
  /** claimed: this person holds as many as the per-user limit allows (never for a guest). */
  state: z.enum(COUPON_CAMPAIGN_STATES),
  /** The newest coupon of this template the person holds, if any. */
  customerCouponId: z.string().nullable(),
});
export type CouponCampaign = z.infer<typeof couponCampaignSchema>;

/**
 * A template text people read: a string (simplified Chinese, as before), or the three languages
 * with simplified Chinese required and traditional Chinese and English each optional (a missing
 * one reads in simplified Chinese).
 */
function templateText<T extends z.ZodType<string>>(text: T) {
  return z.union([text, z.object({ 'zh-CN': text, 'zh-TW': text.optional(), 'en-US': text.optional() }).strict()]);
}
export type TemplateTextInput = string | { 'zh-CN': string; 'zh-TW'?: string | undefined; 'en-US'?: string | undefined };

export const couponTemplateCreateSchema = z.object({
  /** Optional: set it to point a campaign page's claim button at the template; generated otherwise. */
  slug: couponTemplateSlugSchema.optional(),
  /** The simplified-Chinese brand name is what a merchant's brandName must match. */
  brandName: templateText(plainText().trim().min(1).max(64)),
  couponName: templateText(plainText().trim().min(1).max(64)),
  type: couponTypeSchema,
  /** An EXCHANGE coupon's value is text people read; a discount or an amount is a number. */
  discordValue: templateText(plainText().trim().min(1).max(64)),
  useCondition: templateText(plainText().trim().max(128)).default(''),
  validDate: validDateInputSchema,
  /** Rich text (sanitised on write): line breaks are legitimate, other control characters are not. */
  useRule: templateText(multilineText().max(20_000)).default(''),
  stock: z.number().int().min(0).max(10_000_000),
  perUserLimit: z.number().int().min(1).max(1000).default(1),
  /** Campaign pages may let users claim it themselves. */
  claimable: z.boolean().default(false),
});
export const couponIssueSchema = z
  .object({
    templateId: int4IdSchema,
    userIds: z.array(idSchema).max(10_000).optional(),
    phones: z
      .array(z.string().regex(/^\+\d{6,15}$/, 'must be E.164'))
      .max(10_000)
      .optional(),
  })
  .refine((v) => (v.userIds?.length ?? 0) + (v.phones?.length ?? 0) > 0, { message: 'name at least one user id or phone' });
export const couponVoidSchema = z.object({
  customerCouponId: idSchema,
  /** Why (the console asks): kept in the audit row only. */
  reason: plainText().trim().max(200).optional(),
});
export const merchantCreateSchema = z.object({ userId: idSchema, brandName: plainText().trim().min(1).max(64) });

export const couponCodeRequestSchema = z.object({ couponCode: plainText().trim().min(4).max(64) });
export const merchantCouponSchema = couponSchema
  .omit({ useRule: true, couponCode: true })
  .extend({ couponCode: z.string(), redeemedAt: z.string().nullable() });
/** The merchant's brand in the reader's language; `untranslated` names it when it reads in simplified Chinese. */
export const merchantProfileSchema = z.object({
  brandName: z.string(),
  untranslated: z.array(z.literal('brandName')).optional(),
});
export type MerchantProfile = z.infer<typeof merchantProfileSchema>;
