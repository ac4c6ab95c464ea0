/**
 * Moving an embedded DATA_DIR to PostgreSQL (docs/operations.md "Moving to PostgreSQL"): a server
 * on a DATA_DIR takes sign-ups and holds a few awkward values (bytes, an identity id, a sequence
 * moved on), is stopped, the command copies it into a scratch PostgreSQL database, and the app
 * started on that database serves the same members; values, ids and sequences are kept. A running
 * server's DATA_DIR and a non-empty target are refused.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { usingPostgres } from '../../test/helper.js';
import { openDatabase, rows, type DatabaseHandle } from '../client.js';
import { migrateToPostgres } from './migrate-to-postgres.js';
import { scratchDatabase } from '../../test/scratch-postgres.js';
import { appOn, missingWrites, signUp, type Acknowledged } from '../../test/backup-load.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bk-mv-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const AWKWARD = sql`
  select c.id::text, c.kind, c.name, c.created_at::text, a.bytes::text as bytes, a.content_type
    from chat_conversations c cross join avatars a order by c.id`;

async function awkward(database: DatabaseHandle) {
  const found = rows(await database.db.execute(AWKWARD));
  const [sequence] = rows<{ last_value: string }>(
    await database.db.execute(sql`select last_value::text from pg_sequences where sequencename = 'chat_conversations_id_seq'`),
  );
  return { found, sequence: sequence?.last_value };
}

describe.skipIf(!usingPostgres)('migrate-to-postgres', () => {
  it('copies a stopped DATA_DIR into an empty database the app then serves', async () => {
    const dataDir = path.join(root, 'data');
    const target = await scratchDatabase('bkmove');
    try {
      const embedded = await openDatabase({ dataDir });
      await embedded.migrate();
      const source = await appOn(embedded);
      const members: Acknowledged[] = [];
      for (let n = 1; n <= 25; n++) members.push(await signUp(source, n));
      await embedded.db.execute(sql`
        insert into chat_conversations (id, kind, name, created_at) values
          (7, 1, 'quote '' comma, newline
  and 漢字', '2026-11-27 02:00:00.123456+00'), (40, 2, '', now())`);
      await embedded.db.execute(sql`select setval('chat_conversations_id_seq', 41)`);
      await embedded.db.execute(
        sql`insert into avatars (user_id, content_type, bytes, updated_at) values (${BigInt(members[0]!.userId)}, 'image/png', '\\x00ff0a5c'::bytea, now())`,
      );
      const before = await awkward(embedded);

      // Refused while the server runs: writes could land after their table was copied.
      await expect(migrateToPostgres({ from: dataDir, to: target.url })).rejects.toThrow(/a server is running/);
      await source.app.close();
      await embedded.close();

      const result = await migrateToPostgres({ from: dataDir, to: target.url, batchRows: 7 });
      expect(result.counts['public."users"']).toBe(25);
      expect(result.counts['public."sessions"']).toBe(25);

      const moved = await openDatabase({ databaseUrl: target.url, dataDir: null, poolMax: 3 });
      try {
        await moved.migrate();
        const app = await appOn(moved);
        try {
          expect(await missingWrites(app, members)).toEqual([]);
          expect(await awkward(moved)).toEqual(before);
          expect(before.sequence).toBe('41');
          await signUp(app, 100);
        } finally {
          await app.app.close();
        }
      } finally {
        await moved.close();
      }
      await expect(migrateToPostgres({ from: dataDir, to: target.url })).rejects.toThrow(/not empty/);
    } finally {
      await target.drop();
    }
  }, 240_000);
});
