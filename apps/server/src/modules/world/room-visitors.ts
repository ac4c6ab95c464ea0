/** How many people are in a room: the members of its copies' instant groups. */
import { vrRoomGroupName } from '@culture/protocol';
import type { RoomOccupancy } from './exhibition-context.js';

/** Copies counted for a list's or a detail's visitor figure (one round trip for the whole page). */
export const LISTED_COPIES = 8;

/** People in each room, over its first `copies` copies, in one round trip. */
export async function visitorsOf(occupancy: RoomOccupancy, ids: string[], copies = LISTED_COPIES): Promise<number[]> {
  const groups = ids.flatMap((id) => Array.from({ length: copies }, (_, i) => vrRoomGroupName(id, i + 1)));
  const counts = groups.length ? await occupancy.counts(groups) : [];
  return ids.map((_, i) => counts.slice(i * copies, (i + 1) * copies).reduce((a, b) => a + b, 0));
}
