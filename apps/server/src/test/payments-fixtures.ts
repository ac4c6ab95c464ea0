/** Members, products and WeChat Pay results for the payments module's tests (no network: the app's fake). */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { shopProducts, users } from '../db/schema.js';
import type { TransactionResult, WechatPay } from '../integrations/wechatpay/wechat-pay.js';
import type { TestApp } from './helper.js';
import { reserveOrder, type CreateOrderInput } from '../modules/payments/commands/create-order.js';
import type { OrderRow } from '../modules/payments/commands/order-rows.js';
import type { PaymentsContext } from '../modules/payments/payments-context.js';

type NewProduct = typeof shopProducts.$inferInsert;

let serial = 0;
const next = () => (serial += 1);

export function paymentsFixtures(t: TestApp) {
  const db: Database = t.database.db;
  // The app's own WeChat Pay: the real client talking to the fake mounted in the test app.
  const context: PaymentsContext = {
    db,
    wechatPay: (t.app as unknown as { wechatPay: WechatPay }).wechatPay,
    now: t.clock.now,
    config: { publicOrigin: 'https://culture.example' },
  };

  async function member(options: { phone?: string; nickname?: string } = {}): Promise<bigint> {
    const id = BigInt(7_700_000_000 + next() + Math.floor(Math.random() * 1_000_000) * 1000);
    await db
      .insert(users)
      .values({ id, isGuest: false, phoneE164: options.phone ?? null, nickname: options.nickname ?? `M${id}` });
    return id;
  }

  async function product(values: Partial<NewProduct> = {}): Promise<string> {
    const id = values.id ?? `test-product-${next()}-${Math.random().toString(36).slice(2, 8)}`;
    const text = { 'zh-CN': '测试', 'zh-TW': '測試', 'en-US': 'Test' };
    await db.insert(shopProducts).values({
      kind: 'collectible',
      name: text,
      description: text,
      image: '/images/pages/pocket/adopt-digital.svg',
      priceFen: 990,
      onSale: true,
      refundDays: 7,
      ...values,
      id,
    });
    return id;
  }

  const reserve = async (userId: bigint, productId: string, extra: Partial<CreateOrderInput> = {}): Promise<OrderRow> =>
    (await reserveOrder(context, { userId, productId, method: 'native', clientIp: '127.0.0.1', ...extra })).order;

  /** What WeChat Pay says about a paid order (overrides: another amount, another state). */
  const paid = (order: OrderRow, overrides: Partial<TransactionResult> = {}): TransactionResult => ({
    outTradeNo: order.outTradeNo,
    tradeState: 'SUCCESS',
    transactionId: `4200${order.id}`,
    totalFen: order.amountFen,
    payerTotalFen: order.amountFen,
    successTime: new Date(t.clock.now()),
    ...overrides,
  });

  async function one<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T> {
    const result = await db.execute(query);
    return (Array.isArray(result) ? result : (result as { rows: T[] }).rows)[0] as T;
  }

  return { db, context, member, product, reserve, paid, one };
}
