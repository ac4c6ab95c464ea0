/** The kiosk's one ability: its event's current venue QR (docs/decisions.md, "Venue QR"). */
import { eq } from 'drizzle-orm';
import type { KioskQr, Locale } from '@culture/protocol';
import { badgeEvents, badgeKioskTokens } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import { hashKioskToken } from '../badge-keys.js';
import { localised } from '../badge-wire.js';
import type { BadgeContext } from './context.js';

export async function kioskQr({ db, now, venue }: BadgeContext, kioskToken: string | null, locale: Locale): Promise<KioskQr> {
  if (!kioskToken) throw new ApiError('kioskUnauthorized');
  const [kiosk] = await db
    .select()
    .from(badgeKioskTokens)
    .where(eq(badgeKioskTokens.tokenHash, hashKioskToken(kioskToken)));
  if (!kiosk) throw new ApiError('kioskUnauthorized');
  const [event] = await db.select().from(badgeEvents).where(eq(badgeEvents.id, kiosk.eventId));
  if (!event) throw new ApiError('badgeNotFound');
  const { token, rotatesInMs } = venue.current(event.id, now());
  return {
    event: event.slug,
    name: localised(event.name, locale),
    token,
    claimPath: `/ClockIn?venue=${encodeURIComponent(token)}`,
    rotatesInSeconds: Math.ceil(rotatesInMs / 1000),
  };
}
