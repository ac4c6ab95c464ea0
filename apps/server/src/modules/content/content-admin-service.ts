/**
 * The console's Content section (docs/operator-console.md, "Content"): drafts beside the published
 * page, publishing (a new numbered version, content_pages replaced) and restoring an old version
 * (published again as a new one). Writes run in the caller's audited transaction; the caller tells
 * the content service `changed()` once it committed, so the page shell drops what it rendered.
 */
import { and, asc, desc, eq, gt, lt, max, sql } from 'drizzle-orm';
import {
  CONTENT_ADMIN_PAGE_SIZE,
  localize,
  type ContentPageDetail,
  type ContentPageList,
  type ContentVersionList,
  type Locale,
  type PageContent,
  type PageView,
} from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { contentPageDrafts, contentPages, contentPageVersions } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { ContentService } from './content-service.js';

/** Who published the versions that existed before the console kept a history. */
const BEFORE_HISTORY = '-';

/** What the section reads: the page list, one page with its draft, the preview, the versions. */
function contentAdminReads(db: Database) {
  const reads = {
    /** Pages by slug, a page of the list at a time (cursor: the last slug seen). */
    async list(cursor: string | undefined): Promise<ContentPageList> {
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
        .where(cursor ? gt(contentPages.slug, cursor) : undefined)
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
    async versions(slug: string, cursor: string | undefined): Promise<ContentVersionList> {
      const rows = await db
        .select({
          version: contentPageVersions.version,
          title: sql<PageContent['title']>`${contentPageVersions.document}->'title'`,
          publishedAt: contentPageVersions.publishedAt,
          publishedBy: contentPageVersions.publishedBy,
          restoredFrom: contentPageVersions.restoredFrom,
        })
        .from(contentPageVersions)
        .where(and(eq(contentPageVersions.slug, slug), cursor ? lt(contentPageVersions.version, Number(cursor)) : undefined))
        .orderBy(desc(contentPageVersions.version))
        .limit(CONTENT_ADMIN_PAGE_SIZE + 1);
      const more = rows.length > CONTENT_ADMIN_PAGE_SIZE;
      const content = rows
        .slice(0, CONTENT_ADMIN_PAGE_SIZE)
        .map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
      return { next: more ? String(content.at(-1)!.version) : null, content };
    },
  };
  return reads;
}

export function createContentAdminService({ db, now, content }: { db: Database; now: () => number; content: ContentService }) {
  async function published(slug: string, tx: Database): Promise<PageContent> {
    const [row] = await tx
      .select({ document: contentPages.document })
      .from(contentPages)
      .where(eq(contentPages.slug, slug))
      .for('update');
    if (!row) throw new ApiError('notFound');
    return row.document;
  }

  /** Publishes `page` as the next version of its page; the first publish keeps what was there as version 1. */
  async function publishDocument(slug: string, page: PageContent, by: string, restoredFrom: number | null, tx: Database) {
    const current = await published(slug, tx);
    const [last] = await tx
      .select({ version: max(contentPageVersions.version) })
      .from(contentPageVersions)
      .where(eq(contentPageVersions.slug, slug));
    let version = last?.version ?? 0;
    const at = new Date(now());
    if (version === 0) {
      version = 1;
      await tx
        .insert(contentPageVersions)
        .values({ slug, version, document: current, publishedAt: at, publishedBy: BEFORE_HISTORY });
    }
    version += 1;
    await content.upsert(page, tx);
    await tx
      .insert(contentPageVersions)
      .values({ slug, version, document: page, publishedAt: at, publishedBy: by, restoredFrom });
    return { before: current, version };
  }

  return {
    ...contentAdminReads(db),
    /** Saves the draft (members still see the published page). Answers the draft it replaced. */
    async saveDraft(slug: string, page: PageContent, by: string, tx: Database): Promise<PageContent | null> {
      if (page.slug !== slug) throw new ApiError('validation', { details: { slug: 'must match the page' } });
      await published(slug, tx);
      const [clash] = await tx.select({ slug: contentPages.slug }).from(contentPages).where(eq(contentPages.route, page.route));
      if (clash && clash.slug !== slug) throw new ApiError('validation', { details: { route: `already used by ${clash.slug}` } });
      const [before] = await tx
        .select({ document: contentPageDrafts.document })
        .from(contentPageDrafts)
        .where(eq(contentPageDrafts.slug, slug));
      const values = { document: page, savedAt: new Date(now()), savedBy: by };
      await tx
        .insert(contentPageDrafts)
        .values({ slug, ...values })
        .onConflictDoUpdate({ target: contentPageDrafts.slug, set: values });
      return before?.document ?? null;
    },

    /** Publishes the page's draft: members see it once the transaction commits. */
    async publish(slug: string, by: string, tx: Database) {
      const [draft] = await tx
        .select({ document: contentPageDrafts.document })
        .from(contentPageDrafts)
        .where(eq(contentPageDrafts.slug, slug))
        .for('update');
      if (!draft) throw new ApiError('validation', { details: { draft: 'there is no draft to publish' } });
      const done = await publishDocument(slug, draft.document, by, null, tx);
      await tx.delete(contentPageDrafts).where(eq(contentPageDrafts.slug, slug));
      return { ...done, after: draft.document };
    },

    /** Publishes an old version again, as a new version; a draft in progress is kept. */
    async restore(slug: string, version: number, by: string, tx: Database) {
      const [old] = await tx
        .select({ document: contentPageVersions.document })
        .from(contentPageVersions)
        .where(and(eq(contentPageVersions.slug, slug), eq(contentPageVersions.version, version)));
      if (!old) throw new ApiError('notFound');
      const done = await publishDocument(slug, old.document, by, version, tx);
      return { ...done, after: old.document };
    },
  };
}

export type ContentAdminService = ReturnType<typeof createContentAdminService>;
