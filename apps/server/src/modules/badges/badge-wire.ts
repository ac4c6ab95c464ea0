/** Database rows of badges to wire answers in the reader's language. */
import type { BadgeEvent, BadgeState, Locale, MyBadge } from '@culture/protocol';
import type { badgeClaims, badgeEvents, LocalizedText } from '../../db/schema.js';
import { claimRefusal, type ClaimRefusal } from './claim-rule.js';

export type EventRow = typeof badgeEvents.$inferSelect;
export type ClaimRow = typeof badgeClaims.$inferSelect;

export function localised(text: LocalizedText, locale: Locale): string {
  return text[locale] || text['zh-CN'];
}

/** What the claim button shows: a holder sees claimed whatever else changed since. */
export function badgeState(event: EventRow, mine: ClaimRow | null, nowMs: number): BadgeState {
  if (mine) return 'claimed';
  return VIEWER_STATE[claimRefusal(event, nowMs, null) ?? 'none'];
}

/** The claim rule's refusals (claim-rule.ts) as the claim button shows them; the method is not the viewer's. */
const VIEWER_STATE: Record<ClaimRefusal | 'none', BadgeState> = {
  badgeMethodUnavailable: 'notClaimed',
  badgeNotYetOpen: 'notYetOpen',
  badgeClosed: 'closed',
  badgeAllClaimed: 'allClaimed',
  none: 'notClaimed',
};

export function myBadgeToWire(claim: ClaimRow, event: EventRow, locale: Locale): MyBadge {
  return {
    badgeId: claim.id.toString(),
    event: event.slug,
    name: localised(event.name, locale),
    artwork: event.artwork,
    serial: claim.serial,
    supply: event.supply,
    claimedAt: claim.claimedAt.toISOString(),
    method: claim.method,
    verifyToken: claim.verifyToken,
    rewardCouponId: claim.rewardCouponId?.toString() ?? null,
  };
}

export function eventToWire(event: EventRow, mine: ClaimRow | null, nowMs: number, locale: Locale): BadgeEvent {
  return {
    slug: event.slug,
    name: localised(event.name, locale),
    story: localised(event.story, locale),
    benefits: localised(event.benefits, locale),
    artwork: event.artwork,
    page: event.pageSlug,
    methods: event.methods as BadgeEvent['methods'],
    supply: event.supply,
    claimed: event.claimedCount,
    remaining: event.supply === null ? null : Math.max(0, event.supply - event.claimedCount),
    opensAt: event.opensAt.toISOString(),
    closesAt: event.closesAt?.toISOString() ?? null,
    state: badgeState(event, mine, nowMs),
    mine: mine ? myBadgeToWire(mine, event, locale) : null,
  };
}
