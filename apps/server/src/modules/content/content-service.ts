/** Content pages: read in the reader's language, written by operators (no deploy needed). */
import { asc, eq, sql } from 'drizzle-orm';
import { localize, type L, type Locale, type PageContent, type PageSummary, type PageView } from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { contentPages } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';

export function createContentService({ db, now }: { db: Database; now: () => number }) {
  // Told after an operator's write (the page shell drops what it rendered from the old text).
  const changeListeners = new Set<() => void>();
  return {
    /** Calls `listener` after every successful upsert. */
    onChange(listener: () => void): void {
      changeListeners.add(listener);
    },

    /** Every page's summary, in home order. Home's first HTML asks on each visit, so only the summary fields are read, not whole documents. */
    async list(locale: Locale): Promise<PageSummary[]> {
      const field = <T>(name: keyof PageContent) => sql<T>`${contentPages.document}->${name}`;
      const rows = await db
        .select({
          slug: contentPages.slug,
          route: contentPages.route,
          trending: contentPages.trending,
          sortOrder: contentPages.sortOrder,
          kind: field<PageContent['kind']>('kind'),
          title: field<L>('title'),
          subtitle: field<L>('subtitle'),
          summary: field<L>('summary'),
          cover: field<string>('cover'),
        })
        .from(contentPages)
        .orderBy(asc(contentPages.sortOrder), asc(contentPages.slug));
      return rows.map((row) => localize(row, locale));
    },

    async get(slug: string, locale: Locale): Promise<PageView> {
      const [row] = await db
        .select({ document: contentPages.document })
        .from(contentPages)
        .where(eq(contentPages.slug, slug))
        .limit(1);
      if (!row) throw new ApiError('notFound');
      return localize(row.document, locale);
    },

    /** The page shown at an app route, or null. */
    async getByRoute(route: string, locale: Locale): Promise<PageView | null> {
      const [row] = await db
        .select({ document: contentPages.document })
        .from(contentPages)
        .where(eq(contentPages.route, route))
        .limit(1);
      return row ? localize(row.document, locale) : null;
    },

    /**
     * Creates or replaces a page in the operator's transaction (the audit row's); a route already
     * used by another page is refused. Answers the page as it was (null: new). Call `changed()`
     * once the transaction has committed.
     */
    async upsert(page: PageContent, tx: Database = db): Promise<PageContent | null> {
      const [clash] = await tx
        .select({ slug: contentPages.slug })
        .from(contentPages)
        .where(eq(contentPages.route, page.route))
        .limit(1);
      if (clash && clash.slug !== page.slug)
        throw new ApiError('validation', { details: { route: `already used by ${clash.slug}` } });
      const [before] = await tx
        .select({ document: contentPages.document })
        .from(contentPages)
        .where(eq(contentPages.slug, page.slug))
        .for('update');
      const values = {
        route: page.route,
        trending: page.trending,
        sortOrder: page.sortOrder,
        document: page,
        updatedAt: new Date(now()),
      };
      await tx
        .insert(contentPages)
        .values({ slug: page.slug, ...values })
        .onConflictDoUpdate({ target: contentPages.slug, set: values });
      return before?.document ?? null;
    },

    /** Tells the listeners (the page shell's cache) after an upsert's transaction committed. */
    changed: (): void => changeListeners.forEach((listener) => listener()),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
