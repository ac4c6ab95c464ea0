/**
 * An operator's change to a session (docs/operator-console.md, "Badges and events"): its title and
 * place texts, its time and its capacity. The capacity may not drop below the places already
 * reserved, checked in the statement itself so a reservation landing meanwhile still counts.
 */
import { and, eq, lte } from 'drizzle-orm';
import type { EventSessionEdit } from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { eventSessions } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';

const refuse = (field: string, why: string) => new ApiError('validation', { details: { [field]: why } });

/** Answers the row before and after, for the audit log. */
export async function editSession(tx: Database, input: EventSessionEdit) {
  const [before] = await tx.select().from(eventSessions).where(eq(eventSessions.id, input.sessionId));
  if (!before) throw new ApiError('sessionNotFound');
  const startsAt = input.startsAt !== undefined ? new Date(input.startsAt) : before.startsAt;
  const endsAt = input.endsAt !== undefined ? new Date(input.endsAt) : before.endsAt;
  if (endsAt.getTime() <= startsAt.getTime()) throw refuse('endsAt', 'must be after startsAt');
  // Cancelling stays possible until the start at the latest (as when created).
  const cancelUntil = before.cancelUntil.getTime() > startsAt.getTime() ? startsAt : before.cancelUntil;
  const [after] = await tx
    .update(eventSessions)
    .set({
      ...(input.title && { title: input.title }),
      ...(input.place && { place: input.place }),
      ...(input.capacity !== undefined && { capacity: input.capacity }),
      startsAt,
      endsAt,
      cancelUntil,
    })
    .where(
      input.capacity !== undefined
        ? and(eq(eventSessions.id, before.id), lte(eventSessions.reserved, input.capacity))
        : eq(eventSessions.id, before.id),
    )
    .returning();
  if (!after) throw refuse('capacity', `is below the ${before.reserved} places already reserved`);
  return { before, after };
}
