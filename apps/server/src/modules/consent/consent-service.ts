/**
 * The consent ledger (docs/privacy.md, "The ledger"): decisions are only ever added, and what a
 * person consents to now is their latest decision per purpose and document. `consentsTo` is the
 * one check processing code calls before it uses personal information for an optional purpose.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  PURPOSE_DOCUMENTS,
  type ConsentChannel,
  type ConsentDecision,
  type ConsentGate,
  type ConsentPurpose,
  type ConsentRecord,
  type ConsentState,
  type LegalDocumentId,
  type Locale,
} from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { consentRecords } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { nextId } from '../../lib/ids.js';
import { readerVersion, type LegalVersions, type StoredVersion } from './legal-versions.js';

export interface DecisionInput {
  purpose: ConsentPurpose;
  decision: ConsentDecision;
  versions: Array<{ document: LegalDocumentId; version: number }>;
  channel: ConsentChannel;
  language: Locale;
  ip: string | null;
  /** Set only by the guardian flow, after the guardian's phone was verified. */
  guardianPhone?: string | null;
}

interface Latest {
  purpose: ConsentPurpose;
  document: LegalDocumentId;
  version: number;
  decision: ConsentDecision;
  at: Date;
}

export function createConsentService({ db, now, versions }: { db: Database; now: () => number; versions: LegalVersions }) {
  /** The person's latest record per purpose and document. */
  async function latest(userId: bigint, purposes?: readonly ConsentPurpose[]): Promise<Latest[]> {
    const rows = await db
      .selectDistinctOn([consentRecords.purpose, consentRecords.document], {
        purpose: consentRecords.purpose,
        document: consentRecords.document,
        version: consentRecords.version,
        decision: consentRecords.decision,
        at: consentRecords.at,
      })
      .from(consentRecords)
      .where(
        purposes
          ? and(eq(consentRecords.userId, userId), inArray(consentRecords.purpose, [...purposes]))
          : eq(consentRecords.userId, userId),
      )
      .orderBy(consentRecords.purpose, consentRecords.document, desc(consentRecords.at), desc(consentRecords.id));
    return rows as Latest[];
  }

  /** Whether the person consents to `purpose` now: their latest decision on each of its documents is "agree". */
  async function consentsTo(userId: bigint, purpose: ConsentPurpose): Promise<boolean> {
    const records = await latest(userId, [purpose]);
    return PURPOSE_DOCUMENTS[purpose].every((doc) => records.some((r) => r.document === doc && r.decision === 'agree'));
  }

  /**
   * The gate (docs/privacy.md, "The gate"): nothing agreed to the service → `first`; a material
   * version of a service document published after the one agreed → `material`; only minor ones →
   * `minor`; else `none`. A refusal or withdrawal of the service counts as nothing agreed.
   */
  function gateOf(records: Latest[], all: StoredVersion[]): { gate: ConsentGate; changes: StoredVersion[] } {
    const changes: StoredVersion[] = [];
    for (const doc of PURPOSE_DOCUMENTS.service) {
      const agreed = records.find((r) => r.purpose === 'service' && r.document === doc && r.decision === 'agree');
      if (!agreed) return { gate: 'first', changes: [] };
      changes.push(...all.filter((v) => v.document === doc && v.version > agreed.version));
    }
    if (changes.some((v) => v.material)) return { gate: 'material', changes };
    return { gate: changes.length > 0 ? 'minor' : 'none', changes };
  }

  async function state(userId: bigint | null, locale: Locale): Promise<ConsentState> {
    const all = await versions.all();
    const current = Object.values(versions.current(all));
    const records = userId === null ? [] : await latest(userId);
    const { gate, changes } = gateOf(records, all);
    const decisions: ConsentRecord[] = records.map((r) => ({ ...r, at: r.at.toISOString() }));
    return {
      documents: current.map((v) => readerVersion(v, locale)),
      decisions,
      gate,
      changes: changes.map((v) => readerVersion(v, locale)),
    };
  }

  /**
   * The ledger rows of a decision, one per document of the purpose, checked: an agreement must name
   * each document's current version (the text the person was shown); a refusal or withdrawal may
   * name any published one. Reads only, so a caller can check before opening its transaction.
   */
  async function decisionRows(userId: bigint, input: DecisionInput): Promise<(typeof consentRecords.$inferInsert)[]> {
    const documents = PURPOSE_DOCUMENTS[input.purpose];
    const named = new Set(input.versions.map((v) => v.document));
    if (named.size !== input.versions.length || named.size !== documents.length || documents.some((d) => !named.has(d))) {
      throw new ApiError('consentDocumentsMismatch');
    }
    const all = await versions.all();
    const current = versions.current(all);
    for (const { document, version } of input.versions) {
      const known = all.some((v) => v.document === document && v.version === version);
      if (!known || (input.decision === 'agree' && version !== current[document].version))
        throw new ApiError('consentVersionStale');
    }
    const at = new Date(now());
    return input.versions.map(({ document, version }) => ({
      id: nextId(now),
      userId,
      guardianPhone: input.guardianPhone ?? null,
      purpose: input.purpose,
      document,
      version,
      language: input.language,
      decision: input.decision,
      at,
      channel: input.channel,
      ip: input.ip,
    }));
  }

  /** Adds the decision's rows (`decisionRows`), in `tx` when they go with other rows of the caller's. */
  async function record(rows: (typeof consentRecords.$inferInsert)[], tx: Database = db): Promise<void> {
    await tx.insert(consentRecords).values(rows);
  }

  /** Checks and adds a decision. */
  async function decide(userId: bigint, input: DecisionInput): Promise<void> {
    await record(await decisionRows(userId, input));
  }

  return { state, decide, decisionRows, record, consentsTo };
}
export type ConsentService = ReturnType<typeof createConsentService>;
