/** Public verification: genuine or not, never who holds it (docs/decisions.md, "Badges"). */
import { eq } from 'drizzle-orm';
import type { BadgeVerification, Locale } from '@culture/protocol';
import { badgeClaims, badgeEvents } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import { localised } from '../badge-wire.js';
import type { BadgeContext } from './context.js';

export async function verifyBadge({ db }: BadgeContext, token: string, locale: Locale): Promise<BadgeVerification> {
  const [row] = await db
    .select({ claim: badgeClaims, event: badgeEvents })
    .from(badgeClaims)
    .innerJoin(badgeEvents, eq(badgeEvents.id, badgeClaims.eventId))
    .where(eq(badgeClaims.verifyToken, token));
  if (!row) throw new ApiError('badgeNotFound');
  return {
    event: row.event.slug,
    name: localised(row.event.name, locale),
    artwork: row.event.artwork,
    serial: row.claim.serial,
    supply: row.event.supply,
    claimedAt: row.claim.claimedAt.toISOString(),
  };
}
