/**
 * Members' reports of a message or a person (docs/operator-console.md, "Members and support"):
 * support works through the open ones and resolves each with an outcome the reporter then sees.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

export const memberReports = pgTable(
  'member_reports',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedByDefaultAsIdentity(),
    reporterId: bigint('reporter_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetUserId: bigint('target_user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The reported message, or null when a person is reported. */
    messageId: bigint('message_id', { mode: 'bigint' }),
    /** The message's text when it was reported (support judges what was seen, even if it goes). */
    excerpt: text('excerpt'),
    reason: text('reason', { enum: ['spam', 'abuse', 'fraud', 'other'] }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    outcome: text('outcome', { enum: ['dismissed', 'muted', 'banned'] }),
    muteHours: integer('mute_hours'),
    /** The operator who resolved it (`op:<id>`), as in the audit log. */
    resolvedBy: text('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    // One open report per reporter and target (the message, or the person).
    uniqueIndex('member_reports_open_key')
      .on(t.reporterId, t.targetUserId, sql`coalesce(${t.messageId}, 0)`)
      .where(sql`${t.resolvedAt} is null`),
    // The queue: open reports oldest first.
    index('member_reports_queue_idx')
      .on(t.id)
      .where(sql`${t.resolvedAt} is null`),
    index('member_reports_reporter_idx').on(t.reporterId, t.id),
    index('member_reports_target_idx').on(t.targetUserId),
  ],
);
