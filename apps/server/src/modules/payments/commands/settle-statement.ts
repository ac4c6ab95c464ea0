/**
 * The settle statement (docs/payments.md, "Order states" and "Speed"): the common payment — an open
 * order paid its own amount, for a product that grants a certificate — settled by ONE statement for a
 * batch of orders: created → paid → fulfilled with both events, the card-holder eligibility marked
 * used, the serials numbered per product in arrival order (`issued + n`, so they run on without
 * gaps) and the certificates inserted. One round trip, one commit and one lock of each product row
 * per batch, instead of a transaction of ten statements per payment that queue on the product row.
 *
 * The order's update is conditional (`state = 'created'`, re-checked after waiting for its row
 * lock), so a copy settled elsewhere meanwhile is left alone. Whatever the statement does not
 * settle (another amount, a closed order, a dress, an order changed meanwhile) is answered with
 * the state it saw, and settle-payment.ts takes its general path for it.
 */
import type { Pool, PoolClient } from 'pg';
import { OWNER_NAME_SQL, ADOPTION_HOURS } from '../grants.js';
import { totemSql } from '../love-totems.js';

/** One payment WeChat reports as SUCCESS, with the ids and the code it will get made beforehand. */
export interface SettleAttempt {
  outTradeNo: string;
  transactionId: string | null;
  totalFen: number;
  paidAt: Date;
  /** The moment of the settle (checked_at, updated_at, the events' and the certificate's time). */
  at: Date;
  source: string;
  certificateCode: string;
  paidEventId: bigint;
  fulfilledEventId: bigint;
}

export type SettleStatementOutcome =
  | { kind: 'fulfilled' }
  /** Not settled here: the order's state as the statement saw it (null: no such order). */
  | { kind: 'not-settled'; seen: string | null };

// Per payment in arrival order: $1 out_trade_no, $2 transaction ids, $3 totals, $4 paid times,
// $5 settle times, $6 sources, $7 certificate codes, $8 paid event ids, $9 fulfilled event ids.
const STATEMENT = {
  // Named: PostgreSQL parses and plans it once per connection.
  name: 'payments_settle_batch',
  text: `with w as (
      select * from unnest($1::text[], $2::text[], $3::int[], $4::timestamptz[], $5::timestamptz[], $6::text[],
          $7::text[], $8::bigint[], $9::bigint[])
        with ordinality as w(out_trade_no, transaction_id, total_fen, paid_at, at, source, code, paid_event_id,
          fulfilled_event_id, ord)),
    paid as (
      update orders o set state = 'fulfilled', transaction_id = w.transaction_id, paid_fen = w.total_fen,
          paid_at = w.paid_at, checked_at = w.at, updated_at = w.at
      from w, shop_products p
      where o.out_trade_no = w.out_trade_no and o.state = 'created' and o.amount_fen = w.total_fen
        and p.id = o.product_id and p.kind in ('pocket-adoption', 'collectible')
      returning o.id, o.user_id, o.product_id, o.price, w.ord),
    numbered as (
      select paid.*, row_number() over (partition by paid.product_id order by paid.ord) as n from paid),
    issued as (
      update shop_products s set issued = s.issued + c.k
      from (select product_id, count(*)::int as k from paid group by product_id) c
      where s.id = c.product_id
      returning s.id, s.issued - c.k as base, s.kind),
    certificates_made as (
      insert into certificates (code, order_id, user_id, product_id, serial, totem, hours, owner_name, issued_at)
      select w.code, nb.id, nb.user_id, nb.product_id, (i.base + nb.n)::int,
        case when i.kind = 'pocket-adoption' then ${totemSql('(i.base + nb.n)')} end,
        case when i.kind = 'pocket-adoption' then ${ADOPTION_HOURS} end,
        ${OWNER_NAME_SQL('u')}, w.at
      from numbered nb join issued i on i.id = nb.product_id join w on w.ord = nb.ord
        left join users u on u.id = nb.user_id
      returning order_id),
    used as (
      update shop_eligibility e set used_by = paid.user_id, used_at = w.at
      from paid join w on w.ord = paid.ord
      where paid.price = 'member' and paid.user_id is not null and e.order_id = paid.id and e.used_at is null
      returning e.id),
    events as (
      insert into order_events (id, order_id, from_state, to_state, source, detail, at)
      select w.paid_event_id, paid.id, 'created', 'paid', w.source,
          jsonb_build_object('transactionId', w.transaction_id), w.at
        from paid join w on w.ord = paid.ord
      union all
      select w.fulfilled_event_id, paid.id, 'paid', 'fulfilled', w.source, null, w.at
        from paid join w on w.ord = paid.ord
      returning id)
    -- Every data-modifying part runs whether or not it is read here; o is the state before the statement.
    select w.ord, paid.id is not null as fulfilled, o.state as seen
    from w left join paid on paid.ord = w.ord left join orders o on o.out_trade_no = w.out_trade_no
    order by w.ord`,
};

interface Row {
  fulfilled: boolean;
  seen: string | null;
}

/**
 * Runs the statement once for `attempts` (at most one per order number; settle-batcher.ts sees to
 * that); the outcomes come back in the same order. A failure (a deadlock with another node, a
 * certificate code taken) rolled the whole batch back.
 */
export async function runSettleStatement(
  on: Pool | PoolClient,
  attempts: readonly SettleAttempt[],
): Promise<SettleStatementOutcome[]> {
  const { rows } = await on.query<Row>({
    ...STATEMENT,
    values: [
      attempts.map((a) => a.outTradeNo),
      attempts.map((a) => a.transactionId),
      attempts.map((a) => a.totalFen),
      attempts.map((a) => a.paidAt),
      attempts.map((a) => a.at),
      attempts.map((a) => a.source),
      attempts.map((a) => a.certificateCode),
      attempts.map((a) => a.paidEventId.toString()),
      attempts.map((a) => a.fulfilledEventId.toString()),
    ],
  });
  return rows.map((row) => (row.fulfilled ? { kind: 'fulfilled' } : { kind: 'not-settled', seen: row.seen }));
}
