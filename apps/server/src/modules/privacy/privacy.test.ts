/**
 * A person's rights over their data (docs/privacy.md): the copy holds every table of the
 * user-owned list, lasts 24 hours and is served to its owner only; the cancellation's cooling-off
 * can be withdrawn, and its completion leaves no row naming the person but the evidence. Runs on
 * PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  CANCELLATION_COOLING_OFF_MS,
  DATA_EXPORT_VALID_MS,
  type CancellationState,
  type DataExport,
} from '@culture/protocol';
import { rows } from '../../db/client.js';
import { USER_OWNED_COLUMNS } from '../../db/user-owned-tables.js';
import type { PrivacyJobs } from '../../app/sweeps.js';
import { createTestApp } from '../../test/helper.js';
import { createSendBatcher } from '../messaging/commands/send-batch.js';
import { builtInVersions } from '../consent/legal-versions.js';
import { ownedBy } from './export-builder.js';

const t = await createTestApp();
const db = t.database.db;
const privacy = (t.app as unknown as { privacy: PrivacyJobs }).privacy;
const consentBody = {
  purpose: 'service',
  decision: 'agree',
  versions: builtInVersions('userAgreement', 'privacyPolicy'),
};

/** A group of `owner` and `other` where each said something, and a block each way. */
async function seedChat(owner: bigint, other: bigint): Promise<bigint> {
  const at = new Date(t.clock.now());
  const [conv] = rows<{ id: string }>(
    await db.execute(sql`insert into chat_conversations (kind, name, owner_id, message_count, created_at)
      values (2, 'Tea club', ${owner}, 2, ${at}) returning id`),
  );
  const id = BigInt(conv!.id);
  await db.execute(sql`insert into chat_members (conversation_id, user_id, role, joined_at) values
    (${id}, ${owner}, 2, ${at}), (${id}, ${other}, 0, ${at})`);
  await db.execute(sql`insert into chat_messages (conversation_id, seq, sender_id, content, client_msg_id, created_at) values
    (${id}, 1, ${owner}, 'my secret plans', 'c-1', ${at}), (${id}, 2, ${other}, 'hello', 'c-1', ${at})`);
  await db.execute(sql`insert into chat_blocks (user_id, blocked_id) values (${owner}, ${other}), (${other}, ${owner})`);
  return id;
}

