/**
 * The notice centre (docs/privacy.md, "Notices"): a material version reaches every member as one
 * row with per-member read marks; the 30 days' notices go by SMS too (fanned out in the
 * background for everyone), and each SMS is recorded as sent or failed.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS, ERRORS, type Locale } from '@culture/protocol';
import { noticeSms, notices, smsOutbox } from '../../db/schema.js';
import { createTestApp } from '../../test/helper.js';
import { auditRowsOf, operatorWith } from '../../test/operators.js';
import { sendNoticeSms } from '../../app/sweeps.js';
import { BUILT_IN_CURRENT } from '../consent/legal-versions.js';
import { createNoticeService } from './notice-service.js';

const t = await createTestApp();
const content = await operatorWith(t, 'content.notices', ['content']);
const support = await operatorWith(t, 'support.notices', ['support']);
const L = (text: string) => ({ 'zh-CN': `${text}（简）`, 'zh-TW': `${text}（繁）`, 'en-US': text });

let seq = 0;
async function member() {
  const national = `1373100${String(++seq).padStart(4, '0')}`;
  return { ...(await t.loginWithPhone(national)), phone: `+86${national}` };
}
const list = (token: string, locale: Locale = 'en-US') => t.get(API_PATHS.notices, { token, locale });
const outboxOf = (phone: string) => t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phoneE164, phone));

describe('a material policy change', () => {
  it('is one notice to everyone, read per member, in their language, without SMS', async () => {
    const [a, b] = [await member(), await member()];
    const before = (await list(a.token)).json().data.unread as number;
    const minor = await content.post(API_PATHS.adminLegalVersions, {
      document: 'userAgreement',
      effectiveDate: '2026-12-01',
      material: false,
      summary: L('Wording'),
    });
    expect(minor.statusCode, minor.body).toBe(200);
    expect((await list(a.token)).json().data.unread).toBe(before);

    const rows = (await t.database.db.select().from(notices)).length;
    const material = await content.post(API_PATHS.adminLegalVersions, {
      document: 'privacyPolicy',
      effectiveDate: '2026-12-15',
      material: true,
      summary: L('A new recipient: the SMS provider'),
    });
    expect(material.statusCode, material.body).toBe(200);
    const version = BUILT_IN_CURRENT.privacyPolicy.version + 1;
    // One row, however many members there are.
    expect((await t.database.db.select().from(notices)).length).toBe(rows + 1);

    const seen = (await list(a.token)).json().data;
    expect(seen.unread).toBe(before + 1);
    expect(seen.items[0]).toMatchObject({
      kind: 'policyChange',
      title: `The Privacy Policy has changed (version ${version})`,
      body: 'A new recipient: the SMS provider In effect from 2026-12-15.',
      read: false,
      link: '/privacy',
    });
    expect((await list(b.token, 'zh-TW')).json().data.items[0].title).toBe(`《隱私權政策》已更新（第 ${version} 版）`);

    const read = await t.post(API_PATHS.noticesRead, { ids: [seen.items[0].id] }, { token: a.token });
    expect(read.json().data.unread).toBe(before);
    // b has not read it; a's mark is a's only.
    expect((await list(b.token)).json().data.items[0].read).toBe(false);
    expect((await list(a.token)).json().data.items[0].read).toBe(true);
    await sendNoticeSms(t.app.privacy.notices);
    expect(await outboxOf(a.phone)).toHaveLength(1); // the login code only
  });

  it('ignores ids the member cannot see', async () => {
    const a = await member();
    const res = await t.post(API_PATHS.noticesRead, { ids: ['900000000000001'] }, { token: a.token });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.post(API_PATHS.noticesRead, { ids: [] }, { token: a.token })).statusCode).toBe(400);
    expect((await t.get(API_PATHS.notices)).statusCode).toBe(401);
  });
});

describe("the 30 days' notices", () => {
  it('closing an account: a notice to that member only, an SMS sent and recorded, audited', async () => {
    const [a, b] = [await member(), await member()];
    const sent = await support.post(API_PATHS.adminNotices, {
      kind: 'accountClosing',
      user_id: a.userId,
      title: L('Your account closes on 27 December'),
      body: L('Your account breached the rules; it closes in 30 days.'),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().data.id as string;
    expect((await list(a.token)).json().data.items[0]).toMatchObject({ id, kind: 'accountClosing' });
    expect((await list(b.token)).json().data.items.map((n: { id: string }) => n.id)).not.toContain(id);
    expect((await auditRowsOf(t, 'notice.accountClosing')).map((r) => r.target)).toContain(`notice:${id}`);

    expect(await t.app.privacy.notices.reach(BigInt(id))).toMatchObject({ smsPending: 1, smsSent: 0 });
    await sendNoticeSms(t.app.privacy.notices);
    expect(await t.app.privacy.notices.reach(BigInt(id))).toMatchObject({ smsPending: 0, smsSent: 1, read: 0 });
    const texts = (await outboxOf(a.phone)).map((r) => r.text);
    expect(texts).toContain('【五月宇宙】Your account closes on 27 December（简），详情请在“我的 → 通知”查看。');

    const nobody = await support.post(API_PATHS.adminNotices, {
      kind: 'accountClosing',
      user_id: '900000000000001',
      title: L('x'),
      body: L('x'),
    });
    expect(nobody.json().code).toBe(ERRORS.memberNotFound.code);
    const content403 = await content.post(API_PATHS.adminNotices, { kind: 'serviceEnding', title: L('x'), body: L('x') });
    expect(content403.statusCode).toBe(403);
  });

  it('the service ending: one row, SMS fanned out to every member in batches, failures recorded', async () => {
    const members = [await member(), await member(), await member()];
    const sent = await support.post(API_PATHS.adminNotices, {
      kind: 'serviceEnding',
      title: L('The world hall closes on 31 December'),
      body: L('Download your data before then.'),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const id = BigInt(sent.json().data.id as string);
    // Nothing was sent in the request: the fan-out is the sweep's.
    expect(await t.app.privacy.notices.reach(id)).toMatchObject({ smsPending: 0, smsSent: 0 });

    // One member's SMS fails: a sender that refuses that number.
    const failing = members[1]!.phone;
    const sender = createNoticeService({
      db: t.database.db,
      now: t.clock.now,
      sms: {
        sendNotice: async (m) => {
          if (m.phoneE164 === failing) throw new Error('provider refused');
          await t.database.db.insert(smsOutbox).values({ phoneE164: m.phoneE164, code: '', text: m.text, sentAt: new Date() });
        },
      },
    });
    const done = await sendNoticeSms(sender);
    const everyone = await t.database.db.select().from(noticeSms).where(eq(noticeSms.noticeId, id));
    expect(done.queued).toBe(everyone.length);
    expect(everyone.length).toBeGreaterThanOrEqual(members.length);
    const reach = await sender.reach(id);
    expect(reach).toMatchObject({ smsPending: 0, smsFailed: 1, smsSent: everyone.length - 1 });
    const failed = everyone.find((r) => r.state === 'failed')!;
    expect(failed.error).toBe('provider refused');
    for (const m of [members[0]!, members[2]!]) {
      expect((await outboxOf(m.phone)).some((r) => r.text.includes('The world hall closes on 31 December'))).toBe(true);
    }
    // A second sweep sends nothing again.
    expect(await sendNoticeSms(sender)).toEqual({ queued: 0, sent: 0, failed: 0 });
    const [row] = await t.database.db.select().from(notices).where(eq(notices.id, id));
    expect(row!.smsDone).toBe(true);
  });
});
