import { describe, expect, it } from 'vitest';
import { API_PATHS, ERRORS, REPORTS_PER_HOUR } from '@culture/protocol';
import { chatConversations, chatMembers } from '../../db/schema.js';
import { createTestApp } from '../../test/helper.js';
import { auditRowsOf, operatorWith } from '../../test/operators.js';
import { createSendBatcher } from '../messaging/commands/send-batch.js';
import { ChatError } from '../messaging/chat-error.js';

const t = await createTestApp();
const support = await operatorWith(t, 'support.one', ['support']);
const content = await operatorWith(t, 'content.one', ['content']);
const sends = createSendBatcher({ db: t.database.db, now: () => t.clock.now() });

let phoneSeq = 0;
async function member() {
  const national = `1372000${String(++phoneSeq).padStart(4, '0')}`;
  return { ...(await t.loginWithPhone(national)), national };
}

/** A group of the given members; its id. */
async function group(...userIds: string[]) {
  const at = new Date(t.clock.now());
  const [c] = await t.database.db
    .insert(chatConversations)
    .values({ kind: 2, name: 'g', createdAt: at })
    .returning({ id: chatConversations.id });
  await t.database.db
    .insert(chatMembers)
    .values(userIds.map((id) => ({ conversationId: c!.id, userId: BigInt(id), joinedAt: at })));
  return c!.id;
}

let clientSeq = 0;
const send = (senderId: string, conversationId: bigint, content = 'hello') =>
  sends.send({ senderId: BigInt(senderId), conversationId, clientMsgId: `c${++clientSeq}`, type: 0, content, extras: '' });

const report = (token: string, body: unknown) => t.post(API_PATHS.reports, body, { token });
const getJson = (url: string) => support.get(url);

