/**
 * WeChat Pay's notifications (docs/payments.md, "Order states"): POST with the raw body, which the
 * signature covers, so this route's scope keeps JSON bodies as bytes. Verified, decrypted, then
 * settled by the same path as every other payment result. Answers 204 when handled (WeChat accepts
 * 200/204 with no body) and `{"code":"FAIL",...}` with 4xx/5xx otherwise, so WeChat sends it again
 * (it retries for 24 hours; settling is idempotent). A notification for an order we do not know
 * is answered 204 and logged for operators: a FAIL would be retried for a day to no use.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PATHS } from '@culture/protocol';
import { paymentsMetrics } from '../../lib/metrics/business.js';
import { WechatPayNotificationError, type VerifiedNotification } from '../../integrations/wechatpay/wechat-pay.js';
import { settlePayment } from './commands/settle-payment.js';
import { recordDifference } from './commands/record-difference.js';
import { settleRefund } from './commands/settle-refund.js';
import type { PaymentsContext } from './payments-context.js';

/** WeChat's notifications are a few kB; anything far bigger is not one. */
const NOTIFY_BODY_LIMIT = 64 * 1024;

function fail(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).type('application/json').send({ code: 'FAIL', message });
}

async function handle(payments: PaymentsContext, notification: VerifiedNotification): Promise<void> {
  if ('transaction' in notification) {
    const { transaction } = notification;
    const outcome = await settlePayment(payments, transaction, 'notification');
    // Answered as received all the same (WeChat would retry for a day to no use), and listed for
    // operators: an order we do not know, or one paid another amount (nothing granted; they refund
    // by hand; docs/payments.md, "Order states").
    const kind = outcome === 'unknown-order' ? 'missing-here' : outcome === 'amount-mismatch' ? 'amount' : null;
    if (kind === null) return;
    if (kind === 'missing-here') {
      payments.log?.error(
        { outTradeNo: transaction.outTradeNo, id: notification.id },
        'payment notification for an unknown order',
      );
    }
    await recordDifference(payments.db, payments, {
      kind,
      outTradeNo: transaction.outTradeNo,
      transactionId: transaction.transactionId,
      theirs: { notification_id: notification.id, trade_state: transaction.tradeState, total_fen: transaction.totalFen },
    });
    return;
  }
  if ('refund' in notification) {
    await settleRefund(payments, notification.refund, 'notification');
    return;
  }
  payments.log?.info(
    { id: notification.id, eventType: notification.eventType },
    'WeChat Pay notification of another kind ignored',
  );
}

export async function notifyRoute(app: FastifyInstance, { payments }: { payments: PaymentsContext }): Promise<void> {
  // This scope only: the signature is over the exact bytes, so the body is not parsed or unsealed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: NOTIFY_BODY_LIMIT }, (_request, body, done) => done(null, body));
  app.post(API_PATHS.wechatPayNotify, { bodyLimit: NOTIFY_BODY_LIMIT, schema: { hide: true } }, async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    let notification: VerifiedNotification;
    try {
      notification = payments.wechatPay.verifyNotification(request.headers, raw);
    } catch (err) {
      // Forged, stale, a SIGNTEST probe, or no WeChat Pay configured here: nothing verified, nothing settled.
      if (err instanceof WechatPayNotificationError) request.log.warn({ err }, 'WeChat Pay notification refused');
      else request.log.error({ err }, 'WeChat Pay notification could not be verified');
      paymentsMetrics.notification('refused');
      return fail(reply, 401, 'signature verification failed');
    }
    try {
      await handle(payments, notification);
    } catch (err) {
      request.log.error({ err, id: notification.id }, 'WeChat Pay notification could not be settled');
      paymentsMetrics.notification('failed');
      return fail(reply, 500, 'not settled, please retry');
    }
    paymentsMetrics.notification('ok');
    return reply.code(204).send();
  });
}
