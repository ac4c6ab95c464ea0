/**
 * Published official exhibitions, newest published first, except that page one leads with the
 * halls where people are (most visitors first): two friends who tap the first card meet. A
 * member's own room closes page one; an empty one says how it fills.
 */
import { and, count, desc, eq, isNotNull, lt, or } from 'drizzle-orm';
import { decodeListCursor, encodeListCursor, EXHIBITION_PAGE_SIZE, type ExhibitionList, type Locale } from '@culture/protocol';
import { vrExhibitions } from '../../../db/schema.js';
import type { ExhibitionContext } from '../exhibition-context.js';
import { summaryColumns, summaryOf } from '../exhibition-presenter.js';
import { PERSONAL_TEXT, personalRoom } from '../personal-room.js';
import { visitorsOf } from '../room-visitors.js';

const publishedRows = isNotNull(vrExhibitions.publishedAt);

/** A page of published rows after the cursor's, and the published total. */
async function publishedPage({ db }: ExhibitionContext, cursor: string | undefined) {
  const position = cursor ? decodeListCursor(cursor) : null;
  const after = position
    ? and(
        publishedRows,
        or(
          lt(vrExhibitions.publishedAt, position.at),
          and(eq(vrExhibitions.publishedAt, position.at), lt(vrExhibitions.id, position.id)),
        ),
      )
    : publishedRows;
  const rows = await db
    .select(summaryColumns)
    .from(vrExhibitions)
    .where(after)
    .orderBy(desc(vrExhibitions.publishedAt), desc(vrExhibitions.id))
    .limit(EXHIBITION_PAGE_SIZE + 1);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(vrExhibitions).where(publishedRows);
  const page = rows.slice(0, EXHIBITION_PAGE_SIZE);
  const last = page.at(-1);
  const next = rows.length > EXHIBITION_PAGE_SIZE && last ? encodeListCursor({ at: last.publishedAt!, id: last.id }) : null;
  return { page, total, next };
}

export async function listExhibitions(
  context: ExhibitionContext,
  viewer: bigint | null,
  cursor: string | undefined,
  locale: Locale,
): Promise<ExhibitionList> {
  const { page, total, next } = await publishedPage(context, cursor);
  const own = viewer !== null && !cursor ? await personalRoom(context, viewer, locale, true) : null;
  const ids = [...page.map((row) => row.id.toString()), ...(own ? [own.summary.id] : [])];
  const visitors = await visitorsOf(context.occupancy, ids);
  const content = page.map((row, i) => summaryOf(context.catalog, row, locale, visitors[i]!));
  // Stable: halls with the same number of visitors keep their published order.
  if (!cursor) content.sort((a, b) => b.visitors - a.visitors);
  if (own) {
    const summary = own.works.length > 0 ? own.summary.summary : PERSONAL_TEXT.emptySummary[locale];
    content.push({ ...own.summary, summary, visitors: visitors[page.length]! });
  }
  return { total: total + (own ? 1 : 0), next, content };
}
