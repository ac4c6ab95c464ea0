/**
 * The check call: whether the room can be entered and which copy to join: the lowest copy whose
 * members and the visitors admitted to it in the last ADMISSION_HOLD_MS (who may still be
 * loading) number fewer than the cap. A visitor already there or holding a place keeps it (a
 * reload is not a second visitor). Taking a place is atomic (RoomAdmissions.tryHold), and the
 * place is what admits the visitor to the copy's instant group, so a copy never exceeds the cap.
 */
import { eq } from 'drizzle-orm';
import { vrRoomGroupName, type ExhibitionCheck } from '@culture/protocol';
import { hallVisits, vrExhibitions } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import { beijingDay } from '../../../lib/beijing-time.js';
import type { ExhibitionContext } from '../exhibition-context.js';
import { personalRoom } from '../personal-room.js';

/**
 * How long a visitor the check call admitted holds a place in that copy before they appear in its
 * instant group (loading the room takes a few seconds): a crowd checking at the same moment is
 * spread over copies instead of all landing in the first.
 */
export const ADMISSION_HOLD_MS = 30_000;

/** Copies of one room the check call looks through before giving up (24 × 64 visitors). */
export const MAX_ROOM_COPIES = 64;

/**
 * The console's visitors per hall (modules/ops-dashboard): once per person, hall and Beijing day,
 * whether or not a copy had room; personal rooms are counted together (`hall` null).
 */
async function recordVisit({ db, now }: ExhibitionContext, hall: bigint | null, visitorId: bigint): Promise<void> {
  await db
    .insert(hallVisits)
    .values({ exhibitionId: hall, day: beijingDay(now()), userId: visitorId })
    .onConflictDoNothing();
}

export async function checkExhibition(context: ExhibitionContext, id: bigint, visitorId: bigint): Promise<ExhibitionCheck> {
  const { db, occupancy, admissions, visitorCap } = context;
  const [row] = await db.select({ publishedAt: vrExhibitions.publishedAt }).from(vrExhibitions).where(eq(vrExhibitions.id, id));
  if (row && !row.publishedAt) {
    return { canEnter: false, reason: 'notPublished', group: null, copy: null, visitors: 0, visitorCap };
  }
  if (!row && !(await personalRoom(context, id, 'en-US', false))) throw new ApiError('exhibitionNotFound');
  await recordVisit(context, row ? id : null, visitorId);
  const groups = Array.from({ length: MAX_ROOM_COPIES }, (_, i) => vrRoomGroupName(id.toString(), i + 1));
  const counts = await occupancy.counts(groups);
  const admit = (index: number): ExhibitionCheck => ({
    canEnter: true,
    reason: null,
    group: groups[index]!,
    copy: index + 1,
    visitors: counts[index]!,
    visitorCap,
  });
  for (const [index, group] of groups.entries()) {
    // Members alone fill it: no need to look closer.
    if (counts[index]! >= visitorCap) continue;
    // In it already, or holding a place (a reload): the same copy, not a second place.
    const members = await occupancy.members(group);
    if (await admissions.tryHold(group, visitorId, ADMISSION_HOLD_MS, visitorCap, members)) return admit(index);
  }
  // Every copy full (more than cap × 64 people): the last copy takes them, over the cap.
  await admissions.hold(groups[MAX_ROOM_COPIES - 1]!, visitorId, ADMISSION_HOLD_MS);
  return admit(MAX_ROOM_COPIES - 1);
}
