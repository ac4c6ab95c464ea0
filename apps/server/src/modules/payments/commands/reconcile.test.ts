/**
 * The daily reconciliation against a crafted trade bill in WeChat Pay's format (docs/payments.md,
 * "Reconciliation"): each kind of difference found, matching lines silent, a second run adding
 * nothing. Runs on PGlite and PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../../../db/client.js';
import { orderRefunds, orders, reconciliationDiffs } from '../../../db/schema.js';
import { createTestApp } from '../../../test/helper.js';
import { insertFulfilledOrder, insertMember, insertProduct } from '../refund-test-fixtures.js';
import { reconcileBill } from './reconcile.js';
import { parseTradeBill, yuanToFen } from './trade-bill.js';

const HEADER =
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注';
const SUMMARY = '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额';

interface Line {
  time: string;
  transactionId: string;
  outTradeNo: string;
  state: 'SUCCESS' | 'REFUND';
  yuan: string;
  refundId?: string;
  outRefundNo?: string;
  refundYuan?: string;
  name?: string;
}
function bill(lines: Line[]): string {
  const body = lines.map((l) =>
    [
      l.time,
      'wx2421b1c4370ec43b',
      '1900007291',
      '0',
      '',
      l.transactionId,
      l.outTradeNo,
      'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
      'NATIVE',
      l.state,
      'OTHERS',
      'CNY',
      l.yuan,
      '0.00',
      l.refundId ?? '0',
      l.outRefundNo ?? '0',
      l.refundYuan ?? '0.00',
      '0.00',
      l.outRefundNo ? 'ORIGINAL' : '',
      l.outRefundNo ? 'SUCCESS' : '',
      l.name ?? '数字口袋, 限量',
      '',
      '0.05940',
      '0.60%',
      l.yuan,
      l.refundYuan ?? '0.00',
      '',
    ]
      .map((cell) => `\`${cell}`)
      .join(','),
  );
  return [HEADER, ...body, SUMMARY, `\`${lines.length},\`9.90,\`0.00,\`0.00,\`0.05940,\`9.90,\`0.00`].join('\r\n') + '\r\n';
}

describe('reading the trade bill', () => {
  it('amounts are exact fen; fields lose their backquote; a comma inside a name stays in it; the summary ends the lines', () => {
    expect([yuanToFen('9.90'), yuanToFen('0.07'), yuanToFen('20'), yuanToFen('0.0'), yuanToFen('1234.5')]).toEqual([
      990, 7, 2000, 0, 123450,
    ]);
    expect(() => yuanToFen('1e3')).toThrow();
    const parsed = parseTradeBill(
      bill([{ time: '2026-11-20 10:00:00', transactionId: '4200001', outTradeNo: 'CP1', state: 'SUCCESS', yuan: '9.90' }]),
    );
    expect(parsed.count).toBe(1);
    expect(parsed.rows).toEqual([
      expect.objectContaining({
        outTradeNo: 'CP1',
        transactionId: '4200001',
        tradeState: 'SUCCESS',
        totalFen: 990,
        outRefundNo: null,
      }),
    ]);
  });
});

describe('reconciling a day', async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const ctx = { db, now: t.clock.now };
  await insertProduct(db, 'bill-pocket', 'collectible');
  const userId = await insertMember(db, '+8613900099999');
  // 2026-11-20 in Beijing: 2026-11-19T16:00Z – 2026-11-20T16:00Z.
  const at = (utc: string) => new Date(utc);
  const matching = await insertFulfilledOrder(db, userId, 'bill-pocket', { paidAt: at('2026-11-20T02:00:00Z') });
  const onlyOurs = await insertFulfilledOrder(db, userId, 'bill-pocket', { paidAt: at('2026-11-20T15:59:59Z') });
  const otherAmount = await insertFulfilledOrder(db, userId, 'bill-pocket', { paidAt: at('2026-11-19T16:00:00Z') });
  const closedHere = await insertFulfilledOrder(db, userId, 'bill-pocket', { paidAt: at('2026-11-20T03:00:00Z') });
  await db.update(orders).set({ state: 'closed', paidAt: null, transactionId: null }).where(eq(orders.id, closedHere.id));
  const nextDay = await insertFulfilledOrder(db, userId, 'bill-pocket', { paidAt: at('2026-11-20T16:00:00Z') });
  const refunded = await insertFulfilledOrder(db, userId, 'bill-pocket', { paidAt: at('2026-11-18T02:00:00Z') });
  await db.update(orders).set({ state: 'refunded' }).where(eq(orders.id, refunded.id));
  await db.insert(orderRefunds).values([
    {
      outRefundNo: 'RF100',
      orderId: refunded.id,
      amountFen: 990,
      reason: 'x',
      requestedBy: 'member',
      state: 'succeeded',
      settledAt: at('2026-11-20T05:00:00Z'),
    },
  ]);
  const tx = (o: { outTradeNo: string }) => `4200${o.outTradeNo.slice(2, 20)}`;
  const csv = bill([
    { time: '2026-11-20 10:00:00', transactionId: tx(matching), outTradeNo: matching.outTradeNo, state: 'SUCCESS', yuan: '9.90' },
    {
      time: '2026-11-20 00:00:00',
      transactionId: tx(otherAmount),
      outTradeNo: otherAmount.outTradeNo,
      state: 'SUCCESS',
      yuan: '0.99',
    },
    {
      time: '2026-11-20 11:00:00',
      transactionId: tx(closedHere),
      outTradeNo: closedHere.outTradeNo,
      state: 'SUCCESS',
      yuan: '9.90',
    },
    { time: '2026-11-20 12:00:00', transactionId: '4200999', outTradeNo: 'CP999999', state: 'SUCCESS', yuan: '9.90' },
    {
      time: '2026-11-20 13:00:00',
      transactionId: tx(refunded),
      outTradeNo: refunded.outTradeNo,
      state: 'REFUND',
      yuan: '9.90',
      refundId: '5000100',
      outRefundNo: 'RF100',
      refundYuan: '9.90',
    },
    {
      time: '2026-11-20 14:00:00',
      transactionId: tx(matching),
      outTradeNo: matching.outTradeNo,
      state: 'REFUND',
      yuan: '9.90',
      refundId: '5000200',
      outRefundNo: 'RF200',
      refundYuan: '9.90',
    },
  ]);

  it('finds each difference once and nothing for the lines that match', async () => {
    expect(await reconcileBill(ctx, '2026-11-20', csv)).toMatchObject({ billLines: 6, added: 5 });
    const diffs = await db.select().from(reconciliationDiffs).where(eq(reconciliationDiffs.billDate, '2026-11-20'));
    const found = diffs.map((d) => [d.kind, d.outTradeNo]).sort();
    expect(found).toEqual(
      [
        ['amount', otherAmount.outTradeNo],
        ['missing-here', 'CP999999'],
        ['missing-there', onlyOurs.outTradeNo],
        ['refund', matching.outTradeNo],
        ['state', closedHere.outTradeNo],
      ].sort(),
    );
    const amount = diffs.find((d) => d.kind === 'amount')!;
    expect(amount.ours).toMatchObject({ amount_fen: 990 });
    expect(amount.theirs).toMatchObject({ total_fen: 99 });
    expect(found.map(([, no]) => no)).not.toContain(nextDay.outTradeNo);
  });

  it('running the day again adds nothing, and a resolved difference stays resolved', async () => {
    await db.execute(sql`update reconciliation_diffs set resolved_at = now() where kind = 'amount'`);
    expect(await reconcileBill(ctx, '2026-11-20', csv)).toMatchObject({ added: 0 });
    const [open] = rows<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from reconciliation_diffs where bill_date = '2026-11-20' and resolved_at is null`,
      ),
    );
    expect(open!.n).toBe(4);
  });

  it('an empty bill for a day we sold nothing finds nothing', async () => {
    expect(await reconcileBill(ctx, '2026-10-01', bill([]))).toMatchObject({ billLines: 0, added: 0 });
  });
});
