/**
 * The built-in version 2's notices (version-notices.ts): posted as the server starts, once; seen
 * by the members who had agreed to version 1, not by those who joined after it (docs/decisions.md,
 * "Who sees a policy change"); in the app only, like every policy change.
 */
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS, type Locale } from '@culture/protocol';
import { notices, smsOutbox } from '../../db/schema.js';
import { sendNoticeSms } from '../../app/sweeps.js';
import { createTestApp } from '../../test/helper.js';
import { operatorWith } from '../../test/operators.js';
import { BUILT_IN_CURRENT } from './legal-versions.js';
import { postBuiltInVersionNotices } from './version-notices.js';

const t = await createTestApp();
const content = await operatorWith(t, 'content.version-notices', ['content']);
const support = await operatorWith(t, 'support.version-notices', ['support']);
const L = (text: string) => ({ 'zh-CN': `${text}（简）`, 'zh-TW': `${text}（繁）`, 'en-US': text });

let seq = 0;
async function member() {
  const national = `1373200${String(++seq).padStart(4, '0')}`;
  return { ...(await t.loginWithPhone(national)), phone: `+86${national}` };
}
type Item = { id: string; kind: string; title: string; body: string; read: boolean; link: string | null };
const list = async (token: string, locale: Locale = 'en-US') =>
  (await t.get(API_PATHS.notices, { token, locale })).json().data as { items: Item[]; unread: number };
const VERSION_2 = /has changed \(version 2\)|已更新（第 2 版）/;
const version2Of = async (token: string, locale: Locale = 'en-US') =>
  (await list(token, locale)).items.filter((n) => VERSION_2.test(n.title));
const builtIn = () => t.database.db.select().from(notices).where(like(notices.subject, 'legal:%:2'));

describe('the built-in version 2', () => {
  it('is posted as the server starts, once, to nobody on a new database', async () => {
    expect(BUILT_IN_CURRENT.privacyPolicy.version).toBe(2);
    const rows = await builtIn();
    expect(rows.map((r) => r.subject).sort()).toEqual(['legal:privacyPolicy:2', 'legal:userAgreement:2']);
    expect(rows.every((r) => r.userId === null && r.kind === 'policyChange' && !r.sms)).toBe(true);
    // Started again (another node, a restart): nothing more.
    expect(await postBuiltInVersionNotices(t.app.privacy.notices)).toBe(0);
    expect(await builtIn()).toHaveLength(2);
    // No account existed when it was posted: a member who joins now agreed to version 2 directly.
    expect(await version2Of((await member()).token)).toEqual([]);
  });

  it('reaches a member who had agreed to version 1, once, in their language; not one who joined after', async () => {
    const older = await member();
    // The database as it was before version 2 shipped, then the first start with it.
    await t.database.db.delete(notices).where(like(notices.subject, 'legal:%:2'));
    expect(await postBuiltInVersionNotices(t.app.privacy.notices)).toBe(2);
    expect(await postBuiltInVersionNotices(t.app.privacy.notices)).toBe(0);
    const newer = await member();

    const seen = await version2Of(older.token);
    expect(seen).toHaveLength(2);
    const policy = seen.find((n) => n.link === '/privacy')!;
    expect(policy).toMatchObject({
      kind: 'policyChange',
      title: 'The Privacy Policy has changed (version 2)',
      body: `${BUILT_IN_CURRENT.privacyPolicy.summary['en-US']} In effect from 2026-11-27.`,
      read: false,
    });
    expect(seen.find((n) => n.link === '/userAgreement')!.title).toBe('The User Agreement has changed (version 2)');
    expect((await version2Of(older.token, 'zh-CN')).map((n) => n.title).sort()).toEqual(
      ['《用户协议》已更新（第 2 版）', '《隐私政策》已更新（第 2 版）'].sort(),
    );
    const tw = (await version2Of(older.token, 'zh-TW')).find((n) => n.link === '/privacy')!;
    expect(tw.body).toBe(`${BUILT_IN_CURRENT.privacyPolicy.summary['zh-TW']}自 2026-11-27 起生效。`);
    expect((await list(older.token)).unread).toBe(2);

    const read = await t.post(API_PATHS.noticesRead, { ids: [policy.id] }, { token: older.token });
    expect(read.json().data.unread).toBe(1);
    expect((await version2Of(older.token)).find((n) => n.id === policy.id)!.read).toBe(true);

    // The newer member sees neither, counts neither, and cannot mark them read.
    expect(await version2Of(newer.token)).toEqual([]);
    expect((await list(newer.token)).unread).toBe(0);
    const ignored = await t.post(API_PATHS.noticesRead, { ids: seen.map((n) => n.id) }, { token: newer.token });
    expect(ignored.json().data.unread).toBe(0);
    expect(await t.app.privacy.notices.reach(BigInt(policy.id))).toMatchObject({ read: 1 });

    // In the app only (the policy promises no SMS for a policy change): nothing queued, nothing sent.
    await sendNoticeSms(t.app.privacy.notices);
    expect(await t.app.privacy.notices.reach(BigInt(policy.id))).toMatchObject({ smsPending: 0, smsSent: 0, smsFailed: 0 });
    const texts = (await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phoneE164, older.phone))).map((r) => r.text);
    expect(texts.some((text) => VERSION_2.test(text))).toBe(false);
  });
});

describe('who sees a notice to everyone', () => {
  it('a published policy change: the accounts that existed; the service ending: every member, later ones too', async () => {
    const before = await member();
    const published = await content.post(API_PATHS.adminLegalVersions, {
      document: 'userAgreement',
      effectiveDate: '2026-12-20',
      material: true,
      summary: L('A new clause on events'),
    });
    expect(published.statusCode, published.body).toBe(200);
    const ending = await support.post(API_PATHS.adminNotices, {
      kind: 'serviceEnding',
      title: L('The world hall closes on 31 December'),
      body: L('Download your data before then.'),
    });
    expect(ending.statusCode, ending.body).toBe(200);
    const after = await member();
    const kinds = async (token: string) => (await list(token)).items.map((n) => n.kind).sort();
    expect(await kinds(before.token)).toEqual(['policyChange', 'serviceEnding']);
    expect(await kinds(after.token)).toEqual(['serviceEnding']);
    expect((await list(after.token)).unread).toBe(1);
  });
});
