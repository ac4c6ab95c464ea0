#!/usr/bin/env node
/**
 * The WeChat Pay fake in a process of its own, for bench/checkout (docs/benchmarks.md, "checkout"): a
 * merchant's server does not host WeChat Pay, so the bench keeps the fake's signing and verifying off
 * the app's event loop and its CPU time apart. Reads its settings as JSON on stdin
 * ({ merchantPublicKeyPem, apiV3Key, mchId, appId, privateKeyPem, publicKeyId }), prints
 * `{"baseUrl": …}` on one line once it listens on 127.0.0.1, and runs until it is sent SIGTERM.
 */
import { repoRoot } from '../lib/server-process.mjs';

const { startWechatPayFake } = await import(`${repoRoot}/apps/server/dist/integrations/wechatpay/wechat-pay-fake.js`);

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const settings = JSON.parse(Buffer.concat(chunks).toString('utf8'));
// No notifications are sent by it in the bench (nothing is paid through it), so no retries or probes.
const fake = await startWechatPayFake({ ...settings, speedUp: 1, signTestProbability: 0, refundAfterMs: null });
process.stdout.write(`${JSON.stringify({ baseUrl: fake.baseUrl })}\n`);
process.once('SIGTERM', () => {
  void fake.close().then(() => process.exit(0));
});
