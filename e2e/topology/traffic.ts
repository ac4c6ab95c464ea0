/**
 * What the simulated members do through the proxy for the test's duration: log in by phone or
 * wallet, browse, claim the badge and the coupon once each and have the merchant redeem the
 * coupon, buy a collectible (shop.ts), chat in pairs and in groups, and walk a world hall
 * (hall.ts). Every acknowledged write is kept in the tally to be found afterwards.
 */
import { randomInt } from 'node:crypto';
import { messagingPaths } from '@culture/protocol';
import { ADMIN_TOKEN } from './cluster';
import { Chatter } from './chatter';
import type { StartedWechatPayFake } from '../../apps/server/dist/integrations/wechatpay/wechat-pay-fake.js';
import { Visitor } from './hall';
import { ALREADY_DONE, call, newPhone, phoneLogin, walletLogin, type Tally } from './members';
import { createProduct, purchase, type Purchases } from './shop';

export interface Fixtures {
  badge: string;
  templateId: number;
  merchant: { token: string; ip: string };
  /** The collectible members buy. */
  productId: string;
}

/** A conversation and its members' sockets: a private pair, or a group of three or more. */
export interface ChatRoom {
  conversation: bigint;
  members: Chatter[];
  /** The members' user ids, in the order of `members`. */
  ids: string[];
}

/** A logged-in member with what their socket needs (the messaging token from /api/v2/me). */
export interface Person {
  userId: string;
  token: string;
  ip: string;
  im: string;
}

/** The coupon code the merchant redeemed, per customer coupon: acknowledged redemptions. */
export type Redemptions = Map<string, string>;

async function operator<T>(tally: Tally, baseUrl: string, path: string, body: unknown): Promise<T> {
  const answer = await call<T>(tally, baseUrl, 'operator', path, { body, plain: true, token: ADMIN_TOKEN, ip: '10.0.0.1' });
  if (answer.result !== 1) throw new Error(`${path}: ${answer.raw}`);
  return answer.data;
}

/** A badge with no supply limit, a claimable coupon of one brand, and that brand's merchant. */
export async function createFixtures(tally: Tally, baseUrl: string, seed: number): Promise<Fixtures> {
  const badge = `topology-${seed}`;
  await operator(tally, baseUrl, '/api/admin/badges/events', {
    slug: badge,
    name: { 'zh-CN': '徽章', 'zh-TW': '徽章', 'en-US': 'Badge' },
    story: { 'zh-CN': '故事', 'zh-TW': '故事', 'en-US': 'Story' },
    benefits: { 'zh-CN': '权益', 'zh-TW': '權益', 'en-US': 'Benefit' },
    artwork: '/images/pages/yuanxiao/badge.svg',
    supply: null,
    opensAt: new Date(Date.now() - 3600_000).toISOString(),
    methods: ['app'],
  });
  const brandName = `Topology Tea ${seed}`;
  const { templateId } = await operator<{ templateId: number }>(tally, baseUrl, '/api/admin/coupon-templates', {
    brandName,
    couponName: 'A cup',
    type: 'EXCHANGE',
    discordValue: 'A cup of tea',
    stock: 100_000,
    perUserLimit: 1,
    validDate: '2027.12.31',
    claimable: true,
  });
  const who = newPhone(seed, 900_000);
  const login = await phoneLogin(tally, baseUrl, who);
  if (!login) throw new Error(`merchant login: ${JSON.stringify(tally.failures)}`);
  await operator(tally, baseUrl, '/api/admin/merchants', { userId: login.userId, brandName });
  const productId = await createProduct(tally, baseUrl, seed, ADMIN_TOKEN);
  return { badge, templateId, merchant: { token: login.token, ip: who.ip }, productId };
}

