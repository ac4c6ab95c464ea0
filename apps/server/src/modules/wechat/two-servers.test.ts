/**
 * Two server processes sharing one database and Redis ask WeChat for one access token and one
 * jsapi ticket between them, however many share configs both are asked for at once.
 * CI sets TEST_REDIS_URL; under CI=true it must run.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGE_HEADER_VALUE } from '@culture/protocol';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { jsSdkSignature } from '../../integrations/wechat/js-sdk-signature.js';
import { startFakeWeChat } from '../../integrations/wechat/wechat-fake.js';
import { manualClock, openTestDatabase } from '../../test/helper.js';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.CI === 'true') {
  it('runs the two-server WeChat token suite under CI', () => {
    throw new Error('CI=true requires TEST_REDIS_URL for the two-server WeChat token suite');
  });
}

describe.runIf(Boolean(redisUrl))('WeChat token and ticket across two servers (Redis)', async () => {
  // A fresh app id: the Redis keys (wechat:<appId>:…) are this run's alone on a shared Redis.
  const appId = `wx${randomBytes(8).toString('hex')}`;
  const appSecret = randomBytes(16).toString('hex');
  const origin = 'https://app.example.com';
  const fake = await startFakeWeChat({ appId, appSecret });
  const { database, dispose } = await openTestDatabase();
  const clock = manualClock(Date.now());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    REDIS_URL: redisUrl!,
    WECHAT_APP_ID: appId,
    WECHAT_APP_SECRET: appSecret,
    WECHAT_API_BASE: fake.url,
    PUBLIC_ORIGIN: origin,
  });
  const servers = [
    await buildApp({ config, database, now: clock.now, logger: false }),
    await buildApp({ config, database, now: clock.now, logger: false }),
  ];
  afterAll(async () => {
    for (const server of servers) await server.close();
    await dispose();
    await fake.close();
  });

  it('100 share configs on each server at once: WeChat sees one token and one ticket request', async () => {
    const url = `${origin}/pocket`;
    const answers = await Promise.all(
      servers.flatMap((server) =>
        Array.from({ length: 100 }, () =>
          server.inject({
            method: 'GET',
            url: `/h5/world/wechat/getWechatShare?url=${encodeURIComponent(url)}`,
            headers: { channel: 'WECHAT', language: LANGUAGE_HEADER_VALUE['zh-CN'] },
          }),
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect([fake.calls.token, fake.calls.ticket]).toEqual([1, 1]);
    // Both servers signed with the one ticket WeChat issued.
    const ticket = `ticket-for-${fake.currentToken()}`;
    for (const answer of [answers[0]!, answers.at(-1)!]) {
      const { nonceStr, timestamp, signature } = answer.json().data.data;
      expect(signature).toBe(jsSdkSignature({ ticket, nonceStr, timestamp, url }));
    }
    expect(fake.calls.legacyToken).toBe(0);
  });
});
