/**
 * Support's side of a member (docs/operator-console.md, "Members and support"): search by id,
 * phone or wallet; the record (profile, wallets, counts, latest sessions, status); disable and
 * enable; starting the account's cancellation on the member's behalf. Each change runs in the
 * caller's transaction, the one its audit row is written in.
 */
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { MAX_ID, type MemberRecord, type MemberSearch } from '@culture/protocol';
import { rows, type Database, type Transaction } from '../../db/client.js';
import { accountCancellations, sessions, userWallets, users } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';

export interface MemberAdminDeps {
  db: Database;
  now: () => number;
}

const SEARCH_LIMIT = 20;

/** The ways the operator's text may name a member: an id, a phone (11 digits are +86) or a wallet. */
function searchConditions(q: string): SQL[] {
  const compact = q.replace(/[\s()-]/g, '');
  const found: SQL[] = [];
  if (/^[1-9]\d{0,18}$/.test(compact) && BigInt(compact) <= MAX_ID) found.push(eq(users.id, BigInt(compact)));
  if (/^\+\d{6,15}$/.test(compact)) found.push(eq(users.phoneE164, compact));
  if (/^1\d{10}$/.test(compact)) found.push(eq(users.phoneE164, `+86${compact}`));
  if (/^\d{6,15}$/.test(compact)) found.push(eq(users.phoneE164, `+${compact}`));
  if (/^0x[0-9a-fA-F]{40}$/.test(compact)) {
    found.push(
      inArray(users.id, sql`(select user_id from user_wallets where address in (${compact}, ${compact.toLowerCase()}))`),
    );
  }
  return found;
}

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

async function counts(db: Database, userId: bigint) {
  const [row] = rows<{ coupons: number; badges: number; orders: number; against: number; filed: number }>(
    await db.execute(sql`select
      (select count(*)::int from customer_coupons where user_id = ${userId}) as coupons,
      (select count(*)::int from badge_claims where user_id = ${userId}) as badges,
      (select count(*)::int from orders where user_id = ${userId}) as orders,
      (select count(*)::int from member_reports where target_user_id = ${userId}) as against,
      (select count(*)::int from member_reports where reporter_id = ${userId}) as filed`),
  );
  return row!;
}

/** One member's record (404 memberNotFound when there is none). */
async function memberRecord(db: Database, at: number, userId: bigint): Promise<MemberRecord> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) throw new ApiError('memberNotFound');
  const [wallets, latest, [cancellation], c] = await Promise.all([
    db.select().from(userWallets).where(eq(userWallets.userId, userId)),
    db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt)).limit(10),
    db.select().from(accountCancellations).where(eq(accountCancellations.userId, userId)),
    counts(db, userId),
  ]);
  return {
    id: u.id.toString(),
    phone: u.phoneE164,
    nickname: u.nickname,
    is_guest: u.isGuest,
    disabled: u.disabledAt !== null,
    created_at: u.createdAt.toISOString(),
    wechat_linked: u.wechatOpenId !== null,
    disabled_at: iso(u.disabledAt),
    muted_until: u.mutedUntil && u.mutedUntil.getTime() > at ? u.mutedUntil.toISOString() : null,
    wallets: wallets.map((w) => ({ type: w.walletType, address: w.address, linked_at: w.createdAt.toISOString() })),
    counts: { coupons: c.coupons, badges: c.badges, orders: c.orders },
    sessions: latest.map((s) => ({
      kind: s.kind,
      created_at: s.createdAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
      active: s.revokedAt === null && s.expiresAt.getTime() > at,
    })),
    cancellation: cancellation
      ? { requested_at: cancellation.requestedAt.toISOString(), completes_at: cancellation.completesAt.toISOString() }
      : null,
    reports: { against: c.against, filed: c.filed },
  };
}

export function createMemberAdmin({ db, now }: MemberAdminDeps) {
  return {
    async search(q: string): Promise<MemberSearch> {
      const conditions = searchConditions(q);
      if (conditions.length === 0) return { items: [] };
      const found = await db
        .select()
        .from(users)
        .where(or(...conditions))
        .orderBy(desc(users.id))
        .limit(SEARCH_LIMIT);
      return {
        items: found.map((u) => ({
          id: u.id.toString(),
          phone: u.phoneE164,
          nickname: u.nickname,
          is_guest: u.isGuest,
          disabled: u.disabledAt !== null,
          created_at: u.createdAt.toISOString(),
        })),
      };
    },

    record: (userId: bigint) => memberRecord(db, now(), userId),

    /**
     * Disables the account and ends its sessions (a ban from a report too). Answers whether it was
     * enabled before; the caller forgets the cached sessions after commit.
     */
    async disableIn(tx: Transaction, userId: bigint): Promise<boolean> {
      const at = new Date(now());
      const [u] = await tx.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, userId)).for('update');
      if (!u) throw new ApiError('memberNotFound');
      if (u.disabledAt) return false;
      await tx.update(users).set({ disabledAt: at }).where(eq(users.id, userId));
      await tx
        .update(sessions)
        .set({ revokedAt: at, revokedReason: 'disabled' })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      return true;
    },

    /** Lets the member log in again (their ended sessions stay ended). Answers whether it was disabled. */
    async enableIn(tx: Transaction, userId: bigint): Promise<boolean> {
      const [u] = await tx.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, userId)).for('update');
      if (!u) throw new ApiError('memberNotFound');
      if (!u.disabledAt) return false;
      await tx.update(users).set({ disabledAt: null }).where(eq(users.id, userId));
      return true;
    },

    /**
     * Lifts a running mute early: the send path reads `muted_until` on every send, so the member
     * can send at once. Answers the end the mute had (null when none was running).
     */
    async unmuteIn(tx: Transaction, userId: bigint): Promise<string | null> {
      const [u] = await tx.select({ mutedUntil: users.mutedUntil }).from(users).where(eq(users.id, userId)).for('update');
      if (!u) throw new ApiError('memberNotFound');
      if (!u.mutedUntil || u.mutedUntil.getTime() <= now()) return null;
      await tx.update(users).set({ mutedUntil: null }).where(eq(users.id, userId));
      return u.mutedUntil.toISOString();
    },
  };
}

export type MemberAdmin = ReturnType<typeof createMemberAdmin>;
