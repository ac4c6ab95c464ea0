/**
 * The console's page of badge events (docs/operator-console.md, "Badges and events"): newest
 * first by id, with supply, claimed, remaining, the window's state now and the claim codes issued
 * and used, a page at a time; optionally those whose slug or name in any language contains `q`.
 */
import { BADGE_ADMIN_PAGE_SIZE, type BadgeAdminEvent, type BadgeAdminState, type Locale } from '@culture/protocol';
import { and, count, desc, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { badgeClaimCodes, badgeEvents } from '../../db/schema.js';
import { anyLanguageContains, containsPattern } from '../../lib/contains-pattern.js';
import { claimRefusal, type ClaimRefusal } from './claim-rule.js';
import { localised, type EventRow } from './badge-wire.js';

const STATE: Record<ClaimRefusal | 'none', BadgeAdminState> = {
  badgeMethodUnavailable: 'open',
  badgeNotYetOpen: 'scheduled',
  badgeClosed: 'closed',
  badgeAllClaimed: 'soldOut',
  none: 'open',
};

export function adminEventState(event: EventRow, nowMs: number): BadgeAdminState {
  return STATE[claimRefusal(event, nowMs, null) ?? 'none'];
}

function matches(q: string) {
  return or(sql`${badgeEvents.slug} ilike ${containsPattern(q)}`, anyLanguageContains(badgeEvents.name, q));
}

export async function listBadgeEvents(db: Database, nowMs: number, cursor: string | undefined, locale: Locale, q?: string) {
  const matching = q ? matches(q) : undefined;
  const rows = await db
    .select()
    .from(badgeEvents)
    .where(and(matching, cursor ? lt(badgeEvents.id, Number(cursor)) : undefined))
    .orderBy(desc(badgeEvents.id))
    .limit(BADGE_ADMIN_PAGE_SIZE + 1);
  const page = rows.slice(0, BADGE_ADMIN_PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(badgeEvents).where(matching);
  const codes =
    page.length === 0
      ? []
      : await db
          .select({ eventId: badgeClaimCodes.eventId, issued: count(), used: count(badgeClaimCodes.usedAt) })
          .from(badgeClaimCodes)
          .where(
            inArray(
              badgeClaimCodes.eventId,
              page.map((e) => e.id),
            ),
          )
          .groupBy(badgeClaimCodes.eventId);
  const content: BadgeAdminEvent[] = page.map((event) => {
    const code = codes.find((c) => c.eventId === event.id);
    return {
      id: event.id,
      slug: event.slug,
      name: localised(event.name, locale),
      methods: event.methods as BadgeAdminEvent['methods'],
      supply: event.supply,
      claimed: event.claimedCount,
      remaining: event.supply === null ? null : Math.max(0, event.supply - event.claimedCount),
      opensAt: event.opensAt.toISOString(),
      closesAt: event.closesAt?.toISOString() ?? null,
      state: adminEventState(event, nowMs),
      codesIssued: Number(code?.issued ?? 0),
      codesUsed: Number(code?.used ?? 0),
    };
  });
  const last = page.at(-1);
  return { total: Number(total?.n ?? 0), next: rows.length > BADGE_ADMIN_PAGE_SIZE && last ? String(last.id) : null, content };
}
