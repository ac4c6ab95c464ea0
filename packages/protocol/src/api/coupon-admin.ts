/**
 * Wire schemas of the console's coupons section (docs/operator-console.md, "Coupons"): the paged
 * list of templates and issuing a template to members from a CSV, previewed before it is committed.
 */
import { z } from 'zod';
import { couponTemplateCreateSchema, couponTypeSchema, dottedDateSchema } from './coupons.js';
import { consoleSearch, int4IdSchema, MAX_INT4, multilineText } from './primitives.js';

export const COUPON_TEMPLATE_PAGE_SIZE = 50;

/** `cursor` is the previous page's `next`: the last template id it showed. */
export const couponTemplateListQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'must be a template id')
    .refine((v) => Number(v) <= MAX_INT4, 'must be a template id')
    .optional(),
  /** Part of the slug, the brand or the coupon's name in any language (case-insensitive). */
  q: consoleSearch(),
});

export const couponTemplateSummarySchema = z.object({
  templateId: z.number().int(),
  slug: z.string(),
  /** In the reader's language (simplified Chinese where the operator gave no translation). */
  brandName: z.string(),
  couponName: z.string(),
  type: couponTypeSchema,
  discordValue: z.string(),
  validDate: dottedDateSchema,
  stock: z.number().int(),
  issued: z.number().int(),
  claimable: z.boolean(),
  createdAt: z.string(),
});
export type CouponTemplateSummary = z.infer<typeof couponTemplateSummarySchema>;

/** Newest first; `next` is null on the last page. */
export const couponTemplateListSchema = z.object({
  total: z.number().int(),
  next: z.string().nullable(),
  content: z.array(couponTemplateSummarySchema),
});
export type CouponTemplateList = z.infer<typeof couponTemplateListSchema>;

/** A CSV of at most this many rows (plus its header) is issued in one commit. */
export const COUPON_CSV_MAX_ROWS = 100_000;
/** 100,000 rows of a phone number with its country code fit with room to spare. */
export const COUPON_CSV_MAX_CHARS = 4_000_000;
/** Header names the CSV's one column may have: phone numbers or member ids. */
export const COUPON_CSV_COLUMNS = {
  phone: ['phone', 'mobile', '手机号', '手機號'],
  memberId: ['member_id', 'user_id', 'id', '会员id', '會員id'],
} as const;

/**
 * Why a row is not issued. badPhone: not a valid number; badMemberId: not a whole number id;
 * unknownMember: no member has that phone or id; duplicate: a member an earlier row named already;
 * alreadyHolds: the member holds as many of this template as its per-person limit allows;
 * stockShort: the rows before it used up what is left of the stock.
 */
export const COUPON_CSV_PROBLEMS = [
  'badPhone',
  'badMemberId',
  'unknownMember',
  'duplicate',
  'alreadyHolds',
  'stockShort',
] as const;
export type CouponCsvProblem = (typeof COUPON_CSV_PROBLEMS)[number];
/** The preview lists at most this many problem rows (the counts count them all). */
export const COUPON_CSV_PROBLEM_ROWS = 200;

export const couponCsvPreviewRequestSchema = z.object({
  templateId: int4IdSchema,
  csv: multilineText().min(1).max(COUPON_CSV_MAX_CHARS),
});
/** `batchId` names the commit: a retried commit with the same id issues nothing twice. */
export const couponCsvIssueRequestSchema = couponCsvPreviewRequestSchema.extend({ batchId: z.string().uuid() });

export const couponCsvPreviewSchema = z.object({
  column: z.enum(['phone', 'memberId']),
  /** Data rows (blank lines are not rows). */
  rows: z.number().int(),
  /** Rows that would be issued now. */
  issuable: z.number().int(),
  /** The template's stock not yet issued (in a commit's answer: after this batch). */
  stockLeft: z.number().int(),
  counts: z.object(
    Object.fromEntries(COUPON_CSV_PROBLEMS.map((p) => [p, z.number().int()])) as Record<CouponCsvProblem, z.ZodNumber>,
  ),
  /** The first problem rows, in file order; `line` counts the header as line 1. */
  problems: z.array(z.object({ line: z.number().int(), value: z.string(), problem: z.enum(COUPON_CSV_PROBLEMS) })),
});
export type CouponCsvPreview = z.infer<typeof couponCsvPreviewSchema>;

export const couponCsvIssueResultSchema = couponCsvPreviewSchema.extend({
  batchId: z.string(),
  /** Coupons this batch issued (the earlier commit's number when `replayed`). */
  issued: z.number().int(),
  /** True when this batch id was already committed: nothing new was issued. */
  replayed: z.boolean(),
});
export type CouponCsvIssueResult = z.infer<typeof couponCsvIssueResultSchema>;

/** `?id=`: one template, for the edit form. */
export const couponTemplateQuerySchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'must be a template id')
    .refine((v) => Number(v) <= MAX_INT4, 'must be a template id'),
});

const threeLanguages = z.object({ 'zh-CN': z.string(), 'zh-TW': z.string(), 'en-US': z.string() });
/** A template as the edit form reads it: each text in the three languages ('' where not translated). */
export const couponTemplateEditableSchema = z.object({
  templateId: z.number().int(),
  slug: z.string(),
  type: couponTypeSchema,
  brandName: threeLanguages,
  couponName: threeLanguages,
  discordValue: threeLanguages,
  useCondition: threeLanguages,
  useRule: threeLanguages,
  validDate: dottedDateSchema,
  stock: z.number().int(),
  issued: z.number().int(),
  perUserLimit: z.number().int(),
  claimable: z.boolean(),
});
export type CouponTemplateEditable = z.infer<typeof couponTemplateEditableSchema>;

/**
 * Edit or restock a template: the texts, validity, stock and per-member limit, all sent (the form
 * holds them all). Its slug and type stay: campaign pages and issued coupons stand on them. A stock
 * below what is already issued is refused (40907 couponStockBelowIssued).
 */
export const couponTemplateEditSchema = couponTemplateCreateSchema
  .omit({ slug: true, type: true, claimable: true })
  .extend({ templateId: int4IdSchema });

/** Stop (false) or resume (true) members' claims; coupons already held are kept. */
export const couponTemplateClaimingSchema = z.strictObject({ templateId: int4IdSchema, claimable: z.boolean() });
