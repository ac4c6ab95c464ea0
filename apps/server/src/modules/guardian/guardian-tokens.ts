/**
 * The guardian flow's two signed tokens (docs/decisions.md, "A guardian decides from their own
 * phone"), signed with keys derived from the server secret so neither needs a table:
 *   - the invite the child's screen shows ("i.<child id>.<expiry s>.<HMAC>", 30 minutes): whoever
 *     holds the child's logged-in phone can hand it to a guardian; it names the child, nothing more;
 *   - the guardian's session ("g.<phone>.<expiry s>.<HMAC>", 30 minutes), from an SMS code to the
 *     guardian's phone: it proves the phone, and the phone is what may act for its children.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const GUARDIAN_INVITE_TTL_MS = 30 * 60_000;
export const GUARDIAN_SESSION_TTL_MS = 30 * 60_000;

const INVITE = /^i\.(\d{1,19})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
const SESSION = /^g\.(\+\d{4,20})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export function createGuardianTokens({ secret, now }: { secret: string; now: () => number }) {
  const sign = (kind: string, body: string) =>
    createHmac('sha256', `guardian-${kind}:${secret}`).update(body).digest('base64url');

  function issue(kind: 'i' | 'g', subject: string, ttlMs: number) {
    const expiresAt = new Date(now() + ttlMs);
    const body = `${kind}.${subject}.${Math.floor(expiresAt.getTime() / 1000)}`;
    return { token: `${body}.${sign(kind, body)}`, expiresAt };
  }

  function verify(kind: 'i' | 'g', pattern: RegExp, token: string): string | null {
    const match = pattern.exec(token);
    if (!match) return null;
    const expected = Buffer.from(sign(kind, `${kind}.${match[1]}.${match[2]}`));
    const given = Buffer.from(match[3]!);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    if (Number(match[2]) * 1000 <= now()) return null;
    return match[1]!;
  }

  return {
    invite: (childId: bigint) => issue('i', childId.toString(), GUARDIAN_INVITE_TTL_MS),
    /** The child an invite names, or null when forged, malformed or expired. */
    inviteChild: (token: string): bigint | null => {
      const id = verify('i', INVITE, token);
      return id === null ? null : BigInt(id);
    },
    session: (phoneE164: string) => issue('g', phoneE164, GUARDIAN_SESSION_TTL_MS),
    /** The guardian's phone a session proves, or null. */
    sessionPhone: (token: string): string | null => verify('g', SESSION, token),
  };
}

export type GuardianTokens = ReturnType<typeof createGuardianTokens>;
