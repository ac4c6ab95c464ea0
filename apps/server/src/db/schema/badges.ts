/** Badge events, claims and the ways to claim one (codes, NFC tags, venue screens). */
import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, type LocalizedText } from './columns.js';
import { users } from './accounts.js';
import { couponTemplates } from './coupons.js';

/**
 * A badge event operators create. Texts in the three languages like content pages.
 * State comes from the window: before opens_at "not yet open", from closes_at on "closed";
 * claimed_count only grows (a deleted holder's serial is not handed out again).
 */
export const badgeEvents = pgTable('badge_events', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** The content page it belongs to (content_pages.slug), e.g. "yuanxiao". */
  pageSlug: text('page_slug'),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  story: jsonb('story').$type<LocalizedText>().notNull(),
  benefits: jsonb('benefits').$type<LocalizedText>().notNull(),
  artwork: text('artwork').notNull(),
  /** Null: unlimited. */
  supply: integer('supply'),
  claimedCount: integer('claimed_count').notNull().default(0),
  opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
  closesAt: timestamp('closes_at', { withTimezone: true }),
  /** Any of app, venue, nfc, code. */
  methods: text('methods').array().notNull(),
  rewardTemplateId: integer('reward_template_id').references(() => couponTemplates.id),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One person's badge: one per event and person, a serial per event, a public verification token. */
export const badgeClaims = pgTable(
  'badge_claims',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => badgeEvents.id),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serial: integer('serial').notNull(),
    method: text('method', { enum: ['app', 'venue', 'nfc', 'code'] }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    verifyToken: text('verify_token').notNull().unique(),
    rewardCouponId: bigint('reward_coupon_id', { mode: 'bigint' }),
  },
  (t) => [
    uniqueIndex('badge_claims_event_user_idx').on(t.eventId, t.userId),
    uniqueIndex('badge_claims_event_serial_idx').on(t.eventId, t.serial),
    index('badge_claims_user_idx').on(t.userId, t.claimedAt, t.id),
    // The dashboard's claims per day (modules/ops-dashboard).
    index('badge_claims_claimed_idx').on(t.claimedAt),
  ],
);

/** Printed single-use codes: only a keyed hash is kept (the codes are shown to the operator once). */
export const badgeClaimCodes = pgTable(
  'badge_claim_codes',
  {
    codeHash: bytea('code_hash').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => badgeEvents.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: bigint('used_by', { mode: 'bigint' }).references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('badge_claim_codes_event_idx').on(t.eventId)],
);

/** NFC tags (NTAG 424 DNA SUN): the UID, its SDM MAC key and the highest read counter accepted. */
export const badgeNfcTags = pgTable('badge_nfc_tags', {
  uid: text('uid').primaryKey(),
  eventId: integer('event_id')
    .notNull()
    .references(() => badgeEvents.id),
  key: bytea('key').notNull(),
  lastCounter: integer('last_counter').notNull().default(-1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Venue screens: a token that can only fetch one event's current QR; stored hashed. */
export const badgeKioskTokens = pgTable('badge_kiosk_tokens', {
  tokenHash: bytea('token_hash').primaryKey(),
  eventId: integer('event_id')
    .notNull()
    .references(() => badgeEvents.id),
  label: text('label').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
