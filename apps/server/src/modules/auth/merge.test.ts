/**
 * Joining a wallet-first account and a phone account (docs/decisions.md, "Joining two accounts"):
 * every user-owned table's rule, the clashes a unique constraint would refuse, and the second proof
 * the merge needs. Runs on PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { phonePayload } from '@culture/protocol';
import { USER_OWNED } from '../../db/user-owned-tables.js';
import { createTestApp } from '../../test/helper.js';

const t = await createTestApp();
const db = t.database.db;
const rows = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> => {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
};
const run = (query: ReturnType<typeof sql>) => db.execute(query);

async function walletProof(account: PrivateKeyAccount) {
  const res = await t.get(`/api/v5/auth/blockchain/nonce?address=${account.address}&chainId=1`);
  const { message } = res.json().data as { message: string };
  return { message, signature: await account.signMessage({ message }) };
}

async function walletLogin(account: PrivateKeyAccount) {
  const res = await t.post('/api/v5/auth/metamask/login', await walletProof(account));
  expect(res.statusCode).toBe(200);
  return res.json().data as { token: string; user_id: string };
}

/** A fresh SMS token for this phone (request a code, read it from the outbox, verify it). */
async function smsToken(national: string) {
  const phone = phonePayload(national);
  t.clock.advance(30 * 60_000);
  await t.post('/api/v2/verifycode/request', { phone, altcha: await t.solvedPow() });
  const outbox = await t.get(`/dev/sms-outbox?phone=${encodeURIComponent(phone.number!)}`);
  const code = (outbox.json() as { data: Array<{ code: string }> }).data[0]!.code;
  const verified = await t.post('/api/v1/verifycode/verify', { phone, code });
  return { phone, code: (verified.json() as { data: string }).data };
}

let serial = 0;
const next = () => BigInt(9_100_000 + (serial += 1));

