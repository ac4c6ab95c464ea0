/**
 * The fake's "confirm payment" page, standing in for WeChat's cashier (docs/payments.md, "The local
 * fake"): the h5_url opens `/pay/h5?prepay_id=…` (and afterwards follows `redirect_url`, as WeChat
 * does), a Native code_url's `pr` opens `/pay/qr?pr=…`, and a test's WeixinJSBridge stub POSTs the
 * JSAPI arguments to `/pay/jsapi` (the paySign is checked with the merchant's key). Three buttons:
 * pay, cancel, "pay fails". Plain HTML forms, no script, in the visitor's language.
 */
import type { KeyObject } from 'node:crypto';
import type { FakeRequest, FakeResponse } from './wechat-pay-fake-routes.js';
import type { FakeOrder, FakeState } from './wechat-pay-fake-state.js';
import { checkPaySign } from './wechat-pay-fake-sign.js';

export interface PageContext {
  state: FakeState;
  merchantKey: KeyObject;
  appId: string;
  now: () => number;
  pay: (order: FakeOrder) => void;
  payFails: (order: FakeOrder) => void;
}

type Locale = 'zh-CN' | 'zh-TW' | 'en-US';
const TEXT: Record<
  Locale,
  Record<
    'title' | 'merchant' | 'pay' | 'cancel' | 'fail' | 'paid' | 'cancelled' | 'failed' | 'closed' | 'missing' | 'note',
    string
  >
> = {
  'zh-CN': {
    title: '确认付款',
    merchant: '本地模拟微信支付',
    pay: '确认支付',
    cancel: '取消',
    fail: '模拟支付失败',
    paid: '支付成功',
    cancelled: '已取消支付',
    failed: '支付失败',
    closed: '订单已关闭或已过期，无法支付',
    missing: '订单不存在',
    note: '这是开发用的模拟收银台，不会真实扣款。',
  },
  'zh-TW': {
    title: '確認付款',
    merchant: '本機模擬微信支付',
    pay: '確認支付',
    cancel: '取消',
    fail: '模擬支付失敗',
    paid: '支付成功',
    cancelled: '已取消支付',
    failed: '支付失敗',
    closed: '訂單已關閉或已過期，無法支付',
    missing: '訂單不存在',
    note: '這是開發用的模擬收銀台，不會真實扣款。',
  },
  'en-US': {
    title: 'Confirm payment',
    merchant: 'Local WeChat Pay stand-in',
    pay: 'Pay',
    cancel: 'Cancel',
    fail: 'Make the payment fail',
    paid: 'Payment made',
    cancelled: 'Payment cancelled',
    failed: 'Payment failed',
    closed: 'This order is closed or expired and cannot be paid',
    missing: 'No such order',
    note: 'A stand-in cashier for development: no money moves.',
  },
};

