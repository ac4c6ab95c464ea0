/**
 * A benefit's state, read from what stands behind it when it is read (docs/decisions.md, "Equity
 * states come from what stands behind a benefit"): a coupon template by the campaign pages' own
 * rule (templateClaimState), a badge event by the badge pages' rule (badgeState), an event by its
 * sessions' places. Where it is claimed is the content page whose action names the same thing, so
 * /Equity leads exactly where the campaign page's button claims it. One query per kind of source.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { EquityItem, EquitySource, EquityState } from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { badgeEvents, contentPages, couponTemplates, customerCoupons, eventSessions } from '../../db/schema.js';
import { badgeState } from '../badges/badge-wire.js';
import { viewerClaims } from '../badges/viewer-claims.js';
import { viewerTickets } from '../event-signups/viewer-tickets.js';
import { CLAIM_STATE_COLUMNS, templateClaimState } from '../coupons/coupon-campaign.js';
import { todayInChina } from '../coupons/coupon-dates.js';

export interface BenefitState {
  state: EquityState;
  claimRoute: string | null;
}

const slugOf = (source: EquitySource) => (source.kind === 'coupon' ? source.template : source.event);
const key = (source: EquitySource) => `${source.kind}:${slugOf(source)}`;
const unique = (values: string[]) => [...new Set(values)];
const slugsOf = (sources: EquitySource[], kind: EquitySource['kind']) =>
  unique(sources.filter((s) => s.kind === kind).map(slugOf));

/** The action kinds that claim each kind of source on a content page. */
const CLAIM_ACTIONS = {
  coupon: { kinds: ['coupon-claim'], field: 'couponTemplate' },
  badge: { kinds: ['badge-claim', 'check-in'], field: 'badgeEvent' },
  event: { kinds: ['sign-up'], field: 'signupEvent' },
} as const;

/** Reads every source the items name and answers a state for each item, in item order. */
export async function readBenefitStates(
  db: Database,
  items: Array<Pick<EquityItem, 'source' | 'opensOn'>>,
  viewerId: bigint | null,
  nowMs: number,
): Promise<BenefitState[]> {
  const sources = items.flatMap((item) => (item.source ? [item.source] : []));
  const states = new Map<string, EquityState>();
  const [coupons, badges, events] = [slugsOf(sources, 'coupon'), slugsOf(sources, 'badge'), slugsOf(sources, 'event')];
  if (coupons.length > 0) await readCoupons(db, coupons, viewerId, nowMs, states);
  if (badges.length > 0) await readBadges(db, badges, viewerId, nowMs, states);
  if (events.length > 0) await readEvents(db, events, viewerId, nowMs, states);
  const routes = sources.length > 0 ? await readClaimRoutes(db) : new Map<string, string>();
  const today = todayInChina(nowMs);
  return items.map(({ source, opensOn }) => {
    if (!source) return { state: opensOn && today < opensOn ? 'notYetOpen' : 'info', claimRoute: null };
    // A source gone since it was linked (none is ever deleted today) offers nothing any more.
    const state = states.get(key(source)) ?? 'ended';
    const live = state === 'available' || state === 'claimed';
    return { state, claimRoute: live ? (routes.get(key(source)) ?? null) : null };
  });
}

async function readCoupons(db: Database, slugs: string[], viewerId: bigint | null, nowMs: number, out: Map<string, EquityState>) {
  const templates = await db
    .select({ ...CLAIM_STATE_COLUMNS, slug: couponTemplates.slug })
    .from(couponTemplates)
    .where(inArray(couponTemplates.slug, slugs));
  const held = new Map<number, number>();
  if (viewerId !== null && templates.length > 0) {
    const rows = await db
      .select({ templateId: customerCoupons.templateId, held: count() })
      .from(customerCoupons)
      .where(
        and(
          eq(customerCoupons.userId, viewerId),
          inArray(
            customerCoupons.templateId,
            templates.map((t) => t.id),
          ),
        ),
      )
      .groupBy(customerCoupons.templateId);
    for (const row of rows) held.set(row.templateId, Number(row.held));
  }
  for (const template of templates) {
    const state = templateClaimState(template, held.get(template.id) ?? 0, nowMs);
    // A template nobody claims themselves (an operator or a badge hands it out) is told, not offered.
    out.set(`coupon:${template.slug}`, state === 'available' && !template.claimable ? 'info' : state);
  }
}

