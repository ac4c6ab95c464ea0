/**
 * Badges: claiming (in the app, by the venue QR, by an NFC tap, by a printed code, at the door),
 * the holder's badges, the event lists with each event's state for the viewer, public
 * verification and the kiosk's QR. Each operation is a command in commands/; every claim goes
 * through commands/claim-badge.ts (docs/decisions.md, "Badges: one claim statement").
 */
import type { Locale, MyBadge } from '@culture/protocol';
import type { Pool } from 'pg';
import type { Database } from '../../db/client.js';
import { ApiError } from '../../lib/api-error.js';
import { deriveBadgeKey } from './badge-keys.js';
import { createClaimBatcher } from './claim-batcher.js';
import { claimCodeHasher } from './claim-code.js';
import { claimBadge } from './commands/claim-badge.js';
import { claimAtVenue, claimByCode, claimByTag } from './commands/claim-with-proof.js';
import type { BadgeContext } from './commands/context.js';
import { kioskQr } from './commands/kiosk-qr.js';
import { listEvents, readEvent } from './commands/read-events.js';
import { myBadgesReader } from './commands/read-my-badges.js';
import { verifyBadge } from './commands/verify-badge.js';
import { createVenueTokens } from './venue-token.js';

export function createBadgeService({ db, now, serverSecret }: { db: Database; now: () => number; serverSecret: string }) {
  // drizzle's node-postgres database keeps its pool here: the claim statement is named and goes to it directly.
  const pool = (db as unknown as { $client: Pool }).$client;
  const ctx: BadgeContext = {
    db,
    pool,
    claims: createClaimBatcher(pool),
    now,
    venue: createVenueTokens(deriveBadgeKey(serverSecret, 'venue')),
    hashCode: claimCodeHasher(deriveBadgeKey(serverSecret, 'claim-code')),
  };
  const myBadges = myBadgesReader(db);

  return {
    venue: ctx.venue,
    list: (viewerId: bigint | null, page: string | undefined, locale: Locale) => listEvents(ctx, viewerId, page, locale),
    event: (viewerId: bigint | null, slug: string, locale: Locale) => readEvent(ctx, viewerId, slug, locale),
    mine: myBadges.mine,
    badge: myBadges.badge,
    claimInApp: (userId: bigint, slug: string, locale: Locale) =>
      claimBadge(ctx, { target: { slug }, userId, method: 'app', locale }),
    claimAtVenue: (userId: bigint, token: string, locale: Locale) => claimAtVenue(ctx, userId, token, locale),
    claimByTag: (userId: bigint, tap: { uid: string; ctr: string; cmac: string }, locale: Locale) =>
      claimByTag(ctx, userId, tap, locale),
    claimByCode: (userId: bigint, code: string, locale: Locale) => claimByCode(ctx, userId, code, locale),
    /** A ticket checked in at the door: the event's badge (null when the event has none). */
    claimForAttendance: (userId: bigint, slug: string, locale: Locale): Promise<MyBadge | null> =>
      claimBadge(ctx, { target: { slug }, userId, method: 'venue', locale }).catch((error: unknown) => {
        if (error instanceof ApiError && error.errorName === 'badgeNotFound') return null;
        throw error;
      }),
    verify: (token: string, locale: Locale) => verifyBadge(ctx, token, locale),
    kioskQr: (kioskToken: string | null, locale: Locale) => kioskQr(ctx, kioskToken, locale),
  };
}

export type BadgeService = ReturnType<typeof createBadgeService>;
