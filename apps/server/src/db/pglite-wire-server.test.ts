/**
 * The embedded database's wire server against a real PGlite, through the real `pg` driver and raw
 * protocol bytes: several connections share PGlite's one session without seeing each other's
 * statements or transactions, a batch runs whole (an error inside it skips to its Sync), and a
 * connection that vanishes mid-transaction or mid-exchange gives the session back rolled back.
 */
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { serialize } from 'pg-protocol';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runPgliteBatch } from './pglite-batch.js';
import { PgliteWireServer } from './pglite-wire-server.js';

let pglite: PGlite;
let server: PgliteWireServer;
let port: number;
let failNext = false;
const fatal: unknown[] = [];
const clients: pg.Client[] = [];

beforeAll(async () => {
  pglite = new PGlite('memory://');
  await pglite.waitReady;
  server = new PgliteWireServer({
    runBatch: async (batch) => {
      if (failNext) {
        failNext = false;
        throw new Error('PGlite aborted');
      }
      return runPgliteBatch(pglite, batch);
    },
    onFatal: (error) => fatal.push(error),
    maxConnections: 20,
  });
  port = await server.listen({ host: '127.0.0.1', port: 0 });
  await pglite.exec('create table wire_rows (id int primary key)');
});

afterAll(async () => {
  await server.stop();
  await pglite.close();
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.end().catch(() => undefined)));
  await pglite.exec('delete from wire_rows');
});

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'template1' });
  client.on('error', () => undefined);
  await client.connect();
  clients.push(client);
  return client;
}

async function rowIds(): Promise<number[]> {
  const { rows } = await pglite.query<{ id: number }>('select id from wire_rows order by id');
  return rows.map((row) => row.id);
}

async function preparedNames(): Promise<string[]> {
  const { rows } = await pglite.query<{ name: string }>('select name from pg_prepared_statements order by name');
  return rows.map((row) => row.name);
}

