/**
 * What the fake WeChat Pay remembers: orders by out_trade_no, refunds by out_refund_no, and the
 * shapes WeChat answers with (query results, refund results, notification resources, the trade
 * bill). Times are Beijing time (+08:00) in RFC 3339, as WeChat writes them.
 */
import { randomInt } from 'node:crypto';

export type TradeType = 'JSAPI' | 'MWEB' | 'NATIVE';
export type TradeState = 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND' | 'PAYERROR' | 'USERPAYING';

export interface FakeOrder {
  outTradeNo: string;
  tradeType: TradeType;
  appid: string;
  mchid: string;
  description: string;
  totalFen: number;
  notifyUrl: string;
  openid: string | null;
  attach: string;
  /** The request body's fields that must match when the same out_trade_no comes again. */
  fingerprint: string;
  prepayId: string;
  /** The `pr` of a Native code_url. */
  qrCode: string;
  createdAt: number;
  expiresAt: number | null;
  state: TradeState;
  transactionId: string | null;
  successTime: number | null;
  /** What was paid (fen); differs from totalFen only when a test pays another amount. */
  paidFen: number | null;
  payerOpenid: string | null;
}

export interface FakeRefund {
  outRefundNo: string;
  refundId: string;
  outTradeNo: string;
  refundFen: number;
  reason: string;
  notifyUrl: string | null;
  fingerprint: string;
  createdAt: number;
  status: 'PROCESSING' | 'SUCCESS' | 'CLOSED' | 'ABNORMAL';
  successTime: number | null;
}

export interface FakeState {
  orders: Map<string, FakeOrder>;
  byPrepayId: Map<string, FakeOrder>;
  byQrCode: Map<string, FakeOrder>;
  refunds: Map<string, FakeRefund>;
  /** The merchant's balance available for refunds (fen); Infinity unless a test lowers it. */
  balanceFen: number;
  /** A bill day told to fail as WeChat's does (docs/payments.md, "A bill that fails"); unset: the bill. */
  billAnswers: Map<string, BillAnswer>;
}

/**
 * How a bill day fails at WeChat Pay: `no-statement`, the bill is not there (yet) (`400
 * NO_STATEMENT_EXIST`, as before 10:00 the next day); `cut-off`, the download ends early, so the file
 * is not what `hash_value` says (a transfer cut off). `bill`: the bill again.
 */
export const BILL_ANSWERS = ['bill', 'no-statement', 'cut-off'] as const;
export type BillAnswer = (typeof BILL_ANSWERS)[number];

export function createFakeState(): FakeState {
  return {
    orders: new Map(),
    byPrepayId: new Map(),
    byQrCode: new Map(),
    refunds: new Map(),
    balanceFen: Infinity,
    billAnswers: new Map(),
  };
}

const BEIJING_MS = 8 * 3600_000;

/** `2026-11-27T10:34:56+08:00`. */
export function beijingTime(ms: number): string {
  return `${new Date(ms + BEIJING_MS).toISOString().slice(0, 19)}+08:00`;
}