async function countOwned(userId: bigint) {
  const out: Record<string, number> = {};
  for (const c of USER_OWNED_COLUMNS) {
    const [row] = rows<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ${sql.identifier(c.table)} x where ${ownedBy('x', c, userId)}`),
    );
    out[`${c.table}.${c.column}`] = Number(row!.n);
  }
  return out;
}

const exportState = async (token: string) =>
  (await t.get(API_PATHS.dataExports, { token })).json().data.latest as DataExport | null;
const download = (id: string, token: string) =>
  t.app.inject({
    method: 'GET',
    url: API_PATHS.dataExportDownload.replace(':id', id),
    headers: { authorization: `Bearer ${token}`, channel: 'BROWSER' },
  });

describe('download my data', () => {
  it('builds a zip in the background holding every table of the user-owned list, the page and the JSON', async () => {
    const me = await t.loginWithPhone('13800770001');
    const other = await t.loginWithPhone('13800770002');
    await t.post(API_PATHS.meProfile, { nickname: 'Export Me' }, { token: me.token });
    await t.post(API_PATHS.consentDecision, consentBody, { token: me.token });
    await seedChat(BigInt(me.userId), BigInt(other.userId));

    expect(await exportState(me.token)).toBeNull();
    const started = await t.post(API_PATHS.dataExports, {}, { token: me.token, locale: 'zh-CN' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data).toMatchObject({ state: 'queued', progress: 0, downloadPath: null });
    // One at a time.
    expect((await t.post(API_PATHS.dataExports, {}, { token: me.token })).json().code).toBe(40972);

    expect(await privacy.exports.runAll()).toBe(1);
    const ready = (await exportState(me.token))!;
    expect(ready).toMatchObject({ state: 'ready', progress: 100 });
    expect(ready.downloadPath).toBe(API_PATHS.dataExportDownload.replace(':id', ready.id));

    const res = await download(ready.id, me.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['data.json', 'index.html']);
    const data = JSON.parse(strFromU8(files['data.json']!)) as {
      userId: string;
      profile: { nickname: string };
      categories: Record<string, Record<string, Array<Record<string, unknown>>>>;
    };
    expect(data.userId).toBe(me.userId);
    expect(data.profile.nickname).toBe('Export Me');
    const keys = Object.values(data.categories).flatMap((c) => Object.keys(c));
    // Every table of the list is in the copy (docs/privacy.md): a new table cannot be forgotten.
    expect(keys.sort()).toEqual(USER_OWNED_COLUMNS.map((c) => `${c.table}.${c.column}`).sort());
    expect(data.categories.messages!['chat_messages.sender_id']!.map((m) => m.content)).toEqual(['my secret plans']);
    expect(data.categories.consents!['consent_records.user_id']).toHaveLength(2);
    expect(data.categories.sessions!['sessions.user_id']!.length).toBeGreaterThan(0);
    expect(data.categories.sessions!['sessions.user_id']![0]).not.toHaveProperty('id');
    const html = strFromU8(files['index.html']!);
    expect(html).toContain('你的个人信息副本');
    expect(html).toContain('my secret plans');
    expect(html).toContain('同意记录');

    const audit = rows<{ action: string }>(
      await db.execute(sql`select action from privacy_audit where user_id = ${BigInt(me.userId)} order by id`),
    );
    expect(audit.map((a) => a.action)).toEqual(['export.requested', 'export.ready', 'export.downloaded']);
  });

  it('serves the zip to its owner only: another member and a made-up id get 404', async () => {
    const me = await t.loginWithPhone('13800770003');
    const other = await t.loginWithPhone('13800770004');
    const started = (await t.post(API_PATHS.dataExports, {}, { token: me.token })).json().data as DataExport;
    await privacy.exports.runAll();
    const theirs = await download(started.id, other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe(40470);
    expect((await download('922337203685477580', me.token)).json().code).toBe(40470);
    const guest = await t.guestToken();
    expect((await download(started.id, guest)).statusCode).not.toBe(200);
    expect((await download(started.id, me.token)).statusCode).toBe(200);
  });
});

describe('the copy of my data over time', () => {
  it('stops after 24 hours and drops the zip', async () => {
    const me = await t.loginWithPhone('13800770005');
    const started = (await t.post(API_PATHS.dataExports, {}, { token: me.token })).json().data as DataExport;
    await privacy.exports.runAll();
    t.clock.advance(DATA_EXPORT_VALID_MS - 1000);
    expect((await download(started.id, me.token)).statusCode).toBe(200);
    t.clock.advance(1000);
    const late = await download(started.id, me.token);
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe(41070);
    expect((await exportState(me.token))!.state).toBe('expired');
    expect(await privacy.exports.expireDue()).toBeGreaterThanOrEqual(1);
    const [row] = rows<{ zip: unknown; state: string }>(
      await db.execute(sql`select zip, state from data_exports where id = ${BigInt(started.id)}`),
    );
    expect(row).toEqual({ zip: null, state: 'expired' });
  });

  it('takes over a job whose process stopped once its lease ends, and two workers build it once', async () => {
    const me = await t.loginWithPhone('13800770006');
    const started = (await t.post(API_PATHS.dataExports, {}, { token: me.token })).json().data as DataExport;
    // A process claimed it and died.
    await db.execute(sql`update data_exports set state = 'running', progress = 40,
      leased_until = ${new Date(t.clock.now() + 60_000)} where id = ${BigInt(started.id)}`);
    expect(await privacy.exports.runNext()).toBe(false);
    t.clock.advance(61_000);
    const results = await Promise.all([privacy.exports.runNext(), privacy.exports.runNext()]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await exportState(me.token))!.state).toBe('ready');
  });
});

/** An operator's 30 days' notice before closing the account, its SMS sent (docs/privacy.md, "Notices"). */
async function seedClosingNotice(userId: bigint): Promise<bigint> {
  const at = new Date(t.clock.now());
  const text = { 'zh-CN': '关闭', 'zh-TW': '關閉', 'en-US': 'Closing' };
  const [notice] = rows<{ id: string }>(
    await db.execute(sql`insert into notices (user_id, kind, title, body, sms, created_at)
      values (${userId}, 'accountClosing', ${JSON.stringify(text)}::jsonb, ${JSON.stringify(text)}::jsonb, true, ${at}) returning id`),
  );
  const id = BigInt(notice!.id);
  await db.execute(sql`insert into notice_sms (notice_id, user_id, state, attempt_at) values (${id}, ${userId}, 'sent', ${at})`);
  return id;
}

describe('cancelling an account', () => {
  const cancellation = async (token: string) => (await t.get(API_PATHS.cancellation, { token })).json();

  it('starts seven days, ends every session, shows them at the next login and can be withdrawn', async () => {
    const first = await t.loginWithPhone('13800770101');
    expect((await cancellation(first.token)).data).toEqual({ pending: null });
    expect((await t.post(API_PATHS.cancellation, {}, { token: first.token })).json().code).toBe(40002);
    const requested = await t.post(API_PATHS.cancellation, { confirm: true }, { token: first.token });
    expect(requested.statusCode, requested.body).toBe(200);
    const pending = (requested.json().data as CancellationState).pending!;
    expect(Date.parse(pending.completesAt) - Date.parse(pending.requestedAt)).toBe(CANCELLATION_COOLING_OFF_MS);
    expect((await t.get(API_PATHS.me, { token: first.token })).json().code).toBe(101101);

    const again = await t.loginWithPhone('13800770101');
    expect(again.userId).toBe(first.userId);
    expect((await cancellation(again.token)).data).toEqual({ pending });
    expect((await t.post(API_PATHS.cancellation, { confirm: true }, { token: again.token })).json().code).toBe(40973);
    const kept = await t.post(API_PATHS.cancellationWithdraw, { confirm: true }, { token: again.token });
    expect(kept.json().data).toEqual({ pending: null });
    expect((await t.post(API_PATHS.cancellationWithdraw, { confirm: true }, { token: again.token })).json().code).toBe(40974);

    // Nothing happens when the seven days would have ended.
    t.clock.advance(CANCELLATION_COOLING_OFF_MS + 1);
    expect(await privacy.cancellations.completeDue()).toBe(0);
    expect(rows(await db.execute(sql`select 1 as one from users where id = ${BigInt(first.userId)}`))).toEqual([{ one: 1 }]);
  });

  it('the old deletion route starts the same cooling-off', async () => {
    const me = await t.loginWithPhone('13800770102');
    expect((await t.post(API_PATHS.meDelete, {}, { token: me.token })).json().result).toBe(1);
    const again = await t.loginWithPhone('13800770102');
    expect(again.userId).toBe(me.userId);
    expect((await cancellation(again.token)).data.pending).not.toBeNull();
    await t.post(API_PATHS.cancellationWithdraw, { confirm: true }, { token: again.token });
  });

  it('after seven days leaves no row naming the person but the evidence, and the group sees a deleted account', async () => {
    const me = await t.loginWithPhone('13800770103');
    const other = await t.loginWithPhone('13800770104');
    const userId = BigInt(me.userId);
    await t.post(API_PATHS.meProfile, { nickname: 'Leaving' }, { token: me.token });
    await t.post(API_PATHS.consentDecision, consentBody, { token: me.token });
    await t.post(API_PATHS.dataExports, {}, { token: me.token });
    await privacy.exports.runAll();
    const group = await seedChat(userId, BigInt(other.userId));
    const closing = await seedClosingNotice(userId);
    await t.post(API_PATHS.cancellation, { confirm: true }, { token: me.token });

    const before = await countOwned(userId);
    for (const key of [
      'chat_messages.sender_id',
      'chat_blocks.user_id',
      'chat_blocks.blocked_id',
      'consent_records.user_id',
      'data_exports.user_id',
      'account_cancellations.user_id',
    ])
      expect(before[key], key).toBeGreaterThan(0);

    t.clock.advance(CANCELLATION_COOLING_OFF_MS - 1000);
    expect(await privacy.cancellations.completeDue()).toBe(0);
    t.clock.advance(1000);
    expect(await privacy.cancellations.completeDue()).toBe(1);

    const after = await countOwned(userId);
    const kept = USER_OWNED_COLUMNS.filter((c) => c.erase === 'evidence').map((c) => `${c.table}.${c.column}`);
    for (const c of USER_OWNED_COLUMNS) {
      const key = `${c.table}.${c.column}`;
      if (kept.includes(key)) expect(after[key], key).toBeGreaterThan(0);
      else expect(after[key], key).toBe(0);
    }
    expect(rows(await db.execute(sql`select 1 from users where id = ${userId}`))).toEqual([]);
    const messages = rows<{ sender_id: string; content: string }>(
      await db.execute(sql`select sender_id::text, content from chat_messages where conversation_id = ${group} order by seq`),
    );
    expect(messages).toEqual([
      { sender_id: '0', content: '' },
      { sender_id: other.userId, content: 'hello' },
    ]);
    const audit = rows<{ action: string }>(
      await db.execute(sql`select action from privacy_audit where user_id = ${userId} order by id`),
    );
    expect(audit.map((a) => a.action)).toContain('cancellation.completed');
    // The closing notice's SMS outlives the account as its proof: anonymised, no user id.
    const proofs = rows<Record<string, unknown>>(
      await db.execute(sql`select * from closing_notice_proofs where notice_id = ${closing}`),
    );
    expect(proofs).toEqual([expect.objectContaining({ phone_masked: '+86138****0103', state: 'sent' })]);
    expect(Object.keys(proofs[0]!)).not.toContain('user_id');
    expect(JSON.stringify(proofs)).not.toContain('13800770103');
    // Logging in with the phone again starts a new, empty account.
    const fresh = await t.loginWithPhone('13800770103');
    expect(fresh.userId).not.toBe(me.userId);
  });

  it('closes a private conversation whose other person is gone: the survivor cannot send there', async () => {
    const me = await t.loginWithPhone('13800770105');
    const other = await t.loginWithPhone('13800770106');
    const at = new Date(t.clock.now());
    const [conv] = rows<{ id: string }>(
      await db.execute(sql`insert into chat_conversations (kind, name, pair_key, message_count, created_at)
        values (1, '', ${`${me.userId}:${other.userId}`}, 0, ${at}) returning id`),
    );
    const id = BigInt(conv!.id);
    await db.execute(sql`insert into chat_members (conversation_id, user_id, role, joined_at) values
      (${id}, ${BigInt(me.userId)}, 0, ${at}), (${id}, ${BigInt(other.userId)}, 0, ${at})`);
    const sends = createSendBatcher({ db, now: () => t.clock.now() });
    let n = 0;
    const send = (from: string) =>
      sends.send({ senderId: BigInt(from), conversationId: id, clientMsgId: `gone-${++n}`, type: 0, content: 'hi', extras: '' });
    await expect(send(other.userId)).resolves.toMatchObject({ created: true });

    await t.post(API_PATHS.cancellation, { confirm: true }, { token: me.token });
    t.clock.advance(CANCELLATION_COOLING_OFF_MS);
    expect(await privacy.cancellations.completeDue()).toBe(1);
    await expect(send(other.userId)).rejects.toMatchObject({ refusal: 'chatPeerGone', status: 410 });
  });
});
