import { eq, sql } from 'drizzle-orm';
import { DATA_EXPORT_VALID_MS } from '@culture/protocol';
import { describe, expect, it } from 'vitest';
import {
  closingNoticeProofs,
  consentRecords,
  dataExports,
  operatorAudit,
  operators,
  operatorSessions,
  privacyAudit,
  smsOutbox,
  users,
  wechatFollowers,
} from '../../db/schema.js';
import { registry } from '../../lib/metrics/registry.js';
import { createTestApp } from '../../test/helper.js';
import { RETENTION, retentionMs } from '../privacy/retention.js';
import { ABSOLUTE_MS as OPERATOR_SESSION_MS } from '../operators/sign-in-service.js';
import { LINK_TICKET_MS } from '../wechat/wechat-service.js';
import { createCleanupService } from './cleanup-service.js';

const DAY_MS = 86_400_000;
const THREE_YEARS_MS = retentionMs(RETENTION.consentEvidence);

// One app for both suites: the evidence suite moves the clock years ahead, the other looks back from it.
const t = await createTestApp();
const db = t.database.db;
const cleanup = createCleanupService({ db, now: t.clock.now });
let nextId = 6_100_000_000n;
const ago = (ms: number) => new Date(t.clock.now() - ms);
const consent = async (userId: bigint, at: Date) => {
  nextId += 1n;
  await db.insert(consentRecords).values({
    id: nextId,
    userId,
    purpose: 'service',
    document: 'privacy',
    version: 1,
    language: 'en-US',
    decision: 'agree',
    at,
    channel: 'web',
    ip: '203.0.113.7',
  });
};
const consentOf = async (userId: bigint) =>
  (await db.select({ id: consentRecords.id }).from(consentRecords).where(eq(consentRecords.userId, userId))).length;
const auditOf = async (userId: bigint) =>
  (await db.select({ action: privacyAudit.action }).from(privacyAudit).where(eq(privacyAudit.userId, userId))).map(
    (r) => r.action,
  );

describe('retention: consent evidence and the privacy audit, three years after the account ended', () => {
  it('keeps consent evidence and the privacy audit three years after the account ended, then deletes both', async () => {
    const living = 6_000_000_001n;
    const endedRecently = 6_000_000_002n;
    const endedLongAgo = 6_000_000_003n;
    await db.insert(users).values({ id: living, isGuest: false });
    // A living account's ledger stays however old it is.
    await consent(living, ago(5 * THREE_YEARS_MS));
    // Agreed five years ago, cancelled two years ago: the period runs from the end.
    await consent(endedRecently, ago(5 * THREE_YEARS_MS));
    await db.insert(privacyAudit).values({ userId: endedRecently, action: 'cancellation.completed', at: ago(2 * 365 * DAY_MS) });
    await consent(endedLongAgo, ago(5 * THREE_YEARS_MS));
    await db.insert(privacyAudit).values([
      { userId: endedLongAgo, action: 'cancellation.requested', at: ago(THREE_YEARS_MS + 8 * DAY_MS), ip: '203.0.113.7' },
      { userId: endedLongAgo, action: 'cancellation.completed', at: ago(THREE_YEARS_MS + DAY_MS) },
    ]);

    const report = await cleanup.sweep();
    expect(report).toMatchObject({ consentEvidence: 1, privacyAudit: 2 });
    expect(await consentOf(living)).toBe(1);
    expect(await consentOf(endedRecently)).toBe(1);
    expect(await auditOf(endedRecently)).toEqual(['cancellation.completed']);
    expect(await consentOf(endedLongAgo)).toBe(0);
    expect(await auditOf(endedLongAgo)).toEqual([]);
  });

  it('records when a guest holding consent records ended, and deletes its evidence three years later', async () => {
    const res = await t.post('/api/v5/auth/guest');
    const guestId = BigInt((res.json() as { data: { user_id: string } }).data.user_id);
    await consent(guestId, new Date(t.clock.now()));
    const bareGuest = BigInt((await t.post('/api/v5/auth/guest')).json().data.user_id as string);

    t.clock.advance(t.config.guestTokenTtlSeconds * 1000 + DAY_MS);
    expect((await cleanup.sweep()).guests).toBeGreaterThanOrEqual(2);
    expect(await db.select().from(users).where(eq(users.id, guestId))).toHaveLength(0);
    // Its end is on record; a guest the ledger never named leaves nothing behind.
    expect(await auditOf(guestId)).toEqual(['account.ended']);
    expect(await auditOf(bareGuest)).toEqual([]);

    // (The first test's recent ending runs out here too; only this guest is looked at.)
    t.clock.advance(THREE_YEARS_MS - DAY_MS);
    await cleanup.sweep();
    expect(await consentOf(guestId)).toBe(1);
    expect(await auditOf(guestId)).toEqual(['account.ended']);
    t.clock.advance(2 * DAY_MS);
    await cleanup.sweep();
    expect(await consentOf(guestId)).toBe(0);
    expect(await auditOf(guestId)).toEqual([]);
  });
  it('looks at the evidence once a day, not every sweep', async () => {
    const ended = 6_000_000_020n;
    await consent(ended, ago(2 * THREE_YEARS_MS));
    // The test before swept a moment ago: the evidence waits for the next day.
    expect((await cleanup.sweep()).consentEvidence).toBe(0);
    expect(await consentOf(ended)).toBe(1);
    t.clock.advance(DAY_MS);
    expect((await cleanup.sweep()).consentEvidence).toBe(1);
    expect(await consentOf(ended)).toBe(0);
  });
});

