/** What the badge commands share: the database, its pool (for the claim statement), the clock and keys. */
import type { Pool } from 'pg';
import type { Database } from '../../../db/client.js';
import type { ClaimBatcher } from '../claim-batcher.js';
import type { createVenueTokens } from '../venue-token.js';

export interface BadgeContext {
  db: Database;
  pool: Pool;
  /** Claims with nothing else to write go through it (claim-batcher.ts). */
  claims: ClaimBatcher;
  now: () => number;
  venue: ReturnType<typeof createVenueTokens>;
  /** HMAC of a printed claim code under its derived key (claim-code.ts). */
  hashCode: (code: string) => Buffer;
}
