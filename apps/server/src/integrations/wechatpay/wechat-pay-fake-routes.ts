/**
 * The fake's merchant API (WeChat Pay API v3 as documented; docs/payments.md, "The local fake"):
 * prepay for JSAPI, H5 and Native, query and close by out_trade_no, refunds and their query, and
 * the trade bill with its download. Every call must carry the merchant's signature (401 SIGN_ERROR
 * otherwise); every JSON answer is signed by the fake. Errors are `{ code, message[, detail] }`
 * with WeChat's HTTP statuses and codes.
 */
import { createHash, randomBytes, type KeyObject } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import {
  beijingDate,
  digits,
  refundedFen,
  refundView,
  tradeBill,
  transactionView,
  type FakeOrder,
  type FakeRefund,
  type FakeState,
  type TradeType,
} from './wechat-pay-fake-state.js';
import { checkRequestSignature, parseAuthorization, signedHeaders, type FakeKeys } from './wechat-pay-fake-sign.js';

export interface FakeRequest {
  method: string;
  /** Path and query below the fake's root, e.g. `/v3/pay/transactions/jsapi`. */
  url: string;
  /** Path and query as sent (the mount prefix included): what the merchant signed. */
  signedUrl: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** Where the browser reaches the fake's root (h5_url starts here). */
  baseUrl: string;
  /** Where the API caller reached the fake (the bill's download_url); baseUrl when unset. */
  apiBaseUrl?: string;
}

export interface FakeResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

export interface ApiContext {
  state: FakeState;
  keys: FakeKeys;
  merchantKey: KeyObject;
  mchId: string;
  appId: string;
  now: () => number;
  onRefundCreated: (refund: FakeRefund) => void;
  bills: Map<string, Buffer>;
}

type Json = Record<string, unknown>;
const OUT_TRADE_NO = /^[0-9A-Za-z_\-|*]{6,32}$/;
const OUT_REFUND_NO = /^[0-9A-Za-z_\-|*@]{1,64}$/;

export function signedJson(ctx: ApiContext, status: number, payload: unknown): FakeResponse {
  const body = payload === undefined ? '' : JSON.stringify(payload);
  return {
    status,
    headers: {
      ...(body ? { 'content-type': 'application/json; charset=utf-8' } : {}),
      'request-id': `08${digits(10)}-${randomBytes(6).toString('hex')}`,
      ...signedHeaders(ctx.keys, body, Math.floor(ctx.now() / 1000)),
    },
    body,
  };
}

const fail = (ctx: ApiContext, status: number, code: string, message: string, detail?: Json) =>
  signedJson(ctx, status, { code, message, ...(detail ? { detail } : {}) });

const paramError = (ctx: ApiContext, field: string, value: unknown, rule: string) =>
  fail(ctx, 400, 'PARAM_ERROR', `输入源“/body/${field}”映射到字段规则校验失败，${rule}`, {
    location: 'body',
    value: value ?? null,
  });

