/**
 * The common order in ONE statement (docs/payments.md, "Speed"): a product on sale at its regular
 * price with no card-holder price and not a dress. The statement reads the buyer and the product,
 * takes a unit of a finite supply, inserts the order and its creation event, and commits at once, so
 * the product's row is locked for that statement only and an order costs one round trip. It answers
 * what it read either way, so create-order.ts explains a refusal (no such product, not on sale, sold
 * out) or takes its general path (card-holder price, dress) without reading again.
 */
import type { Pool } from 'pg';
import type { ProductRow } from './order-rows.js';

// $1 order id, $2 product, $3 out_trade_no, $4 buyer, $5 method, $6 now, $7 expiry, $8 event id,
// $9 whether a card-holder code was typed (never the regular price then).
const STATEMENT = {
  // Named: PostgreSQL parses and plans it once per connection.
  name: 'payments_regular_order',
  text: `with p as (select * from shop_products where id = $2),
    u as (select true as found, phone_e164, wechat_open_id from users where id = $4),
    regular as (
      select p.id, p.price_fen, p.supply is not null as holds from p, u
      where p.on_sale and p.member_price_fen is null and p.kind <> 'dress' and not $9::boolean
        and ($5 <> 'jsapi' or u.wechat_open_id is not null)),
    unit as (
      update shop_products s set held = s.held + 1 from regular r
      where s.id = r.id and r.holds and s.held < s.supply returning s.id),
    made as (
      insert into orders (id, out_trade_no, user_id, product_id, amount_fen, price, method, state, holds_unit,
          created_at, expires_at, updated_at)
      select $1, $3, $4, r.id, r.price_fen, 'regular', $5, 'created', r.holds, $6, $7, $6
      from regular r where not r.holds or exists (select 1 from unit)
      returning id),
    event as (
      insert into order_events (id, order_id, from_state, to_state, source, detail, at)
      select $8, id, null, 'created', 'member', null, $6 from made)
    select (select count(*) from made)::int as made, coalesce(u.found, false) as "buyerFound", u.phone_e164 as phone,
      u.wechat_open_id as "openId", p.id, p.kind, p.name, p.description, p.image, p.price_fen as "priceFen",
      p.member_price_fen as "memberPriceFen", p.supply, p.held, p.issued, p.on_sale as "onSale",
      p.refund_days as "refundDays", p.dress_id as "dressId", p.sort_order as "sortOrder", p.updated_at as "updatedAt"
    from (select 1) one left join u on true left join p on true`,
};

export interface RegularOrderInput {
  orderId: bigint;
  outTradeNo: string;
  productId: string;
  userId: bigint;
  method: string;
  at: Date;
  expiresAt: Date;
  eventId: bigint;
  hasCode: boolean;
}

export interface RegularOrderAnswer {
  /** The order was written (regular price, its unit taken when the supply is finite). */
  made: boolean;
  buyer: { phone: string | null; openId: string | null } | null;
  /** The product as read before the statement's own change (null: no such product). */
  product: ProductRow | null;
}

type Row = ProductRow & { made: number; buyerFound: boolean; phone: string | null; openId: string | null };

export async function runRegularOrder(pool: Pool, input: RegularOrderInput): Promise<RegularOrderAnswer> {
  const { rows } = await pool.query<Row>({
    ...STATEMENT,
    values: [
      input.orderId.toString(),
      input.productId,
      input.outTradeNo,
      input.userId.toString(),
      input.method,
      input.at,
      input.expiresAt,
      input.eventId.toString(),
      input.hasCode,
    ],
  });
  const { made, buyerFound, phone, openId, ...product } = rows[0]!;
  return {
    made: made === 1,
    buyer: buyerFound ? { phone, openId } : null,
    product: product.id === null ? null : product,
  };
}