describe('retention: the operator audit, export records and the SMS outbox', () => {
  it('deletes operator audit rows after three years', async () => {
    // Its own app at the real time: the table's trigger (migration operator_audit_append_only)
    // refuses to delete a row younger than three years by the database's clock, which the shared
    // app's clock (years ahead) would contradict.
    const real = await createTestApp();
    real.clock.set(Date.now());
    const sweeper = createCleanupService({ db: real.database.db, now: real.clock.now });
    const realAgo = (ms: number) => new Date(real.clock.now() - ms);
    await real.database.db.insert(operatorAudit).values([
      {
        at: realAgo(retentionMs(RETENTION.operatorAudit) + DAY_MS),
        actor: 'operator:1',
        action: 'retention.old',
        ip: '198.51.100.1',
      },
      { at: realAgo(retentionMs(RETENTION.operatorAudit) - DAY_MS), actor: 'operator:1', action: 'retention.recent' },
    ]);
    expect((await sweeper.sweep()).operatorAudit).toBe(1);
    const left = await real.database.db
      .select({ action: operatorAudit.action })
      .from(operatorAudit)
      .where(sql`${operatorAudit.action} like 'retention.%'`);
    expect(left.map((r) => r.action)).toEqual(['retention.recent']);
  });

  it('deletes finished export records 30 days after the request, never an open or a fresh one', async () => {
    const owner = 6_000_000_010n;
    await db.insert(users).values({ id: owner, isGuest: false });
    const old = ago(retentionMs(RETENTION.dataExportRecords) + DAY_MS);
    const row = (id: bigint, state: 'queued' | 'expired' | 'failed', requestedAt: Date) => ({
      id,
      userId: owner,
      state,
      locale: 'en-US',
      requestedAt,
    });
    await db
      .insert(dataExports)
      .values([
        row(6_200_000_001n, 'expired', old),
        row(6_200_000_002n, 'failed', old),
        row(6_200_000_003n, 'queued', old),
        row(6_200_000_004n, 'expired', ago(DAY_MS)),
      ]);
    expect((await cleanup.sweep()).dataExports).toBe(2);
    const left = await db.select({ id: dataExports.id }).from(dataExports).where(eq(dataExports.userId, owner));
    expect(left.map((r) => r.id).sort()).toEqual([6_200_000_003n, 6_200_000_004n]);
  });

  it('deletes the development SMS outbox after a day, and counts what it deleted by category', async () => {
    const counted = async () =>
      (await registry.getSingleMetric('culture_retention_deleted_total')!.get()).values.find(
        (v) => v.labels.category === 'smsOutbox',
      )?.value ?? 0;
    const before = await counted();
    await db.insert(smsOutbox).values([
      { phoneE164: '+8613900000077', text: 'old', code: '111111', sentAt: ago(DAY_MS + 60_000) },
      { phoneE164: '+8613900000077', text: 'new', code: '222222', sentAt: ago(60_000) },
    ]);
    expect((await cleanup.sweep()).smsOutbox).toBe(1);
    const left = await db.select({ text: smsOutbox.text }).from(smsOutbox).where(eq(smsOutbox.phoneE164, '+8613900000077'));
    expect(left.map((r) => r.text)).toEqual(['new']);
    expect((await counted()) - before).toBe(1);
  });
});

