/** Phone accounts: found by phone, created on first login, deleted on request. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { nextId } from '../../lib/ids.js';

export function createAccountService({ db, now }: { db: Database; now: () => number }) {
  return {
    /** The user id of the phone's account, creating it on first login (safe under concurrent logins). */
    async findOrCreateByPhone(phoneE164: string): Promise<bigint> {
      const existing = await db.select({ id: users.id }).from(users).where(eq(users.phoneE164, phoneE164)).limit(1);
      if (existing[0]) return existing[0].id;
      const inserted = await db
        .insert(users)
        .values({ id: nextId(now), isGuest: false, phoneE164 })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (inserted[0]) return inserted[0].id;
      const raced = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phoneE164, phoneE164)))
        .limit(1);
      if (!raced[0]) throw new Error('account vanished during creation');
      return raced[0].id;
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
