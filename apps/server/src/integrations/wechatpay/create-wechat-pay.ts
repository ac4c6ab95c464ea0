/**
 * The one place that picks the WeChat Pay the app talks to (docs/payments.md, "Configuration"): the real
 * merchant API with the merchant's keys (WECHATPAY_MODE=live), or the local fake mounted in this process
 * (WECHATPAY_MODE=fake, never in production), reached over HTTP by the same client, so the fake exercises
 * every signature and verification the live path does.
 */
import { NOTIFY_PATH, type WechatPayConfig } from '../../config/payments.js';
import { liveClientConfig } from './live-config.js';
import { createWechatPayClient, type WechatPayClientOptions } from './wechat-pay-client.js';
import type { FakeMode } from './wechat-pay-fake-mount.js';
import type { WechatPay } from './wechat-pay.js';

export function createWechatPay(config: WechatPayConfig, fake: FakeMode | null, options: WechatPayClientOptions = {}): WechatPay {
  if (config.mode === 'live') return createWechatPayClient(liveClientConfig(config), options);
  if (!fake) throw new Error('WECHATPAY_MODE=fake needs the fake mounted (it is, outside production)');
  const settings = fake.client;
  return createWechatPayClient(
    {
      apiBase: settings.apiBase,
      mchId: settings.mchId,
      appId: settings.appId,
      certSerial: settings.certSerial,
      privateKey: settings.privateKey,
      apiV3Key: settings.apiV3Key,
      verification: { publicKeys: new Map([[settings.publicKeyId, settings.publicKey]]), platformCerts: new Map() },
      // The fake is this process: its notifications come back to this process's own address, whatever
      // PUBLIC_ORIGIN says (a test's app listens on a port chosen at random).
      notifyUrl: () => `${new URL(settings.apiBase()).origin}${NOTIFY_PATH}`,
    },
    options,
  );
}