describe('retention: WeChat openids, operator sessions, and periods set elsewhere', () => {
  it('deletes WeChat openids 30 days after they stopped following, never a follower', async () => {
    const old = ago(retentionMs(RETENTION.wechatUnfollowed) + DAY_MS);
    await db.insert(wechatFollowers).values([
      { openId: 'o-retention-left', subscribed: false, updatedAt: old },
      { openId: 'o-retention-follows', subscribed: true, updatedAt: old },
      { openId: 'o-retention-left-lately', subscribed: false, updatedAt: ago(DAY_MS) },
    ]);
    expect((await cleanup.sweep()).wechatUnfollowed).toBe(1);
    const left = await db.select({ id: wechatFollowers.openId }).from(wechatFollowers);
    expect(
      left
        .map((r) => r.id)
        .filter((id) => id.startsWith('o-retention'))
        .sort(),
    ).toEqual(['o-retention-follows', 'o-retention-left-lately']);
  });

  it('deletes operator console sessions after their 12 hours, even of an operator who never signs in again', async () => {
    const [operator] = await db
      .insert(operators)
      .values({ login: 'retention-op', displayName: 'R', passwordHash: 'x', roles: [] })
      .returning({ id: operators.id });
    const session = (hash: string, createdAt: Date) => ({
      idHash: Buffer.from(hash),
      operatorId: operator!.id,
      stage: 'signed-in' as const,
      createdAt,
      lastSeenAt: createdAt,
      ip: '198.51.100.9',
      userAgent: 'test',
      csrfToken: hash,
    });
    await db
      .insert(operatorSessions)
      .values([session('old-session', ago(OPERATOR_SESSION_MS + 60_000)), session('new-session', ago(60_000))]);
    expect((await cleanup.sweep()).operatorSessions).toBe(1);
    const left = await db
      .select({ csrf: operatorSessions.csrfToken })
      .from(operatorSessions)
      .where(eq(operatorSessions.operatorId, operator!.id));
    expect(left.map((r) => r.csrf)).toEqual(['new-session']);
  });

  it("deletes a closing notice's anonymised proof three years after the account ended, not before", async () => {
    const proof = (noticeId: bigint, endedAgo: number) => ({
      noticeId,
      noticeAt: ago(endedAgo + 30 * DAY_MS),
      phoneMasked: '+86138****0001',
      state: 'sent' as const,
      attemptAt: ago(endedAgo + 30 * DAY_MS),
      accountEndedAt: ago(endedAgo),
    });
    const period = retentionMs(RETENTION.closingNoticeProof);
    await db.insert(closingNoticeProofs).values([proof(9_100_000_001n, period + DAY_MS), proof(9_100_000_002n, period - DAY_MS)]);
    expect((await cleanup.sweep()).closingNoticeProofs).toBe(1);
    const left = await db.select({ noticeId: closingNoticeProofs.noticeId }).from(closingNoticeProofs);
    expect(left.map((r) => r.noticeId)).toEqual([9_100_000_002n]);
  });

  it('uses the same periods as the code that sets the expiries', () => {
    expect(retentionMs(RETENTION.operatorSessions)).toBe(OPERATOR_SESSION_MS);
    expect(retentionMs(RETENTION.wechatLinkTickets)).toBe(LINK_TICKET_MS);
    expect(retentionMs(RETENTION.dataExportZips)).toBe(DATA_EXPORT_VALID_MS);
  });
});
