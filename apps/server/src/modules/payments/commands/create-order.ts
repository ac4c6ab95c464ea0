/**
 * A member creates an order (docs/payments.md, "Products and prices"): the product must be on
 * sale; a finite supply gives up one unit or answers productSoldOut (nothing is charged); the
 * card-holder price takes the member's eligibility (their phone on the list, or a partner's code);
 * then WeChat Pay is asked for the pay action, outside the transaction so no row waits on HTTP.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PayMethod } from '@culture/protocol';
import type { Pool } from 'pg';
import type { Database, Transaction } from '../../../db/client.js';
import { dressPurchases, orders, shopEligibility, shopProducts, users } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import { nextId } from '../../../lib/ids.js';
import { paymentsMetrics } from '../../../lib/metrics/business.js';
import { PAY_WINDOW_MS, type PaymentsContext } from '../payments-context.js';
import { closeOrderLocally } from './close-order.js';
import { outTradeNoOf, recordEvent, takeUnit, type OrderRow, type ProductRow } from './order-rows.js';
import { preparePay, type PreparedPay } from './pay-action.js';
import { poolOf } from './settle-batcher.js';

export interface CreateOrderInput {
  userId: bigint;
  productId: string;
  method: PayMethod;
  /** A partner's single-use card-holder code. */
  code?: string | undefined;
  /** The buyer's address (H5 pay's `payer_client_ip`). */
  clientIp: string;
}

/**
 * A card-holder code's stored form, and the one place a typed code is read: people copy codes from
 * paper and chat with stray blanks and in either case, so the code is trimmed and upper-cased before
 * hashing (the codes made here are upper-case already; docs/payments.md, "Products and prices").
 */
export const hashEligibilityCode = (code: string): string => createHash('sha256').update(code.trim().toUpperCase()).digest('hex');

export async function createOrder(
  context: PaymentsContext,
  input: CreateOrderInput,
): Promise<PreparedPay & { product: ProductRow }> {
  const { order, openId, product } = await reserveOrder(context, input);
  try {
    return { ...(await preparePay(context, order, input.method, { openId, clientIp: input.clientIp })), product };
  } catch (err) {
    // WeChat Pay could not be reached or refused: the unit and the eligibility go back at once.
    await closeOrderLocally(context, order.id, 'member', { reason: 'prepay-failed' });
    paymentsMetrics.order('failed');
    throw err;
  }
}

/** The order row with its unit and eligibility taken, before WeChat Pay is asked (no network). */
export async function reserveOrder(
  context: PaymentsContext,
  input: CreateOrderInput,
): Promise<{ order: OrderRow; openId: string | null; product: ProductRow }> {
  // The buyer and the product in one read.
  const [found] = await context.db
    .select({ phone: users.phoneE164, openId: users.wechatOpenId, product: shopProducts })
    .from(users)
    .leftJoin(shopProducts, eq(shopProducts.id, input.productId))
    .where(eq(users.id, input.userId));
  if (!found) throw new ApiError('unauthorized');
  if (input.method === 'jsapi' && !found.openId) throw new ApiError('payNeedsWechatSignIn');
  const { product } = found;
  if (!product) throw new ApiError('productNotFound');
  if (!product.onSale) throw new ApiError('productNotOnSale');
  if (product.kind === 'dress' && (await ownsDress(context.db, input.userId, product.dressId))) {
    throw new ApiError('dressAlreadyOwned');
  }
  // A code for a product without a card-holder price asks for a price that does not exist.
  if (product.memberPriceFen === null && input.code) throw new ApiError('eligibilityCodeInvalid');
  const pool = poolOf(context.db);
  const order =
    product.memberPriceFen === null && pool !== null
      ? await insertRegularOrder(context, pool, input, product)
      : await context.db.transaction((tx) => insertOrder(context, tx, input, product, found.phone));
  paymentsMetrics.order('created');
  return { order, openId: found.openId, product };
}

// $1 order id, $2 product, $3 out_trade_no, $4 buyer, $5 amount, $6 method, $7 now, $8 expiry,
// $9 event id, $10 whether it holds a unit of a finite supply.
const INSERT_REGULAR = {
  // Named: PostgreSQL parses and plans it once per connection.
  name: 'payments_insert_regular_order',
  text: `with unit as (
      update shop_products set held = held + 1 where id = $2 and $10::boolean and held < supply returning id),
    made as (
      insert into orders (id, out_trade_no, user_id, product_id, amount_fen, price, method, state, holds_unit,
          created_at, expires_at, updated_at)
      select $1, $3, $4, $2, $5, 'regular', $6, 'created', $10::boolean, $7, $8, $7
      where not $10::boolean or exists (select 1 from unit)
      returning id),
    event as (
      insert into order_events (id, order_id, from_state, to_state, source, detail, at)
      select $9, id, null, 'created', 'member', null, $7 from made)
    select count(*)::int as made from made`,
};

/**
 * An order at the regular price (a product with no card-holder price): the unit, the order and its
 * creation event in ONE statement, committed at once, so the product's row is locked for that
 * statement only and an order costs one round trip (docs/payments.md, "Speed"). No unit left: no
 * row is written and productSoldOut answers (nothing charged).
 */
