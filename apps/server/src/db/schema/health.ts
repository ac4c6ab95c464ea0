/** The readiness probe's row. */
import { pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row the readiness check rewrites every few seconds: /healthz must fail when the database can
 * read but not write (a read-only mount, a full disk, a read-only transaction mode).
 */
export const healthProbe = pgTable('health_probe', {
  id: smallint('id').primaryKey(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});
