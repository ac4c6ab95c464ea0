/**
 * Operators' side of badges: create and edit events, open and close them, generate claim codes
 * (shown once, stored hashed), register NFC tags with their keys, issue kiosk tokens (shown once,
 * stored hashed) and read the claim counts. Each write runs in the operator's transaction, the
 * one its audit row is written in (docs/operator-console.md, "Audit log"); secrets (codes, keys,
 * tokens) are answered, never returned for the log.
 */
import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { BadgeAdminEventDetail, BadgeClaimMethod, BadgeEventCreate, BadgeEventEdit, Locale } from '@culture/protocol';
import { BADGE_CLAIM_METHODS } from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { badgeClaimCodes, badgeClaims, badgeEvents, badgeKioskTokens, badgeNfcTags, couponTemplates } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { deriveBadgeKey, hashKioskToken } from './badge-keys.js';
import { claimCodeHasher, generateClaimCode } from './claim-code.js';
import { listBadgeEvents } from './console-list.js';

const refuse = (field: string, why: string) => new ApiError('validation', { details: { [field]: why } });

export function createBadgeAdmin({ db, now, serverSecret }: { db: Database; now: () => number; serverSecret: string }) {
  const hashCode = claimCodeHasher(deriveBadgeKey(serverSecret, 'claim-code'));

  // A transaction is a Database too (db/client.ts): the operator's, when given.
  type Executor = Database;

  async function eventWindow(tx: Executor, slug: string) {
    const [event] = await tx
      .select({ id: badgeEvents.id, opensAt: badgeEvents.opensAt, closesAt: badgeEvents.closesAt })
      .from(badgeEvents)
      .where(eq(badgeEvents.slug, slug));
    if (!event) throw new ApiError('badgeNotFound');
    return event;
  }
  const eventId = async (tx: Executor, slug: string) => (await eventWindow(tx, slug)).id;

  async function checkTemplate(tx: Executor, templateId: number | null | undefined) {
    if (templateId === null || templateId === undefined) return;
    const [found] = await tx.select({ id: couponTemplates.id }).from(couponTemplates).where(eq(couponTemplates.id, templateId));
    if (!found) throw refuse('rewardTemplateId', 'no such coupon template');
  }

  function checkWindow(opensAt: Date, closesAt: Date | null) {
    if (closesAt && closesAt.getTime() <= opensAt.getTime()) throw refuse('closesAt', 'must be after opensAt');
  }

  const uniqueMethods = (methods: BadgeClaimMethod[]) => BADGE_CLAIM_METHODS.filter((m) => methods.includes(m));

  return {
    /** The console's page of events, newest first (console-list.ts). */
    list: (cursor: string | undefined, locale: Locale, q?: string) => listBadgeEvents(db, now(), cursor, locale, q),

    /** One event's whole document, as the edit form starts from it. */
    async detail(slug: string): Promise<BadgeAdminEventDetail> {
      const [row] = await db.select().from(badgeEvents).where(eq(badgeEvents.slug, slug));
      if (!row) throw new ApiError('badgeNotFound');
      return {
        slug: row.slug,
        name: row.name,
        story: row.story,
        benefits: row.benefits,
        artwork: row.artwork,
        supply: row.supply,
        claimed: row.claimedCount,
        opensAt: row.opensAt.toISOString(),
        closesAt: row.closesAt?.toISOString() ?? null,
        page: row.pageSlug,
        methods: uniqueMethods(row.methods as BadgeClaimMethod[]),
        rewardTemplateId: row.rewardTemplateId,
        sortOrder: row.sortOrder,
      };
    },

    async create(input: BadgeEventCreate, tx: Executor = db): Promise<number> {
      const opensAt = new Date(input.opensAt);
      const closesAt = input.closesAt ? new Date(input.closesAt) : null;
      checkWindow(opensAt, closesAt);
      await checkTemplate(tx, input.rewardTemplateId);
      const [row] = await tx
        .insert(badgeEvents)
        .values({
          slug: input.slug,
          pageSlug: input.page,
          name: input.name,
          story: input.story,
          benefits: input.benefits,
          artwork: input.artwork,
          supply: input.supply,
          opensAt,
          closesAt,
          methods: uniqueMethods(input.methods),
          rewardTemplateId: input.rewardTemplateId,
          sortOrder: input.sortOrder,
        })
        .onConflictDoNothing({ target: badgeEvents.slug })
        .returning({ id: badgeEvents.id });
      if (!row) throw refuse('slug', 'already names another event');
      return row.id;
    },

    /** The fields given change; supply may not drop below what was already claimed. */
    async edit(input: BadgeEventEdit, tx: Executor = db) {
      const [current] = await tx.select().from(badgeEvents).where(eq(badgeEvents.slug, input.slug));
      if (!current) throw new ApiError('badgeNotFound');
      const opensAt = input.opensAt !== undefined ? new Date(input.opensAt) : current.opensAt;
      const closesAt = input.closesAt !== undefined ? (input.closesAt ? new Date(input.closesAt) : null) : current.closesAt;
      checkWindow(opensAt, closesAt);
      await checkTemplate(tx, input.rewardTemplateId);
      const [updated] = await tx
        .update(badgeEvents)
        .set({
          ...(input.name && { name: input.name }),
          ...(input.story && { story: input.story }),
          ...(input.benefits && { benefits: input.benefits }),
          ...(input.artwork !== undefined && { artwork: input.artwork }),
          ...(input.supply !== undefined && { supply: input.supply }),
          ...(input.page !== undefined && { pageSlug: input.page }),
          ...(input.methods && { methods: uniqueMethods(input.methods) }),
          ...(input.rewardTemplateId !== undefined && { rewardTemplateId: input.rewardTemplateId }),
          ...(input.sortOrder !== undefined && { sortOrder: input.sortOrder }),
          opensAt,
          closesAt,
        })
        // Checked in the statement: a claim landing between the read and the write still counts.
        .where(
          input.supply
            ? sql`${badgeEvents.id} = ${current.id} and ${badgeEvents.claimedCount} <= ${input.supply}`
            : eq(badgeEvents.id, current.id),
        )
        .returning();
      if (!updated) throw refuse('supply', 'is below the number already claimed');
      return { before: current, after: updated };
    },

    /** Opens claiming now (keeps a later close). */
    async open(slug: string, tx: Executor = db) {
      const at = new Date(now());
      const { opensAt, closesAt } = await eventWindow(tx, slug);
      const [after] = await tx
        .update(badgeEvents)
        .set({
          opensAt: sql`least(${badgeEvents.opensAt}, ${at.toISOString()}::timestamptz)`,
          closesAt: sql`case when ${badgeEvents.closesAt} <= ${at.toISOString()}::timestamptz then null else ${badgeEvents.closesAt} end`,
        })
        .where(eq(badgeEvents.slug, slug))
        .returning({ opensAt: badgeEvents.opensAt, closesAt: badgeEvents.closesAt });
      return { before: { opensAt, closesAt }, after };
    },

    async close(slug: string, tx: Executor = db) {
      const at = new Date(now());
      const { opensAt, closesAt } = await eventWindow(tx, slug);
      const [after] = await tx
        .update(badgeEvents)
        .set({ closesAt: sql`least(coalesce(${badgeEvents.closesAt}, 'infinity'), ${at.toISOString()}::timestamptz)` })
        .where(eq(badgeEvents.slug, slug))
        .returning({ opensAt: badgeEvents.opensAt, closesAt: badgeEvents.closesAt });
      return { before: { opensAt, closesAt }, after };
    },

    async generateCodes(slug: string, howMany: number, tx: Executor = db): Promise<string[]> {
      const id = await eventId(tx, slug);
      const codes = Array.from({ length: howMany }, generateClaimCode);
      const createdAt = new Date(now());
      const rows = codes.map((code) => ({ codeHash: hashCode(code), eventId: id, createdAt }));
      for (let i = 0; i < rows.length; i += 1000) await tx.insert(badgeClaimCodes).values(rows.slice(i, i + 1000));
      return codes;
    },

    async registerTag(
      slug: string,
      uid: string,
      keyHex: string | undefined,
      tx: Executor = db,
    ): Promise<{ uid: string; key: string }> {
      const id = await eventId(tx, slug);
      const key = keyHex ? Buffer.from(keyHex, 'hex') : randomBytes(16);
      const [row] = await tx
        .insert(badgeNfcTags)
        .values({ uid: uid.toUpperCase(), eventId: id, key, createdAt: new Date(now()) })
        // Re-registering could reset the counter and let old taps replay: refuse instead.
        .onConflictDoNothing({ target: badgeNfcTags.uid })
        .returning({ uid: badgeNfcTags.uid });
      if (!row) throw refuse('uid', 'already registered');
      return { uid: row.uid, key: key.toString('hex').toUpperCase() };
    },

    async issueKioskToken(slug: string, label: string, tx: Executor = db): Promise<string> {
      const id = await eventId(tx, slug);
      const token = `kiosk_${randomBytes(32).toString('base64url')}`;
      await tx
        .insert(badgeKioskTokens)
        .values({ tokenHash: hashKioskToken(token), eventId: id, label, createdAt: new Date(now()) });
      return token;
    },

    async counts() {
      const events = await db.select().from(badgeEvents).orderBy(badgeEvents.sortOrder, badgeEvents.id);
      const byMethod = await db
        .select({ eventId: badgeClaims.eventId, method: badgeClaims.method, n: count() })
        .from(badgeClaims)
        .groupBy(badgeClaims.eventId, badgeClaims.method);
      const codes = await db
        .select({
          eventId: badgeClaimCodes.eventId,
          issued: count(),
          used: count(badgeClaimCodes.usedAt),
        })
        .from(badgeClaimCodes)
        .groupBy(badgeClaimCodes.eventId);
      return events.map((event) => {
        const methods = Object.fromEntries(BADGE_CLAIM_METHODS.map((m) => [m, 0])) as Record<BadgeClaimMethod, number>;
        for (const row of byMethod.filter((r) => r.eventId === event.id)) methods[row.method] = Number(row.n);
        const code = codes.find((c) => c.eventId === event.id);
        return {
          event: event.slug,
          supply: event.supply,
          claimed: event.claimedCount,
          byMethod: methods,
          codesIssued: Number(code?.issued ?? 0),
          codesUsed: Number(code?.used ?? 0),
        };
      });
    },
  };
}

export type BadgeAdmin = ReturnType<typeof createBadgeAdmin>;
