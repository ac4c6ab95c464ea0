/**
 * Operators' side of badges: create and edit events, open and close them, generate claim codes
 * (shown once, stored hashed), register NFC tags with their keys, issue kiosk tokens (shown once,
 * stored hashed) and read the claim counts.
 */
import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { BadgeClaimMethod, BadgeEventCreate, BadgeEventEdit } from '@culture/protocol';
import { BADGE_CLAIM_METHODS } from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { badgeClaimCodes, badgeClaims, badgeEvents, badgeKioskTokens, badgeNfcTags, couponTemplates } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { deriveBadgeKey, hashKioskToken } from './badge-keys.js';
import { claimCodeHasher, generateClaimCode } from './claim-code.js';

const refuse = (field: string, why: string) => new ApiError('validation', { details: { [field]: why } });

export function createBadgeAdmin({ db, now, serverSecret }: { db: Database; now: () => number; serverSecret: string }) {
  const hashCode = claimCodeHasher(deriveBadgeKey(serverSecret, 'claim-code'));

  async function eventId(slug: string): Promise<number> {
    const [event] = await db.select({ id: badgeEvents.id }).from(badgeEvents).where(eq(badgeEvents.slug, slug));
    if (!event) throw new ApiError('badgeNotFound');
    return event.id;
  }

  async function checkTemplate(templateId: number | null | undefined) {
    if (templateId === null || templateId === undefined) return;
    const [found] = await db.select({ id: couponTemplates.id }).from(couponTemplates).where(eq(couponTemplates.id, templateId));
    if (!found) throw refuse('rewardTemplateId', 'no such coupon template');
  }

  function checkWindow(opensAt: Date, closesAt: Date | null) {
    if (closesAt && closesAt.getTime() <= opensAt.getTime()) throw refuse('closesAt', 'must be after opensAt');
  }

  const uniqueMethods = (methods: BadgeClaimMethod[]) => BADGE_CLAIM_METHODS.filter((m) => methods.includes(m));

  return {
    async create(input: BadgeEventCreate): Promise<void> {
      const opensAt = new Date(input.opensAt);
      const closesAt = input.closesAt ? new Date(input.closesAt) : null;
      checkWindow(opensAt, closesAt);
      await checkTemplate(input.rewardTemplateId);
      const [row] = await db
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
    },

    /** The fields given change; supply may not drop below what was already claimed. */
    async edit(input: BadgeEventEdit): Promise<void> {
      const [current] = await db.select().from(badgeEvents).where(eq(badgeEvents.slug, input.slug));
      if (!current) throw new ApiError('badgeNotFound');
      const opensAt = input.opensAt !== undefined ? new Date(input.opensAt) : current.opensAt;
      const closesAt = input.closesAt !== undefined ? (input.closesAt ? new Date(input.closesAt) : null) : current.closesAt;
      checkWindow(opensAt, closesAt);
      await checkTemplate(input.rewardTemplateId);
      const [updated] = await db
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
        .returning({ id: badgeEvents.id });
      if (!updated) throw refuse('supply', 'is below the number already claimed');
    },

    /** Opens claiming now (keeps a later close). */
    async open(slug: string): Promise<void> {
      const at = new Date(now());
      await eventId(slug);
      await db
        .update(badgeEvents)
        .set({
          opensAt: sql`least(${badgeEvents.opensAt}, ${at.toISOString()}::timestamptz)`,
          closesAt: sql`case when ${badgeEvents.closesAt} <= ${at.toISOString()}::timestamptz then null else ${badgeEvents.closesAt} end`,
        })
        .where(eq(badgeEvents.slug, slug));
    },

    async close(slug: string): Promise<void> {
      const at = new Date(now());
      await eventId(slug);
      await db
        .update(badgeEvents)
        .set({ closesAt: sql`least(coalesce(${badgeEvents.closesAt}, 'infinity'), ${at.toISOString()}::timestamptz)` })
        .where(eq(badgeEvents.slug, slug));
    },

    async generateCodes(slug: string, howMany: number): Promise<string[]> {
      const id = await eventId(slug);
      const codes = Array.from({ length: howMany }, generateClaimCode);
      const createdAt = new Date(now());
      const rows = codes.map((code) => ({ codeHash: hashCode(code), eventId: id, createdAt }));
      for (let i = 0; i < rows.length; i += 1000) await db.insert(badgeClaimCodes).values(rows.slice(i, i + 1000));
      return codes;
    },

    async registerTag(slug: string, uid: string, keyHex: string | undefined): Promise<{ uid: string; key: string }> {
      const id = await eventId(slug);
      const key = keyHex ? Buffer.from(keyHex, 'hex') : randomBytes(16);
      const [row] = await db
        .insert(badgeNfcTags)
        .values({ uid: uid.toUpperCase(), eventId: id, key, createdAt: new Date(now()) })
        // Re-registering could reset the counter and let old taps replay: refuse instead.
        .onConflictDoNothing({ target: badgeNfcTags.uid })
        .returning({ uid: badgeNfcTags.uid });
      if (!row) throw refuse('uid', 'already registered');
      return { uid: row.uid, key: key.toString('hex').toUpperCase() };
    },

    async issueKioskToken(slug: string, label: string): Promise<string> {
      const id = await eventId(slug);
      const token = `kiosk_${randomBytes(32).toString('base64url')}`;
      await db
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
