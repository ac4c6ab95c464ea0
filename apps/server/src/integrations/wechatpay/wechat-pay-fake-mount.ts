/**
 * WECHATPAY_MODE=fake (the default outside production; docs/payments.md, "The local fake"): the
 * fake mounted on the app under /_fake/wechatpay, and the settings the real client then uses to
 * talk to it. Both sides' keys are made on first start and kept in DATA_DIR/wechatpay-fake.json,
 * so a restart keeps the orders' prepay links and notifications verifiable; nothing in that file
 * is a real secret (the fake moves no money).
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { WechatPayClientConfig } from './wechat-pay-client.js';
import { generateFakeKeys } from './wechat-pay-fake-sign.js';
import { wechatPayFakePlugin, type WechatPayFake } from './wechat-pay-fake.js';

export const FAKE_PREFIX = '/_fake/wechatpay';

interface StoredKeys {
  merchantPrivateKeyPem: string;
  certSerial: string;
  apiV3Key: string;
  fakePrivateKeyPem: string;
  fakePublicKeyId: string;
}

/** What the client needs in fake mode (shaped like its live settings: apiBase, keys, serials). */
export interface FakeModeClientSettings {
  /** The fake as this process reaches itself (its own listening address + the prefix). */
  apiBase: () => string;
  mchId: string;
  appId: string;
  certSerial: string;
  privateKey: KeyObject;
  apiV3Key: string;
  /** The fake's WeChat Pay public key and its PUB_KEY_ID_… id, to verify its answers. */
  publicKeyId: string;
  publicKey: KeyObject;
}

export interface FakeMode {
  fake: WechatPayFake;
  client: FakeModeClientSettings;
}

/** Keys of this process when nothing is kept on disk (tests): made once, not per app. */
let processKeys: StoredKeys | null = null;

function createKeys(): StoredKeys {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const fake = generateFakeKeys();
  return {
    merchantPrivateKeyPem: merchant.export({ type: 'pkcs8', format: 'pem' }).toString(),
    certSerial: randomBytes(20).toString('hex').toUpperCase(),
    // 32 characters, as WeChat's APIv3 keys are.
    apiV3Key: randomBytes(24).toString('base64url'),
    fakePrivateKeyPem: fake.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    fakePublicKeyId: fake.publicKeyId,
  };
}

function loadOrCreateKeys(dataDir: string | null): StoredKeys {
  if (dataDir === null) return (processKeys ??= createKeys());
  const file = path.join(dataDir, 'wechatpay-fake.json');
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as StoredKeys;
  } catch {
    const keys = createKeys();
    fs.mkdirSync(dataDir, { recursive: true });
    // Written whole then renamed: another process starting at the same time never reads half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(keys, null, 2), { mode: 0o600 });
    fs.renameSync(temporary, file);
    return keys;
  }
}

export interface MountOptions {
  production: boolean;
  mchId: string;
  appId: string;
  /** Where the keys are kept (DATA_DIR); null keeps them in memory for this process (tests). */
  dataDir: string | null;
  /** PUBLIC_ORIGIN: where browsers reach the confirm page (h5_url). */
  publicOrigin: string;
  /** Divides WeChat's retry schedule (1 in `npm start`). */
  speedUp?: number;
  signTestProbability?: number;
  /** A refund ends SUCCESS this long after it was taken; null: only when a test calls completeRefund. */
  refundAfterMs?: number | null;
  /** How notifications reach the merchant (the app's own routes in-process, in app/wechat-pay.ts). */
  fetch?: typeof fetch;
}

/** Registers the fake in `app` (refused in production) and answers the client's settings. */
export async function mountWechatPayFake(app: FastifyInstance, options: MountOptions): Promise<FakeMode> {
  if (options.production) throw new Error('The WeChat Pay fake cannot run in production (WECHATPAY_MODE=live there).');
  const keys = loadOrCreateKeys(options.dataDir);
  const privateKey = createPrivateKey(keys.merchantPrivateKeyPem);
  let fake: WechatPayFake | undefined;
  await app.register(wechatPayFakePlugin, {
    prefix: FAKE_PREFIX,
    production: options.production,
    merchantPublicKeyPem: createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString(),
    apiV3Key: keys.apiV3Key,
    mchId: options.mchId,
    appId: options.appId,
    speedUp: options.speedUp ?? 1,
    signTestProbability: options.signTestProbability ?? 0.05,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.refundAfterMs === undefined ? {} : { refundAfterMs: options.refundAfterMs }),
    privateKeyPem: keys.fakePrivateKeyPem,
    publicKeyId: keys.fakePublicKeyId,
    publicBaseUrl: `${options.publicOrigin}${FAKE_PREFIX}`,
    onReady: (ready) => (fake = ready),
  });
  const ready = fake!;
  return {
    fake: ready,
    client: {
      apiBase: () => {
        const address = app.server.address() as AddressInfo | null;
        const host = !address || address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
        const shown = host.includes(':') ? `[${host}]` : host;
        return `http://${shown}:${address?.port ?? 0}${FAKE_PREFIX}`;
      },
      mchId: options.mchId,
      appId: options.appId,
      certSerial: keys.certSerial,
      privateKey,
      apiV3Key: keys.apiV3Key,
      publicKeyId: ready.publicKeyId,
      publicKey: createPublicKey(ready.publicKeyPem),
    },
  };
}

/**
 * The client's settings for the fake (the app's own client, and tests that reach the fake over the
 * network): the merchant's keys and the fake's PUB_KEY_ID_… key to verify its answers.
 */
export function fakeModeClientConfig(client: FakeModeClientSettings, apiBase: string, notifyUrl: string): WechatPayClientConfig {
  return {
    apiBase,
    mchId: client.mchId,
    appId: client.appId,
    certSerial: client.certSerial,
    privateKey: client.privateKey,
    apiV3Key: client.apiV3Key,
    verification: { publicKeys: new Map([[client.publicKeyId, client.publicKey]]), platformCerts: new Map() },
    notifyUrl,
  };
}
