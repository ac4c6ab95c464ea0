/**
 * createWechatPayClient: the WechatPay interface over WeChat Pay's merchant API v3 (docs/payments.md, "WeChat Pay
 * protocol"). Signing, verification, deadlines and retries are in wechat-pay-http.ts; this file is the calls.
 * Prepay and refund are never repeated here: the sweeper asks again later with the same out_trade_no /
 * out_refund_no, which WeChat treats as the same request.
 */
import { createHash } from 'node:crypto';
import { outboundClient } from '../../lib/metrics/outbound.js';
import { jsapiPayParams } from './jsapi.js';
import { SignatureError, signatureHeaders, verifySignature } from './verify.js';
import {
  createSignedHttp,
  type Answer,
  type Json,
  type SignedHttp,
  type WechatPayClientConfig,
  type WechatPayClientOptions,
} from './wechat-pay-http.js';
import { beijingTime, readNotification, refundResult, transactionResult } from './wechat-pay-results.js';
import { WechatPayError, WechatPayNotificationError, type PrepayRequest, type WechatPay } from './wechat-pay.js';

export type { WechatPayClientConfig, WechatPayClientOptions };

function field(answer: Answer, name: string): string {
  const value = answer.json[name];
  if (typeof value !== 'string' || !value) throw new WechatPayError(`WeChat Pay's answer has no ${name}`, answer.status, null);
  return value;
}

function parsed<T>(answer: Answer, read: (json: Json) => T): T {
  try {
    return read(answer.json);
  } catch (error) {
    throw new WechatPayError(`WeChat Pay's answer unreadable: ${(error as Error).message}`, answer.status, null);
  }
}

const notFound = (error: unknown, code: string) => error instanceof WechatPayError && error.status === 404 && error.code === code;

function prepayCalls(http: SignedHttp, config: WechatPayClientConfig) {
  const prepayBody = (order: PrepayRequest): Json => ({
    appid: config.appId,
    mchid: config.mchId,
    description: order.description,
    out_trade_no: order.outTradeNo,
    time_expire: beijingTime(order.expiresAt),
    notify_url: config.notifyUrl,
    amount: { total: order.amountFen, currency: 'CNY' },
  });
  return {
    async prepayJsapi(order: PrepayRequest & { openId: string }) {
      const body = { ...prepayBody(order), payer: { openid: order.openId } };
      return { prepayId: field(await http.request({ method: 'POST', url: '/v3/pay/transactions/jsapi', body }), 'prepay_id') };
    },
    async prepayH5(order: PrepayRequest & { payerClientIp: string }) {
      const body = { ...prepayBody(order), scene_info: { payer_client_ip: order.payerClientIp, h5_info: { type: 'Wap' } } };
      return { h5Url: field(await http.request({ method: 'POST', url: '/v3/pay/transactions/h5', body }), 'h5_url') };
    },
    async prepayNative(order: PrepayRequest) {
      const body = prepayBody(order);
      return { codeUrl: field(await http.request({ method: 'POST', url: '/v3/pay/transactions/native', body }), 'code_url') };
    },
    jsapiParams(prepayId: string) {
      return jsapiPayParams(config.appId, config.privateKey, prepayId, String(Math.floor(http.now() / 1000)));
    },
    async queryOrder(outTradeNo: string) {
      const url = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(config.mchId)}`;
      try {
        return parsed(await http.request({ method: 'GET', url, idempotent: true }), transactionResult);
      } catch (error) {
        if (notFound(error, 'ORDER_NOT_EXIST')) return null;
        throw error;
      }
    },
    async closeOrder(outTradeNo: string) {
      const url = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`;
      await http.request({ method: 'POST', url, body: { mchid: config.mchId }, idempotent: true });
    },
  };
}

/**
 * The bill file itself is not signed (WeChat documents the download as unsigned): the SHA1 given in the signed
 * first answer is its check.
 */
