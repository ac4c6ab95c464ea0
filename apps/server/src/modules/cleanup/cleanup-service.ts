/**
 * The scheduled clean-up: rows nobody can use any more are deleted, so tables do not grow forever.
 *   - sessions past their expiry (their tokens have expired too, so every answer stays the same:
 *     the token check says 101102 before the row is looked at);
 *   - guests that hold nothing: no session still valid, no coupon, wallet, avatar or merchant
 *     role (a guest never becomes a logged-in account; logging in creates or finds the phone's own);
 *   - SMS codes and SMS tokens an hour after they expired, and used SMS tokens;
 *   - wallet sign-in nonces once expired (used ones are deleted when used);
 *   - WeChat link tickets once expired (ten minutes);
 *   - hall visits (the console's visitors per hall) after 90 days;
 *   - and, in retention-sweep.ts, consent evidence and the privacy audit three years after the
 *     account ended, the operator audit after three years, export records and the SMS outbox.
 * Every period is read from modules/privacy/retention.ts (docs/privacy.md, "Retention"). Each
 * sweep's counts go to the log line and to culture_retention_deleted_total{category}.
 * Deletes go in batches of BATCH_SIZE rows, one short statement each, so a sweep never holds many
 * row locks or one long transaction; a sweep stops after MAX_BATCHES per kind and the next sweep
 * carries on. Tables that reference these rows are listed in REFERENCES; the clean-up test fails
 * when a new foreign key appears, so whoever adds one decides what the clean-up must keep.
 */
