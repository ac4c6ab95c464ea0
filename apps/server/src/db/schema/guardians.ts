/**
 * A child's guardian (docs/privacy.md, "Children and guardians"): who decided for a child under 14,
 * so that phone can later see, correct, delete and withdraw. The decisions themselves are the
 * consent ledger's rows (purpose `childInformation`, with the guardian's phone).
 */
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

export const childGuardians = pgTable(
  'child_guardians',
  {
    userId: bigint('user_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The guardian's verified phone (E.164): the one that may act for the child. */
    phoneE164: text('phone_e164').notNull(),
    name: text('name').notNull(),
    relationship: text('relationship').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('child_guardians_phone_idx').on(t.phoneE164)],
);
