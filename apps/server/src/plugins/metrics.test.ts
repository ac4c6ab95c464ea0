/**
 * The Prometheus endpoint (docs/operations.md, "Metrics"): off unless asked for, on its own
 * listener (METRICS_PORT) or behind a bearer token on the main port (METRICS_TOKEN); the named
 * series exist, and requests, refusals and outbound calls move them.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@culture/protocol';
import { startFakeAliyunSms } from '../integrations/sms/aliyun-fake.js';
import { ChatTestClient, seedSocketMembers } from '../test/chat-test-client.js';
import { createTestApp, phonePayload } from '../test/helper.js';
import { declaredNames, parseMetrics, valueOf } from '../test/metrics-text.js';

const TOKEN = 'metrics-token-0123456789abcdef';

/** Series every process has from its start: the ones an operator graphs and alerts on. */
const NAMED_SERIES = [
  'culture_http_request_duration_seconds',
  'culture_db_pool_connections',
  'culture_db_pool_waiting',
  'culture_nodejs_eventloop_lag_p99_seconds',
  'culture_requests_shed_total',
  'culture_socket_connections',
  'culture_socket_frames_total',
  'culture_chat_messages_total',
  'culture_badge_claims_total',
  'culture_coupon_claims_total',
  'culture_coupon_redemptions_total',
  'culture_orders_total',
  'culture_outbound_calls_total',
  'culture_outbound_call_duration_seconds',
  'culture_pass_indexer_lag_blocks',
  'culture_payment_notifications_total',
  'culture_process_cpu_seconds_total',
];

