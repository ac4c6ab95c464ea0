/**
 * Counting afterwards, from the database: every acknowledged write found, nothing stored twice.
 */
import { createRequire } from 'node:module';
import type { ChatRoom, Fixtures, Redemptions } from './traffic';
import type { Purchases } from './shop';
import type { Tally } from './members';

// pg is the server's dependency: loaded from there, as the benches do.
const pg = createRequire(new URL('../../apps/server/package.json', import.meta.url))('pg') as typeof import('pg');

export interface Audit {
  acknowledgedWritesLost: number;
  duplicated: number;
  undelivered: number;
  messagesAcknowledged: number;
  redemptions: number;
  /** Orders paid at WeChat Pay whose order is not fulfilled with exactly one certificate. */
  paidNotFulfilled: number;
  ordersPaid: number;
}

type Client = InstanceType<typeof pg.Client>;
type Counts = Map<string, number>;

const countBy = async (client: Client, sql: string, params: unknown[]): Promise<Counts> =>
  new Map((await client.query<{ k: string; n: string }>(sql, params)).rows.map((r) => [r.k, Number(r.n)]));

/** Orders: each acknowledged one exists; each paid one is fulfilled with exactly one certificate. */
async function auditPurchases(client: Client, purchases: Purchases) {
  const orderNos = [...purchases.created];
  const states = new Map(
    (
      await client.query<{ k: string; state: string }>(
        `select out_trade_no as k, state from orders where out_trade_no = any($1)`,
        [orderNos],
      )
    ).rows.map((r) => [r.k, r.state]),
  );
  const granted = await countBy(
    client,
    `select o.out_trade_no as k, count(*) as n from certificates c join orders o on o.id = c.order_id
      where o.out_trade_no = any($1) group by o.out_trade_no`,
    [orderNos],
  );
  const fulfilledEvents = await countBy(
    client,
    `select o.out_trade_no as k, count(*) as n from order_events e join orders o on o.id = e.order_id
      where o.out_trade_no = any($1) and e.to_state = 'fulfilled' group by o.out_trade_no`,
    [orderNos],
  );
  const paidNotFulfilled = [...purchases.paid].filter((no) => states.get(no) !== 'fulfilled' || granted.get(no) !== 1).length;
  return {
    lost: orderNos.filter((no) => !states.has(no)).length + paidNotFulfilled,
    counts: [...granted.values(), ...fulfilledEvents.values()],
    paidNotFulfilled,
  };
}

/** Every member of a room holds what each other member sent (pushed live, or synced after a reconnect). */
async function undeliveredIn(rooms: ChatRoom[]): Promise<number> {
  let undelivered = 0;
  for (const { members } of rooms) {
    for (const member of members) await (await member.socket()).sync();
    for (const sender of members)
      for (const reader of members)
        if (reader !== sender) undelivered += sender.acknowledged.filter((id) => !reader.received.has(id)).length;
  }
  return undelivered;
}

export async function audit(
  databaseUrl: string,
  tally: Tally,
  fx: Fixtures,
  rooms: ChatRoom[],
  messagePrefix: string,
  redemptions: Redemptions,
  purchases: Purchases,
): Promise<Audit> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const messages = await countBy(
      client,
      `select client_msg_id as k, count(*) as n from chat_messages where client_msg_id like $1 group by client_msg_id`,
      [`${messagePrefix}%`],
    );
    const badges = await countBy(
      client,
      `select c.user_id::text as k, count(*) as n from badge_claims c join badge_events e on e.id = c.event_id
        where e.slug = $1 group by c.user_id`,
      [fx.badge],
    );
    const coupons = await countBy(
      client,
      `select user_id::text as k, count(*) as n from customer_coupons where template_id = $1 group by user_id`,
      [fx.templateId],
    );
    const used = await countBy(
      client,
      `select id::text as k, count(*) as n from customer_coupons where template_id = $1 and status = 'used' group by id`,
      [fx.templateId],
    );
    const usedEvents = await countBy(
      client,
      `select e.coupon_id::text as k, count(*) as n from coupon_events e join customer_coupons c on c.id = e.coupon_id
        where c.template_id = $1 and e.to_status = 'used' group by e.coupon_id`,
      [fx.templateId],
    );
    const shop = await auditPurchases(client, purchases);
    const acknowledged = rooms.flatMap((r) => r.members.flatMap((m) => m.acknowledged));
    const lost =
      acknowledged.filter((id) => !messages.has(id)).length +
      [...tally.badgeClaims].filter((u) => !badges.has(u)).length +
      [...tally.couponClaims].filter((u) => !coupons.has(u)).length +
      [...redemptions.keys()].filter((id) => !used.has(id)).length +
      shop.lost;
    const duplicated = [
      ...messages.values(),
      ...badges.values(),
      ...coupons.values(),
      ...usedEvents.values(),
      ...shop.counts,
    ].filter((n) => n > 1).length;
    return {
      acknowledgedWritesLost: lost,
      duplicated,
      undelivered: await undeliveredIn(rooms),
      messagesAcknowledged: acknowledged.length,
      redemptions: redemptions.size,
      paidNotFulfilled: shop.paidNotFulfilled,
      ordersPaid: purchases.paid.size,
    };
  } finally {
    await client.end();
  }
}
