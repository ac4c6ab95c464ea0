/** Exhibition rows → the wire: list cards, works in the reader's language, the operators' view. */
import { localize, type AdminExhibition, type ExhibitionSummary, type ExhibitWork, type Locale } from '@culture/protocol';
import { vrExhibitions, type ExhibitWorkRow } from '../../db/schema.js';
import type { ExhibitionRow } from './published-rows.js';
import type { WorldCatalog } from './world-catalog.js';

type SummaryRow = Pick<ExhibitionRow, 'id' | 'name' | 'summary' | 'cover' | 'publishedAt'>;

/** What a list card needs: lists never read the works (the heavy part of a row). */
export const summaryColumns = {
  id: vrExhibitions.id,
  name: vrExhibitions.name,
  summary: vrExhibitions.summary,
  cover: vrExhibitions.cover,
  publishedAt: vrExhibitions.publishedAt,
};

export function summaryOf(catalog: WorldCatalog, row: SummaryRow, locale: Locale, visitors: number): ExhibitionSummary {
  return {
    id: row.id.toString(),
    kind: 'official',
    name: row.name[locale],
    summary: row.summary[locale],
    cover: catalog.current(row.cover),
    visitors,
    ownerId: null,
  };
}

export function workOf(catalog: WorldCatalog, work: ExhibitWorkRow, locale: Locale): ExhibitWork {
  return {
    ...localize(work, locale),
    image: work.image && catalog.current(work.image),
    video: work.video && catalog.current(work.video),
  };
}

export function adminView(row: ExhibitionRow): AdminExhibition {
  return {
    id: row.id.toString(),
    name: row.name,
    summary: row.summary,
    cover: row.cover,
    templateId: row.templateId,
    works: row.works,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}