// Built once per file (an app takes seconds to build on a loaded machine): one with the defaults,
// one with every metrics setting and a trusted proxy.
// SMS goes to the real provider's client, pointed at a local fake of Alibaba Cloud.
const fake = await startFakeAliyunSms({ accessKeyId: 'LTAI-m', accessKeySecret: 'm-secret', limited: ['13700000001'] });
afterAll(() => fake.close());
const plain = await createTestApp();
const t = await createTestApp({
  env: {
    METRICS_TOKEN: TOKEN,
    METRICS_PORT: '0',
    TRUST_PROXY: '1',
    SMS_DRIVER: 'aliyun',
    ALIYUN_SMS_ENDPOINT: fake.url,
    ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI-m',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'm-secret',
    ALIYUN_SMS_SIGN_NAME: '五月宇宙',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_900',
  },
});
const scrape = async () =>
  parseMetrics((await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body);

describe('metrics endpoint', () => {
  it('is served nowhere by default: /metrics on the main port is an unknown path', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('culture_');
    expect(plain.app.metricsAddress()).toBeNull();
  });

  it('with METRICS_TOKEN answers a bearer of the token only, and never a 5xx to a hostile header', async () => {
    const refused = [
      {},
      { authorization: 'Bearer wrong-token-0123456789abcdef' },
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
      { authorization: `Bearer ${'\u0000'.repeat(10)}` },
      { authorization: `Bearer ${'a'.repeat(100_000)}` },
      { authorization: TOKEN },
    ];
    for (const headers of refused) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode, JSON.stringify(headers).slice(0, 80)).toBe(401);
      expect(res.body).not.toContain('culture_');
    }
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const names = declaredNames(res.body);
    for (const name of NAMED_SERIES) expect(names, name).toContain(name);
  });

  it('with METRICS_PORT serves its own listener, which closes with the app', async () => {
    const address = t.app.metricsAddress();
    expect(address?.address).toBe('127.0.0.1');
    const base = `http://127.0.0.1:${address!.port}`;
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    const names = declaredNames(await res.text());
    for (const name of NAMED_SERIES) expect(names, name).toContain(name);
    expect((await fetch(`${base}/other`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});

describe('request metrics', () => {
  it('count each request under its route pattern, method and status, never its raw URL', async () => {
    const route = '/api/v3/badges/events/:slug';
    const before = await scrape();
    for (const slug of ['one', 'two', 'not-a-slug']) await t.get(`/api/v3/badges/events/${slug}`);
    await t.get('/no/such/path/123');
    const after = await scrape();
    const count = (samples: typeof before, labels: Record<string, string>) =>
      valueOf(samples, 'culture_http_request_duration_seconds_count', labels);
    const moved = count(after, { route, method: 'GET' }) - count(before, { route, method: 'GET' });
    expect(moved).toBe(3);
    expect(count(after, { route: '*', method: 'GET', status: '404' })).toBeGreaterThan(
      count(before, { route: '*', status: '404' }),
    );
    expect(after.some((s) => Object.values(s.labels).some((v) => v.includes('not-a-slug') || v.includes('123')))).toBe(false);
    // The scrape itself is not a request of the site.
    expect(after.some((s) => s.labels.route === '/metrics')).toBe(false);
  });
});

describe("the product's series move with traffic", () => {
  it('outbound SMS (sent and refused by the provider), claims, a socket and its frames', async () => {
    const before = await scrape();
    const sms = (outcome: string, samples = before) =>
      valueOf(samples, 'culture_outbound_calls_total', { service: 'sms', operation: 'send', outcome });
    const ok = await t.post(API_PATHS.verifyCodeRequest, { phone: phonePayload('13800138200'), altcha: await t.solvedPow() });
    expect(ok.statusCode).toBe(200);
    const refused = await t.post(API_PATHS.verifyCodeRequest, {
      phone: phonePayload('13700000001'),
      altcha: await t.solvedPow(),
    });
    expect(refused.statusCode).toBe(502);

    // The code the provider delivered logs the person in (claims need a login).
    const phone = phonePayload('13800138200');
    const verified = await t.post(API_PATHS.verifyCodeVerify, { phone, code: fake.sent.at(-1)!.templateParam.code });
    const login = await t.post(API_PATHS.smsLogin, { phone, code: (verified.json() as { data: string }).data });
    const user = (login.json() as { data: { token: string } }).data.token;
    // Claims the product refuses (no such coupon, no such event) are claims all the same.
    await t.post(API_PATHS.couponClaim, { templateId: 999_999 }, { token: user });
    await t.post(API_PATHS.badgeClaim, { event: 'no-such-event' }, { token: user });

    const { urls } = await seedSocketMembers(t, 1, 7_100_000_000n);
    const client = await ChatTestClient.open(urls[0]!);
    await client.sync();
    const during = await scrape();
    client.socket.close();
    await client.closed;

    expect(sms('ok', during) - sms('ok')).toBe(1);
    expect(sms('failed', during) - sms('failed')).toBe(1);
    expect(valueOf(during, 'culture_outbound_call_duration_seconds_count', { service: 'sms' })).toBeGreaterThanOrEqual(2);
    const moved = (name: string, labels: Record<string, string> = {}) =>
      valueOf(during, name, labels) - valueOf(before, name, labels);
    expect(moved('culture_coupon_claims_total')).toBe(1);
    expect(moved('culture_badge_claims_total')).toBe(1);
    expect(moved('culture_socket_frames_total', { kind: 'request' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(during, 'culture_socket_connections')).toBe(1);
    // The server hears the close after the client does: read again until it has (bounded).
    let after = await scrape();
    for (let i = 0; i < 200 && valueOf(after, 'culture_socket_connections') !== 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      after = await scrape();
    }
    expect(valueOf(after, 'culture_socket_connections')).toBe(0);
    // The database pool's readings are live: connections exist and none waits now.
    expect(valueOf(after, 'culture_db_pool_connections', { state: 'max' })).toBeGreaterThan(0);
    expect(valueOf(after, 'culture_db_pool_waiting')).toBe(0);
  });
});

describe('the payments series', () => {
  it('list every WeChat Pay call from the start and count a notification refused', async () => {
    const before = await scrape();
    for (const operation of ['prepayJsapi', 'prepayH5', 'prepayNative', 'queryOrder', 'closeOrder', 'refund', 'queryRefund']) {
      const labels = { service: 'wechatpay', operation, outcome: 'failed' };
      expect(
        before.some(
          (s) => s.name === 'culture_outbound_calls_total' && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
        ),
      ).toBe(true);
    }
    const refused = (samples = before) => valueOf(samples, 'culture_payment_notifications_total', { outcome: 'refused' });
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.wechatPayNotify,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(401);
    expect(refused(await scrape()) - refused()).toBe(1);
  });
});

describe('request ids', () => {
  it("answer X-Request-Id; take the proxy's only when the proxy is trusted and the id is plain", async () => {
    const own = await plain.get('/api/v3/badges/events/one', { headers: { 'x-request-id': 'from-a-client' } });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);

    const behindProxy = t;
    const given = await behindProxy.get('/api/v3/badges/events/one', { headers: { 'x-request-id': 'nginx-3f2a9c0d1e' } });
    expect(given.headers['x-request-id']).toBe('nginx-3f2a9c0d1e');
    for (const hostile of ['a b', 'x'.repeat(129), 'line\u2028break', '"quoted"', '']) {
      const res = await behindProxy.get('/api/v3/badges/events/one', { headers: { 'x-request-id': hostile } });
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    }
  });
});
