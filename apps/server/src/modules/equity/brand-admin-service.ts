/**
 * The console's brands (docs/operator-console.md, "Content"): the same draft → publish → history
 * as project pages, with the rules in lib/draft-history.ts; here only where brands keep their
 * published copy (brand_equities), draft and versions, and what the console reads of them. A brand
 * created here ("New brand") has its row hidden from members (`visible` false) until its first publish.
 * Writes run in the caller's audited transaction; the caller tells the equity service `changed()`
 * once it committed.
 */
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import {
  CONTENT_ADMIN_PAGE_SIZE,
  type BrandAdminDetail,
  type BrandAdminList,
  type BrandEquity,
  type BrandEquityView,
  type Locale,
} from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { brandEquities, brandEquityDrafts, brandEquityVersions } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { anyLanguageContains, searchedId } from '../../lib/contains-pattern.js';
import { jsonField, tableDocumentStore, versionList, type DocumentTables } from '../../lib/document-tables.js';
import { createDraftHistory, type DocumentStore } from '../../lib/draft-history.js';
import type { EquityService } from './equity-service.js';

/** Where brands keep their published copy, draft and versions. */
const BRAND_TABLES: DocumentTables = {
  published: { table: brandEquities, key: brandEquities.id, document: brandEquities.document },
  drafts: { table: brandEquityDrafts, key: brandEquityDrafts.brandId },
  versions: { table: brandEquityVersions, key: brandEquityVersions.brandId },
  keyField: 'brandId',
};

function brandStore(equity: EquityService): DocumentStore<number, BrandEquity> {
  return {
    ...tableDocumentStore<number, BrandEquity>(BRAND_TABLES, (brand, tx) => equity.upsert(brand, tx)),
    async neverPublished(id, tx) {
      const [row] = await tx.select({ visible: brandEquities.visible }).from(brandEquities).where(eq(brandEquities.id, id));
      return row?.visible === false;
    },
  };
}

/** The published name in any language contains `q`, or `q` is the brand's id. */
function brandMatches(q: string) {
  const id = searchedId(q);
  return or(anyLanguageContains(sql`${brandEquities.document}->'name'`, q), id === null ? undefined : eq(brandEquities.id, id));
}

export function createBrandAdminService({ db, now, equity }: { db: Database; now: () => number; equity: EquityService }) {
  const history = createDraftHistory(brandStore(equity), now);

  async function detail(id: number): Promise<BrandAdminDetail> {
    const [row] = await db
      .select({
        published: brandEquities.document,
        visible: brandEquities.visible,
        draft: brandEquityDrafts.document,
        savedAt: brandEquityDrafts.savedAt,
      })
      .from(brandEquities)
      .leftJoin(brandEquityDrafts, eq(brandEquityDrafts.brandId, brandEquities.id))
      .where(eq(brandEquities.id, id));
    if (!row) throw new ApiError('notFound');
    return {
      published: row.published,
      draft: row.draft,
      draftSavedAt: row.savedAt?.toISOString() ?? null,
      visible: row.visible,
    };
  }

  return {
    /**
     * Brands by id, a page of the list at a time (cursor: the last id seen); with `q`, those whose
     * published name in any language contains it, or the brand it is the id of.
     */
    async list(cursor: number | undefined, q?: string): Promise<BrandAdminList> {
      const matching = q ? brandMatches(q) : undefined;
      const rows = await db
        .select({
          id: brandEquities.id,
          name: sql<BrandEquity['name']>`${brandEquities.document}->'name'`,
          updatedAt: brandEquities.updatedAt,
          draftSavedAt: brandEquityDrafts.savedAt,
        })
        .from(brandEquities)
        .leftJoin(brandEquityDrafts, eq(brandEquityDrafts.brandId, brandEquities.id))
        .where(and(matching, cursor ? gt(brandEquities.id, cursor) : undefined))
        .orderBy(asc(brandEquities.id))
        .limit(CONTENT_ADMIN_PAGE_SIZE + 1);
      const more = rows.length > CONTENT_ADMIN_PAGE_SIZE;
      const content = rows.slice(0, CONTENT_ADMIN_PAGE_SIZE).map(({ draftSavedAt, updatedAt, ...row }) => ({
        ...row,
        hasDraft: draftSavedAt !== null,
        updatedAt: updatedAt.toISOString(),
      }));
      return { next: more ? String(content.at(-1)!.id) : null, content };
    },

    detail,

    /** What the phone preview shows: the draft if there is one, else the published brand, as a guest sees it. */
    async preview(id: number, locale: Locale): Promise<BrandEquityView> {
      const { published, draft } = await detail(id);
      return equity.view(draft ?? published, locale, null);
    },

    /** Published versions, newest first (cursor: the last version number seen); `title` is the brand's name. */
    versions: (id: number, cursor: string | undefined) => versionList(db, BRAND_TABLES, id, jsonField('name'), cursor),

    /** Saves the draft (members still see the published brand). Answers the draft it replaced. */
    async saveDraft(id: number, brand: BrandEquity, by: string, tx: Database): Promise<BrandEquity | null> {
      if (brand.id !== id) throw new ApiError('validation', { details: { id: 'must match the brand' } });
      return history.saveDraft(id, brand, by, tx, () => equity.validate(brand, tx));
    },
    /**
     * The console's "New brand": the brand row, hidden from members, and the same document as its
     * draft, to complete in the editor and publish (the first publish shows it; drafts need the
     * row). A taken id is refused with brandIdTaken. Answers the brand created.
     */
    async create(brand: BrandEquity, by: string, tx: Database): Promise<BrandEquity> {
      await equity.validate(brand, tx);
      const created = await tx
        .insert(brandEquities)
        .values({ id: brand.id, sortOrder: brand.sortOrder, document: brand, visible: false, updatedAt: new Date(now()) })
        .onConflictDoNothing({ target: brandEquities.id })
        .returning({ id: brandEquities.id });
      if (created.length === 0) throw new ApiError('brandIdTaken');
      await history.saveDraft(brand.id, brand, by, tx);
      return brand;
    },
    publish: (id: number, by: string, tx: Database) => history.publish(id, by, tx),
    restore: (id: number, version: number, by: string, tx: Database) => history.restore(id, version, by, tx),
  };
}

export type BrandAdminService = ReturnType<typeof createBrandAdminService>;
