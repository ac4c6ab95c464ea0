/**
 * The clean-up's retention part (docs/privacy.md, "Retention"): the categories whose period runs
 * out long after the row stopped being used, with the periods of modules/privacy/retention.ts.
 *   - consent evidence and the privacy audit: three years after the account ended. An ended account
 *     is one whose users row is gone; its end is its latest evidence row, because both ways an
 *     account ends write one last (`cancellation.completed` by the erasure, `account.ended` by the
 *     guest clean-up below). A row goes when its person no longer exists and no evidence row of
 *     theirs is younger than the period;
 *   - the operator audit three years after the action; a closing notice's anonymised proof three
 *     years after the account ended; export records 30 days after the request;
 *     the development SMS outbox after a day; WeChat openids 30 days after they stopped following
 *     us; operator console sessions after their 12 hours (the sign-in sweeps only the signing-in
 *     operator's own, so one who never returns would keep theirs).
 * Each delete picks a batch with FOR UPDATE SKIP LOCKED, like the rest of the clean-up.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Database } from '../../db/client.js';
import { RETENTION, retentionMs } from '../privacy/retention.js';

export interface RetentionReport {
  consentEvidence: number;
  privacyAudit: number;
  operatorAudit: number;
  closingNoticeProofs: number;
  dataExports: number;
  smsOutbox: number;
  wechatUnfollowed: number;
  operatorSessions: number;
}

export interface BatchLimits {
  batchSize: number;
  maxBatches: number;
}

/** Runs `statement(limit)` (a delete answering one row per row deleted) until a batch comes back short. */
export async function inBatches(db: Database, { batchSize, maxBatches }: BatchLimits, statement: (limit: number) => SQL) {
  let deleted = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const gone = rows(await db.execute(statement(batchSize))).length;
    deleted += gone;
    if (gone < batchSize) break;
  }
  return deleted;
}

/** Rows of `table` whose person is gone and whose evidence is all older than `cutoff`. */
function endedEvidence(table: 'consent_records' | 'privacy_audit', cutoff: Date, limit: number): SQL {
  const t = sql.identifier(table);
  return sql`delete from ${t} where id in (
      select e.id from ${t} e
      where e.at < ${cutoff}
        and not exists (select 1 from users u where u.id = e.user_id)
        and not exists (select 1 from consent_records c where c.user_id = e.user_id and c.at >= ${cutoff})
        and not exists (select 1 from privacy_audit p where p.user_id = e.user_id and p.at >= ${cutoff})
      limit ${limit} for update of e skip locked)
    returning id`;
}

/**
 * How often the evidence is looked at. Finding an ended account's rows walks the whole ledger
 * (an anti-join against users: 0.37 s for 620,000 rows on PostgreSQL, docs/privacy.md), while a
 * day's delay on a three-year period changes nothing; so once a day, not every ten minutes.
 */
export const EVIDENCE_SWEEP_MS = 86_400_000;

/**
 * Says when a sweep looks at the evidence: the first sweep of a process, then a day after the last
 * look, or at once again when the last look stopped at its batch limit (a backlog).
 */
export function evidenceGate(now: () => number, { batchSize, maxBatches }: BatchLimits) {
  let nextAt = 0;
  return {
    due: () => now() >= nextAt,
    looked(deleted: number) {
      nextAt = deleted >= batchSize * maxBatches ? 0 : now() + EVIDENCE_SWEEP_MS;
    },
  };
}

export type EvidenceGate = ReturnType<typeof evidenceGate>;

async function sweepEvidence(db: Database, limits: BatchLimits, gate: EvidenceGate, consentCutoff: Date, privacyCutoff: Date) {
  if (!gate.due()) return { consentEvidence: 0, privacyAudit: 0 };
  const consentEvidence = await inBatches(db, limits, (n) => endedEvidence('consent_records', consentCutoff, n));
  const privacyAudit = await inBatches(db, limits, (n) => endedEvidence('privacy_audit', privacyCutoff, n));
  gate.looked(Math.max(consentEvidence, privacyAudit));
  return { consentEvidence, privacyAudit };
}

export async function sweepRetention(
  db: Database,
  nowMs: number,
  limits: BatchLimits,
  evidence: EvidenceGate,
): Promise<RetentionReport> {
  const before = (period: Parameters<typeof retentionMs>[0]) => new Date(nowMs - retentionMs(period));
  const consentCutoff = before(RETENTION.consentEvidence);
  const privacyCutoff = before(RETENTION.privacyAudit);
  const operatorCutoff = before(RETENTION.operatorAudit);
  const exportCutoff = before(RETENTION.dataExportRecords);
  const proofCutoff = before(RETENTION.closingNoticeProof);
  const outboxCutoff = before(RETENTION.smsOutbox);
  const unfollowedCutoff = before(RETENTION.wechatUnfollowed);
  const operatorSessionCutoff = before(RETENTION.operatorSessions);
  return {
    ...(await sweepEvidence(db, limits, evidence, consentCutoff, privacyCutoff)),
    operatorAudit: await inBatches(
      db,
      limits,
      (n) => sql`delete from operator_audit where id in (
          select id from operator_audit where at < ${operatorCutoff} limit ${n} for update skip locked)
        returning id`,
    ),
    // A closing notice's proof, three years after the account it was about ended.
    closingNoticeProofs: await inBatches(
      db,
      limits,
      (n) => sql`delete from closing_notice_proofs where id in (
          select id from closing_notice_proofs where account_ended_at < ${proofCutoff} limit ${n} for update skip locked)
        returning id`,
    ),
    // A finished export's row: the zip went after 24 hours (the export sweep); the row after 30 days.
    dataExports: await inBatches(
      db,
      limits,
      (n) => sql`delete from data_exports where id in (
          select id from data_exports where state in ('expired', 'failed') and requested_at < ${exportCutoff}
          limit ${n} for update skip locked)
        returning id`,
    ),
    smsOutbox: await inBatches(
      db,
      limits,
      (n) => sql`delete from sms_outbox where id in (
          select id from sms_outbox where sent_at < ${outboxCutoff} limit ${n} for update skip locked)
        returning id`,
    ),
    wechatUnfollowed: await inBatches(
      db,
      limits,
      (n) => sql`delete from wechat_followers where open_id in (
          select open_id from wechat_followers where not subscribed and updated_at < ${unfollowedCutoff}
          limit ${n} for update skip locked)
        returning open_id`,
    ),
    operatorSessions: await inBatches(
      db,
      limits,
      (n) => sql`delete from operator_sessions where id_hash in (
          select id_hash from operator_sessions where created_at < ${operatorSessionCutoff} limit ${n} for update skip locked)
        returning id_hash`,
    ),
  };
}

/**
 * Deletes the guests `pick` selects and, for those whose consent the ledger holds, writes the
 * `account.ended` row their evidence period runs from, in the same statement.
 */
export function deleteGuestsRecordingEnd(pick: SQL, at: Date): SQL {
  return sql`with gone as (delete from users where id in (${pick}) returning id),
      ended as (
        insert into privacy_audit (user_id, action, at)
        select gone.id, 'account.ended', ${at} from gone
        where exists (select 1 from consent_records c where c.user_id = gone.id)
        returning 1)
    select id from gone`;
}