/** A little of everything in every user-owned table, with the clashes of the two accounts. */
async function fill(absorbed: bigint, survivor: bigint) {
  const id = next();
  const peer = next();
  const stranger = next();
  await run(sql`insert into users (id, is_guest) values (${peer}, false), (${stranger}, false)`);
  const [template] = await rows<{ id: number }>(sql`insert into coupon_templates
      (slug, brand_name, coupon_name, type, discord_value, use_condition, valid_until, use_rule, stock)
      values (${`merge-${id}`}, 'B', 'C', 'EXCHANGE', '1', '-', '2030-12-31', '-', 10) returning id`);
  const at = new Date(t.clock.now());
  const coupon = async (owner: bigint, code: string) => {
    const couponId = next();
    await run(sql`insert into customer_coupons (id, template_id, user_id, coupon_code, issued_at, status_changed_at)
        values (${couponId}, ${template!.id}, ${owner}, ${code}, ${at}, ${at})`);
    return couponId;
  };
  const absorbedCoupon = await coupon(absorbed, `MA${id}`);
  await coupon(survivor, `MS${id}`);
  await run(
    sql`insert into coupon_events (coupon_id, to_status, actor, at) values (${absorbedCoupon}, 'unused', ${`user:${absorbed}`}, ${at})`,
  );
  const event = async (slug: string) =>
    (
      await rows<{ id: number }>(sql`insert into badge_events (slug, name, story, benefits, artwork, opens_at, methods)
        values (${slug}, '{}', '{}', '{}', 'a.png', ${at}, array['app']) returning id`)
    )[0]!.id;
  const both = await event(`both-${id}`);
  const onlyAbsorbed = await event(`only-${id}`);
  const claim = (event: number, owner: bigint, serialNo: number, minutes: number) =>
    run(sql`insert into badge_claims (id, event_id, user_id, serial, method, claimed_at, verify_token)
        values (${next()}, ${event}, ${owner}, ${serialNo}, 'app', ${new Date(t.clock.now() - minutes * 60_000)}, ${`v${next()}`})`);
  await claim(both, absorbed, 1, 60); // earlier: stays
  await claim(both, survivor, 2, 30);
  await claim(onlyAbsorbed, absorbed, 1, 10);
  await run(sql`insert into badge_claim_codes (code_hash, event_id, created_at, used_at, used_by)
      values (${Buffer.from(`code-${id}`)}, ${onlyAbsorbed}, ${at}, ${at}, ${absorbed})`);
  const [session] = await rows<{ id: number }>(sql`insert into event_sessions
      (event_slug, title, place, starts_at, ends_at, cancel_until, capacity, reserved)
      values (${`ev-${id}`}, '{}', '{}', ${at}, ${at}, ${at}, 10, 2) returning id`);
  const ticket = (owner: bigint, minutes: number, checkedIn: boolean) =>
    run(sql`insert into event_tickets (id, session_id, user_id, status, ticket_code, reserved_at, checked_in_at)
        values (${next()}, ${session!.id}, ${owner}, 'reserved', ${`T${next()}`}, ${new Date(t.clock.now() - minutes * 60_000)},
                ${checkedIn ? at : null})`);
  await ticket(absorbed, 60, false);
  await ticket(survivor, 30, true); // checked in: stays although later
  await run(
    sql`insert into event_staff (event_slug, user_id) values ('door', ${absorbed}), ('door', ${survivor}), ('gate', ${absorbed})`,
  );
  await run(sql`insert into merchants (user_id, brand_name) values (${absorbed}, 'B')`);
  await run(sql`insert into avatars (user_id, content_type, bytes) values (${absorbed}, 'image/png', ${Buffer.from('png')})`);
  await run(sql`update users set avatar_version = 'v1', nickname = 'Absorbed', gender = 'female',
      wechat_open_id = ${`o-${id}`}, wechat_nickname = 'WeChat name' where id = ${absorbed}`);
  await run(sql`update users set nickname = 'Survivor' where id = ${survivor}`);
  await run(
    sql`insert into vr_dresses (id, name, thumbnail, colors) values (${`d-${id}`}, '{}', 't.png', '{}') on conflict do nothing`,
  );
  await run(sql`insert into vr_avatars (user_id, dress_id) values (${absorbed}, ${`d-${id}`})`);
  await run(
    sql`insert into deposit_wallets (user_id, address) values (${absorbed}, ${`0x${id.toString(16).padStart(40, '0')}`})`,
  );
  // Chat: a group both are in, private conversations with the same peer, with each other, with a
  // stranger only the absorbed one knows, an invitation each to one group, and blocks.
  const conv = async (kind: number, pair: string | null, count: number, owner: bigint | null = null) =>
    (
      await rows<{ id: string }>(sql`insert into chat_conversations (kind, pair_key, message_count, owner_id, created_at)
        values (${kind}, ${pair}, ${count}, ${owner}, ${at}) returning id`)
    )[0]!.id;
  const key = (a: bigint, b: bigint) => (a < b ? `${a}:${b}` : `${b}:${a}`);
  const group = await conv(2, null, 0, absorbed);
  const invited = await conv(2, null, 0, peer);
  const withPeerS = await conv(1, key(survivor, peer), 2);
  const withPeerA = await conv(1, key(absorbed, peer), 2);
  const together = await conv(1, key(survivor, absorbed), 1);
  const withStranger = await conv(1, key(absorbed, stranger), 1);
  const member = (c: string, u: bigint, role: number, read: number) =>
    run(
      sql`insert into chat_members (conversation_id, user_id, role, read_seq, joined_at) values (${c}, ${u}, ${role}, ${read}, ${at})`,
    );
  await member(group, absorbed, 2, 0);
  await member(group, survivor, 0, 0);
  for (const [c, a, b] of [
    [withPeerS, survivor, peer],
    [withPeerA, absorbed, peer],
    [together, survivor, absorbed],
    [withStranger, absorbed, stranger],
  ] as const) {
    await member(c, a, 0, 0);
    await member(c, b, 0, 0);
  }
  const message = (c: string, seq: number, sender: bigint, clientId: string) =>
    run(sql`insert into chat_messages (conversation_id, seq, sender_id, content, client_msg_id, created_at)
        values (${c}, ${seq}, ${sender}, ${`m${seq}`}, ${clientId}, ${at})`);
  await message(withPeerS, 1, survivor, 'same-client-id');
  await message(withPeerS, 2, peer, 'p1');
  await message(withPeerA, 1, absorbed, 'same-client-id');
  await message(withPeerA, 2, peer, 'p2');
  await message(together, 1, absorbed, 'hello-me');
  await message(withStranger, 1, absorbed, 'hi');
  await run(sql`insert into chat_invitations (conversation_id, user_id, inviter_id, created_at)
      values (${invited}, ${absorbed}, ${peer}, ${new Date(t.clock.now() - 60_000)}), (${invited}, ${survivor}, ${peer}, ${at})`);
  await run(sql`insert into chat_blocks (user_id, blocked_id) values
      (${absorbed}, ${stranger}), (${stranger}, ${absorbed}), (${absorbed}, ${survivor}), (${survivor}, ${stranger})`);
  return { peer, stranger, group, invited, withPeerS, withPeerA, together, withStranger, session: session!.id, both };
}

