/**
 * What every payments command and query is given (docs/payments.md): the database, WeChat Pay (the
 * real client, or the same client talking to the local fake outside production), the clock, the
 * settings the commands read and the log operators read.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { WechatPay } from '../../integrations/wechatpay/wechat-pay.js';
import { ApiError } from '../../lib/api-error.js';

export interface PaymentsContext {
  db: Database;
  wechatPay: WechatPay;
  now: () => number;
  config: {
    /** The site's public origin: H5 pay returns the buyer to `<origin>/order/<orderNo>`. */
    publicOrigin: string;
    /** How long an unpaid order can be paid (WeChat's `time_expire`); PAY_WINDOW_MS when unset. */
    payWindowMs?: number;
  };
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** An unpaid order can be paid for 15 minutes (docs/payments.md, "Order states"). */
export const PAY_WINDOW_MS = 15 * 60_000;

/**
 * The WeChat Pay of a server that has none configured: every call answers paymentsUnavailable
 * (503), so the shop's pages still list products and orders. Not a stand-in that pretends to pay.
 */
export function unavailableWechatPay(): WechatPay {
  const refuse = (): never => {
    throw new ApiError('paymentsUnavailable');
  };
  return {
    prepayJsapi: async () => refuse(),
    prepayH5: async () => refuse(),
    prepayNative: async () => refuse(),
    jsapiParams: refuse,
    queryOrder: async () => refuse(),
    closeOrder: async () => refuse(),
    refund: async () => refuse(),
    queryRefund: async () => refuse(),
    tradeBill: async () => refuse(),
    verifyNotification: refuse,
  };
}