async function readBadges(db: Database, slugs: string[], viewerId: bigint | null, nowMs: number, out: Map<string, EquityState>) {
  const events = await db.select().from(badgeEvents).where(inArray(badgeEvents.slug, slugs));
  const mine = await viewerClaims(
    db,
    viewerId,
    events.map((e) => e.id),
  );
  const asEquity = {
    claimed: 'claimed',
    notYetOpen: 'notYetOpen',
    closed: 'ended',
    allClaimed: 'soldOut',
    notClaimed: 'available',
  } as const;
  for (const event of events) out.set(`badge:${event.slug}`, asEquity[badgeState(event, mine.get(event.id) ?? null, nowMs)]);
}

async function readEvents(db: Database, slugs: string[], viewerId: bigint | null, nowMs: number, out: Map<string, EquityState>) {
  const sessions = await db
    .select({
      id: eventSessions.id,
      eventSlug: eventSessions.eventSlug,
      startsAt: eventSessions.startsAt,
      capacity: eventSessions.capacity,
      reserved: eventSessions.reserved,
    })
    .from(eventSessions)
    .where(inArray(eventSessions.eventSlug, slugs));
  const upcoming = sessions.filter((s) => s.startsAt.getTime() > nowMs);
  const mine = await viewerTickets(
    db,
    viewerId,
    upcoming.map((s) => s.id),
  );
  for (const slug of slugs) {
    const ahead = upcoming.filter((s) => s.eventSlug === slug);
    // No session yet: nothing to reserve until the operator schedules one; only past ones: over.
    const state: EquityState = ahead.some((s) => mine.has(s.id))
      ? 'claimed'
      : ahead.some((s) => s.reserved < s.capacity)
        ? 'available'
        : ahead.length > 0
          ? 'soldOut'
          : sessions.some((s) => s.eventSlug === slug)
            ? 'ended'
            : 'notYetOpen';
    out.set(`event:${slug}`, state);
  }
}

/** Source key → the route of the first page (in list order) whose live action claims it. */
async function readClaimRoutes(db: Database): Promise<Map<string, string>> {
  const pages = await db
    .select({ route: contentPages.route, document: contentPages.document })
    .from(contentPages)
    .orderBy(asc(contentPages.sortOrder), asc(contentPages.slug));
  const routes = new Map<string, string>();
  for (const page of pages) {
    for (const action of page.document.actions) {
      if (action.opensSoon) continue;
      for (const [kind, { kinds, field }] of Object.entries(CLAIM_ACTIONS)) {
        const slug = action[field];
        const k = `${kind}:${slug}`;
        if (slug && (kinds as readonly string[]).includes(action.kind) && !routes.has(k)) routes.set(k, page.route);
      }
    }
  }
  return routes;
}

/** The sources among `sources` that name nothing (an operator's typo), as "kind:slug". */
export async function unknownSources(db: Database, sources: EquitySource[]): Promise<string[]> {
  const found = new Set<string>();
  const [coupons, badges, events] = [slugsOf(sources, 'coupon'), slugsOf(sources, 'badge'), slugsOf(sources, 'event')];
  if (coupons.length > 0) {
    const rows = await db
      .select({ slug: couponTemplates.slug })
      .from(couponTemplates)
      .where(inArray(couponTemplates.slug, coupons));
    for (const row of rows) found.add(`coupon:${row.slug}`);
  }
  if (badges.length > 0) {
    const rows = await db.select({ slug: badgeEvents.slug }).from(badgeEvents).where(inArray(badgeEvents.slug, badges));
    for (const row of rows) found.add(`badge:${row.slug}`);
  }
  if (events.length > 0) {
    // An event exists once it has a session (sessions name their event by slug; there is no events table).
    const rows = await db
      .selectDistinct({ slug: eventSessions.eventSlug })
      .from(eventSessions)
      .where(inArray(eventSessions.eventSlug, events));
    for (const row of rows) found.add(`event:${row.slug}`);
  }
  return unique(sources.map(key)).filter((k) => !found.has(k));
}
