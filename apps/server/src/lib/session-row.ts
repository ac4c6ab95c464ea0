/**
 * A session's row as authentication reads it: the session joined to its user. Defined once, for
 * the auth plugin's own statement and for statements that read the row along with their own work
 * when the session cache misses (the wallet page), so every reader checks the same columns.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import type { CachedSession } from './session-cache.js';

/** The session named by the `sessionId` placeholder, with its user's guest flag; at most one row. */
export function selectSessionRow(db: Database) {
  return db
    .select({
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      revokedReason: sessions.revokedReason,
      isGuest: users.isGuest,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .limit(1);
}

/** The row as the `pg` driver hands it over in a raw read (bigint and timestamptz as text). */
export interface RawSessionRow {
  user_id: string;
  expires_at: string;
  revoked_reason: CachedSession['revokedReason'];
  is_guest: boolean;
}

export function sessionFromRaw(row: RawSessionRow): CachedSession {
  return {
    userId: BigInt(row.user_id),
    expiresAtMs: new Date(row.expires_at).getTime(),
    revokedReason: row.revoked_reason,
    isGuest: row.is_guest,
  };
}
