/**
 * Settling a payment: the single path the payment notification, the result page's query and the
 * sweeper take (docs/payments.md, "Order states"). The amount must equal the order's (else the
 * order is marked for operators and never fulfilled); the paid transition and the grant share one
 * transaction under the order's row lock, so ten copies of a notification fulfil once. A payment
 * for an order we closed takes the same path: granted when a unit can still be taken, else refunded
 * by the system. The common payment (open, its own amount, a certificate to grant) is settled by
 * one batched statement (settle-statement.ts) with the same conditions; everything else here.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../../db/client.js';
import { orderEvents, orderRefunds, orders, shopEligibility, shopProducts } from '../../../db/schema.js';
import type { TransactionResult } from '../../../integrations/wechatpay/wechat-pay.js';
import { nextId } from '../../../lib/ids.js';
import { paymentsMetrics } from '../../../lib/metrics/business.js';
import { certificateCode, grant } from '../grants.js';
import type { PaymentsContext } from '../payments-context.js';
import { recordEvent, takeUnit, transition, type OrderRow, type OrderSource, type ProductRow } from './order-rows.js';
import { settleBatcherOf } from './settle-batcher.js';

export type SettleOutcome =
  /** No order has this number (logged and kept for operators by the caller). */
  | 'unknown-order'
  /** WeChat does not say it is paid (NOTPAY, CLOSED, USERPAYING…): nothing changes. */
  | 'not-paid'
  | 'amount-mismatch'
  | 'fulfilled'
  /** Paid but not grantable (sold out after close, dress owned): a system refund is requested. */
  | 'refund-requested'
  /** Settled before: nothing changes. */
  | 'already';

export type SettleSource = Extract<OrderSource, 'notification' | 'query' | 'sweeper'>;

/** Settles what WeChat Pay says about one order. */
export async function settlePayment(
  context: PaymentsContext,
  result: TransactionResult,
  source: SettleSource,
): Promise<SettleOutcome> {
  const at = new Date(context.now());
  const outcome =
    (await settleByStatement(context, result, source, at)) ?? (await settleInTransaction(context, result, source, at));
  if (outcome === 'fulfilled' || outcome === 'refund-requested') paymentsMetrics.order('paid');
  if (outcome === 'amount-mismatch' || outcome === 'refund-requested' || outcome === 'unknown-order') {
    context.log?.warn(
      { outTradeNo: result.outTradeNo, transactionId: result.transactionId, outcome, source },
      'payment needs an operator',
    );
  }
  return outcome;
}

/**
 * The common payment by the settle statement, batched with the others arriving meanwhile
 * (settle-batcher.ts): fulfilled, or already settled before; null when it needs the general path.
 */
async function settleByStatement(
  context: PaymentsContext,
  result: TransactionResult,
  source: SettleSource,
  at: Date,
): Promise<SettleOutcome | null> {
  const batcher = settleBatcherOf(context.db);
  if (batcher === null || result.tradeState !== 'SUCCESS' || result.totalFen === null) return null;
  const outcome = await batcher.settle({
    outTradeNo: result.outTradeNo,
    transactionId: result.transactionId,
    totalFen: result.totalFen,
    paidAt: result.successTime ?? at,
    at,
    source,
    certificateCode: certificateCode(),
    paidEventId: nextId(),
    fulfilledEventId: nextId(),
  });
  if (outcome.kind === 'fulfilled') return 'fulfilled';
  // Past created/closed never comes back (the state machine only moves on): settled before.
  if (outcome.seen !== null && outcome.seen !== 'created' && outcome.seen !== 'closed') return 'already';
  return null;
}

/** Every payment the statement does not settle, under the order's row lock in one transaction. */
async function settleInTransaction(
  context: PaymentsContext,
  result: TransactionResult,
  source: SettleSource,
  at: Date,
): Promise<SettleOutcome> {
  return context.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.outTradeNo, result.outTradeNo)).for('update');
    if (!order) return 'unknown-order' as const;
    if (result.tradeState !== 'SUCCESS') {
      await tx.update(orders).set({ checkedAt: at }).where(eq(orders.id, order.id));
      return 'not-paid' as const;
    }
    if (order.state !== 'created' && order.state !== 'closed') return 'already' as const;
    if (result.totalFen !== order.amountFen) {
      await markAmountMismatch(tx, order, result, source, at);
      return 'amount-mismatch' as const;
    }
    const [product] = await tx.select().from(shopProducts).where(eq(shopProducts.id, order.productId));
    return payOrder(tx, order, product!, result, source, at);
  });
}

const paidColumns = (result: TransactionResult, at: Date) => ({
  transactionId: result.transactionId,
  paidFen: result.totalFen,
  paidAt: result.successTime ?? at,
  checkedAt: at,
});

/**
 * The amount differs from the order's: nothing is granted and the order stays as it is; an event
 * (`detail.attention = 'amount-mismatch'`) shows it to operators, who refund by hand.
 */