/** `2026-11-27 10:34:56`, the trade bill's format. */
export function beijingBillTime(ms: number): string {
  return new Date(ms + BEIJING_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export function beijingDate(ms: number): string {
  return new Date(ms + BEIJING_MS).toISOString().slice(0, 10);
}

export function digits(count: number): string {
  let text = '';
  for (let i = 0; i < count; i++) text += String(randomInt(10));
  return text;
}

const TRADE_STATE_DESC: Record<TradeState, string> = {
  NOTPAY: '订单未支付',
  SUCCESS: '支付成功',
  CLOSED: '订单已关闭',
  REFUND: '订单发生过退款',
  PAYERROR: '支付失败，请重新下单支付',
  USERPAYING: '用户支付中',
};

/** The body of "query by out_trade_no", also the plaintext of a TRANSACTION.SUCCESS resource. */
export function transactionView(order: FakeOrder): Record<string, unknown> {
  const paid = order.transactionId !== null;
  return {
    appid: order.appid,
    mchid: order.mchid,
    out_trade_no: order.outTradeNo,
    ...(paid ? { transaction_id: order.transactionId } : {}),
    trade_type: order.tradeType,
    trade_state: order.state,
    trade_state_desc: TRADE_STATE_DESC[order.state],
    ...(paid ? { bank_type: 'OTHERS', success_time: beijingTime(order.successTime!) } : {}),
    attach: order.attach,
    ...(paid && order.payerOpenid ? { payer: { openid: order.payerOpenid } } : { payer: {} }),
    amount: paid
      ? { total: order.paidFen, payer_total: order.paidFen, currency: 'CNY', payer_currency: 'CNY' }
      : { total: order.totalFen, currency: 'CNY', payer_currency: 'CNY' },
    promotion_detail: [],
    scene_info: { device_id: '' },
  };
}

/** The body of a refund call or query. */
export function refundView(refund: FakeRefund, order: FakeOrder): Record<string, unknown> {
  return {
    refund_id: refund.refundId,
    out_refund_no: refund.outRefundNo,
    transaction_id: order.transactionId,
    out_trade_no: order.outTradeNo,
    channel: 'ORIGINAL',
    user_received_account: '支付用户零钱',
    ...(refund.successTime !== null ? { success_time: beijingTime(refund.successTime) } : {}),
    create_time: beijingTime(refund.createdAt),
    status: refund.status,
    funds_account: 'AVAILABLE',
    amount: {
      total: order.paidFen,
      refund: refund.refundFen,
      from: [],
      payer_total: order.paidFen,
      payer_refund: refund.refundFen,
      settlement_refund: refund.refundFen,
      settlement_total: order.paidFen,
      discount_refund: 0,
      currency: 'CNY',
      refund_fee: 0,
    },
    promotion_detail: [],
  };
}

/** The plaintext of a REFUND.* notification resource. */
export function refundNotice(refund: FakeRefund, order: FakeOrder): Record<string, unknown> {
  return {
    mchid: order.mchid,
    out_trade_no: order.outTradeNo,
    transaction_id: order.transactionId,
    out_refund_no: refund.outRefundNo,
    refund_id: refund.refundId,
    refund_status: refund.status,
    ...(refund.successTime !== null ? { success_time: beijingTime(refund.successTime) } : {}),
    amount: {
      total: order.paidFen,
      refund: refund.refundFen,
      payer_total: order.paidFen,
      payer_refund: refund.refundFen,
    },
    user_received_account: '支付用户零钱',
  };
}

/** Refunds of an order that count against what may still be refunded. */
export function refundedFen(state: FakeState, outTradeNo: string): number {
  let sum = 0;
  for (const refund of state.refunds.values()) {
    if (refund.outTradeNo === outTradeNo && refund.status !== 'CLOSED' && refund.status !== 'ABNORMAL') sum += refund.refundFen;
  }
  return sum;
}

const BILL_HEADER =
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,' +
  '应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,' +
  '订单金额,申请退款金额,费率备注';
const SUMMARY_HEADER = '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额';
/** The fee rate WeChat charges most merchants (0.6%); the bill shows the fee with five decimals. */
const FEE_RATE = 0.006;

const yuan = (fen: number) => (fen / 100).toFixed(2);
const fee = (fen: number) => ((fen * FEE_RATE) / 100).toFixed(5);
/** Every value of a bill line starts with a backquote, so spreadsheets keep long numbers as text. */
const line = (values: Array<string | number>) => values.map((value) => `\`${value}`).join(',');

/** The columns every line of an order shares: time, ids, buyer, type (then its state). */
const orderColumns = (order: FakeOrder, state: string) => [
  beijingBillTime(order.successTime!),
  order.appid,
  order.mchid,
  0,
  '',
  order.transactionId!,
  order.outTradeNo,
  order.payerOpenid ?? '',
  order.tradeType,
  state,
  'OTHERS',
  'CNY',
];

const paymentLine = (order: FakeOrder) =>
  line([
    ...orderColumns(order, 'SUCCESS'),
    yuan(order.paidFen!),
    '0.00',
    0,
    0,
    '0.00',
    '0.00',
    '',
    '',
    order.description,
    order.attach,
    fee(order.paidFen!),
    '0.60%',
    yuan(order.paidFen!),
    '0.00',
    '',
  ]);

const refundLine = (order: FakeOrder, refund: FakeRefund) =>
  line([
    ...orderColumns(order, 'REFUND'),
    '0.00',
    '0.00',
    refund.refundId,
    refund.outRefundNo,
    yuan(refund.refundFen),
    '0.00',
    'ORIGINAL',
    refund.status,
    order.description,
    order.attach,
    `-${fee(refund.refundFen)}`,
    '0.60%',
    '0.00',
    yuan(refund.refundFen),
    '',
  ]);

/**
 * The ALL trade bill of one Beijing day: a line per payment that succeeded that day (its state as
 * it is now: SUCCESS, or REFUND once refunded) and a line per refund requested that day, then the
 * summary lines.
 */
export function tradeBill(state: FakeState, date: string): string | null {
  const rows: string[] = [];
  let settled = 0;
  let refunded = 0;
  for (const order of state.orders.values()) {
    if (order.successTime === null || beijingDate(order.successTime) !== date) continue;
    settled += order.paidFen!;
    rows.push(paymentLine(order));
  }
  for (const refund of state.refunds.values()) {
    if (beijingDate(refund.createdAt) !== date) continue;
    refunded += refund.refundFen;
    rows.push(refundLine(state.orders.get(refund.outTradeNo)!, refund));
  }
  if (rows.length === 0) return null;
  const fees = ((settled - refunded) * FEE_RATE) / 100;
  const summary = line([rows.length, yuan(settled), yuan(refunded), '0.00', fees.toFixed(5), yuan(settled), yuan(refunded)]);
  return `${BILL_HEADER}\r\n${rows.join('\r\n')}\r\n${SUMMARY_HEADER}\r\n${summary}\r\n`;
}