/** Members `first`… logged in by phone at once, each with their messaging token. */
export async function people(tally: Tally, baseUrl: string, seed: number, first: number, count: number): Promise<Person[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const who = newPhone(seed, first + i);
      const login = await phoneLogin(tally, baseUrl, who);
      if (!login) throw new Error(`login ${first + i}: ${JSON.stringify(tally.failures)}`);
      const me = await call<{ im_user_token: string }>(tally, baseUrl, 'me', '/api/v2/me', { token: login.token, ip: who.ip });
      if (me.result !== 1) throw new Error(`me ${first + i}: ${me.raw}`);
      return { userId: login.userId, token: login.token, ip: who.ip, im: me.data.im_user_token };
    }),
  );
}

const chatterOf = (baseUrl: string, person: Person) => new Chatter(baseUrl.replace('http', 'ws'), person.im);

/** Pairs of members, each with a socket and a private conversation. */
export async function createPairs(tally: Tally, baseUrl: string, seed: number, pairs: number): Promise<ChatRoom[]> {
  const everyone = await people(tally, baseUrl, seed, 900_001, pairs * 2);
  const result: ChatRoom[] = [];
  for (let i = 0; i < pairs; i++) {
    const [a, b] = [everyone[2 * i]!, everyone[2 * i + 1]!];
    const [x, y] = [chatterOf(baseUrl, a), chatterOf(baseUrl, b)];
    const { conversationid } = await x.json<{ conversationid: string }>('PUT', messagingPaths.conversationPrivate, {
      userid: b.userId,
    });
    await y.socket();
    result.push({ conversation: BigInt(conversationid), members: [x, y], ids: [a.userId, b.userId] });
  }
  return result;
}

/** Groups of `size` members: the first creates the group and invites the others, who accept. */
export async function createGroups(
  tally: Tally,
  baseUrl: string,
  seed: number,
  groups: number,
  size: number,
): Promise<ChatRoom[]> {
  const everyone = await people(tally, baseUrl, seed, 910_001, groups * size);
  const result: ChatRoom[] = [];
  for (let g = 0; g < groups; g++) {
    const group = everyone.slice(g * size, (g + 1) * size);
    const members = group.map((p) => chatterOf(baseUrl, p));
    const { conversationid } = await members[0]!.json<{ conversationid: string }>('PUT', messagingPaths.groupCreate, {
      name: `Topology ${seed} ${g}`,
      members: group.slice(1).map((p) => p.userId),
    });
    for (const invited of members.slice(1)) {
      await invited.json('PUT', messagingPaths.groupInvitationAnswer, { conversationid, accept: true });
    }
    result.push({ conversation: BigInt(conversationid), members, ids: group.map((p) => p.userId) });
  }
  return result;
}

/** Visitors of the hall: logged in, a place taken with the check call, a socket each. */
export async function createVisitors(
  tally: Tally,
  baseUrl: string,
  seed: number,
  hallId: string,
  count: number,
): Promise<Visitor[]> {
  const everyone = await people(tally, baseUrl, seed, 920_001, count);
  const visitors = everyone.map((p) => new Visitor(tally, baseUrl, hallId, p.userId, p, chatterOf(baseUrl, p)));
  for (const visitor of visitors) if (!(await visitor.check())) throw new Error(`hall check: ${JSON.stringify(tally.failures)}`);
  return visitors;
}

/** A member's pause between taps (load shaping: 2 shared cores). */
const think = () => new Promise((r) => setTimeout(r, 100 + randomInt(0, 200)));

/**
 * Member `i` while `running()`: a new phone or wallet login, then browsing; the badge and the coupon claimed
 * once, the coupon's code read from its detail and redeemed by the merchant. Then the next person.
 */
