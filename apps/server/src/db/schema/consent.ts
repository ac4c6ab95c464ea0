/** Legal documents' versions and the consent ledger (docs/privacy.md). */
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedText } from './columns.js';

/**
 * Each legal document's published versions. Version 1 of each is built into the code (the texts
 * shipped in the app, consent/legal-versions.ts); operators add later ones. A row is never changed:
 * a correction is a new version.
 */
export const legalVersions = pgTable(
  'legal_versions',
  {
    document: text('document').notNull(),
    version: integer('version').notNull(),
    /** yyyy-mm-dd */
    effectiveDate: text('effective_date').notNull(),
    /** Material: blocks the next visit until agreed; minor: a banner shown once. */
    material: boolean('material').notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.document, t.version] })],
);

/**
 * The consent ledger: append-only, one row per decision (PIPL Art. 14–16). Withdrawal is a new row;
 * what a person consents to now is their latest row per purpose and document. No foreign key to
 * users: the rows are the evidence of consent and outlive the account for the period docs/privacy.md
 * gives (PIPL Art. 47 with Art. 69's burden of proof).
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    /** A guardian's verified phone (E.164) when a guardian decided for a child; else null. */
    guardianPhone: text('guardian_phone'),
    purpose: text('purpose').notNull(),
    document: text('document').notNull(),
    version: integer('version').notNull(),
    language: text('language').notNull(),
    decision: text('decision').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    channel: text('channel').notNull(),
    ip: text('ip'),
  },
  (t) => [index('consent_records_user_idx').on(t.userId, t.purpose, t.document, t.at)],
);
