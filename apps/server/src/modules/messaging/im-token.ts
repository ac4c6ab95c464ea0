/**
 * The messaging token of spec §3 (`im_user_token`): "<userId>.<sessionId>.<expiry seconds>.<HMAC>",
 * signed with a key derived from the server secret. It names the login session it was issued to:
 * the socket's upgrade checks that session like the HTTP `authenticate` does (see gateway.ts), so
 * the token ends with its session (logout, deletion, a login elsewhere), not only at its expiry.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const IM_TOKEN_TTL_MS = 24 * 60 * 60_000;

/** Whose login session a messaging token names. */
export interface ImTokenClaims {
  userId: bigint;
  sessionId: string;
}

export interface ImTokens {
  issue(userId: bigint, sessionId: string): string;
  /** Whose session, or null for a bad, forged or expired token. */
  verify(token: string): ImTokenClaims | null;
}

/** Session ids are UUIDs (session-service.ts). */
const TOKEN = /^(\d{1,19})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export function createImTokens({ secret, now = Date.now }: { secret: string; now?: () => number }): ImTokens {
  const key = `im-token:${secret}`;
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    issue(userId, sessionId) {
      const body = `${userId}.${sessionId}.${Math.floor((now() + IM_TOKEN_TTL_MS) / 1000)}`;
      return `${body}.${sign(body)}`;
    },
    verify(token) {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const expected = Buffer.from(sign(`${match[1]}.${match[2]}.${match[3]}`));
      const given = Buffer.from(match[4]!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      if (Number(match[3]) * 1000 <= now()) return null;
      return { userId: BigInt(match[1]!), sessionId: match[2]! };
    },
  };
}
