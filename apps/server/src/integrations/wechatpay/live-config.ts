/**
 * The live client's settings from the checked configuration (config/payments.ts): the key files read once at
 * start into key objects; the public key and every platform certificate are configured together, so a merchant
 * migrating between them keeps verifying whatever WeChat Pay signs with (docs/payments.md, "WeChat Pay protocol").
 */
import { createPrivateKey, createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import { platformCertFiles, type LiveWechatPayConfig } from '../../config/payments.js';
import { platformCertificate, type VerificationKeys } from './verify.js';
import type { WechatPayClientConfig } from './wechat-pay-http.js';

export function verificationKeys(config: Pick<LiveWechatPayConfig, 'publicKey' | 'platformCertsDir'>): VerificationKeys {
  const publicKeys = new Map(
    config.publicKey ? [[config.publicKey.id, createPublicKey(fs.readFileSync(config.publicKey.file))]] : [],
  );
  const certs = config.platformCertsDir
    ? platformCertFiles(config.platformCertsDir).map((file) => platformCertificate(fs.readFileSync(file)))
    : [];
  return { publicKeys, platformCerts: new Map(certs.map((cert) => [cert.serial, cert])) };
}

export function liveClientConfig(config: LiveWechatPayConfig): WechatPayClientConfig {
  return {
    apiBase: config.apiBase,
    mchId: config.mchId,
    appId: config.appId,
    certSerial: config.certSerial,
    privateKey: createPrivateKey(fs.readFileSync(config.privateKeyFile)),
    apiV3Key: config.apiV3Key,
    verification: verificationKeys(config),
    notifyUrl: config.notifyUrl,
  };
}
