/**
 * The consent ledger and the legal documents' versions (docs/privacy.md): the gate each visitor
 * gets, decisions only ever added, the latest decision per purpose deciding, and a version bump
 * asking again. Runs on PGlite and PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS, type ConsentDecisionBody, type ConsentState } from '@culture/protocol';
import { consentRecords } from '../../db/schema.js';
import { nextId } from '../../lib/ids.js';
import { createTestApp } from '../../test/helper.js';
import { createConsentService } from './consent-service.js';
import { BUILT_IN_CURRENT, createLegalVersions } from './legal-versions.js';

const ADMIN = 'consent-admin-token-0123456789abcdef';
const t = await createTestApp({ env: { ADMIN_TOKEN: ADMIN } });
const versions = createLegalVersions({ db: t.database.db, now: t.clock.now });
const consent = createConsentService({ db: t.database.db, now: t.clock.now, versions });

const serviceAt = (agreement: number, policy: number) => [
  { document: 'userAgreement' as const, version: agreement },
  { document: 'privacyPolicy' as const, version: policy },
];
/** The current versions of a fresh database (the built-in ones). */
const UA = BUILT_IN_CURRENT.userAgreement.version;
const PP = BUILT_IN_CURRENT.privacyPolicy.version;
const CR = BUILT_IN_CURRENT.childrenRules.version;

async function decide(token: string, body: ConsentDecisionBody, locale: 'zh-CN' | 'en-US' = 'en-US') {
  return t.post(API_PATHS.consentDecision, body, { token, locale });
}
async function state(token?: string, locale: 'zh-CN' | 'zh-TW' | 'en-US' = 'en-US'): Promise<ConsentState> {
  const res = await t.get(API_PATHS.consent, { token, locale });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ConsentState;
}
async function publish(body: unknown, token = ADMIN) {
  return t.app.inject({
    method: 'POST',
    url: API_PATHS.adminLegalVersions,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: JSON.stringify(body),
  });
}
const summary = (text: string) => ({ 'zh-CN': `${text}（简）`, 'zh-TW': `${text}（繁）`, 'en-US': text });

describe('the gate', () => {
  it('shows the policy first to a visitor without a token, with each document at its built-in current version', async () => {
    const s = await state();
    expect(s.gate).toBe('first');
    expect(s.decisions).toEqual([]);
    expect(s.documents.map((d) => [d.document, d.version])).toEqual([
      ['userAgreement', UA],
      ['privacyPolicy', PP],
      ['childrenRules', CR],
    ]);
  });

  it('lets a guest agree to the service, then shows nothing; refusing it asks again', async () => {
    const token = await t.guestToken();
    expect((await state(token)).gate).toBe('first');
    const res = await decide(token, { purpose: 'service', decision: 'agree', versions: serviceAt(UA, PP) });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as ConsentState).gate).toBe('none');
    expect(await state(token)).toMatchObject({
      gate: 'none',
      decisions: [
        { purpose: 'service', document: 'privacyPolicy', version: PP, decision: 'agree' },
        { purpose: 'service', document: 'userAgreement', version: UA, decision: 'agree' },
      ],
    });
    await decide(token, { purpose: 'service', decision: 'refuse', versions: serviceAt(UA, PP) });
    expect((await state(token)).gate).toBe('first');
  });

  it('refuses a decision naming the wrong documents or a version never published', async () => {
    const token = await t.guestToken();
    const wrong = await decide(token, {
      purpose: 'service',
      decision: 'agree',
      versions: [{ document: 'privacyPolicy', version: PP }],
    });
    expect(wrong.json()).toMatchObject({ code: 40074 });
    const twice = await decide(token, {
      purpose: 'marketing',
      decision: 'agree',
      versions: [
        { document: 'privacyPolicy', version: PP },
        { document: 'privacyPolicy', version: PP },
      ],
    });
    expect(twice.json()).toMatchObject({ code: 40074 });
    const unknown = await decide(token, { purpose: 'service', decision: 'withdraw', versions: serviceAt(UA, 99) });
    expect(unknown.json()).toMatchObject({ code: 40970 });
    expect((await state(token)).decisions).toEqual([]);
  });

  it('needs a token to decide', async () => {
    const res = await t.post(API_PATHS.consentDecision, { purpose: 'service', decision: 'agree', versions: serviceAt(UA, PP) });
    expect(res.statusCode).toBe(401);
  });
});

