/**
 * The merge ticket: what a fresh proof of the other account's login earns (docs/decisions.md,
 * "Joining two accounts"). "<survivor>.<absorbed>.<w|p>.<expiry seconds>.<HMAC>", signed with a
 * key derived from the server secret, so it needs no table; it is single use because the merge
 * deletes the absorbed account it names.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ProvenLogin } from './account-merge.js';

export const MERGE_TICKET_TTL_MS = 10 * 60_000;

export interface MergeTicketClaims {
  survivor: bigint;
  absorbed: bigint;
  proven: ProvenLogin;
}

const TICKET = /^(\d{1,19})\.(\d{1,19})\.([wp])\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export function createMergeTickets({ secret, now }: { secret: string; now: () => number }) {
  const key = `account-merge:${secret}`;
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    issue({ survivor, absorbed, proven }: MergeTicketClaims): { ticket: string; expiresAt: Date } {
      const expiresAt = new Date(now() + MERGE_TICKET_TTL_MS);
      const body = `${survivor}.${absorbed}.${proven === 'wallet' ? 'w' : 'p'}.${Math.floor(expiresAt.getTime() / 1000)}`;
      return { ticket: `${body}.${sign(body)}`, expiresAt };
    },
    /** The ticket's claims, or null when forged, malformed or expired. */
    verify(ticket: string): MergeTicketClaims | null {
      const match = TICKET.exec(ticket);
      if (!match) return null;
      const expected = Buffer.from(sign(`${match[1]}.${match[2]}.${match[3]}.${match[4]}`));
      const given = Buffer.from(match[5]!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      if (Number(match[4]) * 1000 <= now()) return null;
      return { survivor: BigInt(match[1]!), absorbed: BigInt(match[2]!), proven: match[3] === 'w' ? 'wallet' : 'phone' };
    },
  };
}

export type MergeTickets = ReturnType<typeof createMergeTickets>;
