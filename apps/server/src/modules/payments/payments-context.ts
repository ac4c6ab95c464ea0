/**
 * What every payments command and query is given (docs/payments.md): the database, WeChat Pay (the
 * real client, or the same client talking to the local fake outside production), the clock, the
 * settings the commands read and the log operators read.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { WechatPay } from '../../integrations/wechatpay/wechat-pay.js';

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
