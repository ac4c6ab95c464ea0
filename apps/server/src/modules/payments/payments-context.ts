/**
 * What every payments command and query is given (docs/payments.md): the database, WeChat Pay (the
 * real client, or the same client talking to the local fake outside production), the clock and the
 * public origin the certificate links and WeChat's notify_url are built from.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { WechatPay } from '../../integrations/wechatpay/wechat-pay.js';

export interface PaymentsContext {
  db: Database;
  wechatPay: WechatPay;
  now: () => number;
  config: { publicOrigin: string };
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}
