/**
 * Drafts, publishing and history for an operator-edited document (docs/operator-console.md,
 * "Content"): the rules once, for project pages and brands alike. A draft sits beside the
 * published document (members keep reading the published one); publishing writes the draft as the
 * next numbered version and deletes the draft; the first publish records what was there before as
 * version 1 (published by "-"), unless members never saw it (a brand created in the console); restoring publishes an old version again as a new one, keeping a
 * draft in progress. Every step runs in the caller's audited transaction.
 */
import type { Database } from '../db/client.js';
import { ApiError } from './api-error.js';

/** Who published the versions that existed before the console kept a history. */
export const BEFORE_HISTORY = '-';

/** Who the version and draft columns name: the operator's sign-in name, or the API key. */
export const editorName = (request: { auditContext(): { actor: string | null; actorName: string | null } }) => {
  const context = request.auditContext();
  return context.actorName ?? context.actor ?? BEFORE_HISTORY;
};

/** Where one kind of document keeps its published copy, its draft and its versions. */
export interface DocumentStore<K, D> {
  /** The published document, locked for the transaction; throws notFound when there is none. */
  published(key: K, tx: Database): Promise<D>;
  /** Replaces what members read. */
  write(document: D, tx: Database): Promise<void>;
  /** The draft (locked when `lock`), or null. */
  draft(key: K, tx: Database, lock?: boolean): Promise<D | null>;
  putDraft(key: K, document: D, savedAt: Date, savedBy: string, tx: Database): Promise<void>;
  dropDraft(key: K, tx: Database): Promise<void>;
  /** The highest version number kept (0: none). */
  lastVersion(key: K, tx: Database): Promise<number>;
  addVersion(
    key: K,
    row: { version: number; document: D; publishedAt: Date; publishedBy: string; restoredFrom: number | null },
    tx: Database,
  ): Promise<void>;
  version(key: K, version: number, tx: Database): Promise<D | null>;
  /**
   * True when members have never seen the document (a brand created in the console, not yet
   * published): what stands in its published place was never read, so its first publish is version 1.
   */
  neverPublished?(key: K, tx: Database): Promise<boolean>;
}

export function createDraftHistory<K, D>(store: DocumentStore<K, D>, now: () => number) {
  /**
   * Publishes `document` as the next version; the first publish keeps what was there as version 1,
   * unless members never saw it (then `before` is null and the document is version 1).
   */
  async function publishDocument(key: K, document: D, by: string, restoredFrom: number | null, tx: Database) {
    const published = await store.published(key, tx);
    const unseen = (await store.neverPublished?.(key, tx)) ?? false;
    const before = unseen ? null : published;
    let version = await store.lastVersion(key, tx);
    const publishedAt = new Date(now());
    if (version === 0 && before !== null) {
      version = 1;
      await store.addVersion(
        key,
        { version, document: before, publishedAt, publishedBy: BEFORE_HISTORY, restoredFrom: null },
        tx,
      );
    }
    version += 1;
    await store.write(document, tx);
    await store.addVersion(key, { version, document, publishedAt, publishedBy: by, restoredFrom }, tx);
    return { before, version };
  }

  return {
    /**
     * Saves the draft (members still see the published document) once `check` (the document's own
     * rules, run after the published one is found and locked) passes. Answers the draft it replaced.
     */
    async saveDraft(key: K, document: D, by: string, tx: Database, check?: () => Promise<void>): Promise<D | null> {
      await store.published(key, tx);
      await check?.();
      const before = await store.draft(key, tx);
      await store.putDraft(key, document, new Date(now()), by, tx);
      return before;
    },

    /** Publishes the draft: members see it once the transaction commits. */
    async publish(key: K, by: string, tx: Database) {
      const draft = await store.draft(key, tx, true);
      if (!draft) throw new ApiError('validation', { details: { draft: 'there is no draft to publish' } });
      const done = await publishDocument(key, draft, by, null, tx);
      await store.dropDraft(key, tx);
      return { ...done, after: draft };
    },

    /** Publishes an old version again, as a new version; a draft in progress is kept. */
    async restore(key: K, version: number, by: string, tx: Database) {
      const old = await store.version(key, version, tx);
      if (old === null) throw new ApiError('notFound');
      const done = await publishDocument(key, old, by, version, tx);
      return { ...done, after: old };
    },
  };
}