describe('members report a message or a person', () => {
  it('files one open report per target, only for messages the reporter can read, and not of oneself', async () => {
    const [a, b, outsider] = [await member(), await member(), await member()];
    const conversation = await group(a.userId, b.userId);
    const { message } = await send(b.userId, conversation, 'buy followers at spam.example');
    const body = {
      target: 'message',
      conversation_id: conversation.toString(),
      seq: message.seq.toString(),
      reason: 'spam',
      note: 'ads',
    };
    const first = await report(a.token, body);
    expect(first.statusCode, first.body).toBe(200);
    expect((await report(a.token, body)).json().code).toBe(ERRORS.reportOpen.code);
    expect((await report(outsider.token, body)).json().code).toBe(ERRORS.reportNotFound.code);
    const own = { target: 'message', conversation_id: conversation.toString(), seq: message.seq.toString(), reason: 'spam' };
    expect((await report(b.token, own)).json().code).toBe(ERRORS.reportSelf.code);
    const person = await report(a.token, { target: 'user', user_id: b.userId, reason: 'abuse' });
    expect(person.statusCode, person.body).toBe(200);
    const past = await report(a.token, { target: 'user', user_id: '9223372036854775808', reason: 'abuse' });
    expect(past.statusCode).toBe(400);
  });

  it('limits how many reports a member files in an hour', async () => {
    const a = await member();
    const targets = [];
    for (let i = 0; i <= REPORTS_PER_HOUR; i++) targets.push(await member());
    const answers = [];
    for (const target of targets)
      answers.push((await report(a.token, { target: 'user', user_id: target.userId, reason: 'other' })).statusCode);
    expect(answers.filter((s) => s === 200)).toHaveLength(REPORTS_PER_HOUR);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('support resolves the queue', () => {
  it('bans: the target is disabled, their session ends with a clear error and they cannot log in', async () => {
    const [a, b] = [await member(), await member()];
    const filed = (await report(a.token, { target: 'user', user_id: b.userId, reason: 'fraud' })).json().data;
    expect((await t.get(API_PATHS.reports, { token: b.token })).statusCode).toBe(200);
    const res = await support.post(API_PATHS.adminReportResolve, { report_id: filed.id, outcome: 'banned' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await t.get(API_PATHS.reports, { token: b.token });
    expect(after.json().code).toBe(ERRORS.accountDisabled.code);
    await expect(t.loginWithPhone(b.national)).rejects.toThrow(String(ERRORS.accountDisabled.code));
  });

  it('refuses operators without the permission', async () => {
    expect((await content.get(API_PATHS.adminReports)).statusCode).toBe(403);
    expect((await content.get(`${API_PATHS.adminMembers}?q=1`)).statusCode).toBe(403);
  });
});

describe('support and a member record', () => {
  it('finds a member by id and phone, reads the record, disables and enables, audited', async () => {
    const m = await member();
    const byPhone = (await getJson(`${API_PATHS.adminMembers}?q=${m.national}`)).json().data.items;
    expect(byPhone.map((x: { id: string }) => x.id)).toEqual([m.userId]);
    const byId = (await getJson(`${API_PATHS.adminMembers}?q=${m.userId}`)).json().data.items;
    expect(byId[0]).toMatchObject({ id: m.userId, phone: `+86${m.national}`, disabled: false });
    const record = (await getJson(`${API_PATHS.adminMemberRecord}?id=${m.userId}`)).json().data;
    expect(record).toMatchObject({ id: m.userId, counts: { coupons: 0, badges: 0, orders: 0 }, cancellation: null });
    expect(record.sessions[0]).toMatchObject({ kind: 'phone', active: true });

    expect((await support.post(API_PATHS.adminMemberDisable, { user_id: m.userId })).json().data).toEqual({ changed: true });
    expect((await t.get(API_PATHS.reports, { token: m.token })).json().code).toBe(ERRORS.accountDisabled.code);
    await expect(t.loginWithPhone(m.national)).rejects.toThrow(String(ERRORS.accountDisabled.code));
    expect((await support.post(API_PATHS.adminMemberEnable, { user_id: m.userId })).json().data).toEqual({ changed: true });
    t.clock.advance(3 * 60_000); // the refused login's code: the next one waits its resend step
    const again = await t.loginWithPhone(m.national);
    expect((await t.get(API_PATHS.reports, { token: again.token })).statusCode).toBe(200);
    expect((await auditRowsOf(t, 'member.disable')).map((r) => r.target)).toContain(`user:${m.userId}`);
    expect((await auditRowsOf(t, 'member.enable')).map((r) => r.target)).toContain(`user:${m.userId}`);
    const gone = await getJson(`${API_PATHS.adminMemberRecord}?id=9223372036854775807`);
    expect(gone.json().code).toBe(ERRORS.memberNotFound.code);
  });

  it("starts the account's cancellation on the member's behalf, once, audited", async () => {
    const m = await member();
    const res = await support.post(API_PATHS.adminMemberDeletion, { user_id: m.userId });
    expect(res.statusCode, res.body).toBe(200);
    const record = (await getJson(`${API_PATHS.adminMemberRecord}?id=${m.userId}`)).json().data;
    expect(record.cancellation).not.toBeNull();
    expect((await t.get(API_PATHS.reports, { token: m.token })).statusCode).toBe(401);
    expect((await support.post(API_PATHS.adminMemberDeletion, { user_id: m.userId })).json().code).toBe(
      ERRORS.cancellationPending.code,
    );
    const rows = (await auditRowsOf(t, 'member.deletion-requested')).filter((r) => r.target === `user:${m.userId}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actor).toBe(support.actor);
  });
});

describe('lifting a mute early', () => {
  it('lets the member send again at once, audited with the end the mute had; refused without members.manage', async () => {
    const [a, b] = [await member(), await member()];
    const conversation = await group(a.userId, b.userId);
    const { message } = await send(b.userId, conversation, 'shouting');
    const filed = (
      await report(a.token, {
        target: 'message',
        conversation_id: conversation.toString(),
        seq: message.seq.toString(),
        reason: 'abuse',
      })
    ).json().data;
    await support.post(API_PATHS.adminReportResolve, { report_id: filed.id, outcome: 'muted', mute_hours: 24 });
    await expect(send(b.userId, conversation)).rejects.toMatchObject({ refusal: 'chatMuted' } satisfies Partial<ChatError>);
    const mutedUntil = (await getJson(`${API_PATHS.adminMemberRecord}?id=${b.userId}`)).json().data.muted_until;
    expect(mutedUntil).not.toBeNull();

    expect((await content.post(API_PATHS.adminMemberUnmute, { user_id: b.userId })).statusCode).toBe(403);
    await expect(send(b.userId, conversation)).rejects.toMatchObject({ refusal: 'chatMuted' } satisfies Partial<ChatError>);

    const lifted = await support.post(API_PATHS.adminMemberUnmute, { user_id: b.userId });
    expect(lifted.json().data).toEqual({ changed: true });
    await expect(send(b.userId, conversation)).resolves.toMatchObject({ created: true });
    expect((await getJson(`${API_PATHS.adminMemberRecord}?id=${b.userId}`)).json().data.muted_until).toBeNull();
    expect((await support.post(API_PATHS.adminMemberUnmute, { user_id: b.userId })).json().data).toEqual({ changed: false });

    const rows = (await auditRowsOf(t, 'member.unmute')).filter((r) => r.target === `user:${b.userId}`);
    expect(rows.map((r) => [r.actor, r.before, r.after])).toEqual([
      [support.actor, { mutedUntil }, { mutedUntil: null, changed: true }],
      [support.actor, { mutedUntil: null }, { mutedUntil: null, changed: false }],
    ]);
    const unknown = await support.post(API_PATHS.adminMemberUnmute, { user_id: '9223372036854775807' });
    expect(unknown.json().code).toBe(ERRORS.memberNotFound.code);
  });
});

// Last: it moves the clock past the operator session's idle timeout.
describe('a mute', () => {
  it('mutes the sender: their sends are refused until the mute ends, and the reporter reads the outcome', async () => {
    const [a, b] = [await member(), await member()];
    const conversation = await group(a.userId, b.userId);
    const { message } = await send(b.userId, conversation, 'rude words');
    const filed = (
      await report(a.token, {
        target: 'message',
        conversation_id: conversation.toString(),
        seq: message.seq.toString(),
        reason: 'abuse',
      })
    ).json().data;
    const queue = (await getJson(API_PATHS.adminReports)).json().data;
    const queued = queue.items.find((r: { id: string }) => r.id === filed.id);
    expect(queued).toMatchObject({ target_user_id: b.userId, excerpt: 'rude words', reason: 'abuse' });

    const resolved = await support.post(API_PATHS.adminReportResolve, { report_id: filed.id, outcome: 'muted', mute_hours: 2 });
    expect(resolved.statusCode, resolved.body).toBe(200);
    await expect(send(b.userId, conversation)).rejects.toMatchObject({ refusal: 'chatMuted' } satisfies Partial<ChatError>);
    await expect(send(a.userId, conversation)).resolves.toMatchObject({ created: true });

    const mine = (await t.get(API_PATHS.reports, { token: a.token })).json().data.items;
    expect(mine[0]).toMatchObject({ id: filed.id, outcome: 'muted' });
    const audit = (await auditRowsOf(t, 'report.muted')).find((r) => r.target === `report:${filed.id}`);
    expect(audit).toMatchObject({ actor: support.actor, target: `report:${filed.id}` });
    expect((await support.post(API_PATHS.adminReportResolve, { report_id: filed.id, outcome: 'dismissed' })).json().code).toBe(
      ERRORS.reportResolved.code,
    );
    expect((await getJson(API_PATHS.adminReports)).json().data.items.map((r: { id: string }) => r.id)).not.toContain(filed.id);

    t.clock.advance(2 * 3_600_000 + 1000);
    await expect(send(b.userId, conversation)).resolves.toMatchObject({ created: true });
  });
});
