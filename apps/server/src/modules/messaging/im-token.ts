/**
 * The messaging token of spec §3 (`im_user_token`): "<userId>.<expiry seconds>.<HMAC>", signed with
 * a key derived from the server secret, so every node verifies it without a lookup.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const IM_TOKEN_TTL_MS = 24 * 60 * 60_000;

export interface ImTokens {
  issue(userId: bigint): string;
  /** The user id, or null for a bad, forged or expired token. */
  verify(token: string): bigint | null;
}

export function createImTokens({ secret, now = Date.now }: { secret: string; now?: () => number }): ImTokens {
  const key = `im-token:${secret}`;
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    issue(userId) {
      const body = `${userId}.${Math.floor((now() + IM_TOKEN_TTL_MS) / 1000)}`;
      return `${body}.${sign(body)}`;
    },
    verify(token) {
      const match = /^(\d{1,19})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const expected = Buffer.from(sign(`${match[1]}.${match[2]}`));
      const given = Buffer.from(match[3]!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      if (Number(match[2]) * 1000 <= now()) return null;
      return BigInt(match[1]!);
    },
  };
}
