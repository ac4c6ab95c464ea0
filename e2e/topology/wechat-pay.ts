/**
 * One WeChat Pay for the whole fleet, as in production (docs/payments.md "The local fake"): the
 * fake runs on its own in the test process, and every node talks to it as to the real one
 * (WECHATPAY_MODE=live, WECHATPAY_API_BASE pointing at it, the merchant's keys in files). A node's
 * own mounted fake would keep its orders in that node's memory, which a killed node takes with it
 * and the other nodes never see. The fake's notifications go to the notify URL through the proxy
 * (TLS ends there: PUBLIC_ORIGIN's https origin is rewritten to the proxy's address), so they
 * reach whichever node is up and are retried on WeChat's schedule, sped up.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateFakeKeys } from '../../apps/server/dist/integrations/wechatpay/wechat-pay-fake-sign.js';
import { startWechatPayFake, type StartedWechatPayFake } from '../../apps/server/dist/integrations/wechatpay/wechat-pay-fake.js';

/** What the nodes are told their public origin is (the notify URL and the pay links start here). */
export const FLEET_ORIGIN = 'https://127.0.0.1';
const MCH_ID = '1900007291';
const APP_ID = 'wx2421b1c4370ec43b';
/** WeChat's retry schedule divided by this: 15 s → 1 s, so a notification refused by a dying node comes again soon. */
const SPEED_UP = 15;

export interface FleetWechatPay {
  fake: StartedWechatPayFake;
  /** The nodes' environment for it. */
  env: Record<string, string>;
  /** Where notifications go from now on (the proxy). */
  setProxy(url: string): void;
  close(): Promise<void>;
}

export async function startFleetWechatPay(): Promise<FleetWechatPay> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'culture-topology-wechatpay-'));
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = generateFakeKeys();
  const apiV3Key = randomBytes(24).toString('base64url');
  const privateKeyFile = path.join(dir, 'apiclient_key.pem');
  const publicKeyFile = path.join(dir, 'pub_key.pem');
  fs.writeFileSync(privateKeyFile, merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  fs.writeFileSync(publicKeyFile, platform.publicKeyPem);
  let proxy = '';
  const fake = await startWechatPayFake({
    merchantPublicKeyPem: merchant.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    apiV3Key,
    mchId: MCH_ID,
    appId: APP_ID,
    speedUp: SPEED_UP,
    privateKeyPem: platform.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyId: platform.publicKeyId,
    // The notify URL is on FLEET_ORIGIN; it is served by the proxy.
    fetch: (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const target = url.origin === FLEET_ORIGIN && proxy ? `${proxy}${url.pathname}${url.search}` : url.toString();
      return fetch(target, init);
    },
  });
  return {
    fake,
    env: {
      PUBLIC_ORIGIN: FLEET_ORIGIN,
      WECHATPAY_MODE: 'live',
      WECHATPAY_API_BASE: fake.baseUrl,
      WECHATPAY_MCH_ID: MCH_ID,
      WECHATPAY_APP_ID: APP_ID,
      WECHATPAY_CERT_SERIAL: randomBytes(20).toString('hex').toUpperCase(),
      WECHATPAY_PRIVATE_KEY_FILE: privateKeyFile,
      WECHATPAY_APIV3_KEY: apiV3Key,
      WECHATPAY_PUBLIC_KEY_FILE: publicKeyFile,
      WECHATPAY_PUBLIC_KEY_ID: platform.publicKeyId,
    },
    setProxy(url) {
      proxy = url;
    },
    async close() {
      await fake.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