/** A raw protocol connection: send bytes (in pieces if asked), read answers up to ReadyForQuery. */
async function rawConnection() {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = Buffer.alloc(0);
  let waiter: (() => void) | null = null;
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    waiter?.();
  });
  /** Message types answered until (and with) a ReadyForQuery; errors as `E:<SQLSTATE>`, no notices. */
  const readUntilReady = async (): Promise<string[]> => {
    for (;;) {
      const types: string[] = [];
      let offset = 0;
      while (offset + 5 <= received.length && offset + 1 + received.readInt32BE(offset + 1) <= received.length) {
        const type = String.fromCharCode(received[offset]!);
        const end = offset + 1 + received.readInt32BE(offset + 1);
        // Notices are left out (PGlite warns "aborting transaction" after an error).
        if (type === 'E') types.push(`E:${/C([0-9A-Z]{5})\0/.exec(received.toString('latin1', offset + 5, end))?.[1]}`);
        else if (type === 'Z') types.push(`Z${String.fromCharCode(received[offset + 5]!)}`);
        else if (type !== 'N') types.push(type);
        offset = end;
        if (type === 'Z') {
          received = received.subarray(offset);
          return types;
        }
      }
      await new Promise<void>((resolve) => (waiter = resolve));
    }
  };
  return {
    socket,
    async send(bytes: Buffer, pieceSize = bytes.length) {
      for (let at = 0; at < bytes.length; at += pieceSize) {
        socket.write(bytes.subarray(at, at + pieceSize));
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    readUntilReady,
    /** Answers that have arrived so far, without waiting. */
    pendingTypes: () => received.length,
    async start() {
      await this.send(serialize.startup({ user: 'postgres', database: 'template1' }));
      return readUntilReady();
    },
  };
}

const extended = (text: string, values: string[] = []) => [
  serialize.parse({ text }),
  serialize.bind({ values }),
  serialize.describe({ type: 'P' }),
  serialize.execute({}),
];

describe('PGlite wire server', () => {
  it('greets each connection as a ready, idle session', async () => {
    const raw = await rawConnection();
    const greeting = await raw.start();
    expect(greeting[0]).toBe('R');
    expect(greeting.at(-1)).toBe('ZI');
    raw.socket.destroy();
  });

  it('keeps named prepared statements of the same name apart per connection', async () => {
    const [a, b] = [await connect(), await connect()];
    const first = await a.query({ name: 'same_name', text: 'select $1::int + 1 as n', values: [1] });
    const second = await b.query({ name: 'same_name', text: "select $1::text || '!' as n", values: ['b'] });
    const again = await a.query({ name: 'same_name', text: 'select $1::int + 1 as n', values: [41] });
    expect([first.rows[0].n, second.rows[0].n, again.rows[0].n]).toEqual([2, 'b!', 42]);
  });

  it('drops only its own statements on DEALLOCATE ALL, and a closed connection’s statements', async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query({ name: 'dealloc_probe', text: 'select 1', values: [] });
    await b.query({ name: 'dealloc_probe', text: 'select 2', values: [] });
    expect((await preparedNames()).filter((name) => name.endsWith('_dealloc_probe'))).toHaveLength(2);

    await a.query('DEALLOCATE ALL');
    expect((await preparedNames()).filter((name) => name.endsWith('_dealloc_probe'))).toHaveLength(1);
    expect((await b.query({ name: 'dealloc_probe', text: 'select 2', values: [] })).rows[0]).toEqual({ '?column?': 2 });

    await b.end();
    await expect.poll(async () => (await preparedNames()).filter((name) => name.endsWith('_dealloc_probe'))).toHaveLength(0);
  });

  it('runs a batch whole: an error skips to its Sync, rolling the batch back, and the next batch runs', async () => {
    const raw = await rawConnection();
    await raw.start();
    const batch = Buffer.concat([
      ...extended('insert into wire_rows values (1)'),
      ...extended('select 1 / 0'),
      ...extended('insert into wire_rows values (2)'),
      serialize.sync(),
      ...extended('insert into wire_rows values (3)'),
      serialize.sync(),
    ]);
    // Sent a few bytes at a time: messages and batches are put back together from any pieces.
    await raw.send(batch, 7);
    // 1 / 0 of constants fails while planning, at Bind; nothing after it runs until Sync.
    expect(await raw.readUntilReady()).toEqual(['1', '2', 'n', 'C', '1', 'E:22012', 'ZI']);
    expect(await raw.readUntilReady()).toEqual(['1', '2', 'n', 'C', 'ZI']);
    expect(await rowIds()).toEqual([3]);
    raw.socket.destroy();
  });

  it('lets an open transaction hold the session: another connection’s statement runs after it ends', async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query('begin');
    await a.query('insert into wire_rows values (1)');
    let bDone = false;
    const bInsert = b.query('insert into wire_rows values (2)').then(() => (bDone = true));
    await a.query('select 1'); // A still gets its turns while B waits
    expect(bDone).toBe(false);
    await a.query('rollback');
    await bInsert;
    expect(await rowIds()).toEqual([2]);
  });

  it('rolls back the transaction of a connection that vanished, and lets the others go on', async () => {
    const raw = await rawConnection();
    await raw.start();
    await raw.send(serialize.query('begin; insert into wire_rows values (7)'));
    expect((await raw.readUntilReady()).at(-1)).toBe('ZT');
    const other = await connect();
    const insert = other.query('insert into wire_rows values (8)');
    raw.socket.destroy();
    await insert;
    expect(await rowIds()).toEqual([8]);
  });

  it('gives back the session of a connection that vanished between Flush and Sync', async () => {
    const raw = await rawConnection();
    await raw.start();
    await pglite.exec('insert into wire_rows select generate_series(1, 5)');
    await raw.send(
      Buffer.concat([
        serialize.parse({ text: 'select id from wire_rows order by id' }),
        serialize.bind({}),
        serialize.execute({ rows: 2 }),
        serialize.flush(),
      ]),
    );
    await expect.poll(() => raw.pendingTypes()).toBeGreaterThan(0);
    const other = await connect();
    const count = other.query('select count(*)::int as n from wire_rows');
    raw.socket.destroy();
    expect((await count).rows[0]).toEqual({ n: 5 });
  });

  it('reports PGlite failing and ends the connections waiting on it', async () => {
    const client = await connect();
    failNext = true;
    await expect(client.query('select 1')).rejects.toThrow();
    expect(fatal).toHaveLength(1);
    expect(String(fatal[0])).toContain('PGlite aborted');
  });
});
