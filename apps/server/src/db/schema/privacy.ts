/** A person's rights over their data (docs/privacy.md): export jobs, pending cancellations, their audit. */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './columns.js';
import { users } from './accounts.js';

/**
 * "Download my data" jobs (PIPL Art. 45). A row is the job: it survives a restart, and a worker
 * claims it with FOR UPDATE SKIP LOCKED so two processes never build the same one. `leased_until`
 * hands a job whose worker died to the next one. The zip lives here until it expires (24 h).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** queued → running → ready | failed; ready → expired when the 24 hours pass. */
    state: text('state', { enum: ['queued', 'running', 'ready', 'failed', 'expired'] }).notNull(),
    progress: integer('progress').notNull().default(0),
    /** The language of the readable page. */
    locale: text('locale').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    zip: bytea('zip'),
    size: integer('size'),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.requestedAt),
    index('data_exports_open_idx')
      .on(t.requestedAt)
      .where(sql`${t.state} in ('queued', 'running')`),
  ],
);

/**
 * A cancellation in its cooling-off (PIPL Art. 47): the account is deleted at `completes_at`
 * unless the person keeps it. The row goes with the account (or when withdrawn); what happened
 * stays in privacy_audit.
 */
export const accountCancellations = pgTable(
  'account_cancellations',
  {
    userId: bigint('user_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    completesAt: timestamp('completes_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('account_cancellations_due_idx').on(t.completesAt)],
);

/**
 * Every export, download and cancellation step, by person (the evidence that a rights request was
 * answered and when). No foreign key: the rows outlive the account like the consent ledger
 * (docs/privacy.md, "Retention of the ledger").
 */
export const privacyAudit = pgTable(
  'privacy_audit',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    /** export.requested, export.ready, export.downloaded, cancellation.requested, .withdrawn, .completed */
    action: text('action').notNull(),
    exportId: bigint('export_id', { mode: 'bigint' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ip: text('ip'),
  },
  (t) => [index('privacy_audit_user_idx').on(t.userId, t.at)],
);
