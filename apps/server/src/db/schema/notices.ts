/**
 * The notice centre and rights requests (docs/privacy.md, "Notices" and "Rights requests").
 * A notice to everyone is one row with no user (a material policy change reaches a million members
 * without a million rows in the request); each member's reading is a row of notice_reads, and the
 * SMS a notice sends, one row each in notice_sms (whom it reached).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedText } from './columns.js';
import { users } from './accounts.js';

export const notices = pgTable(
  'notices',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The member it is for; null: everyone (a policy change: see `lastUserId`). */
    userId: bigint('user_id', { mode: 'bigint' }).references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['policyChange', 'serviceEnding', 'accountClosing', 'rightsReply'] }).notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    /** Where it leads in the app, or null. */
    link: text('link'),
    /** Sent by SMS too (protocol SMS_NOTICE_KINDS). */
    sms: boolean('sms').notNull(),
    /** A notice to everyone: the last member id its SMS fan-out reached; done when it passed the last. */
    smsCursor: bigint('sms_cursor', { mode: 'bigint' }),
    smsDone: boolean('sms_done').notNull().default(false),
    /**
     * A policy change to everyone: the highest account id when it was posted. Later accounts agreed
     * to the new version directly and do not see it (docs/decisions.md, "Who sees a policy change").
     * An id, not a time: accounts take the database's clock, notices the service's.
     */
    lastUserId: bigint('last_user_id', { mode: 'bigint' }),
    /** What the notice is about, where it must exist once (`legal:<document>:<version>`), or null. */
    subject: text('subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('notices_user_idx').on(t.userId, t.id),
    index('notices_everyone_idx')
      .on(t.id)
      .where(sql`${t.userId} is null`),
    uniqueIndex('notices_subject_key').on(t.subject),
    index('notices_fan_out_idx')
      .on(t.id)
      .where(sql`${t.userId} is null and ${t.sms} and not ${t.smsDone}`),
  ],
);

/** A member read a notice (in-app reach). */
export const noticeReads = pgTable(
  'notice_reads',
  {
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    noticeId: bigint('notice_id', { mode: 'bigint' })
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.noticeId] })],
);

/**
 * One SMS of a notice to one member: `pending` until a sweep sends it (`attempt_at` is its lease:
 * a process that stopped mid-send leaves it for the next one), then `sent` or `failed`.
 */
export const noticeSms = pgTable(
  'notice_sms',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedByDefaultAsIdentity(),
    noticeId: bigint('notice_id', { mode: 'bigint' })
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['pending', 'sent', 'failed'] }).notNull(),
    attemptAt: timestamp('attempt_at', { withTimezone: true }).notNull(),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('notice_sms_once_key').on(t.noticeId, t.userId),
    index('notice_sms_user_idx').on(t.userId),
    index('notice_sms_pending_idx')
      .on(t.attemptAt)
      .where(sql`${t.state} = 'pending'`),
  ],
);

/** A member's rights request (PIPL Art. 44–50); its text goes with the account, the audit keeps that it was answered. */
export const rightsRequests = pgTable(
  'rights_requests',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['access', 'correction', 'deletion', 'complaint'] }).notNull(),
    text: text('text').notNull(),
    state: text('state', { enum: ['open', 'answered', 'refused'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** yyyy-mm-dd (Beijing): the 15th working day after the request. */
    dueOn: text('due_on').notNull(),
    reply: text('reply'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The operator (`op:<id>`), as in the audit log. */
    answeredBy: text('answered_by'),
  },
  (t) => [
    index('rights_requests_user_idx').on(t.userId, t.id),
    index('rights_requests_queue_idx')
      .on(t.dueOn, t.id)
      .where(sql`${t.state} = 'open'`),
  ],
);

/**
 * What is left of an operator's closing notice's SMS after the account is erased: the proof that
 * the 30 days' notice was given (docs/privacy.md, "Retention", `closingNoticeProof`). No user id:
 * the notice's id (its operator audit row names the operator and the text), when it was made, the
 * SMS's outcome and time, and the phone masked (enough to match a dispute, not to call).
 */
export const closingNoticeProofs = pgTable(
  'closing_notice_proofs',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The notice's id; no foreign key, the notice row went with the account. */
    noticeId: bigint('notice_id', { mode: 'bigint' }).notNull(),
    noticeAt: timestamp('notice_at', { withTimezone: true }).notNull(),
    phoneMasked: text('phone_masked'),
    state: text('state', { enum: ['pending', 'sent', 'failed'] }).notNull(),
    attemptAt: timestamp('attempt_at', { withTimezone: true }).notNull(),
    error: text('error'),
    /** When the account was erased: the retention period runs from here. */
    accountEndedAt: timestamp('account_ended_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('closing_notice_proofs_ended_idx').on(t.accountEndedAt)],
);
