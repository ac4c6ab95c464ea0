import { describe, expect, it } from 'vitest';
import { freePort } from '../test/own-services.js';
import { createRedisConnections, type RedisPurpose } from './redis.js';

describe('redis connections', () => {
  it('report an unreachable Redis once per connection, not on every reconnect, and close without it', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    const reported: RedisPurpose[] = [];
    const connections = createRedisConnections({ url, onError: (_error, purpose) => reported.push(purpose) });
    const counters = connections.open('rate-limit counters');
    connections.subscriber('session-cache subscriber');
    let attempts = 0;
    await new Promise<void>((resolve) => counters.on('reconnecting', () => ++attempts >= 3 && resolve()));
    expect(reported.sort()).toEqual(['rate-limit counters', 'session-cache subscriber']);
    // Commands fail rather than wait for Redis to return (a 503 to the request, lib/service-outage.ts).
    await expect(counters.get('x')).rejects.toThrow();
    await connections.close();
  });

  // With a Redis server (CI sets TEST_REDIS_URL).
  const redisUrl = process.env.TEST_REDIS_URL;
  it.runIf(Boolean(redisUrl))('close every connection they opened', async () => {
    const connections = createRedisConnections({ url: redisUrl! });
    const opened = [connections.open('wechat token'), connections.subscriber('session-cache subscriber')];
    await Promise.all(opened.map((redis) => redis.ping()));
    await connections.close();
    expect(opened.map((redis) => redis.status)).toEqual(['end', 'end']);
  });
});