export async function member(
  tally: Tally,
  baseUrl: string,
  fx: Fixtures,
  seed: number,
  first: number,
  stride: number,
  running: () => boolean,
  redemptions: Redemptions,
  shop: { fake: StartedWechatPayFake; purchases: Purchases },
): Promise<void> {
  for (let i = first, round = 0; running(); i += stride, round++) {
    const who = newPhone(seed, i);
    // Every other person logs in with a wallet.
    const login = round % 2 === 0 ? await phoneLogin(tally, baseUrl, who) : await walletLogin(tally, baseUrl, who.ip);
    if (!login) continue;
    const as = { token: login.token, ip: who.ip };
    const claim = await call(tally, baseUrl, 'badge claim', '/api/v3/badges/claim', {
      ...as,
      body: { event: fx.badge },
      accept: [ALREADY_DONE.badgeAlreadyClaimed],
    });
    if (claim.result === 1 || claim.result === ALREADY_DONE.badgeAlreadyClaimed) tally.badgeClaims.add(login.userId);
    const coupon = await call<{ customerCouponId: string }>(tally, baseUrl, 'coupon claim', '/h5/world/coupon/claim', {
      ...as,
      body: { templateId: fx.templateId },
      accept: [ALREADY_DONE.couponLimitReached],
    });
    if (coupon.result === 1 || coupon.result === ALREADY_DONE.couponLimitReached) tally.couponClaims.add(login.userId);
    if (coupon.result === 1) await redeem(tally, baseUrl, fx, as, coupon.data.customerCouponId, redemptions);
    await purchase(tally, baseUrl, shop.fake, fx.productId, as, shop.purchases);
    for (let step = 0; running() && step < 20; step++) {
      await call(tally, baseUrl, 'page', '/', { ip: who.ip, page: true });
      await call(tally, baseUrl, 'badge events', '/api/v3/badges/events', as);
      await call(tally, baseUrl, 'my badges', '/api/v3/badges/mine', as);
      await call(tally, baseUrl, 'me', '/api/v2/me', as);
      await think();
    }
  }
}

/** The holder shows the code (the coupon's detail); the merchant redeems it at the counter. */
async function redeem(
  tally: Tally,
  baseUrl: string,
  fx: Fixtures,
  holder: { token: string; ip: string },
  customerCouponId: string,
  redemptions: Redemptions,
) {
  const detail = await call<{ data: { couponCode: string } }>(tally, baseUrl, 'coupon detail', '/h5/world/coupon/detail', {
    ...holder,
    body: { customerCouponId },
  });
  if (detail.result !== 1) return;
  const couponCode = detail.data.data.couponCode;
  const redeemed = await call(tally, baseUrl, 'redeem', '/api/merchant/coupons/redeem', {
    ...fx.merchant,
    body: { couponCode },
    accept: [ALREADY_DONE.couponAlreadyUsed],
  });
  if (redeemed.result === 1 || redeemed.result === ALREADY_DONE.couponAlreadyUsed) redemptions.set(customerCouponId, couponCode);
}

/** The members of a room take turns sending while `running()`; answers how many were sent. */
export async function chat(room: ChatRoom, name: string, running: () => boolean): Promise<number> {
  let n = 0;
  for (; running(); n++) {
    const from = room.members[n % room.members.length]!;
    await from.send(room.conversation, `${name}-${n}`, `message ${n} of ${name}`);
    await think();
  }
  return n;
}

/**
 * Pairs whose members do not see each other online (presence crosses nodes through Redis), asked
 * until `deadline`: a socket that just came back is announced shortly after it opens.
 */
export async function presenceMissing(pairs: ChatRoom[], deadline: number): Promise<number> {
  let missing = 0;
  for (const { members, ids } of pairs) {
    const [x, y] = members as [Chatter, Chatter];
    const [xId, yId] = ids as [string, string];
    for (const [asker, other] of [
      [x, yId],
      [y, xId],
    ] as const) {
      let seen = false;
      while (!seen && Date.now() < deadline) {
        const { online } = await asker.json<{ online: string[] }>('PUT', messagingPaths.presence, { users: [other] });
        seen = online.includes(other);
        if (!seen) await new Promise((r) => setTimeout(r, 200));
      }
      if (!seen) missing++;
    }
  }
  return missing;
}
