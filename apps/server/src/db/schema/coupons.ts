/** Coupon templates, the coupons people hold, their history and the merchants who redeem them. */
import { bigint, boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** The texts of a coupon template people read; the columns hold them in simplified Chinese. */
export type CouponTemplateTexts = {
  brandName: string;
  couponName: string;
  discordValue: string;
  useCondition: string;
  useRule: string;
};

/** Traditional Chinese and English of a template's texts, each optional: a missing one reads as simplified Chinese. */
export type CouponTemplateTranslations = Partial<Record<'zh-TW' | 'en-US', Partial<CouponTemplateTexts>>>;

/**
 * A coupon as operators define it. brand_name, coupon_name, discord_value (an EXCHANGE coupon's
 * text), use_condition and use_rule are the simplified-Chinese texts (required); `translations`
 * carries the other two languages where the operator gave them. brand_name (simplified) is also
 * what a merchant's brand must match.
 */
export const couponTemplates = pgTable('coupon_templates', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  brandName: text('brand_name').notNull(),
  couponName: text('coupon_name').notNull(),
  /** Wire spellings kept: DISCORD (discount), DECUCTION (deduction), EXCHANGE. */
  type: text('type', { enum: ['DISCORD', 'DECUCTION', 'EXCHANGE'] }).notNull(),
  discordValue: text('discord_value').notNull(),
  useCondition: text('use_condition').notNull(),
  validUntil: date('valid_until').notNull(),
  useRule: text('use_rule').notNull(),
  stock: integer('stock').notNull(),
  issued: integer('issued').notNull().default(0),
  perUserLimit: integer('per_user_limit').notNull().default(1),
  /** Campaign pages may let users claim it themselves. */
  claimable: boolean('claimable').notNull().default(false),
  /** Rows written before templates had translations keep '{}': everything reads as simplified Chinese. */
  translations: jsonb('translations').$type<CouponTemplateTranslations>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A coupon held by one person. The code is what the counter scans; it is random and unique. */
export const customerCoupons = pgTable(
  'customer_coupons',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponCode: text('coupon_code').notNull().unique(),
    status: text('status', { enum: ['unused', 'used', 'voided'] })
      .notNull()
      .default('unused'),
    /** Why a voided coupon was voided. */
    voidReason: text('void_reason', { enum: ['operator', 'expired'] }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('customer_coupons_user_idx').on(t.userId, t.issuedAt, t.id),
    index('customer_coupons_user_status_idx').on(t.userId, t.status, t.issuedAt, t.id),
    index('customer_coupons_template_user_idx').on(t.templateId, t.userId),
    // The dashboard's claims per day (modules/ops-dashboard).
    index('customer_coupons_issued_idx').on(t.issuedAt),
  ],
);

/** Every status change of a coupon: who (actor) and when. */
export const couponEvents = pgTable(
  'coupon_events',
  {
    id: serial('id').primaryKey(),
    couponId: bigint('coupon_id', { mode: 'bigint' })
      .notNull()
      .references(() => customerCoupons.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** 'operator', 'system' (expiry), 'merchant:<user id>', 'user:<user id>' (claim). */
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('coupon_events_coupon_idx').on(t.couponId),
    // The dashboard's claims and redemptions per day (modules/ops-dashboard).
    index('coupon_events_at_idx').on(t.at),
  ],
);

/** Accounts allowed to redeem the coupons of one brand. */
export const merchants = pgTable('merchants', {
  userId: bigint('user_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  brandName: text('brand_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One committed CSV issue (docs/operator-console.md, "Coupons"): its id is the console's batch id,
 * so a retried commit finds this row and answers its result instead of issuing again.
 */
export const couponIssueBatches = pgTable('coupon_issue_batches', {
  id: text('id').primaryKey(),
  templateId: integer('template_id')
    .notNull()
    .references(() => couponTemplates.id),
  /** SHA-256 of the CSV: the same batch id with another file is refused. */
  csvSha256: text('csv_sha256').notNull(),
  issued: integer('issued').notNull(),
  /** The commit's answer (counts and the first problem rows), answered again on a retry. */
  result: jsonb('result').notNull(),
  /** Who committed it (the audit row's actor). */
  actor: text('actor'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
