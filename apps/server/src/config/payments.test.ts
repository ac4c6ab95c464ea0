import { X509Certificate, generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { liveClientConfig } from '../integrations/wechatpay/live-config.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wechatpay-config-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const fixtures = path.resolve(import.meta.dirname, '../integrations/wechatpay/fixtures');
const keyPair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const write = (name: string, content: string) => {
  fs.writeFileSync(path.join(dir, name), content);
  return path.join(dir, name);
};
const privateKeyFile = write('apiclient_key.pem', keyPair.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string);
const certsDir = path.join(dir, 'certs');
fs.mkdirSync(certsDir);
fs.copyFileSync(path.join(fixtures, 'wechatpay-go-notify-cert.pem'), path.join(certsDir, 'wechatpay_D7CE59D1F522D701.pem'));

const live = {
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: 'https://app.example.com',
  JWT_SECRET: 'x'.repeat(64),
  WECHATPAY_MCH_ID: '1900007291',
  WECHATPAY_APP_ID: 'wx2421b1c4370ec43b',
  WECHATPAY_CERT_SERIAL: '408b07e79b8269fec3d5d3e6ab8ed163a6a380db',
  WECHATPAY_PRIVATE_KEY_FILE: privateKeyFile,
  WECHATPAY_APIV3_KEY: 'a7cde1ZJB1kG2e7VfTs3jQzaWizur8Gb',
  WECHATPAY_PUBLIC_KEY_FILE: path.join(fixtures, 'PUB_KEY_ID_0000000000000024101100397200000006.pem'),
  WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0000000000000024101100397200000006',
};

/** Live settings that load (production's other demands, SMS and the rest, are not this file's subject). */
const liveOutsideProduction = { ...live, NODE_ENV: 'development', WECHATPAY_MODE: 'live' };

/** The WECHATPAY_* (and PUBLIC_ORIGIN) problems of an environment; other areas' production demands are ignored. */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems.filter((p) => /^(WECHATPAY_|PUBLIC_ORIGIN)/.test(p));
  }
  return [];
}

