/**
 * Each legal document's versions (docs/privacy.md, "Documents and versions"). Version 1 of each is
 * the text the app shipped with and is built in here, so a fresh database needs no seed; operators
 * publish later versions through the operator API, which only ever adds a row.
 */
import { desc, eq } from 'drizzle-orm';
import { type AdminLegalVersion, type LegalDocumentId, type Locale } from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { legalVersions } from '../../db/schema.js';
import type { LocalizedText } from '../../db/schema/columns.js';

export interface StoredVersion {
  document: LegalDocumentId;
  version: number;
  effectiveDate: string;
  material: boolean;
  summary: LocalizedText;
}

/** The texts in apps/web/src/features/legal/content as first published. */
export const BASELINE: Record<LegalDocumentId, StoredVersion> = {
  userAgreement: {
    document: 'userAgreement',
    version: 1,
    effectiveDate: '2023-08-01',
    material: true,
    summary: { 'zh-CN': '首次发布。', 'zh-TW': '首次發布。', 'en-US': 'First published.' },
  },
  privacyPolicy: {
    document: 'privacyPolicy',
    version: 1,
    effectiveDate: '2023-08-01',
    material: true,
    summary: { 'zh-CN': '首次发布。', 'zh-TW': '首次發布。', 'en-US': 'First published.' },
  },
  childrenRules: {
    document: 'childrenRules',
    version: 1,
    effectiveDate: '2026-11-27',
    material: true,
    summary: { 'zh-CN': '首次发布。', 'zh-TW': '首次發布。', 'en-US': 'First published.' },
  },
};

export function readerVersion(v: StoredVersion, locale: Locale) {
  return {
    document: v.document,
    version: v.version,
    effectiveDate: v.effectiveDate,
    material: v.material,
    summary: v.summary[locale],
  };
}

export function createLegalVersions({ db, now }: { db: Database; now: () => number }) {
  /** Every version of every document, oldest first, the built-in first ones included. */
  async function all(): Promise<StoredVersion[]> {
    const rows = await db.select().from(legalVersions).orderBy(legalVersions.document, legalVersions.version);
    const published = rows.map((r) => ({ ...r, document: r.document as LegalDocumentId }));
    return [...Object.values(BASELINE), ...published];
  }

  /** The current (highest) version of each document. */
  function current(versions: StoredVersion[]): Record<LegalDocumentId, StoredVersion> {
    const latest = { ...BASELINE };
    for (const v of versions) if (v.version > latest[v.document].version) latest[v.document] = v;
    return latest;
  }

  /**
   * Publishes the document's next version in the operator's transaction (the audit row's); two at
   * once get consecutive numbers (the key decides: read committed sees the other's row next turn).
   */
  async function publish(input: AdminLegalVersion, tx: Database = db): Promise<{ document: LegalDocumentId; version: number }> {
    for (;;) {
      const [top] = await tx
        .select({ version: legalVersions.version })
        .from(legalVersions)
        .where(eq(legalVersions.document, input.document))
        .orderBy(desc(legalVersions.version))
        .limit(1);
      const version = (top?.version ?? BASELINE[input.document].version) + 1;
      const inserted = await tx
        .insert(legalVersions)
        .values({ ...input, version, publishedAt: new Date(now()) })
        .onConflictDoNothing()
        .returning({ version: legalVersions.version });
      if (inserted.length > 0) return { document: input.document, version };
    }
  }

  return { all, current, publish };
}
export type LegalVersions = ReturnType<typeof createLegalVersions>;
