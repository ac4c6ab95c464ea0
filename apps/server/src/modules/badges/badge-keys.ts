/** Keys and hashes of the badge module, derived from the one server secret (docs/decisions.md, "Badges"). */
import { createHash, createHmac } from 'node:crypto';

/** Separate keys per use, derived from the one server secret (no new setting to configure). */
export function deriveBadgeKey(serverSecret: string, purpose: 'venue' | 'claim-code'): Buffer {
  return createHmac('sha256', serverSecret).update(`badges:${purpose}`).digest();
}

/** Kiosk tokens are 32 random bytes: a plain SHA-256 is enough to keep them out of the database. */
export const hashKioskToken = (token: string) => createHash('sha256').update(token).digest();