describe('WeChat Pay configuration', () => {
  it('uses the fake outside production, with WeChat’s test merchant and the notify URL on our origin', () => {
    expect(loadConfig({}).wechatPay).toEqual({
      mode: 'fake',
      mchId: '1900007291',
      appId: 'wx2421b1c4370ec43b',
      notifyUrl: 'http://localhost:3000/api/v5/payments/wechatpay/notify',
      refundAfterMs: 5000,
    });
    expect(loadConfig({ NODE_ENV: 'test' }).wechatPay).toMatchObject({ refundAfterMs: null });
    expect(loadConfig({ NODE_ENV: 'test', WECHATPAY_FAKE_REFUND_SECONDS: '1' }).wechatPay).toMatchObject({ refundAfterMs: 1000 });
    expect(loadConfig({ WECHAT_APP_ID: 'wx0123456789abcdef', WECHAT_APP_SECRET: 'secret0123456789' }).wechatPay).toMatchObject({
      appId: 'wx0123456789abcdef',
    });
  });

  it('refuses the fake in production and asks for every live setting by name', () => {
    expect(problems({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://app.example.com', WECHATPAY_MODE: 'fake' })).toContain(
      "WECHATPAY_MODE cannot be fake when NODE_ENV=production (set live and the merchant's settings)",
    );
    expect(problems({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://app.example.com' })).toEqual([
      'WECHATPAY_MCH_ID is required when WECHATPAY_MODE=live',
      'WECHATPAY_CERT_SERIAL is required when WECHATPAY_MODE=live',
      'WECHATPAY_PRIVATE_KEY_FILE is required when WECHATPAY_MODE=live',
      'WECHATPAY_APIV3_KEY is required when WECHATPAY_MODE=live',
      "WECHATPAY_APP_ID is required when WECHATPAY_MODE=live (or WECHAT_APP_ID, the official account's)",
      'WECHATPAY_PUBLIC_KEY_FILE is required when WECHATPAY_MODE=live, with WECHATPAY_PUBLIC_KEY_ID (or WECHATPAY_PLATFORM_CERTS_DIR for merchants still on platform certificates)',
    ]);
    expect(problems({ WECHATPAY_MODE: 'sandbox' })).toEqual(['WECHATPAY_MODE must be fake or live']);
  });

  it('reads a complete live configuration and builds the client settings from its files', () => {
    expect(problems(live)).toEqual([]);
    const config = loadConfig(liveOutsideProduction).wechatPay;
    expect(config).toMatchObject({
      mode: 'live',
      apiBase: 'https://api.mch.weixin.qq.com',
      certSerial: '408B07E79B8269FEC3D5D3E6AB8ED163A6A380DB',
      publicKey: { id: 'PUB_KEY_ID_0000000000000024101100397200000006' },
      platformCertsDir: null,
      notifyUrl: 'https://app.example.com/api/v5/payments/wechatpay/notify',
    });
    if (config.mode !== 'live') throw new Error('expected live');
    const client = liveClientConfig(config);
    expect([...client.verification.publicKeys.keys()]).toEqual(['PUB_KEY_ID_0000000000000024101100397200000006']);
    expect(client.privateKey.asymmetricKeyType).toBe('rsa');
  });

  it('takes the public key and platform certificates together during a migration', () => {
    const config = loadConfig({ ...liveOutsideProduction, WECHATPAY_PLATFORM_CERTS_DIR: certsDir }).wechatPay;
    if (config.mode !== 'live') throw new Error('expected live');
    const keys = liveClientConfig(config).verification;
    expect([...keys.publicKeys.keys(), ...keys.platformCerts.keys()]).toEqual([
      'PUB_KEY_ID_0000000000000024101100397200000006',
      'D7CE59D1F522D701',
    ]);
    const { WECHATPAY_PUBLIC_KEY_FILE: _f, WECHATPAY_PUBLIC_KEY_ID: _i, ...certsOnly } = live;
    expect(problems({ ...certsOnly, WECHATPAY_PLATFORM_CERTS_DIR: certsDir })).toEqual([]);
  });
});

describe('WeChat Pay configuration problems', () => {
  it('says what is wrong with a bad value or file', () => {
    const bad = problems({
      ...live,
      WECHATPAY_MCH_ID: 'merchant',
      WECHATPAY_APIV3_KEY: 'short',
      WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_0001',
      WECHATPAY_CERT_SERIAL: 'not-hex',
    });
    expect(bad).toEqual([
      'WECHATPAY_MCH_ID must be the merchant id (digits, e.g. 1900007291)',
      "WECHATPAY_CERT_SERIAL must be the serial number of the merchant's API certificate (hex, usually 40 digits)",
      'WECHATPAY_APIV3_KEY must be the 32-character APIv3 key',
      'WECHATPAY_PUBLIC_KEY_ID must be the public key id shown with the key (PUB_KEY_ID_ and digits)',
    ]);
    expect(problems({ ...live, WECHATPAY_PRIVATE_KEY_FILE: path.join(dir, 'missing.pem') })[0]).toMatch(
      /^WECHATPAY_PRIVATE_KEY_FILE cannot be read \(ENOENT: /,
    );
    expect(problems({ ...live, WECHATPAY_PRIVATE_KEY_FILE: live.WECHATPAY_PUBLIC_KEY_FILE })[0]).toMatch(
      /^WECHATPAY_PRIVATE_KEY_FILE .*PUB_KEY_ID/,
    );
    expect(problems({ ...live, WECHATPAY_PUBLIC_KEY_ID: undefined as unknown as string })).toEqual([
      'WECHATPAY_PUBLIC_KEY_ID WECHATPAY_PUBLIC_KEY_FILE and WECHATPAY_PUBLIC_KEY_ID go together',
    ]);
    expect(problems({ ...live, WECHATPAY_PLATFORM_CERTS_DIR: dir })).toEqual([
      `WECHATPAY_PLATFORM_CERTS_DIR ${privateKeyFile}: ${problemOf(privateKeyFile)} (not a certificate)`,
    ]);
    expect(
      problems({ ...live, PUBLIC_ORIGIN: 'http://app.example.com', NODE_ENV: 'development', WECHATPAY_MODE: 'live' }),
    ).toEqual(['PUBLIC_ORIGIN must be an https:// origin when WECHATPAY_MODE=live (WeChat Pay notifies only https URLs)']);
  });
});

function problemOf(file: string): string {
  try {
    new X509Certificate(fs.readFileSync(file));
  } catch (error) {
    return (error as Error).message;
  }
  return '';
}