async function markAmountMismatch(tx: Transaction, order: OrderRow, result: TransactionResult, source: SettleSource, at: Date) {
  await recordEvent(tx, order, order.state as 'created', order.state as 'created', source, at, {
    attention: 'amount-mismatch',
    transactionId: result.transactionId,
    totalFen: result.totalFen,
    expectedFen: order.amountFen,
  });
}

/**
 * The one paid path, for an open order and for one we closed (the buyer paid at the last moment, or
 * WeChat's close came late): what the order needs is kept (open) or taken again (closed), then
 * created/closed → paid, and → fulfilled with the grant in this transaction; what cannot be granted
 * stays paid with a system refund.
 */
async function payOrder(
  tx: Transaction,
  order: OrderRow,
  product: ProductRow,
  result: TransactionResult,
  source: SettleSource,
  at: Date,
): Promise<SettleOutcome> {
  const late = order.state === 'closed';
  const held = late ? await retakeHeld(tx, order, product, at) : await keepHeld(tx, order, at);
  const paid = await transition(
    tx,
    order.id,
    order.state as 'created' | 'closed',
    'paid',
    source,
    at,
    { ...paidColumns(result, at), ...(held.unitTaken ? { holdsUnit: true } : {}) },
    { transactionId: result.transactionId, ...(late ? { late: true } : {}) },
  );
  if (!paid) return 'already';
  if (held.refusal === null && (await grant(tx, paid, product, at))) {
    await transition(tx, order.id, 'paid', 'fulfilled', source, at);
    return 'fulfilled';
  }
  await requestSystemRefund(tx, paid, held.refusal ?? 'cannot be granted', at);
  return 'refund-requested';
}

interface Held {
  /** Why the payment cannot be granted (then it is refunded), or null. */
  refusal: string | null;
  /** A unit of a finite supply was taken again for a closed order. */
  unitTaken: boolean;
}

/** An open order holds its unit and eligibility since creation: the eligibility is now used. */
async function keepHeld(tx: Transaction, order: OrderRow, at: Date): Promise<Held> {
  await markEligibilityUsed(tx, order, at);
  return { refusal: null, unitTaken: false };
}

/** A closed order gave its unit and eligibility back: both are taken again if still free. */
async function retakeHeld(tx: Transaction, order: OrderRow, product: ProductRow, at: Date): Promise<Held> {
  const finite = product.supply !== null;
  if (finite && !(await takeUnit(tx, product.id))) return { refusal: 'sold out after the order closed', unitTaken: false };
  if (order.price === 'member' && !(await retakeEligibility(tx, order, at))) {
    if (finite) {
      await tx
        .update(shopProducts)
        .set({ held: sql`${shopProducts.held} - 1` })
        .where(eq(shopProducts.id, product.id));
    }
    return { refusal: 'card-holder price no longer available', unitTaken: false };
  }
  return { refusal: null, unitTaken: finite };
}

async function markEligibilityUsed(tx: Transaction, order: OrderRow, at: Date): Promise<void> {
  if (order.price !== 'member' || order.userId === null) return;
  await tx
    .update(shopEligibility)
    .set({ usedBy: order.userId, usedAt: at })
    .where(and(eq(shopEligibility.orderId, order.id), isNull(shopEligibility.usedAt)));
}

/** The eligibility row the order took at creation (kept in its creation event), taken again if still free. */
async function retakeEligibility(tx: Transaction, order: OrderRow, at: Date): Promise<boolean> {
  if (order.userId === null) return false;
  const [created] = await tx
    .select({ detail: orderEvents.detail })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toState, 'created')))
    .orderBy(desc(orderEvents.at))
    .limit(1);
  const eligibilityId = (created?.detail as { eligibilityId?: string } | null)?.eligibilityId;
  if (!eligibilityId) return false;
  const taken = await tx
    .update(shopEligibility)
    .set({ orderId: order.id, usedBy: order.userId, usedAt: at })
    .where(
      and(
        eq(shopEligibility.id, BigInt(eligibilityId)),
        isNull(shopEligibility.orderId),
        isNull(shopEligibility.usedAt),
        sql`not exists (select 1 from shop_eligibility u where u.product_id = ${order.productId} and u.used_by = ${order.userId})`,
      ),
    )
    .returning({ id: shopEligibility.id });
  return taken.length > 0;
}

/**
 * A refund the system asks for (paid but nothing can be granted): the refunds' start-refund sends
 * it to WeChat Pay and moves the order on to `refunding`.
 */
export async function requestSystemRefund(tx: Transaction, order: OrderRow, reason: string, at: Date): Promise<void> {
  const id = nextId();
  await tx
    .insert(orderRefunds)
    .values({
      outRefundNo: `RF${id}`,
      orderId: order.id,
      amountFen: order.paidFen ?? order.amountFen,
      reason,
      requestedBy: 'system',
      state: 'requested',
      createdAt: at,
    })
    .onConflictDoNothing();
  await recordEvent(tx, order, 'paid', 'paid', 'system', at, { attention: 'system-refund', reason });
}
