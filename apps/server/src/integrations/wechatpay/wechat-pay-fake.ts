/**
 * A local WeChat Pay (API v3) for development and tests (docs/payments.md, "The local fake"): its
 * own RSA key pair, the merchant API (wechat-pay-fake-routes.ts), a "confirm payment" page in place
 * of WeChat's cashier (wechat-pay-fake-page.ts) and signed, encrypted notifications retried on
 * WeChat's schedule (wechat-pay-fake-notifier.ts). It runs standalone on 127.0.0.1:0
 * (startWechatPayFake, for tests) or inside the app under /_fake/wechatpay when WECHATPAY_MODE=fake
 * (wechatPayFakePlugin, never in production). Tests drive it through the functions it returns
 * (pay, pay another amount, notify again, drop an answer, list deliveries), not over HTTP.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyPluginAsync } from 'fastify';
import { createNotifier, notificationBody, type Delivery, type DeliveryAttempt } from './wechat-pay-fake-notifier.js';
import { handleBillSwitch, setBillAnswer } from './wechat-pay-fake-bills.js';
import { handlePage } from './wechat-pay-fake-page.js';
import { handleApi, type FakeRequest, type FakeResponse } from './wechat-pay-fake-routes.js';
import { generateFakeKeys, publicKeyFromPem, signedHeaders, type FakeKeys } from './wechat-pay-fake-sign.js';
import {
  createFakeState,
  digits,
  refundNotice,
  transactionView,
  type BillAnswer,
  type FakeOrder,
  type FakeRefund,
} from './wechat-pay-fake-state.js';

export interface WechatPayFakeOptions {
  merchantPublicKeyPem: string;
  /** The APIv3 key notifications are encrypted with (32 bytes). */
  apiV3Key: string;
  mchId: string;
  appId: string;
  /** Divides the retry schedule and the refund delay (1 = WeChat's real pace). */
  speedUp?: number;
  /** Chance (0..1) that a notification is preceded by a WECHATPAY/SIGNTEST/ probe (default 0). */
  signTestProbability?: number;
  /** A refund succeeds this long after it was requested (divided by speedUp); null: only completeRefund does it. */
  refundAfterMs?: number | null;
  /** Keep the fake's key across restarts (DATA_DIR); generated when unset. */
  privateKeyPem?: string;
  publicKeyId?: string;
  now?: () => number;
  fetch?: typeof fetch;
}

export interface WechatPayFake {
  publicKeyPem: string;
  publicKeyId: string;
  /** Answers one request below the fake's root (both the API and the page). */
  handle(request: FakeRequest): FakeResponse | 'drop';
  /** Pays an order as the buyer would (amountFen: pay another amount than ordered). */
  pay(outTradeNo: string, options?: { amountFen?: number }): void;
  /** The buyer's payment fails (trade_state PAYERROR, no notification). */
  payFails(outTradeNo: string): void;
  /** Ends a PROCESSING refund (and notifies): SUCCESS by default. */
  completeRefund(outRefundNo: string, status?: 'SUCCESS' | 'ABNORMAL' | 'CLOSED'): void;
  /** Sends a notification again now (same id and body, fresh signature). */
  notifyAgain(id: string): Promise<DeliveryAttempt>;
  /** The next API request whose path contains `pathPart` is carried out, but its answer is never sent. */
  dropNextAnswer(pathPart?: string): void;
  deliveries(): Delivery[];
  waitForDelivery(predicate: (delivery: Delivery) => boolean): Promise<Delivery>;
  /** Sends a WECHATPAY/SIGNTEST/ probe now. */
  probe(url: string): Promise<Delivery>;
  /**
   * A notification as the fake would send it (the envelope, its resource encrypted, signed at
   * `atMs`, now by default), not sent: tests POST it themselves, as is or tampered with.
   */
  signNotification(eventType: string, resource: Record<string, unknown>, atMs?: number): SignedNotification;
  /** The fake's signature headers over exact bytes (a notification delivered again, signed afresh). */
  signBody(body: string, atMs?: number): Record<string, string>;
  /** The merchant's balance available for refunds (NOT_ENOUGH beyond it). */
  setBalance(fen: number): void;
  /** How a bill day answers from now on (wechat-pay-fake-bills.ts; `bill`: as usual). */
  billAnswer(date: string, answer: BillAnswer): void;
  order(outTradeNo: string): FakeOrder | undefined;
  refund(outRefundNo: string): FakeRefund | undefined;
  close(): void;
}

