/**
 * Account cancellation with a cooling-off (PIPL Art. 47; docs/privacy.md, "Cancelling an
 * account"): a request ends every session and starts seven days; logging in during them shows the
 * pending cancellation and the person can keep the account; after them the sweep erases the
 * account by the rules of db/user-owned-tables.ts (erasure.ts). Each step is in privacy_audit.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { CANCELLATION_COOLING_OFF_MS, type CancellationState } from '@culture/protocol';
import { rows, type Database, type Transaction } from '../../db/client.js';
import { accountCancellations, privacyAudit, sessions, smsOutbox } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { SessionCache } from '../../lib/session-cache.js';
import { eraseAccount } from './erasure.js';

export interface CancellationDeps {
  db: Database;
  now: () => number;
  sessionCache: Pick<SessionCache, 'forgetUsers'>;
  /** Forgets the phone's codes and tokens (the otp service's forgetPhone). */
  forgetPhone: (phone: string) => Promise<void>;
}

export function createCancellationService({ db, now, sessionCache, forgetPhone }: CancellationDeps) {
  /**
   * `request` in the caller's transaction (support starts it on the member's behalf with its audit
   * row, modules/support); the caller forgets the account's cached sessions after commit.
   */
  async function requestIn(tx: Transaction, userId: bigint, ip: string | null): Promise<CancellationState> {
    const at = new Date(now());
    const completesAt = new Date(at.getTime() + CANCELLATION_COOLING_OFF_MS);
    const inserted = await tx
      .insert(accountCancellations)
      .values({ userId, requestedAt: at, completesAt })
      .onConflictDoNothing()
      .returning({ userId: accountCancellations.userId });
    if (inserted.length === 0) throw new ApiError('cancellationPending');
    await tx.insert(privacyAudit).values({ userId, action: 'cancellation.requested', at, ip });
    await tx
      .update(sessions)
      .set({ revokedAt: at, revokedReason: 'deleted' })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    return { pending: { requestedAt: at.toISOString(), completesAt: completesAt.toISOString() } };
  }

  return {
    async state(userId: bigint): Promise<CancellationState> {
      const [row] = await db.select().from(accountCancellations).where(eq(accountCancellations.userId, userId)).limit(1);
      return {
        pending: row ? { requestedAt: row.requestedAt.toISOString(), completesAt: row.completesAt.toISOString() } : null,
      };
    },

    /** Starts the cooling-off and ends every session of the account (40973 when one is pending). */
    async request(userId: bigint, ip: string | null): Promise<CancellationState> {
      const state = await db.transaction((tx) => requestIn(tx, userId, ip));
      await sessionCache.forgetUsers([userId]);
      return state;
    },

    requestIn,

    /** Keeps the account: the pending cancellation ends (40974 when there is none). */
    async withdraw(userId: bigint, ip: string | null): Promise<CancellationState> {
      await db.transaction(async (tx) => {
        const gone = await tx
          .delete(accountCancellations)
          .where(eq(accountCancellations.userId, userId))
          .returning({ userId: accountCancellations.userId });
        if (gone.length === 0) throw new ApiError('cancellationNotPending');
        await tx.insert(privacyAudit).values({ userId, action: 'cancellation.withdrawn', at: new Date(now()), ip });
      });
      return { pending: null };
    },

    /**
     * Erases every account whose cooling-off has ended, one transaction each. Each is claimed with
     * FOR UPDATE SKIP LOCKED, so several processes running the sweep never take the same one.
     */
    async completeDue(): Promise<number> {
      let completed = 0;
      for (;;) {
        const at = new Date(now());
        const done = await db.transaction(async (tx) => {
          const [due] = rows<{ user_id: string | bigint }>(
            await tx.execute(sql`select user_id from account_cancellations where completes_at <= ${at}
              order by completes_at limit 1 for update skip locked`),
          );
          if (!due) return null;
          const userId = BigInt(due.user_id);
          await tx.execute(sql`select id from users where id = ${userId} for update`);
          await tx.insert(privacyAudit).values({ userId, action: 'cancellation.completed', at });
          const { phone } = await eraseAccount(tx, userId, at);
          return { userId, phone };
        });
        if (!done) return completed;
        completed += 1;
        await sessionCache.forgetUsers([done.userId]);
        if (done.phone) {
          await forgetPhone(done.phone);
          await db.delete(smsOutbox).where(eq(smsOutbox.phoneE164, done.phone));
        }
      }
    },
  };
}

export type CancellationService = ReturnType<typeof createCancellationService>;
