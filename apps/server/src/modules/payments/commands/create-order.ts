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
import { runRegularOrder } from './regular-order.js';
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
  const pool = poolOf(context.db);
  // The common order in one statement (regular-order.ts), which answers what it read either way.
  const regular = pool ? await tryRegularOrder(context, pool, input) : null;
  const { buyer, product } = regular ?? (await readBuyerAndProduct(context.db, input));
  if (!buyer) throw new ApiError('unauthorized');
  if (input.method === 'jsapi' && !buyer.openId) throw new ApiError('payNeedsWechatSignIn');
  if (!product) throw new ApiError('productNotFound');
  if (!product.onSale) throw new ApiError('productNotOnSale');
  let order = regular?.order ?? null;
  if (order === null) {
    if (product.kind === 'dress' && (await ownsDress(context.db, input.userId, product.dressId))) {
      throw new ApiError('dressAlreadyOwned');
    }
    // A code for a product without a card-holder price asks for a price that does not exist.
    if (product.memberPriceFen === null && input.code) throw new ApiError('eligibilityCodeInvalid');
    // The statement had the order to write and found no unit left (nothing charged).
    if (regular && product.memberPriceFen === null && product.kind !== 'dress') throw new ApiError('productSoldOut');
    order = await context.db.transaction((tx) => insertOrder(context, tx, input, product, buyer.phone));
  }
  paymentsMetrics.order('created');
  return { order, openId: buyer.openId, product };
}

interface BuyerAndProduct {
  buyer: { phone: string | null; openId: string | null } | null;
  product: ProductRow | null;
}

/** Without a pool for named statements (another driver): the buyer and the product in one read. */
async function readBuyerAndProduct(db: Database, input: CreateOrderInput): Promise<BuyerAndProduct> {
  const [found] = await db
    .select({ phone: users.phoneE164, openId: users.wechatOpenId, product: shopProducts })
    .from(users)
    .leftJoin(shopProducts, eq(shopProducts.id, input.productId))
    .where(eq(users.id, input.userId));
  return found ? { buyer: { phone: found.phone, openId: found.openId }, product: found.product } : { buyer: null, product: null };
}

/** The regular-price order by its one statement; `order` is null when the statement wrote none. */
async function tryRegularOrder(
  context: PaymentsContext,
  pool: Pool,
  input: CreateOrderInput,
): Promise<BuyerAndProduct & { order: OrderRow | null }> {
  const at = new Date(context.now());
  const id = nextId(context.now);
  const expiresAt = new Date(at.getTime() + (context.config.payWindowMs ?? PAY_WINDOW_MS));
  const answer = await runRegularOrder(pool, {
    orderId: id,
    outTradeNo: outTradeNoOf(id),
    productId: input.productId,
    userId: input.userId,
    method: input.method,
    at,
    expiresAt,
    eventId: nextId(),
    hasCode: Boolean(input.code),
  });
  if (!answer.made || !answer.product) return { ...answer, order: null };
  const order: OrderRow = {
    id,
    outTradeNo: outTradeNoOf(id),
    userId: input.userId,
    productId: answer.product.id,
    amountFen: answer.product.priceFen,
    price: 'regular',
    method: input.method,
    state: 'created',
    payAction: null,
    holdsUnit: answer.product.supply !== null,
    transactionId: null,
    paidFen: null,
    createdAt: at,
    expiresAt,
    paidAt: null,
    closedAt: null,
    checkedAt: null,
    updatedAt: at,
  };
  return { ...answer, order };
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