describe('optional purposes', () => {
  it('are off until agreed; withdrawal is a new record and the latest decides', async () => {
    const { token, userId } = await t.loginWithPhone('13800137001');
    const id = BigInt(userId);
    await decide(token, { purpose: 'service', decision: 'agree', versions: serviceAt(UA, PP) });
    expect(await consent.consentsTo(id, 'marketing')).toBe(false);

    await decide(token, { purpose: 'marketing', decision: 'agree', versions: [{ document: 'privacyPolicy', version: PP }] });
    expect(await consent.consentsTo(id, 'marketing')).toBe(true);
    expect(await consent.consentsTo(id, 'personalisation')).toBe(false);
    const before = await t.database.db.select().from(consentRecords).where(eq(consentRecords.userId, id));

    t.clock.advance(1000);
    await decide(
      token,
      { purpose: 'marketing', decision: 'withdraw', versions: [{ document: 'privacyPolicy', version: PP }], channel: 'wechat' },
      'zh-CN',
    );
    expect(await consent.consentsTo(id, 'marketing')).toBe(false);
    // The service is untouched by withdrawing an optional purpose.
    expect(await consent.consentsTo(id, 'service')).toBe(true);
    expect((await state(token)).gate).toBe('none');

    const after = await t.database.db.select().from(consentRecords).where(eq(consentRecords.userId, id));
    // Append-only: every earlier row is still there as it was, one more was added.
    expect(after).toHaveLength(before.length + 1);
    for (const row of before) expect(after).toContainEqual(row);
    expect(after.find((r) => r.decision === 'withdraw')).toMatchObject({
      purpose: 'marketing',
      document: 'privacyPolicy',
      version: PP,
      language: 'zh-CN',
      channel: 'wechat',
      guardianPhone: null,
      ip: '127.0.0.1',
    });
  });
});

describe('a new version', () => {
  it('the built-in version 2 blocks a member who agreed to version 1, with what changed in their language', async () => {
    expect([UA, PP]).toEqual([2, 2]);
    const { token, userId } = await t.loginWithPhone('13800137003');
    // Agreed before version 2 shipped (an agreement now must name the current version, so written as it was then).
    for (const document of ['userAgreement', 'privacyPolicy'] as const) {
      await t.database.db.insert(consentRecords).values({
        id: nextId(t.clock.now),
        userId: BigInt(userId),
        purpose: 'service',
        document,
        version: 1,
        language: 'zh-CN',
        decision: 'agree',
        at: new Date(t.clock.now()),
        channel: 'web',
        ip: null,
      });
    }
    const blocked = await state(token, 'zh-CN');
    expect(blocked.gate).toBe('material');
    expect(blocked.changes.map((c) => [c.document, c.version, c.material])).toEqual([
      ['userAgreement', 2, true],
      ['privacyPolicy', 2, true],
    ]);
    expect(blocked.changes.find((c) => c.document === 'privacyPolicy')?.summary).toContain('15个工作日');
    expect((await state(token, 'en-US')).changes[1]?.summary).toContain('15 working days');
    const res = await decide(token, { purpose: 'service', decision: 'agree', versions: serviceAt(UA, PP) });
    expect((res.json().data as ConsentState).gate).toBe('none');
  });

  it('a minor one shows a banner, a material one blocks until the new version is agreed', async () => {
    const { token } = await t.loginWithPhone('13800137002');
    await decide(token, { purpose: 'service', decision: 'agree', versions: serviceAt(UA, PP) });

    const minor = await publish({
      document: 'userAgreement',
      effectiveDate: '2026-12-01',
      material: false,
      summary: summary('Typos'),
    });
    expect(minor.json().data).toEqual({ document: 'userAgreement', version: UA + 1 });
    expect(await state(token)).toMatchObject({
      gate: 'minor',
      changes: [{ document: 'userAgreement', version: UA + 1, material: false, summary: 'Typos' }],
    });

    const material = await publish({
      document: 'privacyPolicy',
      effectiveDate: '2026-12-02',
      material: true,
      summary: summary('New purpose'),
    });
    expect(material.json().data).toEqual({ document: 'privacyPolicy', version: PP + 1 });
    const blocked = await state(token, 'zh-TW');
    expect(blocked.gate).toBe('material');
    expect(blocked.changes.map((c) => [c.document, c.version, c.summary])).toEqual([
      ['userAgreement', UA + 1, 'Typos（繁）'],
      ['privacyPolicy', PP + 1, 'New purpose（繁）'],
    ]);

    // Agreeing to the text shown before the change is not agreeing to the current one.
    const stale = await decide(token, { purpose: 'service', decision: 'agree', versions: serviceAt(UA + 1, PP) });
    expect(stale.json()).toMatchObject({ code: 40970 });
    const res = await decide(token, { purpose: 'service', decision: 'agree', versions: serviceAt(UA + 1, PP + 1) });
    expect((res.json().data as ConsentState).gate).toBe('none');
  });

  it('is published only by an operator, numbered one after another', async () => {
    const body = { document: 'childrenRules', effectiveDate: '2026-12-03', material: true, summary: summary('x') };
    expect((await publish(body, 'wrong-token-0123456789abcdef0123')).statusCode).toBe(401);
    const numbers = await Promise.all([publish(body), publish(body), publish(body)]);
    expect(numbers.map((r) => r.json().data.version).sort()).toEqual([CR + 1, CR + 2, CR + 3]);
  });

  it('refuses a date past 9999, an impossible day, an unknown document or missing language', async () => {
    for (const bad of [
      { document: 'childrenRules', effectiveDate: '10000-01-01', material: true, summary: summary('x') },
      { document: 'childrenRules', effectiveDate: '2026-02-30', material: true, summary: summary('x') },
      { document: 'cookies', effectiveDate: '2026-12-03', material: true, summary: summary('x') },
      { document: 'childrenRules', effectiveDate: '2026-12-03', material: true, summary: { 'en-US': 'x' } },
      { document: 'childrenRules', effectiveDate: '2026-12-03', material: 'yes', summary: summary('x') },
    ]) {
      const res = await publish(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});
