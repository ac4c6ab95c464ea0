/**
 * The payments part of the site (docs/payments.md): WeChat Pay, its local stand-in in fake mode,
 * and every payments route (checkout, dress rental, the notify callback, members' refunds,
 * certificates and the operators' payments routes), all sharing one payments context.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { mountWechatPayFake, type FakeMode } from '../integrations/wechatpay/wechat-pay-fake-mount.js';
import type { WechatPay } from '../integrations/wechatpay/wechat-pay.js';
import { paymentsAdminRoutes } from '../modules/payments/admin-routes.js';
import { certificateRoutes } from '../modules/payments/certificate-routes.js';
import { dressRoutes } from '../modules/payments/dress-routes.js';
import { notifyRoute } from '../modules/payments/notify-route.js';
import type { PaymentsContext } from '../modules/payments/payments-context.js';
import { memberRefundRoutes } from '../modules/payments/refund-routes.js';
import { paymentRoutes } from '../modules/payments/routes.js';
import type { SiteOptions } from './options.js';
import { fakeNotificationFetch, siteWechatPay } from './wechat-pay.js';

export interface PaymentsSite {
  wechatPayFake: FakeMode | null;
  wechatPay: WechatPay;
  payments: PaymentsContext;
}

export async function registerPayments(
  app: FastifyInstance,
  { config, db, now }: { config: SiteOptions['config']; db: Database; now: SiteOptions['now'] },
): Promise<PaymentsSite> {
  // WeChat Pay's local stand-in (docs/payments.md, "The local fake"): the default outside
  // production; the configuration refuses it in production.
  const payConfig = config.wechatPay;
  const wechatPayFake =
    payConfig.mode === 'fake'
      ? await mountWechatPayFake(app, {
          production: config.env === 'production',
          mchId: payConfig.mchId,
          appId: payConfig.appId,
          dataDir: config.env === 'test' ? null : config.dataDir,
          publicOrigin: config.publicOrigin,
          // Tests never wait out WeChat's real schedule.
          speedUp: config.env === 'test' ? 1_000_000 : 1,
          signTestProbability: config.env === 'test' ? 0 : 0.05,
          // Tests end refunds themselves (fake.completeRefund), so each step can be looked at.
          refundAfterMs: payConfig.refundAfterMs,
          // Notifications reach this app's notify route in-process, whatever PUBLIC_ORIGIN says.
          fetch: fakeNotificationFetch(app, payConfig.notifyUrl),
        })
      : null;
  const wechatPay = siteWechatPay(app, config, wechatPayFake);
  const payments: PaymentsContext = {
    db,
    wechatPay,
    now,
    config: { publicOrigin: config.publicOrigin },
    log: app.log,
  };
  await app.register(paymentRoutes, { payments });
  await app.register(dressRoutes, { payments });
  await app.register(notifyRoute, { payments });
  await app.register(memberRefundRoutes, { payments });
  await app.register(certificateRoutes, { payments });
  await app.register(paymentsAdminRoutes, { payments });
  return { wechatPayFake, wechatPay, payments };
}