export function pageLocale(acceptLanguage: string | undefined): Locale {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (/^zh-(tw|hk|mo|hant)/.test(tag)) return 'zh-TW';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return 'zh-CN';
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const html = (locale: Locale, inner: string, status = 200): FakeResponse => ({
  status,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action *; frame-ancestors 'none'",
  },
  body:
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${escape(TEXT[locale].title)}</title><style>body{font:16px system-ui,sans-serif;max-width:420px;margin:0 auto;padding:24px}` +
    'button{display:block;width:100%;min-height:44px;margin:12px 0;font-size:16px}.amount{font-size:32px;font-weight:600}</style>' +
    `</head><body>${inner}</body></html>`,
});

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
const payable = (ctx: PageContext, order: FakeOrder) =>
  (order.state === 'NOTPAY' || order.state === 'PAYERROR' || order.state === 'USERPAYING') &&
  (order.expiresAt === null || order.expiresAt > ctx.now());

function confirmPage(ctx: PageContext, locale: Locale, order: FakeOrder, redirectUrl: string | null): FakeResponse {
  const t = TEXT[locale];
  if (!payable(ctx, order)) return html(locale, `<h1>${escape(t.closed)}</h1>`);
  const hidden =
    `<input type="hidden" name="prepay_id" value="${escape(order.prepayId)}">` +
    (redirectUrl ? `<input type="hidden" name="redirect_url" value="${escape(redirectUrl)}">` : '');
  return html(
    locale,
    `<p>${escape(t.merchant)}</p><h1>${escape(t.title)}</h1><p>${escape(order.description)}</p>` +
      `<p class="amount">${yuan(order.totalFen)}</p>` +
      `<form method="post" action="confirm">${hidden}` +
      `<button name="action" value="pay">${escape(t.pay)}</button>` +
      `<button name="action" value="cancel">${escape(t.cancel)}</button>` +
      `<button name="action" value="fail">${escape(t.fail)}</button></form><p><small>${escape(t.note)}</small></p>`,
  );
}

/** Only http(s) addresses are followed back (never javascript: or data:). */
const safeRedirect = (value: string | null) => (value && /^https?:\/\//i.test(value) ? value : null);

function act(ctx: PageContext, order: FakeOrder, action: string): 'paid' | 'cancelled' | 'failed' | 'closed' {
  if (action === 'cancel') return 'cancelled';
  if (!payable(ctx, order)) return 'closed';
  if (action === 'fail') {
    ctx.payFails(order);
    return 'failed';
  }
  ctx.pay(order);
  return 'paid';
}

const header = (request: FakeRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Answers `/pay/...`; null when the path is not the page's. */
export function handlePage(ctx: PageContext, request: FakeRequest): FakeResponse | null {
  const url = new URL(request.url, 'http://fake');
  const locale = pageLocale(header(request, 'accept-language'));
  const t = TEXT[locale];
  if (request.method === 'GET' && (url.pathname === '/pay/h5' || url.pathname === '/pay/jsapi')) {
    const order = ctx.state.byPrepayId.get(url.searchParams.get('prepay_id') ?? '');
    if (!order) return html(locale, `<h1>${escape(t.missing)}</h1>`, 404);
    return confirmPage(ctx, locale, order, safeRedirect(url.searchParams.get('redirect_url')));
  }
  if (request.method === 'GET' && url.pathname === '/pay/qr') {
    const order = ctx.state.byQrCode.get(url.searchParams.get('pr') ?? '');
    if (!order) return html(locale, `<h1>${escape(t.missing)}</h1>`, 404);
    return confirmPage(ctx, locale, order, null);
  }
  if (request.method === 'POST' && url.pathname === '/pay/confirm') {
    const form = new URLSearchParams(request.body.toString('utf8'));
    const order = ctx.state.byPrepayId.get(form.get('prepay_id') ?? '');
    if (!order) return html(locale, `<h1>${escape(t.missing)}</h1>`, 404);
    const outcome = act(ctx, order, form.get('action') ?? '');
    const back = safeRedirect(form.get('redirect_url'));
    if (back) return { status: 303, headers: { location: back, 'cache-control': 'no-store' }, body: '' };
    return html(locale, `<h1>${escape(t[outcome])}</h1><p>${escape(order.description)} ${yuan(order.totalFen)}</p>`);
  }
  if (request.method === 'POST' && url.pathname === '/pay/jsapi') return jsapiConfirm(ctx, request);
  return null;
}

/**
 * The WeixinJSBridge stand-in: the page's `getBrandWCPayRequest` arguments plus the outcome the
 * test wants (`result`: ok, cancel or fail); answers the `err_msg` WeChat's callback gets.
 */
function jsapiConfirm(ctx: PageContext, request: FakeRequest): FakeResponse {
  const answer = (errMsg: string, status = 200, errDesc?: string) => ({
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify({ err_msg: `get_brand_wcpay_request:${errMsg}`, ...(errDesc ? { err_desc: errDesc } : {}) }),
  });
  let params: Record<string, unknown>;
  try {
    params = JSON.parse(request.body.toString('utf8')) as Record<string, unknown>;
    if (!params || typeof params !== 'object') throw new Error('not an object');
  } catch {
    return answer('fail', 400, '参数错误');
  }
  const fields = ['appId', 'timeStamp', 'nonceStr', 'package', 'paySign'] as const;
  if (fields.some((field) => typeof params[field] !== 'string') || params.signType !== 'RSA')
    return answer('fail', 400, '参数错误');
  const signed = params as Record<(typeof fields)[number], string>;
  if (signed.appId !== ctx.appId || !checkPaySign(ctx.merchantKey, signed)) return answer('fail', 200, '支付验证签名失败');
  const order = ctx.state.byPrepayId.get(signed.package.replace(/^prepay_id=/, ''));
  if (!order || order.tradeType !== 'JSAPI') return answer('fail', 200, '订单不存在');
  const outcome = act(ctx, order, params.result === 'cancel' ? 'cancel' : params.result === 'fail' ? 'fail' : 'pay');
  if (outcome === 'paid') return answer('ok');
  if (outcome === 'cancelled') return answer('cancel');
  return answer('fail', 200, outcome === 'closed' ? '订单已关闭' : '支付失败');
}
