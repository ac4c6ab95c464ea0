/**
 * Children under 14 and their guardians (docs/privacy.md, "Children and guardians"): the age
 * question, the limits a child meets until a guardian agrees (purchases, uploads), the guardian's
 * consent from their own phone by an invite and an SMS code, their corrections, the cancellation
 * they can start, and the withdrawal that brings the limits back at the child's next request.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS, phonePayload } from '@culture/protocol';
import { childGuardians, consentRecords, users } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { paymentsFixtures } from '../../test/payments-fixtures.js';
import { chinaMonth } from './age.js';
import { BUILT_IN_CURRENT, builtInVersions } from '../consent/legal-versions.js';

/** The children's rules' current version in a fresh database. */
const CHILDREN_RULES = BUILT_IN_CURRENT.childrenRules.version;

const t = await createTestApp();
const { product } = paymentsFixtures(t);
const child = await t.loginWithPhone('13800440001');
const adult = await t.loginWithPhone('13800440002');
const productId = await product({ supply: 10 });
const now = chinaMonth(t.clock.now());
const twelve = { year: now.year - 12, month: now.month };
const GUARDIAN = phonePayload('13900440009');

/** A guardian's session, the way the guardian page gets it: an SMS code to their own phone. */
async function guardianSession(app: TestApp, phone = GUARDIAN): Promise<string> {
  const sent = await app.post(API_PATHS.verifyCodeRequest, { phone, altcha: await app.solvedPow() });
  expect(sent.statusCode, sent.body).toBe(200);
  const outbox = await app.get(`/dev/sms-outbox?phone=${encodeURIComponent(phone.number!)}`);
  const code = (outbox.json() as { data: Array<{ code: string }> }).data[0]!.code;
  const smsToken = (await app.post(API_PATHS.verifyCodeVerify, { phone, code })).json().data as string;
  const session = await app.post(API_PATHS.guardianSession, { phone, smsToken });
  expect(session.statusCode, session.body).toBe(200);
  app.clock.advance(61_000);
  return session.json().data.token as string;
}

const age = async (token: string) => (await t.get(API_PATHS.meAge, { token })).json().data;
const order = (token: string) => t.post(API_PATHS.orders, { product_id: productId, method: 'native' }, { token });
const avatar = (token: string) => t.post(API_PATHS.meProfile, { avatar: 'data:image/png;base64,iVBORw0KGgo=' }, { token });
const uploadLink = (token: string, id: string) => t.get(API_PATHS.vrModelUploadLink.replace(':id', id), { token });

describe('the age question', () => {
  it('refuses a month in the future or before 1900 with 40080, then stores the answer once', async () => {
    const future = { year: now.month === 12 ? now.year + 1 : now.year, month: now.month === 12 ? 1 : now.month + 1 };
    for (const answer of [future, { year: 1899, month: 12 }]) {
      const res = await t.post(API_PATHS.meAge, answer, { token: adult.token });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(40080);
    }
    expect(await age(adult.token)).toEqual({ birthMonth: null, child: false, guardian: 'none', limited: false });
    const answered = await t.post(API_PATHS.meAge, { year: 1990, month: 4 }, { token: adult.token });
    expect(answered.json().data).toEqual({ birthMonth: '1990-04', child: false, guardian: 'none', limited: false });
    // Only a guardian corrects it afterwards: a child cannot answer their way out of the limits.
    expect((await t.post(API_PATHS.meAge, { year: 2000, month: 1 }, { token: adult.token })).json().code).toBe(40992);
    // Fourteen and over: nothing more, no guardian needed.
    expect((await t.post(API_PATHS.guardianInvite, {}, { token: adult.token })).json().code).toBe(40991);
  });

  it('counts ages in months, China time: fourteen this very month is still thirteen', async () => {
    const edge = await t.loginWithPhone('13800440003');
    await t.post(API_PATHS.meAge, { year: now.year - 14, month: now.month }, { token: edge.token });
    expect(await age(edge.token)).toMatchObject({ child: true, limited: true });
  });

  it('asks guests nothing: the question is for members', async () => {
    const res = await t.post(API_PATHS.meAge, twelve, { token: await t.guestToken() });
    expect(res.statusCode).toBe(401);
  });
});

