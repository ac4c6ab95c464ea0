/**
 * Database errors caused by input are 400s, never 500s. The errors are real: each probe route
 * runs a query the database (PGlite, or PostgreSQL in the server-postgres project) refuses, and
 * drizzle wraps the driver's error the way it does in the services.
 */
import { lt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerCoupons } from '../db/schema.js';
import { createTestApp } from '../test/helper.js';

const failures = {
  // 22021: PostgreSQL text cannot hold NUL.
  nul: (db) => db.execute(sql`select ${'a\u0000b'}::text`),
  // 22003: past the range of integer.
  'int4-range': (db) => db.execute(sql`select ${String(2 ** 31)}::int4`),
  // 22009: what a coupon-list cursor past year 9999 did (Date.toISOString writes "+010000-…").
  'date-overflow': (db) =>
    db
      .select()
      .from(customerCoupons)
      .where(lt(customerCoupons.issuedAt, new Date(Date.UTC(10000, 0, 1)))),
  // 22P02: not a number at all.
  'bad-text': (db) => db.execute(sql`select ${'abc'}::bigint`),
  // 22P05: jsonb refuses \u0000 too.
  'jsonb-nul': (db) => db.execute(sql`select ${JSON.stringify({ a: 'x\u0000' })}::jsonb`),
  // 23503: naming a user that does not exist.
  'missing-row': (db) => db.execute(sql`insert into merchants (user_id, brand_name) values (${'999'}, 'x')`),
  // 42601: the server's own mistake, which must stay a 500.
  'syntax-error': (db) => db.execute(sql`selec 1`),
} satisfies Record<string, (db: import('../db/client.js').Database) => Promise<unknown>>;

const t = await createTestApp({
  extend: (app) => {
    app.get('/test/db-failure/:name', async (request) => {
      const run = failures[(request.params as { name: keyof typeof failures }).name];
      await run(t.database.db);
      return { ok: true };
    });
  },
});

describe('database errors caused by input', () => {
  it.each(['nul', 'int4-range', 'date-overflow', 'bad-text', 'jsonb-nul', 'missing-row'])(
    'answers %s with 400 and 40002 validation',
    async (name) => {
      const res = await t.get(`/test/db-failure/${name}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ result: 40002, code: 40002, details: { input: expect.any(String) } });
      // Nothing of the query, its parameters or the driver leaks into the answer.
      expect(res.body).not.toMatch(/select|insert|merchants|Failed query/i);
    },
  );

  it('keeps a fault of the server itself a 500 that names nothing', async () => {
    const res = await t.get('/test/db-failure/syntax-error');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ result: 50001, code: 50001, errmsg: expect.any(String) });
  });
});