/** A path segment as sent; a malformed escape stays as it is (and matches nothing). */
const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const header = (request: FakeRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export function handleApi(ctx: ApiContext, request: FakeRequest): FakeResponse {
  const auth = parseAuthorization(header(request, 'authorization'));
  const body = request.body.toString('utf8');
  const signed =
    auth !== null &&
    auth.mchid === ctx.mchId &&
    checkRequestSignature(
      ctx.merchantKey,
      auth,
      { method: request.method, url: request.signedUrl, body },
      Math.floor(ctx.now() / 1000),
    );
  if (!signed) return fail(ctx, 401, 'SIGN_ERROR', '签名错误，请检查后再试');
  const url = new URL(request.url, 'http://fake');
  const path = url.pathname;
  let json: Json = {};
  if (request.method === 'POST') {
    try {
      const parsed: unknown = JSON.parse(body);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      json = parsed as Json;
    } catch {
      return fail(ctx, 400, 'PARAM_ERROR', '请求体不是有效的JSON');
    }
  }
  const prepay = /^\/v3\/pay\/transactions\/(jsapi|h5|native)$/.exec(path);
  if (prepay && request.method === 'POST') return createTransaction(ctx, request, prepay[1] as 'jsapi' | 'h5' | 'native', json);
  const byNo = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(path);
  if (byNo && request.method === 'GET' && !byNo[2]) return queryOrder(ctx, decode(byNo[1]!), url);
  if (byNo && request.method === 'POST' && byNo[2]) return closeOrder(ctx, decode(byNo[1]!), json);
  if (path === '/v3/refund/domestic/refunds' && request.method === 'POST') return createRefund(ctx, json);
  const refundNo = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path);
  if (refundNo && request.method === 'GET') return queryRefund(ctx, decode(refundNo[1]!));
  if (path === '/v3/bill/tradebill' && request.method === 'GET') return tradeBillLink(ctx, request, url);
  if (path === '/v3/billdownload/file' && request.method === 'GET') {
    const file = ctx.bills.get(url.searchParams.get('token') ?? '');
    if (!file) return fail(ctx, 400, 'INVALID_REQUEST', '账单下载链接无效或已过期');
    // The file itself is not signed: the client checks it against hash_value.
    return { status: 200, headers: { 'content-type': 'application/octet-stream' }, body: file };
  }
  return fail(ctx, 404, 'RESOURCE_NOT_EXISTS', '请求的资源不存在');
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const obj = (value: unknown): Json | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null;

/** The checks every prepay makes; null when the request is well formed. */
function checkPrepay(ctx: ApiContext, kind: 'jsapi' | 'h5' | 'native', json: Json): FakeResponse | null {
  for (const field of ['appid', 'mchid', 'description', 'out_trade_no', 'notify_url']) {
    if (!str(json[field])) return paramError(ctx, field, json[field], '此字段为必填项，且须为字符串');
  }
  if (json.mchid !== ctx.mchId) return fail(ctx, 400, 'MCH_NOT_EXISTS', '商户号不存在');
  if (json.appid !== ctx.appId) return fail(ctx, 400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
  const description = str(json.description)!;
  if (Buffer.byteLength(description) > 127) return paramError(ctx, 'description', description, '字节数超过最大值127');
  if (!OUT_TRADE_NO.test(str(json.out_trade_no)!)) {
    return paramError(ctx, 'out_trade_no', json.out_trade_no, '须为6-32位数字、大小写字母或_-|*');
  }
  const notifyUrl = str(json.notify_url)!;
  if (!/^https?:\/\/[^\s?]+$/.test(notifyUrl) || notifyUrl.length > 256) {
    return paramError(ctx, 'notify_url', notifyUrl, '须为http或https开头、不带参数的地址');
  }
  if (json.time_expire !== undefined) {
    const expire = str(json.time_expire);
    if (
      !expire ||
      !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?([+-]\d\d:\d\d|Z)$/.test(expire) ||
      Number.isNaN(Date.parse(expire))
    ) {
      return paramError(ctx, 'time_expire', json.time_expire, '须为rfc3339格式');
    }
  }
  const amount = obj(json.amount);
  const total = amount?.total;
  if (typeof total !== 'number' || !Number.isInteger(total) || total <= 0) {
    return paramError(ctx, 'amount/total', total, '须为大于0的整数');
  }
  if (amount!.currency !== undefined && amount!.currency !== 'CNY')
    return paramError(ctx, 'amount/currency', amount!.currency, '须为CNY');
  if (kind === 'jsapi' && !str(obj(json.payer)?.openid))
    return paramError(ctx, 'payer/openid', obj(json.payer)?.openid, '此字段为必填项');
  if (kind === 'h5') {
    const scene = obj(json.scene_info);
    if (!str(scene?.payer_client_ip))
      return paramError(ctx, 'scene_info/payer_client_ip', scene?.payer_client_ip, '此字段为必填项');
    if (!str(obj(scene!.h5_info)?.type))
      return paramError(ctx, 'scene_info/h5_info/type', obj(scene!.h5_info)?.type, '此字段为必填项');
  }
  return null;
}

const TRADE_TYPES: Record<'jsapi' | 'h5' | 'native', TradeType> = { jsapi: 'JSAPI', h5: 'MWEB', native: 'NATIVE' };

function prepayAnswer(ctx: ApiContext, request: FakeRequest, order: FakeOrder): FakeResponse {
  if (order.tradeType === 'JSAPI') return signedJson(ctx, 200, { prepay_id: order.prepayId });
  if (order.tradeType === 'MWEB') {
    return signedJson(ctx, 200, { h5_url: `${request.baseUrl}/pay/h5?prepay_id=${order.prepayId}&package=${digits(10)}` });
  }
  return signedJson(ctx, 200, { code_url: `weixin://wxpay/bizpayurl?pr=${order.qrCode}` });
}

function createTransaction(ctx: ApiContext, request: FakeRequest, kind: 'jsapi' | 'h5' | 'native', json: Json): FakeResponse {
  const invalid = checkPrepay(ctx, kind, json);
  if (invalid) return invalid;
  const outTradeNo = json.out_trade_no as string;
  // The same out_trade_no with the same parameters answers the same prepay; other parameters are refused.
  const fingerprint = JSON.stringify([
    kind,
    json.description,
    obj(json.amount)!.total,
    obj(json.payer)?.openid ?? null,
    json.attach ?? null,
  ]);
  const existing = ctx.state.orders.get(outTradeNo);
  if (existing) {
    if (existing.state === 'SUCCESS' || existing.state === 'REFUND') return fail(ctx, 400, 'ORDERPAID', '该订单已支付');
    if (existing.state === 'CLOSED') return fail(ctx, 400, 'ORDER_CLOSED', '订单已关闭');
    if (existing.fingerprint !== fingerprint) return fail(ctx, 400, 'INVALID_REQUEST', '201 商户订单号重复');
    return prepayAnswer(ctx, request, existing);
  }
  const order: FakeOrder = {
    outTradeNo,
    tradeType: TRADE_TYPES[kind],
    appid: ctx.appId,
    mchid: ctx.mchId,
    description: json.description as string,
    totalFen: obj(json.amount)!.total as number,
    notifyUrl: json.notify_url as string,
    openid: str(obj(json.payer)?.openid),
    attach: str(json.attach) ?? '',
    fingerprint,
    prepayId: `wx${beijingDate(ctx.now()).replaceAll('-', '')}${digits(26)}`,
    qrCode: randomBytes(7).toString('base64url'),
    createdAt: ctx.now(),
    expiresAt: json.time_expire ? Date.parse(json.time_expire as string) : null,
    state: 'NOTPAY',
    transactionId: null,
    successTime: null,
    paidFen: null,
    payerOpenid: null,
  };
  ctx.state.orders.set(outTradeNo, order);
  ctx.state.byPrepayId.set(order.prepayId, order);
  ctx.state.byQrCode.set(order.qrCode, order);
  return prepayAnswer(ctx, request, order);
}

function queryOrder(ctx: ApiContext, outTradeNo: string, url: URL): FakeResponse {
  if (url.searchParams.get('mchid') !== ctx.mchId)
    return paramError(ctx, 'mchid', url.searchParams.get('mchid'), '须为下单商户号');
  const order = ctx.state.orders.get(outTradeNo);
  if (!order) return fail(ctx, 404, 'ORDER_NOT_EXIST', '订单不存在');
  return signedJson(ctx, 200, transactionView(order));
}

function closeOrder(ctx: ApiContext, outTradeNo: string, json: Json): FakeResponse {
  if (json.mchid !== ctx.mchId) return paramError(ctx, 'mchid', json.mchid, '须为下单商户号');
  const order = ctx.state.orders.get(outTradeNo);
  if (!order) return fail(ctx, 404, 'ORDER_NOT_EXIST', '订单不存在');
  if (order.state === 'SUCCESS' || order.state === 'REFUND') return fail(ctx, 400, 'ORDERPAID', '该订单已支付');
  order.state = 'CLOSED';
  return signedJson(ctx, 204, undefined);
}

function createRefund(ctx: ApiContext, json: Json): FakeResponse {
  const outRefundNo = str(json.out_refund_no);
  if (!outRefundNo || !OUT_REFUND_NO.test(outRefundNo))
    return paramError(ctx, 'out_refund_no', json.out_refund_no, '须为1-64位数字、大小写字母或_-|*@');
  const outTradeNo = str(json.out_trade_no);
  const transactionId = str(json.transaction_id);
  if (!outTradeNo && !transactionId) return paramError(ctx, 'out_trade_no', null, 'transaction_id和out_trade_no必须二选一');
  const amount = obj(json.amount);
  const refundFen = amount?.refund;
  const totalFen = amount?.total;
  if (typeof refundFen !== 'number' || !Number.isInteger(refundFen) || refundFen <= 0)
    return paramError(ctx, 'amount/refund', refundFen, '须为大于0的整数');
  if (typeof totalFen !== 'number' || !Number.isInteger(totalFen) || totalFen <= 0)
    return paramError(ctx, 'amount/total', totalFen, '须为大于0的整数');
  if (amount!.currency !== 'CNY') return paramError(ctx, 'amount/currency', amount!.currency, '须为CNY');
  if (json.notify_url !== undefined && !/^https?:\/\/[^\s?]+$/.test(str(json.notify_url) ?? '')) {
    return paramError(ctx, 'notify_url', json.notify_url, '须为http或https开头、不带参数的地址');
  }
  const order = outTradeNo
    ? ctx.state.orders.get(outTradeNo)
    : [...ctx.state.orders.values()].find((candidate) => candidate.transactionId === transactionId);
  if (!order || (transactionId && order.transactionId !== transactionId))
    return fail(ctx, 404, 'RESOURCE_NOT_EXISTS', '订单不存在');
  const fingerprint = JSON.stringify([order.outTradeNo, refundFen, totalFen]);
  const existing = ctx.state.refunds.get(outRefundNo);
  if (existing) {
    if (existing.fingerprint !== fingerprint)
      return fail(ctx, 400, 'INVALID_REQUEST', '退款单号重复，且请求参数与原退款单不一致');
    return signedJson(ctx, 200, refundView(existing, order));
  }
  if (order.state !== 'SUCCESS' && order.state !== 'REFUND') return fail(ctx, 400, 'INVALID_REQUEST', '订单未支付，不能发起退款');
  if (totalFen !== order.paidFen) return fail(ctx, 400, 'INVALID_REQUEST', '订单金额与原订单金额不一致');
  const left = order.paidFen! - refundedFen(ctx.state, order.outTradeNo);
  if (left <= 0) return fail(ctx, 400, 'INVALID_REQUEST', '订单已全额退款');
  if (refundFen > left) return fail(ctx, 400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额');
  if (refundFen > ctx.state.balanceFen) return fail(ctx, 403, 'NOT_ENOUGH', '基本账户余额不足，请充值后重新发起');
  ctx.state.balanceFen -= refundFen;
  const refund: FakeRefund = {
    outRefundNo,
    refundId: `50${digits(30)}`,
    outTradeNo: order.outTradeNo,
    refundFen,
    reason: str(json.reason) ?? '',
    notifyUrl: str(json.notify_url),
    fingerprint,
    createdAt: ctx.now(),
    status: 'PROCESSING',
    successTime: null,
  };
  ctx.state.refunds.set(outRefundNo, refund);
  order.state = 'REFUND';
  ctx.onRefundCreated(refund);
  return signedJson(ctx, 200, refundView(refund, order));
}

function queryRefund(ctx: ApiContext, outRefundNo: string): FakeResponse {
  const refund = ctx.state.refunds.get(outRefundNo);
  if (!refund) return fail(ctx, 404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
  return signedJson(ctx, 200, refundView(refund, ctx.state.orders.get(refund.outTradeNo)!));
}

function tradeBillLink(ctx: ApiContext, request: FakeRequest, url: URL): FakeResponse {
  const date = url.searchParams.get('bill_date') ?? '';
  if (!/^\d{4}-\d\d-\d\d$/.test(date) || Number.isNaN(Date.parse(date)))
    return fail(ctx, 400, 'PARAM_ERROR', 'bill_date须为YYYY-MM-DD格式');
  if (date > beijingDate(ctx.now())) return fail(ctx, 400, 'INVALID_REQUEST', '账单日期不能晚于今天');
  const billType = url.searchParams.get('bill_type') ?? 'ALL';
  if (billType !== 'ALL') return fail(ctx, 400, 'PARAM_ERROR', '本地模拟只提供ALL类型账单');
  const answer = ctx.state.billAnswers.get(date) ?? 'bill';
  const text = answer === 'no-statement' ? null : tradeBill(ctx.state, date);
  if (text === null) return fail(ctx, 400, 'NO_STATEMENT_EXIST', '账单文件不存在');
  const gzip = url.searchParams.get('tar_type') === 'GZIP';
  const file = gzip ? gzipSync(Buffer.from(text, 'utf8')) : Buffer.from(text, 'utf8');
  const token = randomBytes(18).toString('base64url');
  // Cut off: the first half of the file arrives; hash_value is still the whole file's.
  ctx.bills.set(token, answer === 'cut-off' ? file.subarray(0, Math.floor(file.length / 2)) : file);
  return signedJson(ctx, 200, {
    hash_type: 'SHA1',
    hash_value: createHash('sha1').update(file).digest('hex'),
    download_url: `${request.apiBaseUrl ?? request.baseUrl}/v3/billdownload/file?token=${token}`,
  });
}