describe('a twelve-year-old and a guardian', () => {
  it('limits the child, lifts the limits on the guardian’s agreement and brings them back on withdrawal', async () => {
    const answered = await t.post(API_PATHS.meAge, twelve, { token: child.token });
    expect(answered.json().data).toMatchObject({ child: true, guardian: 'none', limited: true });

    // Limited: no purchase, no avatar, no own model; each refusal says why (40390).
    for (const res of [await order(child.token), await avatar(child.token), await uploadLink(child.token, child.userId)]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe(40390);
    }
    // Browsing stays: the nickname and the products read as before.
    expect((await t.post(API_PATHS.meProfile, { nickname: 'Xiaoming' }, { token: child.token })).statusCode).toBe(200);
    expect((await t.get(API_PATHS.products, { token: child.token })).statusCode).toBe(200);
    // No public profile, no personal room: others find nothing.
    const card = async () =>
      (await t.get(`${API_PATHS.users}?user_id=${child.userId}`, { token: adult.token })).json().data.content;
    const room = async () => (await t.post(API_PATHS.vrExhibition, { id: child.userId })).json();
    expect(await card()).toEqual([]);
    expect((await t.get(`${API_PATHS.users}?nickname=Xiaoming`, { token: adult.token })).json().data.content).toEqual([]);
    expect((await room()).code).toBe(40450);

    // The child's screen shows an invite; the guardian opens it on their own phone.
    const { invite } = (await t.post(API_PATHS.guardianInvite, {}, { token: child.token })).json().data as { invite: string };
    const guardian = await guardianSession(t);
    const preview = await t.get(`${API_PATHS.guardianInvitePreview}?invite=${encodeURIComponent(invite)}`, { token: guardian });
    expect(preview.json().data).toEqual({
      id: child.userId,
      nickname: 'Xiaoming',
      phone: '+86 138****0001',
      birthMonth: expect.any(String),
    });

    const agreed = await t.post(
      API_PATHS.guardianConsent,
      { invite, name: 'Wang Fang', relationship: 'mother', decision: 'agree', version: CHILDREN_RULES },
      { token: guardian },
    );
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json().data.children).toEqual([
      {
        id: child.userId,
        nickname: 'Xiaoming',
        phone: '+86 138****0001',
        birthMonth: expect.any(String),
        state: 'agreed',
        guardianName: 'Wang Fang',
        relationship: 'mother',
        cancellationCompletesAt: null,
      },
    ]);
    // The ledger holds the decision with the guardian's phone, the document, the version and the channel.
    const [record] = await t.database.db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.userId, BigInt(child.userId)), eq(consentRecords.purpose, 'childInformation')));
    expect(record).toMatchObject({
      guardianPhone: '+8613900440009',
      document: 'childrenRules',
      version: CHILDREN_RULES,
      decision: 'agree',
      channel: 'web',
    });

    expect(await age(child.token)).toMatchObject({ child: true, guardian: 'agreed', limited: false });
    expect((await order(child.token)).statusCode).toBe(200);
    expect((await uploadLink(child.token, child.userId)).statusCode).toBe(200);
    expect(await card()).toEqual([expect.objectContaining({ user_id: child.userId, nickname: 'Xiaoming' })]);
    expect((await room()).result).toBe(1);

    // The guardian corrects the child's information from their phone.
    const corrected = await t.post(
      API_PATHS.guardianChild.replace(':id', child.userId),
      { nickname: 'Ming', birthMonth: { year: twelve.year, month: 1 } },
      { token: guardian },
    );
    expect(corrected.json().data.children[0]).toMatchObject({ nickname: 'Ming', birthMonth: `${twelve.year}-01` });

    // Withdrawn: the limits return at the child's next request, same session.
    const withdrawn = await t.post(
      API_PATHS.guardianConsent,
      { childId: child.userId, name: 'Wang Fang', relationship: 'mother', decision: 'withdraw', version: CHILDREN_RULES },
      { token: guardian },
    );
    expect(withdrawn.json().data.children[0].state).toBe('withdrawn');
    expect((await order(child.token)).json().code).toBe(40390);
    expect(await age(child.token)).toMatchObject({ guardian: 'withdrawn', limited: true });
  });

  it('lets only that guardian act for the child, and only with a session from their phone', async () => {
    const stranger = await guardianSession(t, phonePayload('13900440010'));
    const url = API_PATHS.guardianChild.replace(':id', child.userId);
    expect((await t.post(url, { nickname: 'Hacked' }, { token: stranger })).json().code).toBe(40482);
    expect(
      (
        await t.post(
          API_PATHS.guardianConsent,
          { childId: child.userId, name: 'X', relationship: 'other', decision: 'agree', version: CHILDREN_RULES },
          { token: stranger },
        )
      ).json().code,
    ).toBe(40482);
    expect((await t.get(API_PATHS.guardianChildren, { token: stranger })).json().data.children).toEqual([]);
    // A member's token, a forged session or none: 40104.
    for (const token of [child.token, 'g.+8613900440009.9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', undefined]) {
      expect((await t.get(API_PATHS.guardianChildren, token ? { token } : {})).json().code).toBe(40104);
    }
    // A forged invite, or an adult's: 40081.
    const guardian = await guardianSession(t);
    const forged = await t.post(
      API_PATHS.guardianConsent,
      {
        invite: `i.${adult.userId}.9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
        name: 'X',
        relationship: 'other',
        decision: 'agree',
        version: CHILDREN_RULES,
      },
      { token: guardian },
    );
    expect(forged.json().code).toBe(40081);
    // A member cannot decide the children's purpose for themselves.
    const self = await t.post(
      API_PATHS.consentDecision,
      { purpose: 'childInformation', decision: 'agree', versions: builtInVersions('childrenRules') },
      { token: child.token },
    );
    expect(self.statusCode).toBe(400);
  });

  it('an SMS token is used once, for its own phone', async () => {
    const res = await t.post(API_PATHS.guardianSession, { phone: GUARDIAN, smsToken: 'made-up' });
    expect(res.json().code).toBe(101104);
  });

  it('lets the guardian cancel the child’s account: the same seven days, the sessions end', async () => {
    const guardian = await guardianSession(t);
    const res = await t.post(
      API_PATHS.guardianChildCancellation.replace(':id', child.userId),
      { confirm: true },
      { token: guardian },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.children[0].cancellationCompletesAt).toEqual(expect.any(String));
    expect((await t.get(API_PATHS.meAge, { token: child.token })).statusCode).toBe(401);
    // Erased with the account: the guardian's row has a cascading key (user-owned-tables.ts).
    await t.database.db.delete(users).where(eq(users.id, BigInt(child.userId)));
    expect(
      await t.database.db
        .select()
        .from(childGuardians)
        .where(eq(childGuardians.userId, BigInt(child.userId))),
    ).toEqual([]);
  });
});
