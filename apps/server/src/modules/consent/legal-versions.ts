/**
 * Each legal document's versions (docs/privacy.md, "Documents and versions"). The versions whose
 * texts shipped with the app are built in here (`BUILT_IN`), so a fresh database needs no seed;
 * operators publish later versions through the operator API, which only ever adds a row numbered
 * after the built-in ones.
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

const FIRST: LocalizedText = { 'zh-CN': '首次发布。', 'zh-TW': '首次發布。', 'en-US': 'First published.' };

/**
 * The texts in apps/web/src/features/legal/content as shipped with the app, oldest first. A
 * version here needs no row and no operator; a new database starts at the latest one.
 */
export const BUILT_IN: readonly StoredVersion[] = [
  { document: 'userAgreement', version: 1, effectiveDate: '2023-08-01', material: true, summary: FIRST },
  { document: 'privacyPolicy', version: 1, effectiveDate: '2023-08-01', material: true, summary: FIRST },
  { document: 'childrenRules', version: 1, effectiveDate: '2026-11-27', material: true, summary: FIRST },
  // Version 2 describes what the product now does (docs/decisions.md, "The legal texts' version 2"):
  // material, since the rights timeline and what is shared (the indexers abroad) changed.
  {
    document: 'userAgreement',
    version: 2,
    effectiveDate: '2026-11-27',
    material: true,
    summary: {
      'zh-CN':
        '答复时限改为15个工作日（原为30日）；注销设7日冷静期；不满14周岁须经监护人同意；停止服务或关闭账号前30日通过应用内通知及短信告知；重大变更须在应用内同意。',
      'zh-TW':
        '回覆期限改為15個工作天（原為30日）；註銷設7天冷靜期；未滿14歲須經監護人同意；停止服務或關閉帳號前30天以應用程式內通知及簡訊告知；重大變更須於應用程式內同意。',
      'en-US':
        'Replies within 15 working days (was 30 days); cancellation with 7 days to change your mind; a guardian’s consent for children under 14; 30 days’ notice in the app and by SMS before the Service ends or an account is closed; material changes asked in the app.',
    },
  },
  {
    document: 'privacyPolicy',
    version: 2,
    effectiveDate: '2026-11-27',
    material: true,
    summary: {
      'zh-CN':
        '可在应用内提出个人信息申请，15个工作日内答复（原为30日）；新增“下载我的数据”；注销设7日冷静期，15个工作日内完成；不满14周岁须经监护人同意；境外NFT列表须经您单独同意；应用内通知及短信通知。',
      'zh-TW':
        '可在應用程式內提出個人資訊申請，15個工作天內回覆（原為30日）；新增「下載我的資料」；註銷設7天冷靜期，15個工作天內完成；未滿14歲須經監護人同意；境外NFT清單須經您單獨同意；應用程式內通知及簡訊通知。',
      'en-US':
        'Privacy requests in the app, answered within 15 working days (was 30 days); Download my data; cancellation with 7 days to change your mind, done within 15 working days; a guardian’s consent for children under 14; the NFT list abroad only with your separate consent; notices in the app and by SMS.',
    },
  },
];

/** Each document's latest built-in version: the current one until an operator publishes another. */
export const BUILT_IN_CURRENT: Readonly<Record<LegalDocumentId, StoredVersion>> = latestOf(BUILT_IN);

/**
 * The built-in current versions of the documents named, as a consent decision names them. Tests
 * agree through this, so a new built-in version changes one line, not every test.
 */
export function builtInVersions(...documents: LegalDocumentId[]): { document: LegalDocumentId; version: number }[] {
  return documents.map((document) => ({ document, version: BUILT_IN_CURRENT[document].version }));
}

function latestOf(versions: readonly StoredVersion[]): Record<LegalDocumentId, StoredVersion> {
  const latest = {} as Record<LegalDocumentId, StoredVersion>;
  for (const v of versions) if (!latest[v.document] || v.version > latest[v.document].version) latest[v.document] = v;
  return latest;
}

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
    return [...BUILT_IN, ...published];
  }

  /** The current (highest) version of each document. */
  function current(versions: StoredVersion[]): Record<LegalDocumentId, StoredVersion> {
    return latestOf([...BUILT_IN, ...versions]);
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
      const version = Math.max(top?.version ?? 0, BUILT_IN_CURRENT[input.document].version) + 1;
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