import { and, isNotNull, lt, lte, notExists, or, sql, eq, gt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { hallVisits, sessions, smsCodes, smsTokens, users, walletNonces, wechatCodes } from '../../db/schema.js';
import { beijingDay } from '../../lib/beijing-time.js';
import { USER_OWNED_COLUMNS } from '../../db/user-owned-tables.js';
import { counter } from '../../lib/metrics/registry.js';
import { RETENTION, retentionMs } from '../privacy/retention.js';
import { LINK_TICKET_MS as WECHAT_LINK_TICKET_MS } from '../wechat/wechat-service.js';
import { deleteGuestsRecordingEnd, evidenceGate, inBatches, sweepRetention, type RetentionReport } from './retention-sweep.js';

/** Rows the clean-up deleted, by category (docs/operations.md). */
const retentionDeleted = counter('culture_retention_deleted_total', 'Rows deleted by the scheduled clean-up, by category.', [
  'category',
]);

export const CLEANUP = {
  batchSize: 500,
  maxBatches: 20,
  /** SMS codes and tokens are kept this long after they expired (recent history for support). */
  smsRetentionMs: retentionMs(RETENTION.smsCodes),
  /** A guest younger than this is never deleted, whatever its sessions say. */
  guestMinAgeMs: retentionMs(RETENTION.guests),
  /** Days of hall visits kept: the dashboard's longest period. */
  hallVisitDays: RETENTION.hallVisits.amount,
} as const;

/**
 * Every foreign key pointing at a table the clean-up deletes from, and how it is handled: a guest
 * is deleted only when the `keep` tables hold nothing of theirs; `cascade` rows go with it, and so
 * would `members-only` rows with a foreign key (a guest never holds one). The users' part comes
 * from the one list of user-owned columns (db/user-owned-tables.ts).
 */
const userForeignKeys = USER_OWNED_COLUMNS.filter((c) => c.foreignKey !== null);
const KEPT_BY = userForeignKeys.filter((c) => c.cleanup === 'keep');
export const REFERENCES = {
  users: {
    cascade: userForeignKeys.filter((c) => c.cleanup === 'cascade' || c.cleanup === 'members-only').map((c) => c.table),
    keep: KEPT_BY.map((c) => c.table),
  },
  sessions: { cascade: [], keep: [] },
  sms_codes: { cascade: [], keep: [] },
  sms_tokens: { cascade: [], keep: [] },
} as const;

export interface CleanupReport extends RetentionReport {
  sessions: number;
  guests: number;
  smsCodes: number;
  smsTokens: number;
  walletNonces: number;
  wechatCodes: number;
  hallVisits: number;
}

/** SKIP LOCKED: rows a request is working on right now are left for the next sweep. */
const select = (key: PgColumn, table: PgTable, where: SQL | undefined) => (limit: number) =>
  sql`select ${key} from ${table} where ${where} limit ${limit} for update skip locked`;

export function createCleanupService({ db, now }: { db: Database; now: () => number }) {
  /** Deletes rows whose key the `pick` subquery selects, a batch at a time. */
  async function deleteInBatches(table: PgTable, key: PgColumn, pick: (limit: number) => SQL): Promise<number> {
    let deleted = 0;
    for (let batch = 0; batch < CLEANUP.maxBatches; batch += 1) {
      const rows = await db
        .delete(table)
        .where(sql`${key} in (${pick(CLEANUP.batchSize)})`)
        .returning({ key });
      deleted += rows.length;
      if (rows.length < CLEANUP.batchSize) break;
    }
    return deleted;
  }

  const evidence = evidenceGate(now, CLEANUP);

  async function sweep(): Promise<CleanupReport> {
    const at = new Date(now());
    const smsCutoff = new Date(now() - CLEANUP.smsRetentionMs);
    const guestCutoff = new Date(now() - CLEANUP.guestMinAgeMs);
    const holds = (table: string, column: string) =>
      sql`not exists (select 1 from ${sql.identifier(table)} where ${sql.identifier(table)}.${sql.identifier(column)} = ${users.id})`;

    const expiredSessions = await deleteInBatches(
      sessions,
      sessions.id,
      select(sessions.id, sessions, lte(sessions.expiresAt, at)),
    );
    const guestPick = select(
      users.id,
      users,
      and(
        eq(users.isGuest, true),
        lt(users.createdAt, guestCutoff),
        notExists(
          db
            .select({ one: sql`1` })
            .from(sessions)
            .where(and(eq(sessions.userId, users.id), gt(sessions.expiresAt, at))),
        ),
        ...KEPT_BY.map(({ table, column }) => holds(table, column)),
      ),
    );
    // Guests the consent ledger names get their `account.ended` row in the same statement.
    const guests = await inBatches(db, CLEANUP, (n) => deleteGuestsRecordingEnd(guestPick(n), at));
    const codes = await deleteInBatches(smsCodes, smsCodes.id, select(smsCodes.id, smsCodes, lt(smsCodes.expiresAt, smsCutoff)));
    const tokens = await deleteInBatches(
      smsTokens,
      smsTokens.tokenHash,
      select(smsTokens.tokenHash, smsTokens, or(lt(smsTokens.expiresAt, smsCutoff), isNotNull(smsTokens.usedAt))),
    );
    const nonces = await deleteInBatches(
      walletNonces,
      walletNonces.nonce,
      select(walletNonces.nonce, walletNonces, lte(walletNonces.expiresAt, at)),
    );
    const wechat = await deleteInBatches(
      wechatCodes,
      wechatCodes.codeHash,
      select(wechatCodes.codeHash, wechatCodes, lte(wechatCodes.createdAt, new Date(now() - WECHAT_LINK_TICKET_MS))),
    );
    // Hall visits have no key of their own: the row's place (ctid) picks a batch.
    const visitCutoff = beijingDay(now() - CLEANUP.hallVisitDays * 24 * 3_600_000);
    const visits = await inBatches(
      db,
      CLEANUP,
      (n) => sql`delete from ${hallVisits} where ctid in (
          select ctid from ${hallVisits} where ${hallVisits.day} < ${visitCutoff} limit ${n} for update skip locked)
        returning day`,
    );
    const report: CleanupReport = {
      sessions: expiredSessions,
      guests,
      smsCodes: codes,
      smsTokens: tokens,
      walletNonces: nonces,
      wechatCodes: wechat,
      hallVisits: visits,
      ...(await sweepRetention(db, now(), CLEANUP, evidence)),
    };
    for (const [category, deleted] of Object.entries(report)) if (deleted > 0) retentionDeleted.inc({ category }, deleted);
    return report;
  }

  return { sweep };
}

export type CleanupService = ReturnType<typeof createCleanupService>;
