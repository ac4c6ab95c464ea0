/**
 * The venue QR (/ClockIn): a token that names one event and one 2-minute time step, signed with a
 * server secret. The kiosk redraws it every step; a token of the previous step is still accepted
 * for 60 s after the rotation (someone who scanned just before it changed is still walking up),
 * anything older is refused as expired, and a token whose MAC does not match as forged. So a
 * screenshot sent home stops working within three minutes.
 *
 * Format: "v1.<event id>.<step>.<mac>", mac = first 16 bytes of HMAC-SHA256(secret,
 * "venue:<event id>:<step>") in base64url. HMAC from node:crypto, compared in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const VENUE_STEP_MS = 120_000;
export const VENUE_GRACE_MS = 60_000;

export type VenueCheck = { ok: true; eventId: number } | { ok: false; reason: 'invalid' | 'expired' };

function mac(secret: Buffer, eventId: number, step: number): Buffer {
  return createHmac('sha256', secret).update(`venue:${eventId}:${step}`).digest().subarray(0, 16);
}

export function createVenueTokens(secret: Buffer) {
  return {
    /** The token the kiosk draws now and the milliseconds until the next one. */
    current(eventId: number, nowMs: number): { token: string; rotatesInMs: number } {
      const step = Math.floor(nowMs / VENUE_STEP_MS);
      return {
        token: `v1.${eventId}.${step}.${mac(secret, eventId, step).toString('base64url')}`,
        rotatesInMs: (step + 1) * VENUE_STEP_MS - nowMs,
      };
    },

    check(token: string, nowMs: number): VenueCheck {
      const match = /^v1\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/.exec(token);
      if (!match) return { ok: false, reason: 'invalid' };
      const eventId = Number(match[1]);
      const step = Number(match[2]);
      const given = Buffer.from(match[3]!, 'base64url');
      if (given.length !== 16 || !timingSafeEqual(given, mac(secret, eventId, step))) return { ok: false, reason: 'invalid' };
      const currentStep = Math.floor(nowMs / VENUE_STEP_MS);
      if (step === currentStep) return { ok: true, eventId };
      if (step === currentStep - 1 && nowMs - currentStep * VENUE_STEP_MS < VENUE_GRACE_MS) return { ok: true, eventId };
      // A step from the future was never drawn by our kiosk: treat it as forged rather than expired.
      return { ok: false, reason: step > currentStep ? 'invalid' : 'expired' };
    },
  };
}

export type VenueTokens = ReturnType<typeof createVenueTokens>;
