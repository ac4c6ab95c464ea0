/** Published official exhibitions whose name in any language contains `name` (case-insensitive, wildcards literal). */
import { and, desc, isNotNull, or, sql } from 'drizzle-orm';
import { EXHIBITION_SEARCH_LIMIT, type ExhibitionSummary, type Locale } from '@culture/protocol';
import { vrExhibitions } from '../../../db/schema.js';
import { containsPattern } from '../../../lib/contains-pattern.js';
import type { ExhibitionContext } from '../exhibition-context.js';
import { summaryColumns, summaryOf } from '../exhibition-presenter.js';
import { visitorsOf } from '../room-visitors.js';

/** The exhibition's name in any language contains `text` (case-insensitive, wildcards literal). */
export function nameContains(text: string) {
  const pattern = containsPattern(text);
  return or(
    sql`${vrExhibitions.name}->>'zh-CN' ilike ${pattern}`,
    sql`${vrExhibitions.name}->>'zh-TW' ilike ${pattern}`,
    sql`${vrExhibitions.name}->>'en-US' ilike ${pattern}`,
  );
}

export async function searchExhibitions(
  { db, catalog, occupancy }: ExhibitionContext,
  name: string,
  locale: Locale,
): Promise<ExhibitionSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(vrExhibitions)
    .where(and(isNotNull(vrExhibitions.publishedAt), nameContains(name)))
    .orderBy(desc(vrExhibitions.publishedAt), desc(vrExhibitions.id))
    .limit(EXHIBITION_SEARCH_LIMIT);
  const visitors = await visitorsOf(
    occupancy,
    rows.map((row) => row.id.toString()),
  );
  return rows.map((row, i) => summaryOf(catalog, row, locale, visitors[i]!));
}
