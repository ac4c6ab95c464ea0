/** A viewer's reserved tickets among some sessions, by session id: one read for a whole list. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { eventTickets } from '../../db/schema.js';
import type { TicketRow } from './signup-wire.js';

export async function viewerTickets(
  db: Database,
  viewerId: bigint | null,
  sessionIds: number[],
): Promise<Map<number, TicketRow>> {
  const mine = new Map<number, TicketRow>();
  if (viewerId === null || sessionIds.length === 0) return mine;
  const tickets = await db
    .select()
    .from(eventTickets)
    .where(
      and(eq(eventTickets.userId, viewerId), eq(eventTickets.status, 'reserved'), inArray(eventTickets.sessionId, sessionIds)),
    );
  for (const ticket of tickets) mine.set(ticket.sessionId, ticket);
  return mine;
}
