/** The badges a viewer holds among some events, by event id: one read for a whole list. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { badgeClaims } from '../../db/schema.js';
import type { ClaimRow } from './badge-wire.js';

export async function viewerClaims(db: Database, viewerId: bigint | null, eventIds: number[]): Promise<Map<number, ClaimRow>> {
  const mine = new Map<number, ClaimRow>();
  if (viewerId === null || eventIds.length === 0) return mine;
  const claims = await db
    .select()
    .from(badgeClaims)
    .where(and(eq(badgeClaims.userId, viewerId), inArray(badgeClaims.eventId, eventIds)));
  for (const claim of claims) mine.set(claim.eventId, claim);
  return mine;
}
