/**
 * The database client on both engines through the one `pg` driver: the embedded engine's single
 * session, shared by the pool's connections (pglite-wire-server.ts), must not let concurrent
 * transactions or named prepared statements interfere (with pglite-socket's server they did:
 * statements of one connection landed inside another's transaction, and a second connection's
 * PREPARE of the same name failed).
 */
import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/helper.js';
import { healthProbe } from './schema.js';

const { database, dispose } = await openTestDatabase();
afterAll(dispose);
const db = database.db;

describe('database client', () => {
  it('runs concurrent read-modify-write transactions with row locks without losing an update', async () => {
    await db.execute(sql`create table lock_counter (id int primary key, n int not null)`);
    await db.execute(sql`insert into lock_counter values (1, 0)`);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          const { rows } = (await tx.execute(sql`select n from lock_counter where id = 1 for update`)) as unknown as {
            rows: Array<{ n: number }>;
          };
          // Give every other transaction the chance to run in between.
          await new Promise((resolve) => setTimeout(resolve, 2));
          await tx.execute(sql`update lock_counter set n = ${rows[0]!.n + 1} where id = 1`);
        }),
      ),
    );
    const { rows } = (await db.execute(sql`select n from lock_counter where id = 1`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    expect(rows[0]!.n).toBe(20);
  });

  it('rolls back a failed transaction without touching a concurrent one', async () => {
    await db.execute(sql`create table lock_rows (id int primary key)`);
    const failing = db.transaction(async (tx) => {
      await tx.execute(sql`insert into lock_rows values (1)`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new Error('give up');
    });
    const succeeding = db.transaction(async (tx) => {
      await tx.execute(sql`insert into lock_rows values (2)`);
    });
    await expect(failing).rejects.toThrow('give up');
    await succeeding;
    const { rows } = (await db.execute(sql`select id from lock_rows order by id`)) as unknown as { rows: Array<{ id: number }> };
    expect(rows).toEqual([{ id: 2 }]);
  });

  it('runs one named prepared statement from many concurrent callers', async () => {
    await database.probeWrite();
    const byId = db
      .select()
      .from(healthProbe)
      .where(eq(healthProbe.id, sql.placeholder('id')))
      .prepare('client_test_probe_by_id');
    const found = await Promise.all(Array.from({ length: 30 }, (_, i) => byId.execute({ id: (i % 2) + 1 })));
    expect(found.map((rows) => rows.length)).toEqual(Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? 1 : 0)));
  });

  it("gives a replacement connection a clean session, without the old connection's prepared statements", async () => {
    await database.probeWrite();
    const byId = db
      .select()
      .from(healthProbe)
      .where(eq(healthProbe.id, sql.placeholder('id')))
      .prepare('client_test_replaced_connection');
    expect(await byId.execute({ id: 1 })).toHaveLength(1);
    // Drop the pooled connection as an idle timeout or a network error would. The embedded engine
    // keeps one backend session for every socket, so the statement above is still prepared there.
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    client.release(true);
    expect(await byId.execute({ id: 1 })).toHaveLength(1);
  });
});