const count = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(query))[0]!.n);

/** Every user-owned row of this user, so a refused merge can be shown to change nothing. */
async function snapshot(...ids: bigint[]) {
  const out: Record<string, number> = {};
  for (const { table, column } of Object.values(USER_OWNED)) {
    out[`${table}.${column}`] = await count(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text in (${sql.join(
        ids.map((id) => sql`${id.toString()}`),
        sql`, `,
      )})`,
    );
  }
  out.users = await count(sql`select count(*)::int as n from users where id in (${sql.join(ids, sql`, `)})`);
  return out;
}

describe('joining a wallet-first account and a phone account', () => {
  it('merges the wallet account into the phone account with a fresh signature, keeping everything by each table’s rule', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const w = await walletLogin(wallet);
    const p = await t.loginWithPhone('13800110001');
    const absorbed = BigInt(w.user_id);
    const survivor = BigInt(p.userId);
    const f = await fill(absorbed, survivor);

    // Today's dead end: linking says "linked to another account".
    const link = await t.post('/api/v2/blockchain/wallet/metamask/connect', await walletProof(wallet), { token: p.token });
    expect(link.json().code).toBe(40921);

    const preview = await t.post('/api/v5/account/merge/preview', { wallet: await walletProof(wallet) }, { token: p.token });
    expect(preview.statusCode).toBe(200);
    const { ticket, other } = preview.json().data as { ticket: string; other: { user_id: string; login: string; holds: object } };
    expect(other).toEqual({
      user_id: w.user_id,
      login: wallet.address,
      holds: { coupons: 1, badges: 2, tickets: 1, conversations: 4, messages: 3 },
    });

    const merged = await t.post('/api/v5/account/merge', { ticket }, { token: p.token });
    expect(merged.json()).toMatchObject({ result: 1, data: { user_id: p.userId, merged_user_id: w.user_id } });

    // The absorbed account is gone, its session with it; the survivor's session goes on.
    expect(await count(sql`select count(*)::int as n from users where id = ${absorbed}`)).toBe(0);
    expect((await t.get('/api/v2/me', { token: w.token })).statusCode).toBe(401);
    const me = (await t.get('/api/v2/me', { token: p.token })).json().data;
    expect(me.wallet_address.toLowerCase()).toBe(wallet.address.toLowerCase());
    // Profile: the survivor's own nickname; empty fields filled from the absorbed account.
    expect(me.first_name).toBe('Survivor');
    const [user] = await rows<Record<string, string | null>>(
      sql`select nickname, gender, avatar_version, wechat_open_id, wechat_nickname, phone_e164 from users where id = ${survivor}`,
    );
    expect(user).toMatchObject({ nickname: 'Survivor', gender: 'female', avatar_version: 'v1', wechat_nickname: 'WeChat name' });
    expect(user!.wechat_open_id).toMatch(/^o-/);
    expect(user!.phone_e164).toBe('+8613800110001');

    // Nothing of the absorbed account's id is left anywhere.
    expect(Object.values(await snapshot(absorbed)).every((n) => n === 0)).toBe(true);
    const of = (table: string) => count(sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${survivor}`);
    expect(await of('customer_coupons')).toBe(2);
    expect(await count(sql`select count(*)::int as n from coupon_events where actor = ${`user:${survivor}`}`)).toBe(1);
    // Badges: the earlier claim of the shared event stays (serial 1, the absorbed one's).
    expect(await rows(sql`select event_id, serial from badge_claims where user_id = ${survivor} order by event_id`)).toEqual([
      { event_id: f.both, serial: 1 },
      { event_id: f.both + 1, serial: 1 },
    ]);
    expect(await count(sql`select count(*)::int as n from badge_claim_codes where used_by = ${survivor}`)).toBe(1);
    // Tickets: the checked-in one stays live, the other is cancelled and its place returned.
    expect(
      await rows(
        sql`select status, checked_in_at is not null as checked from event_tickets where user_id = ${survivor} order by status`,
      ),
    ).toEqual([
      { status: 'cancelled', checked: false },
      { status: 'reserved', checked: true },
    ]);
    expect(await count(sql`select reserved as n from event_sessions where id = ${f.session}`)).toBe(1);
    expect(await rows(sql`select event_slug from event_staff where user_id = ${survivor} order by event_slug`)).toEqual([
      { event_slug: 'door' },
      { event_slug: 'gate' },
    ]);
    expect(await of('merchants')).toBe(1);
    expect(await of('avatars')).toBe(1);
    expect(await of('vr_avatars')).toBe(1);
    expect(await of('deposit_wallets')).toBe(1);
    expect(await of('user_wallets')).toBe(1);
    // Chat: one row in the shared group with the higher role; the two conversations with the same
    // peer are one, the absorbed one's messages after the survivor's; the two accounts'
    // conversation with each other is gone; the stranger's is the survivor's now.
    expect(await rows(sql`select role from chat_members where conversation_id = ${f.group}`)).toEqual([{ role: 2 }]);
    expect(await count(sql`select count(*)::int as n from chat_conversations where id in (${f.withPeerA}, ${f.together})`)).toBe(
      0,
    );
    expect(
      await rows(
        sql`select seq::int, sender_id::text as sender, client_msg_id from chat_messages where conversation_id = ${f.withPeerS} order by seq`,
      ),
    ).toEqual([
      { seq: 1, sender: p.userId, client_msg_id: 'same-client-id' },
      { seq: 2, sender: f.peer.toString(), client_msg_id: 'p1' },
      { seq: 3, sender: p.userId, client_msg_id: `merged-${absorbed}-same-client-id` },
      { seq: 4, sender: f.peer.toString(), client_msg_id: 'p2' },
    ]);
    expect(await count(sql`select message_count::int as n from chat_conversations where id = ${f.withPeerS}`)).toBe(4);
    const key = survivor < f.stranger ? `${survivor}:${f.stranger}` : `${f.stranger}:${survivor}`;
    expect(
      await count(sql`select count(*)::int as n from chat_conversations where id = ${f.withStranger} and pair_key = ${key}`),
    ).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from chat_conversations where id = ${f.group} and owner_id = ${survivor}`),
    ).toBe(1);
    // Invitations: both were invited to one group; the earlier (the absorbed one's) stays.
    expect(
      await rows(
        sql`select user_id::text as u, created_at < ${new Date(t.clock.now())} as earlier from chat_invitations where conversation_id = ${f.invited}`,
      ),
    ).toEqual([{ u: p.userId, earlier: true }]);
    // Blocks: the union, without the two accounts blocking each other.
    expect(
      await rows(
        sql`select user_id::text as u, blocked_id::text as b from chat_blocks where ${survivor} in (user_id, blocked_id) order by 1, 2`,
      ),
    ).toEqual(
      [
        { u: p.userId, b: f.stranger.toString() },
        { u: f.stranger.toString(), b: p.userId },
      ].sort((x, y) => (x.u + x.b < y.u + y.b ? -1 : 1)),
    );

    // Both logins reach the one account; the ticket cannot be used twice.
    expect((await walletLogin(wallet)).user_id).toBe(p.userId);
    t.clock.advance(30 * 60_000);
    expect((await t.loginWithPhone('13800110001')).userId).toBe(p.userId);
    t.clock.advance(30 * 60_000);
    const again = await t.post('/api/v5/account/merge', { ticket }, { token: (await t.loginWithPhone('13800110001')).token });
    expect(again.json().code).toBe(40021);
  });

  it('merges the phone account into the wallet account with a fresh SMS code; the phone then logs in to the wallet account', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const p = await t.loginWithPhone('13800110002');
    const w = await walletLogin(wallet);
    await fill(BigInt(p.userId), BigInt(w.user_id));
    const proof = await smsToken('13800110002');
    const preview = await t.post('/api/v5/account/merge/preview', proof, { token: w.token });
    expect(preview.json().data.other).toMatchObject({ user_id: p.userId, login: '+86 138****0002' });
    const merged = await t.post('/api/v5/account/merge', { ticket: preview.json().data.ticket }, { token: w.token });
    expect(merged.statusCode).toBe(200);
    t.clock.advance(30 * 60_000);
    expect((await t.loginWithPhone('13800110002')).userId).toBe(w.user_id);
    expect((await walletLogin(wallet)).user_id).toBe(w.user_id);
  });

  it('refuses a merge without the second proof, or with a wrong, used or expired one, and changes nothing', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const w = await walletLogin(wallet);
    const p = await t.loginWithPhone('13800110003');
    await fill(BigInt(w.user_id), BigInt(p.userId));
    const before = await snapshot(BigInt(w.user_id), BigInt(p.userId));
    const preview = (body: unknown) => t.post('/api/v5/account/merge/preview', body, { token: p.token });
    const merge = (body: unknown, token = p.token) => t.post('/api/v5/account/merge', body, { token });
    const codeOf = async (res: Promise<{ json: () => { code: number } }>) => (await res).json().code;

    expect((await merge({})).statusCode).toBe(400);
    expect(await codeOf(merge({ ticket: 'x' }))).toBe(40021);
    // Another signer's signature over the wallet's message.
    const { message } = await walletProof(wallet);
    const forged = await privateKeyToAccount(generatePrivateKey()).signMessage({ message });
    expect(await codeOf(preview({ wallet: { message, signature: forged } }))).toBe(40018);
    // A used nonce.
    const used = await walletProof(wallet);
    expect((await preview({ wallet: used })).statusCode).toBe(200);
    expect(await codeOf(preview({ wallet: used }))).toBe(40017);
    // An expired nonce.
    const late = await walletProof(wallet);
    t.clock.advance(6 * 60_000);
    expect(await codeOf(preview({ wallet: late }))).toBe(40017);
    // A wrong SMS token, and one for another phone.
    expect(await codeOf(preview({ phone: phonePayload('13800110003'), code: 'x'.repeat(43) }))).toBe(101104);
    const other = await smsToken('13800110004');
    expect(await codeOf(preview({ phone: phonePayload('13800110005'), code: other.code }))).toBe(101104);
    // Its own login, and a login no account has.
    expect(await codeOf(preview(await smsToken('13800110003')))).toBe(40925);
    expect(await codeOf(preview({ wallet: await walletProof(privateKeyToAccount(generatePrivateKey())) }))).toBe(40408);
    // A ticket tampered with, one for someone else, and one past its ten minutes.
    const { ticket } = (await preview({ wallet: await walletProof(wallet) })).json().data as { ticket: string };
    expect(await codeOf(merge({ ticket: ticket.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) }))).toBe(40021);
    const [, absorbedId, ...rest] = ticket.split('.');
    expect(await codeOf(merge({ ticket: [p.userId, absorbedId, ...rest].join('.').replace(p.userId, '1') }))).toBe(40021);
    const stranger = await t.loginWithPhone('13800110006');
    expect(await codeOf(merge({ ticket }, stranger.token))).toBe(40021);
    t.clock.advance(11 * 60_000);
    expect(await codeOf(merge({ ticket }))).toBe(40021);
    // A guest may not merge at all.
    expect((await merge({ ticket }, await t.guestToken())).statusCode).toBe(401);

    expect(await snapshot(BigInt(w.user_id), BigInt(p.userId))).toEqual(before);
    expect((await t.get('/api/v2/me', { token: w.token })).statusCode).toBe(200);
  });

  it('lets exactly one of several parallel merges with one ticket through', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const w = await walletLogin(wallet);
    const p = await t.loginWithPhone('13800110008');
    await fill(BigInt(w.user_id), BigInt(p.userId));
    const { ticket } = (
      await t.post('/api/v5/account/merge/preview', { wallet: await walletProof(wallet) }, { token: p.token })
    ).json().data as { ticket: string };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => t.post('/api/v5/account/merge', { ticket }, { token: p.token })),
    );
    expect(answers.map((r) => r.json().code).sort()).toEqual([200, 40021, 40021, 40021]);
    expect(await count(sql`select count(*)::int as n from customer_coupons where user_id = ${BigInt(p.userId)}`)).toBe(2);
  });

  it('answers hostile input with a 4xx, never a 5xx', async () => {
    const p = await t.loginWithPhone('13800110007');
    const hostile = [
      '\u0000',
      'x\ud800',
      'x'.repeat(100_000),
      String(2 ** 63),
      `${2 ** 31}.${2 ** 31}.w.99999999999.${'A'.repeat(43)}`,
    ];
    for (const value of hostile) {
      for (const body of [
        { ticket: value },
        { wallet: { message: value, signature: '0x00' } },
        { wallet: { message: 'x', signature: value } },
        { phone: phonePayload('13800110007'), code: value },
        { phone: { ...phonePayload('13800110007'), national_number: value }, code: 'x' },
        { wallet: { message: 'x', signature: '0x00' }, phone: phonePayload('13800110007'), code: 'x' },
      ]) {
        for (const path of ['/api/v5/account/merge/preview', '/api/v5/account/merge']) {
          const res = await t.post(path, body, { token: p.token });
          expect(res.statusCode, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
        }
      }
    }
  });
});
