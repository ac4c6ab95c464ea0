/**
 * The tables behind an operator-edited document (draft-history.ts holds the rules): the published
 * copy, one draft beside it and the numbered versions, for project pages and brands alike. Each
 * kind names its three tables and their key columns once; the queries are written here once.
 */
import { and, desc, eq, lt, max, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CONTENT_ADMIN_PAGE_SIZE, type ContentVersionList } from '@culture/protocol';
import type { Database } from '../db/client.js';
import { ApiError } from './api-error.js';
import type { DocumentStore } from './draft-history.js';

type DraftTable = PgTable & { document: AnyPgColumn; savedAt: AnyPgColumn; savedBy: AnyPgColumn };
type VersionTable = PgTable & {
  version: AnyPgColumn;
  document: AnyPgColumn;
  publishedAt: AnyPgColumn;
  publishedBy: AnyPgColumn;
  restoredFrom: AnyPgColumn;
};

/** One kind's tables; `keyField` is the key's property name in the draft and version rows. */
export interface DocumentTables {
  published: { table: PgTable; key: AnyPgColumn; document: AnyPgColumn };
  drafts: { table: DraftTable; key: AnyPgColumn };
  versions: { table: VersionTable; key: AnyPgColumn };
  keyField: string;
}

/**
 * The store draft-history.ts works on, over `tables`; `write` replaces what members read (the
 * kind's own service, which also keeps its other columns).
 */
export function tableDocumentStore<K, D>(
  tables: DocumentTables,
  write: (document: D, tx: Database) => Promise<unknown>,
): DocumentStore<K, D> {
  const { published, drafts, versions, keyField } = tables;
  // The key's value typed as the column's: K is the column's own type, which drizzle cannot see here.
  const keyIs = (column: AnyPgColumn, key: K) => eq(column, key as never);
  return {
    async published(key, tx) {
      const [row] = await tx
        .select({ document: published.document })
        .from(published.table)
        .where(keyIs(published.key, key))
        .for('update');
      if (!row) throw new ApiError('notFound');
      return row.document as D;
    },
    write: async (document, tx) => {
      await write(document, tx);
    },
    async draft(key, tx, lock = false) {
      const query = tx.select({ document: drafts.table.document }).from(drafts.table).where(keyIs(drafts.key, key));
      const [row] = lock ? await query.for('update') : await query;
      return (row?.document as D | undefined) ?? null;
    },
    async putDraft(key, document, savedAt, savedBy, tx) {
      const values = { document, savedAt, savedBy };
      await tx
        .insert(drafts.table)
        .values({ [keyField]: key, ...values } as never)
        .onConflictDoUpdate({ target: drafts.key, set: values as never });
    },
    async dropDraft(key, tx) {
      await tx.delete(drafts.table).where(keyIs(drafts.key, key));
    },
    async lastVersion(key, tx) {
      const [last] = await tx
        .select({ version: max(versions.table.version) })
        .from(versions.table)
        .where(keyIs(versions.key, key));
      return (last?.version as number | null | undefined) ?? 0;
    },
    async addVersion(key, row, tx) {
      await tx.insert(versions.table).values({ [keyField]: key, ...row } as never);
    },
    async version(key, version, tx) {
      const [old] = await tx
        .select({ document: versions.table.document })
        .from(versions.table)
        .where(and(keyIs(versions.key, key), eq(versions.table.version, version)));
      return (old?.document as D | undefined) ?? null;
    },
  };
}

/**
 * Published versions of one document, newest first, a page at a time (cursor: the last version
 * number seen); `title` is what the list names each version by (the document's title or name).
 */
export async function versionList(
  db: Database,
  tables: DocumentTables,
  key: unknown,
  title: (document: AnyPgColumn) => SQL,
  cursor: string | undefined,
): Promise<ContentVersionList> {
  const { table, key: keyColumn } = tables.versions;
  const rows = await db
    .select({
      version: table.version,
      title: title(table.document),
      publishedAt: table.publishedAt,
      publishedBy: table.publishedBy,
      restoredFrom: table.restoredFrom,
    })
    .from(table)
    .where(and(eq(keyColumn, key as never), cursor ? lt(table.version, Number(cursor)) : undefined))
    .orderBy(desc(table.version))
    .limit(CONTENT_ADMIN_PAGE_SIZE + 1);
  const more = rows.length > CONTENT_ADMIN_PAGE_SIZE;
  const content = rows.slice(0, CONTENT_ADMIN_PAGE_SIZE).map((row) => ({
    version: row.version as number,
    title: row.title as ContentVersionList['content'][number]['title'],
    publishedAt: (row.publishedAt as Date).toISOString(),
    publishedBy: row.publishedBy as string,
    restoredFrom: row.restoredFrom as number | null,
  }));
  return { next: more ? String(content.at(-1)!.version) : null, content };
}

/** `document->'field'`, a JSON object of the three languages' texts (a literal: jsonb's `->` has two overloads). */
export const jsonField =
  (field: 'name' | 'title') =>
  (document: AnyPgColumn): SQL =>
    sql`${document}->${sql.raw(`'${field}'`)}`;
