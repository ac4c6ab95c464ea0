/**
 * Counting afterwards, from the database: every acknowledged write found, nothing stored twice.
 */
import { createRequire } from 'node:module';
import type { ChatPair, Fixtures, Redemptions } from './traffic';
import type { Tally } from './members';

// pg is the server's dependency: loaded from there, as the benches do.
const pg = createRequire(new URL('../../apps/server/package.json', import.meta.url))('pg') as typeof import('pg');

export interface Audit {
  acknowledgedWritesLost: number;
  duplicated: number;
  undelivered: number;
  messagesAcknowledged: number;
  redemptions: number;
}

export async function audit(
  databaseUrl: string,
  tally: Tally,
  fx: Fixtures,
  pairs: ChatPair[],
  messagePrefix: string,
  redemptions: Redemptions,
): Promise<Audit> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const countBy = async (sql: string, params: unknown[]) =>
      new Map((await client.query<{ k: string; n: string }>(sql, params)).rows.map((r) => [r.k, Number(r.n)]));
    const messages = await countBy(
      `select client_msg_id as k, count(*) as n from chat_messages where client_msg_id like $1 group by client_msg_id`,
      [`${messagePrefix}%`],
    );
    const badges = await countBy(
      `select c.user_id::text as k, count(*) as n from badge_claims c join badge_events e on e.id = c.event_id
        where e.slug = $1 group by c.user_id`,
      [fx.badge],
    );
    const coupons = await countBy(
      `select user_id::text as k, count(*) as n from customer_coupons where template_id = $1 group by user_id`,
      [fx.templateId],
    );
    const used = await countBy(
      `select id::text as k, count(*) as n from customer_coupons where template_id = $1 and status = 'used' group by id`,
      [fx.templateId],
    );
    const usedEvents = await countBy(
      `select e.coupon_id::text as k, count(*) as n from coupon_events e join customer_coupons c on c.id = e.coupon_id
        where c.template_id = $1 and e.to_status = 'used' group by e.coupon_id`,
      [fx.templateId],
    );
    const acknowledged = pairs.flatMap((p) => [...p.x.acknowledged, ...p.y.acknowledged]);
    const lost =
      acknowledged.filter((id) => !messages.has(id)).length +
      [...tally.badgeClaims].filter((u) => !badges.has(u)).length +
      [...tally.couponClaims].filter((u) => !coupons.has(u)).length +
      [...redemptions.keys()].filter((id) => !used.has(id)).length;
    const duplicated = [...messages.values(), ...badges.values(), ...coupons.values(), ...usedEvents.values()].filter(
      (n) => n > 1,
    ).length;
    // Each side of a pair holds what the other sent (pushed live, or synced after a reconnect).
    let undelivered = 0;
    for (const { x, y } of pairs) {
      await (await x.socket()).sync();
      await (await y.socket()).sync();
      undelivered += x.acknowledged.filter((id) => !y.received.has(id)).length;
      undelivered += y.acknowledged.filter((id) => !x.received.has(id)).length;
    }
    return {
      acknowledgedWritesLost: lost,
      duplicated,
      undelivered,
      messagesAcknowledged: acknowledged.length,
      redemptions: redemptions.size,
    };
  } finally {
    await client.end();
  }
}
