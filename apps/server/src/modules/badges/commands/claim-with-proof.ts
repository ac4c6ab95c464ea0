/**
 * Claims that prove presence: the venue screen's QR, an NFC tag's tap, a printed code. Each checks
 * its proof, then claims through the one path (claim-badge.ts) by the event the proof names.
 */
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Locale, MyBadge } from '@culture/protocol';
import { badgeClaimCodes, badgeNfcTags } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import { verifySun } from '../nfc-sun.js';
import { claimBadge } from './claim-badge.js';
import type { BadgeContext } from './context.js';

export async function claimAtVenue(ctx: BadgeContext, userId: bigint, token: string, locale: Locale): Promise<MyBadge> {
  const checked = ctx.venue.check(token, ctx.now());
  if (!checked.ok) throw new ApiError(checked.reason === 'expired' ? 'badgeVenueTokenExpired' : 'badgeVenueTokenInvalid');
  return claimBadge(ctx, { target: { eventId: checked.eventId }, userId, method: 'venue', locale });
}

/**
 * A verified tap moves the tag's counter forward in its own statement before the claim, so the
 * URL is spent even when the claim is then refused (a shared link cannot be used by another).
 */
export async function claimByTag(
  ctx: BadgeContext,
  userId: bigint,
  tap: { uid: string; ctr: string; cmac: string },
  locale: Locale,
): Promise<MyBadge> {
  const uid = tap.uid.toUpperCase();
  const counter = parseInt(tap.ctr, 16);
  const [tag] = await ctx.db.select().from(badgeNfcTags).where(eq(badgeNfcTags.uid, uid));
  if (!tag || !verifySun(tag.key, uid, counter, tap.cmac)) throw new ApiError('badgeTagInvalid');
  const [advanced] = await ctx.db
    .update(badgeNfcTags)
    .set({ lastCounter: counter })
    .where(and(eq(badgeNfcTags.uid, uid), lt(badgeNfcTags.lastCounter, counter)))
    .returning({ eventId: badgeNfcTags.eventId });
  if (!advanced) throw new ApiError('badgeTagInvalid');
  return claimBadge(ctx, { target: { eventId: advanced.eventId }, userId, method: 'nfc', locale });
}

/** The code is spent in the claim's transaction: of two people typing it at once, one wins. */
export async function claimByCode(ctx: BadgeContext, userId: bigint, code: string, locale: Locale): Promise<MyBadge> {
  const codeHash = ctx.hashCode(code);
  const [found] = await ctx.db.select().from(badgeClaimCodes).where(eq(badgeClaimCodes.codeHash, codeHash));
  if (!found || found.usedAt) throw new ApiError('badgeCodeInvalid');
  return claimBadge(ctx, {
    target: { eventId: found.eventId },
    userId,
    method: 'code',
    locale,
    spendCode: async (tx, at) => {
      const [spent] = await tx
        .update(badgeClaimCodes)
        .set({ usedAt: at, usedBy: userId })
        .where(and(eq(badgeClaimCodes.codeHash, codeHash), isNull(badgeClaimCodes.usedAt)))
        .returning({ eventId: badgeClaimCodes.eventId });
      if (!spent) throw new ApiError('badgeCodeInvalid');
    },
  });
}