export interface SignedNotification {
  id: string;
  body: string;
  headers: Record<string, string>;
}

/** The tests' way to make what WeChat would send, with the fake's keys (see signNotification). */
function signingHooks(keys: FakeKeys, apiV3Key: string, now: () => number): Pick<WechatPayFake, 'signNotification' | 'signBody'> {
  const signBody = (body: string, atMs = now()) => signedHeaders(keys, body, Math.floor(atMs / 1000));
  return {
    signNotification(eventType, resource, atMs) {
      const id = randomUUID();
      const originalType = eventType.startsWith('REFUND.') ? 'refund' : 'transaction';
      const body = notificationBody({ apiV3Key, now }, id, eventType, eventType, originalType, resource);
      return { id, body, headers: signBody(body, atMs) };
    },
    signBody,
  };
}

export function createWechatPayFake(options: WechatPayFakeOptions): WechatPayFake {
  const now = options.now ?? Date.now;
  const speedUp = options.speedUp ?? 1;
  const keys = generateFakeKeys(options.privateKeyPem, options.publicKeyId);
  const merchantKey = publicKeyFromPem(options.merchantPublicKeyPem);
  const state = createFakeState();
  const bills = new Map<string, Buffer>();
  const drops: string[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const notifier = createNotifier({
    keys,
    apiV3Key: options.apiV3Key,
    speedUp,
    signTestProbability: options.signTestProbability ?? 0,
    now,
    fetch: options.fetch,
  });
  const refundAfterMs = options.refundAfterMs === undefined ? 5000 : options.refundAfterMs;

  const pay = (order: FakeOrder, amountFen = order.totalFen) => {
    order.state = 'SUCCESS';
    order.transactionId = `42000${digits(23)}`;
    order.successTime = now();
    order.paidFen = amountFen;
    order.payerOpenid = order.openid ?? `o${digits(27)}`;
    notifier.send(order.notifyUrl, 'TRANSACTION.SUCCESS', '支付成功', 'transaction', transactionView(order));
  };
  const completeRefund = (refund: FakeRefund, status: 'SUCCESS' | 'ABNORMAL' | 'CLOSED') => {
    if (refund.status !== 'PROCESSING') return;
    refund.status = status;
    if (status === 'SUCCESS') refund.successTime = now();
    else state.balanceFen += refund.refundFen;
    const order = state.orders.get(refund.outTradeNo)!;
    const summary = { SUCCESS: '退款成功', ABNORMAL: '退款异常', CLOSED: '退款关闭' }[status];
    // Without a notify_url of its own, the refund's notification goes where the payment's went.
    notifier.send(refund.notifyUrl ?? order.notifyUrl, `REFUND.${status}`, summary, 'refund', refundNotice(refund, order));
  };
  const findOrder = (outTradeNo: string) => {
    const order = state.orders.get(outTradeNo);
    if (!order) throw new Error(`The fake has no order ${outTradeNo}.`);
    return order;
  };

  const apiContext = {
    state,
    keys,
    merchantKey,
    mchId: options.mchId,
    appId: options.appId,
    now,
    bills,
    onRefundCreated: (refund: FakeRefund) => {
      if (refundAfterMs === null) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        completeRefund(refund, 'SUCCESS');
      }, refundAfterMs / speedUp);
      timers.add(timer);
    },
  };
  const pageContext = {
    state,
    merchantKey,
    appId: options.appId,
    now,
    pay: (order: FakeOrder) => pay(order),
    payFails: (order: FakeOrder) => {
      order.state = 'PAYERROR';
    },
  };

  return {
    publicKeyPem: keys.publicKeyPem,
    publicKeyId: keys.publicKeyId,
    handle(request) {
      const page = request.url.startsWith('/pay/')
        ? handlePage(pageContext, request)
        : request.url.startsWith('/bill/')
          ? handleBillSwitch(state, request)
          : null;
      if (page) return page;
      const response = handleApi(apiContext, request);
      const path = request.url.split('?')[0]!;
      const drop = drops.findIndex((part) => path.includes(part));
      if (drop >= 0) {
        drops.splice(drop, 1);
        return 'drop';
      }
      return response;
    },
    pay(outTradeNo, payOptions) {
      const order = findOrder(outTradeNo);
      if (order.state !== 'NOTPAY' && order.state !== 'PAYERROR' && order.state !== 'USERPAYING') {
        throw new Error(`Order ${outTradeNo} is ${order.state}; it cannot be paid.`);
      }
      pay(order, payOptions?.amountFen);
    },
    payFails(outTradeNo) {
      findOrder(outTradeNo).state = 'PAYERROR';
    },
    completeRefund(outRefundNo, status = 'SUCCESS') {
      const refund = state.refunds.get(outRefundNo);
      if (!refund) throw new Error(`The fake has no refund ${outRefundNo}.`);
      completeRefund(refund, status);
    },
    notifyAgain: (id) => notifier.resend(id),
    dropNextAnswer(pathPart = '/') {
      drops.push(pathPart);
    },
    deliveries: () => notifier.deliveries(),
    waitForDelivery: (predicate) => notifier.waitFor(predicate),
    probe: (url) => notifier.probe(url),
    ...signingHooks(keys, options.apiV3Key, now),
    setBalance(fen) {
      state.balanceFen = fen;
    },
    billAnswer: (date, answer) => setBillAnswer(state, date, answer),
    order: (outTradeNo) => state.orders.get(outTradeNo),
    refund: (outRefundNo) => state.refunds.get(outRefundNo),
    close() {
      notifier.close();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export interface StartedWechatPayFake extends Omit<WechatPayFake, 'close' | 'handle'> {
  baseUrl: string;
  close(): Promise<void>;
}

/** The fake on its own HTTP server at 127.0.0.1 on a free port (tests). */
export async function startWechatPayFake(options: WechatPayFakeOptions): Promise<StartedWechatPayFake> {
  const fake = createWechatPayFake(options);
  let baseUrl = '';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = fake.handle({
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        signedUrl: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks),
        baseUrl,
      });
      if (answer === 'drop') return req.socket.destroy();
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { handle: _handle, close, ...hooks } = fake;
  return {
    ...hooks,
    baseUrl,
    async close() {
      close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface WechatPayFakePluginOptions extends WechatPayFakeOptions {
  production: boolean;
  /** The fake's root as browsers reach it (PUBLIC_ORIGIN + the mount prefix); else from the request's host. */
  publicBaseUrl?: string;
  /** Receives the running fake (the client's key and id, and the test hooks). */
  onReady?: (fake: WechatPayFake) => void;
}

/**
 * The fake inside the app (register with `{ prefix: '/_fake/wechatpay' }`). Refuses to register in
 * production: a fake that pays every order must never face real buyers.
 */
export const wechatPayFakePlugin: FastifyPluginAsync<WechatPayFakePluginOptions> = async (app, options) => {
  if (options.production) throw new Error('The WeChat Pay fake cannot run in production (WECHATPAY_MODE=live there).');
  const fake = createWechatPayFake(options);
  options.onReady?.(fake);
  app.addHook('onClose', async () => fake.close());
  // The raw body, whatever its type: signatures are checked over the exact bytes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  // Hidden from the API document: a development stand-in, not part of the app's API.
  app.all('/*', { schema: { hide: true } }, async (request, reply) => {
    const prefix = app.prefix;
    const answer = fake.handle({
      method: request.method,
      url: request.url.slice(prefix.length) || '/',
      signedUrl: request.url,
      headers: request.headers,
      body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      baseUrl: options.publicBaseUrl ?? `${request.protocol}://${request.host}${prefix}`,
      apiBaseUrl: `${request.protocol}://${request.host}${prefix}`,
    });
    if (answer === 'drop') {
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    void reply.code(answer.status).headers(answer.headers);
    return reply.send(answer.body);
  });
};
