/** The holder's badges (paged, newest first) and one of them; anyone else's answers like none. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Locale, MyBadge, MyBadges } from '@culture/protocol';
import { decodeListCursor, encodeListCursor, MY_BADGES_PAGE_SIZE } from '@culture/protocol';
import type { Database } from '../../../db/client.js';
import { badgeClaims, badgeEvents } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import { myBadgeToWire } from '../badge-wire.js';

/** Built once per service, planned once per connection: every /MyMedal visit reads them. */
export function myBadgesReader(db: Database) {
  const mineCount = db
    .select({ total: count() })
    .from(badgeClaims)
    .where(eq(badgeClaims.userId, sql.placeholder('userId')))
    .prepare('badges_mine_count');
  const minePage = db
    .select({ claim: badgeClaims, event: badgeEvents })
    .from(badgeClaims)
    .innerJoin(badgeEvents, eq(badgeEvents.id, badgeClaims.eventId))
    .where(
      and(
        eq(badgeClaims.userId, sql.placeholder('userId')),
        sql`(${badgeClaims.claimedAt}, ${badgeClaims.id}) < (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::bigint)`,
      ),
    )
    .orderBy(desc(badgeClaims.claimedAt), desc(badgeClaims.id))
    .limit(MY_BADGES_PAGE_SIZE + 1)
    .prepare('badges_mine_page');

  return {
    async mine(userId: bigint, cursor: string | undefined, locale: Locale): Promise<MyBadges> {
      const after = cursor ? decodeListCursor(cursor) : null;
      if (cursor && !after) throw new ApiError('validation', { details: { cursor: 'invalid cursor' } });
      // The first page reads "before infinity".
      const [[{ total } = { total: 0 }], rows] = await Promise.all([
        mineCount.execute({ userId }),
        minePage.execute({
          userId,
          afterAt: after ? after.at.toISOString() : 'infinity',
          afterId: after ? after.id.toString() : '9223372036854775807',
        }),
      ]);
      const content = rows.slice(0, MY_BADGES_PAGE_SIZE);
      const last = content.at(-1);
      return {
        total: Number(total),
        next:
          rows.length > MY_BADGES_PAGE_SIZE && last ? encodeListCursor({ at: last.claim.claimedAt, id: last.claim.id }) : null,
        content: content.map((r) => myBadgeToWire(r.claim, r.event, locale)),
      };
    },

    async badge(userId: bigint, badgeId: string, locale: Locale): Promise<MyBadge> {
      const [row] = await db
        .select({ claim: badgeClaims, event: badgeEvents })
        .from(badgeClaims)
        .innerJoin(badgeEvents, eq(badgeEvents.id, badgeClaims.eventId))
        .where(and(eq(badgeClaims.id, BigInt(badgeId)), eq(badgeClaims.userId, userId)));
      if (!row) throw new ApiError('badgeNotFound');
      return myBadgeToWire(row.claim, row.event, locale);
    },
  };
}
