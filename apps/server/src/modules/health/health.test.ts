import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp, usingPostgres } from '../../test/helper.js';

const t = await createTestApp();

describe('GET /healthz', () => {
  it('reports ok and which database it uses', async () => {
    const res = await t.get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: usingPostgres ? 'postgres' : 'pglite' });
  });

  it('runs none of the per-request hooks: no browser headers on the probe, while every other answer has them', async () => {
    // app.ts registers the probe before the security-header, load-shedding and access-log hooks.
    const probe = await t.get('/healthz');
    expect(probe.headers['content-security-policy']).toBeUndefined();
    expect(probe.headers['x-content-type-options']).toBeUndefined();
    for (const answer of [await t.post('/api/v5/auth/guest'), await t.get('/api/v9/nothing'), await t.get('/healthz/')]) {
      expect(answer.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves the OpenAPI document with the guest route', async () => {
    const res = await t.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(expect.arrayContaining(['/healthz', '/api/v5/auth/guest']));
  });

  it('answers unknown API paths with the JSON envelope', async () => {
    const res = await t.get('/api/v9/nothing', { locale: 'zh-CN' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ result: 40401, code: 40401, errmsg: '未找到相关内容。' });
  });
});

describe('readiness', () => {
  // The embedded engine is one database session, so this makes the whole database refuse writes
  // while reads go on: what a read-only mount or a full disk look like to the server. On
  // PostgreSQL the setting would reach one pooled connection only, so that project skips it.
  it.skipIf(usingPostgres)('answers 503 (50302) while the database cannot write, and 200 again once it can', async () => {
    const own = await createTestApp();
    await own.database.db.execute(sql`set default_transaction_read_only = on`);
    const res = await own.get('/healthz', { locale: 'zh-TW' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ result: 50302, code: 50302, errmsg: '服務暫時無法使用，請稍後再試。' });

    await own.database.db.execute(sql`set default_transaction_read_only = off`);
    await vi.waitFor(async () => expect((await own.get('/healthz')).statusCode).toBe(200), { timeout: 15_000, interval: 250 });
  });
});

describe('load shedding', () => {
  it('refuses API requests with 503 (50301, Retry-After) while the database queue is full; /healthz keeps answering', async () => {
    const own = await createTestApp({ env: { DATABASE_QUEUE_MAX: '1' } });
    expect((await own.get('/healthz')).statusCode).toBe(200);
    // More open transactions than any pool has connections: the rest wait in the queue.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const holders = Array.from({ length: 25 }, () =>
      own.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await gate;
      }),
    );
    await vi.waitFor(() => expect(own.database.waitingQueries()).toBeGreaterThan(0));

    const shed = await own.post('/api/v5/auth/guest', {}, { locale: 'zh-CN' });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('2');
    expect(shed.json()).toEqual({ result: 50301, code: 50301, errmsg: '服务繁忙，请稍后再试。' });
    expect((await own.get('/healthz')).statusCode).toBe(200);

    open();
    await Promise.all(holders);
    expect((await own.post('/api/v5/auth/guest')).statusCode).toBe(200);
  });

  it('refuses requests with 503 (50301) while the event loop lags past MAX_EVENT_LOOP_DELAY_MS; /healthz keeps answering', async () => {
    const own = await createTestApp({ env: { MAX_EVENT_LOOP_DELAY_MS: '50' } });
    expect((await own.post('/api/v5/auth/guest')).statusCode).toBe(200);
    // A real, sustained lag (not a sleep): the thread is held 100 ms at a time, over and over, so
    // the plugin's samples see timers firing ~100 ms late.
    const busy = setInterval(() => {
      const until = Date.now() + 100;
      while (Date.now() < until) {
        /* holding the event loop */
      }
    }, 5);
    try {
      await vi.waitFor(() => expect(own.app.isUnderPressure()).toBe(true), { timeout: 10_000, interval: 50 });
      const shed = await own.post('/api/v5/auth/guest', {}, { locale: 'en-US' });
      expect(shed.statusCode).toBe(503);
      expect(shed.json()).toMatchObject({ result: 50301, code: 50301 });
      expect((await own.get('/healthz')).statusCode).toBe(200);
    } finally {
      clearInterval(busy);
    }
    // Once the loop is calm again, requests go through.
    await vi.waitFor(() => expect(own.app.isUnderPressure()).toBe(false), { timeout: 10_000, interval: 50 });
    expect((await own.post('/api/v5/auth/guest')).statusCode).toBe(200);
  });
});