async function downloadBill(http: SignedHttp, answer: Answer): Promise<string> {
  const expected = typeof answer.json.hash_value === 'string' ? answer.json.hash_value.toLowerCase() : '';
  const response = await http.send({ method: 'GET', url: field(answer, 'download_url') });
  const raw = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new WechatPayError(`bill download failed (HTTP ${response.status})`, response.status, null);
  if (answer.json.hash_type !== 'SHA1' || createHash('sha1').update(raw).digest('hex') !== expected) {
    throw new WechatPayError("the bill file does not match WeChat Pay's SHA1", response.status, null);
  }
  return raw.toString('utf8');
}

function refundCalls(http: SignedHttp, config: WechatPayClientConfig) {
  const withoutTradeNo = ({ outTradeNo: _, ...result }: ReturnType<typeof refundResult>) => result;
  return {
    async refund(refund: Parameters<WechatPay['refund']>[0]) {
      const body = {
        out_trade_no: refund.outTradeNo,
        out_refund_no: refund.outRefundNo,
        reason: refund.reason,
        notify_url: config.notifyUrl,
        amount: { refund: refund.refundFen, total: refund.totalFen, currency: 'CNY' },
      };
      return withoutTradeNo(
        parsed(await http.request({ method: 'POST', url: '/v3/refund/domestic/refunds', body }), refundResult),
      );
    },
    async queryRefund(outRefundNo: string) {
      const url = `/v3/refund/domestic/refunds/${encodeURIComponent(outRefundNo)}`;
      try {
        return withoutTradeNo(parsed(await http.request({ method: 'GET', url, idempotent: true }), refundResult));
      } catch (error) {
        if (notFound(error, 'RESOURCE_NOT_EXISTS')) return null;
        throw error;
      }
    },
    async tradeBill(date: string) {
      const url = `/v3/bill/tradebill?bill_date=${encodeURIComponent(date)}&bill_type=ALL`;
      return downloadBill(http, await http.request({ method: 'GET', url, idempotent: true }));
    },
  };
}

/** The calls that reach WeChat Pay, each counted and timed as an outbound operation of its own name. */
const CALLS = [
  'prepayJsapi',
  'prepayH5',
  'prepayNative',
  'queryOrder',
  'closeOrder',
  'refund',
  'queryRefund',
  'tradeBill',
] as const satisfies ReadonlyArray<keyof WechatPay>;
type Calls = Pick<WechatPay, (typeof CALLS)[number]>;

/**
 * Every call through `outboundClient` (docs/operations.md, "Metrics"), like the SMS and WeChat
 * clients: one count per call as the payments module made it, its one retry included.
 */
function counted(calls: Calls): Calls {
  const count = outboundClient('wechatpay', CALLS);
  const wrapped: Partial<Record<keyof Calls, unknown>> = {};
  for (const name of CALLS) {
    const call = calls[name] as (...args: unknown[]) => Promise<unknown>;
    wrapped[name] = (...args: unknown[]) => count(name, () => call(...args));
  }
  return wrapped as Calls;
}

export function createWechatPayClient(config: WechatPayClientConfig, options: WechatPayClientOptions = {}): WechatPay {
  const http = createSignedHttp(config, options);
  const { jsapiParams, ...prepay } = prepayCalls(http, config);
  return {
    ...counted({ ...prepay, ...refundCalls(http, config) }),
    jsapiParams,
    verifyNotification(headers, rawBody) {
      try {
        verifySignature(config.verification, signatureHeaders(headers), rawBody, http.now());
      } catch (error) {
        if (!(error instanceof SignatureError)) throw error;
        const { problem } = error;
        throw new WechatPayNotificationError(
          error.message,
          problem === 'probe' || problem === 'stale' || problem === 'unknown-serial' ? problem : 'signature',
        );
      }
      return readNotification(rawBody, config.apiV3Key, config.mchId);
    },
  };
}