async function insertRegularOrder(
  context: PaymentsContext,
  pool: Pool,
  input: CreateOrderInput,
  product: ProductRow,
): Promise<OrderRow> {
  const at = new Date(context.now());
  const id = nextId(context.now);
  const order: OrderRow = {
    id,
    outTradeNo: outTradeNoOf(id),
    userId: input.userId,
    productId: product.id,
    amountFen: product.priceFen,
    price: 'regular',
    method: input.method,
    state: 'created',
    payAction: null,
    holdsUnit: product.supply !== null,
    transactionId: null,
    paidFen: null,
    createdAt: at,
    expiresAt: new Date(at.getTime() + (context.config.payWindowMs ?? PAY_WINDOW_MS)),
    paidAt: null,
    closedAt: null,
    checkedAt: null,
    updatedAt: at,
  };
  const { rows } = await pool.query<{ made: number }>({
    ...INSERT_REGULAR,
    values: [
      id.toString(),
      product.id,
      order.outTradeNo,
      input.userId.toString(),
      order.amountFen,
      order.method,
      at,
      order.expiresAt,
      nextId().toString(),
      order.holdsUnit,
    ],
  });
  if (rows[0]?.made !== 1) throw new ApiError('productSoldOut');
  return order;
}

/** An order at the card-holder price or that may take one: eligibility, order, event and unit in one transaction. */
async function insertOrder(
  context: PaymentsContext,
  tx: Transaction,
  input: CreateOrderInput,
  product: ProductRow,
  phone: string | null,
): Promise<OrderRow> {
  const at = new Date(context.now());
  const eligibility = await findEligibility(tx, product, input.userId, phone, input.code);
  const holdsUnit = product.supply !== null;
  const id = nextId(context.now);
  const member = eligibility !== null;
  const [order] = await tx
    .insert(orders)
    .values({
      id,
      outTradeNo: outTradeNoOf(id),
      userId: input.userId,
      productId: product.id,
      amountFen: member ? product.memberPriceFen! : product.priceFen,
      price: member ? 'member' : 'regular',
      method: input.method,
      state: 'created',
      holdsUnit,
      createdAt: at,
      expiresAt: new Date(at.getTime() + (context.config.payWindowMs ?? PAY_WINDOW_MS)),
      updatedAt: at,
    })
    .returning();
  if (eligibility !== null) {
    const taken = await tx
      .update(shopEligibility)
      .set({ orderId: id })
      .where(and(eq(shopEligibility.id, eligibility), isNull(shopEligibility.orderId), isNull(shopEligibility.usedAt)))
      .returning({ id: shopEligibility.id });
    // Taken by a concurrent order a moment ago: a code is single-use; the phone's row is the member's own.
    if (taken.length === 0) throw new ApiError(input.code ? 'eligibilityCodeInvalid' : 'memberPriceUsed');
  }
  await recordEvent(
    tx,
    order!,
    null,
    'created',
    'member',
    at,
    eligibility === null ? null : { eligibilityId: String(eligibility) },
  );
  // Last, so the product's row is locked only until the commit: buyers of one product queue here
  // with the rest of their order written. Sold out rolls the whole order back (nothing charged).
  if (holdsUnit && !(await takeUnit(tx, product.id))) throw new ApiError('productSoldOut');
  return order!;
}

async function ownsDress(db: Database, userId: bigint, dressId: string | null): Promise<boolean> {
  if (dressId === null) return false;
  const [owned] = await db
    .select({ orderId: dressPurchases.orderId })
    .from(dressPurchases)
    .where(and(eq(dressPurchases.userId, userId), eq(dressPurchases.dressId, dressId), isNull(dressPurchases.withdrawnAt)));
  return owned !== undefined;
}

/**
 * The eligibility row the order will take, or null for the regular price. One card-holder adoption
 * per account: a used one, or one an open order of the member already holds, is not given again.
 * A code that does not match an unused row is refused (the member asked for that price); a phone
 * not on the list simply pays the regular price.
 */
async function findEligibility(
  tx: Transaction,
  product: ProductRow,
  userId: bigint,
  phone: string | null,
  code: string | undefined,
): Promise<bigint | null> {
  if (product.memberPriceFen === null) {
    if (code) throw new ApiError('eligibilityCodeInvalid');
    return null;
  }
  const [used] = await tx
    .select({ id: shopEligibility.id })
    .from(shopEligibility)
    .where(
      and(
        eq(shopEligibility.productId, product.id),
        sql`(${shopEligibility.usedBy} = ${userId} or ${shopEligibility.orderId} in
          (select id from orders where user_id = ${userId} and state in ('created', 'paid', 'fulfilled')))`,
      ),
    )
    .limit(1);
  if (used) {
    if (code) throw new ApiError('memberPriceUsed');
    return null;
  }
  const match = code
    ? eq(shopEligibility.codeHash, hashEligibilityCode(code))
    : phone
      ? eq(shopEligibility.phoneE164, phone)
      : null;
  if (!match) return null;
  const [row] = await tx
    .select({ id: shopEligibility.id })
    .from(shopEligibility)
    .where(
      and(eq(shopEligibility.productId, product.id), match, isNull(shopEligibility.orderId), isNull(shopEligibility.usedAt)),
    );
  if (!row && code) throw new ApiError('eligibilityCodeInvalid');
  return row?.id ?? null;
}
