/** Accounts: people, their login sessions, avatars and the SMS codes that log them in. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey(),
    isGuest: boolean('is_guest').notNull().default(true),
    phoneE164: text('phone_e164'),
    nickname: text('nickname'),
    gender: text('gender'),
    /** Version of the stored avatar (changes the avatar URL so caches refresh); null when none. */
    avatarVersion: text('avatar_version'),
    wechatOpenId: text('wechat_open_id'),
    /** The linked WeChat's nickname when it was linked (shown on /My); null: none, or WeChat did not say. */
    wechatNickname: text('wechat_nickname'),
    /** Set by support (docs/operator-console.md, "Members and support"): no login, sessions ended. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Until when support muted the member from a report: no message is stored before it. */
    mutedUntil: timestamp('muted_until', { withTimezone: true }),
    /** yyyy-mm, the age question's answer (China time decides who is under 14); null: never asked. */
    birthMonth: text('birth_month'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_phone_e164_key')
      .on(t.phoneE164)
      .where(sql`${t.phoneE164} is not null`),
    // One account per WeChat openId: "log in with WeChat" must know which one.
    uniqueIndex('users_wechat_open_id_key')
      .on(t.wechatOpenId)
      .where(sql`${t.wechatOpenId} is not null`),
  ],
);

/**
 * One row per issued token. A token is valid only while its session row is neither expired nor
 * revoked, so logout, "logged in elsewhere" and account deletion take effect at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['guest', 'phone', 'wallet', 'wechat'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason', { enum: ['logout', 'superseded', 'deleted', 'disabled'] }),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    // The dashboard's sign-ins per day and method (modules/ops-dashboard).
    index('sessions_created_idx').on(t.createdAt),
  ],
);

export const avatars = pgTable('avatars', {
  userId: bigint('user_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time SMS codes, stored only as an HMAC. A new request replaces the phone's live code. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phoneE164: text('phone_e164').notNull(),
    codeHmac: text('code_hmac').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** Set when used, replaced, or locked after too many wrong tries. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phoneE164, t.createdAt)],
);

/** Short-lived, single-use proof that a phone was verified; exchanged for a session at login. */
export const smsTokens = pgTable('sms_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  phoneE164: text('phone_e164').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** What the outbox SMS driver "sent" (development and tests only). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    phoneE164: text('phone_e164').notNull(),
    text: text('text').notNull(),
    code: text('code').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phoneE164, t.sentAt)],
);
