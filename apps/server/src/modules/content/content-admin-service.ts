/**
 * The console's Content section (docs/operator-console.md, "Content"): drafts beside the published
 * page, publishing (a new numbered version, content_pages replaced) and restoring an old version
 * (published again as a new one). Writes run in the caller's audited transaction; the caller tells
 * the content service `changed()` once it committed, so the page shell drops what it rendered.
 */
import { and, asc, eq, gt, ilike, or, sql } from 'drizzle-orm';
import {
  CONTENT_ADMIN_PAGE_SIZE,
  localize,
  type ContentPageDetail,
  type ContentPageList,
  type Locale,
  type PageContent,
  type PageView,
} from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { contentPageDrafts, contentPages, contentPageVersions } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { anyLanguageContains, containsPattern } from '../../lib/contains-pattern.js';
import type { ContentService } from './content-service.js';
import { jsonField, tableDocumentStore, versionList, type DocumentTables } from '../../lib/document-tables.js';
import { createDraftHistory } from '../../lib/draft-history.js';

/** What the section reads: the page list, one page with its draft, the preview, the versions. */
function contentAdminReads(db: Database) {
  const reads = {
    /**
     * Pages by slug, a page of the list at a time (cursor: the last slug seen); with `q`, those
     * whose slug or published title in any language contains it (as the template and badge-event
     * searches do).
     */
    async list(cursor: string | undefined, q?: string): Promise<ContentPageList> {
      const matching = q
        ? or(ilike(contentPages.slug, containsPattern(q)), anyLanguageContains(sql`${contentPages.document}->'title'`, q))
        : undefined;
      const rows = await db
        .select({
          slug: contentPages.slug,
          route: contentPages.route,
          kind: sql<string>`${contentPages.document}->>'kind'`,
          title: sql<PageContent['title']>`${contentPages.document}->'title'`,
          updatedAt: contentPages.updatedAt,
          draftSavedAt: contentPageDrafts.savedAt,
        })
        .from(contentPages)
        .leftJoin(contentPageDrafts, eq(contentPageDrafts.slug, contentPages.slug))
        .where(and(matching, cursor ? gt(contentPages.slug, cursor) : undefined))
        .orderBy(asc(contentPages.slug))
        .limit(CONTENT_ADMIN_PAGE_SIZE + 1);
      const more = rows.length > CONTENT_ADMIN_PAGE_SIZE;
      const content = rows.slice(0, CONTENT_ADMIN_PAGE_SIZE).map(({ draftSavedAt, updatedAt, ...row }) => ({
        ...row,
        hasDraft: draftSavedAt !== null,
        updatedAt: updatedAt.toISOString(),
      }));
      return { next: more ? content.at(-1)!.slug : null, content };
    },

    async detail(slug: string): Promise<ContentPageDetail> {
      const [row] = await db
        .select({ published: contentPages.document, draft: contentPageDrafts.document, savedAt: contentPageDrafts.savedAt })
        .from(contentPages)
        .leftJoin(contentPageDrafts, eq(contentPageDrafts.slug, contentPages.slug))
        .where(eq(contentPages.slug, slug));
      if (!row) throw new ApiError('notFound');
      return { published: row.published, draft: row.draft, draftSavedAt: row.savedAt?.toISOString() ?? null };
    },

    /** What the phone preview shows: the draft if there is one, else the published page, in `locale`. */
    async preview(slug: string, locale: Locale): Promise<PageView> {
      const { published: page, draft } = await reads.detail(slug);
      return localize(draft ?? page, locale);
    },

    /** Published versions, newest first (cursor: the last version number seen). */
    versions: (slug: string, cursor: string | undefined) => versionList(db, PAGE_TABLES, slug, jsonField('title'), cursor),
  };
  return reads;
}

/** Where pages keep their published copy, draft and versions (draft-history.ts holds the rules). */
const PAGE_TABLES: DocumentTables = {
  published: { table: contentPages, key: contentPages.slug, document: contentPages.document },
  drafts: { table: contentPageDrafts, key: contentPageDrafts.slug },
  versions: { table: contentPageVersions, key: contentPageVersions.slug },
  keyField: 'slug',
};

export function createContentAdminService({ db, now, content }: { db: Database; now: () => number; content: ContentService }) {
  const history = createDraftHistory(
    tableDocumentStore<string, PageContent>(PAGE_TABLES, (page, tx) => content.upsert(page, tx)),
    now,
  );
  return {
    ...contentAdminReads(db),
    /** Saves the draft (members still see the published page). Answers the draft it replaced. */
    async saveDraft(slug: string, page: PageContent, by: string, tx: Database): Promise<PageContent | null> {
      if (page.slug !== slug) throw new ApiError('validation', { details: { slug: 'must match the page' } });
      return history.saveDraft(slug, page, by, tx, async () => {
        const [clash] = await tx.select({ slug: contentPages.slug }).from(contentPages).where(eq(contentPages.route, page.route));
        if (clash && clash.slug !== slug)
          throw new ApiError('validation', { details: { route: `already used by ${clash.slug}` } });
      });
    },
    /** Publishes the page's draft: members see it once the transaction commits. */
    publish: (slug: string, by: string, tx: Database) => history.publish(slug, by, tx),
    /** Publishes an old version again, as a new version; a draft in progress is kept. */
    restore: (slug: string, version: number, by: string, tx: Database) => history.restore(slug, version, by, tx),
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
