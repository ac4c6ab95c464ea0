/**
 * The daily reconciliation (docs/payments.md, "Reconciliation"): WeChat Pay's trade bill of one
 * Beijing day compared with our payments and refunds of that day. Differences: a payment or refund
 * WeChat has and we do not (missing-here), ours it does not have (missing-there), an amount that
 * differs (amount, refund), an order WeChat calls paid that we do not (state). Stored in
 * reconciliation_diffs for operators; running a day again adds only what is new, so a difference
 * an operator resolved stays resolved.
 */
import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { orderRefunds, orders, reconciliationDiffs } from '../../../db/schema.js';
import type { PaymentsContext } from '../payments-context.js';
import { beijingDay } from './beijing-date.js';
import { recordDifference, type Difference } from './record-difference.js';
import { parseTradeBill, type BillRow } from './trade-bill.js';

/** Arbitrary constant: one reconciliation of a day at a time, whatever the process. */
const RECONCILE_LOCK = 723_100;
const PAID_STATES = new Set([
  'paid',
  'fulfilled',
  'refund-requested',
  'refunding',
  'refunded',
  'partially-refunded',
  'refund-failed',
]);

export interface ReconcileResult {
  date: string;
  billLines: number;
  added: number;
}

/** Downloads the day's bill from WeChat Pay and compares it. */
export async function reconcile(ctx: PaymentsContext, date: string): Promise<ReconcileResult> {
  return reconcileBill(ctx, date, await ctx.wechatPay.tradeBill(date));
}

/** Compares the bill text of `date` with our records and stores what is new. */
export async function reconcileBill(
  ctx: Pick<PaymentsContext, 'db' | 'now'>,
  date: string,
  csv: string,
): Promise<ReconcileResult> {
  const bill = parseTradeBill(csv);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RECONCILE_LOCK}, hashtext(${date}))`);
    const found = await compare(tx, date, bill.rows);
    const existing = await tx
      .select({
        kind: reconciliationDiffs.kind,
        outTradeNo: reconciliationDiffs.outTradeNo,
        theirs: reconciliationDiffs.theirs,
        ours: reconciliationDiffs.ours,
      })
      .from(reconciliationDiffs)
      .where(eq(reconciliationDiffs.billDate, date));
    const seen = new Set(existing.map((d) => keyOf(d)));
    let added = 0;
    for (const difference of found) {
      if (seen.has(keyOf(difference))) continue;
      seen.add(keyOf(difference));
      await recordDifference(tx, ctx, { ...difference, billDate: date });
      added += 1;
    }
    return { date, billLines: bill.rows.length, added };
  });
}

type Tx = Parameters<Parameters<PaymentsContext['db']['transaction']>[0]>[0];

interface Keyed {
  kind: string;
  outTradeNo: string | null;
  ours?: unknown;
  theirs?: unknown;
}

function keyOf(d: Keyed): string {
  const refundNoOf = (side: unknown) => (side as { out_refund_no?: string } | null | undefined)?.out_refund_no;
  const refundNo = refundNoOf(d.theirs) ?? refundNoOf(d.ours) ?? '';
  return `${d.kind}|${d.outTradeNo ?? ''}|${refundNo}`;
}

async function compare(tx: Tx, date: string, billRows: BillRow[]): Promise<Difference[]> {
  const { start, end } = beijingDay(date);
  const paid = await tx
    .select()
    .from(orders)
    .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, start), lt(orders.paidAt, end)));
  const refunded = await tx
    .select({ refund: orderRefunds, outTradeNo: orders.outTradeNo })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(eq(orderRefunds.state, 'succeeded'), gte(orderRefunds.settledAt, start), lt(orderRefunds.settledAt, end)));
  const payments = billRows.filter((r) => r.tradeState !== 'REFUND');
  // Refunds WeChat still processes are not done on either side yet.
  const refunds = billRows.filter(
    (r) => r.tradeState === 'REFUND' && r.outRefundNo && (r.refundStatus === null || r.refundStatus === 'SUCCESS'),
  );
  return [...(await comparePayments(tx, paid, payments)), ...compareRefunds(refunded, refunds)];
}

type OrderRow = typeof orders.$inferSelect;
const ourPayment = (o: OrderRow) => ({
  state: o.state,
  amount_fen: o.paidFen ?? o.amountFen,
  transaction_id: o.transactionId,
  paid_at: o.paidAt?.toISOString() ?? null,
});
const theirPayment = (r: BillRow) => ({
  trade_state: r.tradeState,
  total_fen: r.totalFen,
  transaction_id: r.transactionId,
  trade_time: r.tradeTime,
});

async function comparePayments(tx: Tx, paid: OrderRow[], payments: BillRow[]): Promise<Difference[]> {
  const found: Difference[] = [];
  const ours = new Map(paid.map((o) => [o.outTradeNo, o]));
  for (const row of payments) {
    // Paid on the day by WeChat's clock: ours may have recorded it a moment later (the next day).
    const order = ours.get(row.outTradeNo) ?? (await tx.select().from(orders).where(eq(orders.outTradeNo, row.outTradeNo)))[0];
    ours.delete(row.outTradeNo);
    const base = { outTradeNo: row.outTradeNo, transactionId: row.transactionId, theirs: theirPayment(row) };
    if (!order) found.push({ ...base, kind: 'missing-here' });
    else if (!PAID_STATES.has(order.state)) found.push({ ...base, kind: 'state', ours: ourPayment(order) });
    else if (row.totalFen !== (order.paidFen ?? order.amountFen))
      found.push({ ...base, kind: 'amount', ours: ourPayment(order) });
  }
  for (const order of ours.values())
    found.push({
      kind: 'missing-there',
      outTradeNo: order.outTradeNo,
      transactionId: order.transactionId,
      ours: ourPayment(order),
    });
  return found;
}

type RefundRow = { refund: typeof orderRefunds.$inferSelect; outTradeNo: string };

function compareRefunds(refunded: RefundRow[], refunds: BillRow[]): Difference[] {
  const found: Difference[] = [];
  const ours = new Map(refunded.map((r) => [r.refund.outRefundNo, r]));
  const ourRefund = ({ refund }: RefundRow) => ({
    out_refund_no: refund.outRefundNo,
    state: refund.state,
    amount_fen: refund.amountFen,
  });
  for (const row of refunds) {
    const mine = ours.get(row.outRefundNo!);
    ours.delete(row.outRefundNo!);
    const theirs = {
      out_refund_no: row.outRefundNo,
      refund_fen: row.refundFen,
      refund_status: row.refundStatus,
      refund_id: row.refundId,
    };
    const base = { kind: 'refund' as const, outTradeNo: row.outTradeNo, transactionId: row.transactionId, theirs };
    if (!mine) found.push(base);
    else if (mine.refund.amountFen !== row.refundFen) found.push({ ...base, ours: ourRefund(mine) });
  }
  for (const mine of ours.values())
    found.push({ kind: 'refund', outTradeNo: mine.outTradeNo, transactionId: null, ours: ourRefund(mine) });
  return found;
}
