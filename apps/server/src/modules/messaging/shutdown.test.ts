/**
 * A node shutting down (a deploy's SIGTERM closes the app) tells its sockets "service restart", so
 * clients reconnect through the proxy to a node that is up (docs/operations.md "When a part fails").
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messagingCloseCodes, messagingPaths } from '@culture/protocol';
import { users } from '../../db/schema.js';
import { createTestApp } from '../../test/helper.js';
import { createImTokens } from './im-token.js';
import { ChatTestClient, seededImToken } from '../../test/chat-test-client.js';
import { rawConnection, settlesBefore } from '../../test/raw-connection.js';

/** Members written straight to the database, and their sockets' paths (with a messaging token). */
async function socketPaths(t: Awaited<ReturnType<typeof createTestApp>>, ids: bigint[]): Promise<string[]> {
  const tokens = createImTokens({ secret: t.config.jwtSecret, now: t.clock.now });
  const paths: string[] = [];
  for (const id of ids) {
    await t.database.db.insert(users).values({ id, isGuest: false });
    const { token } = await seededImToken(t.database.db, tokens, id, t.clock.now());
    paths.push(`${messagingPaths.socket}?token=${encodeURIComponent(token)}`);
  }
  return paths;
}

describe('messaging at shutdown', () => {
  it('closes every open socket with "service restart" when the app closes', { timeout: 180_000 }, async () => {
    const t = await createTestApp();
    const base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const tokens = createImTokens({ secret: t.config.jwtSecret, now: t.clock.now });
    const clients: ChatTestClient[] = [];
    for (const id of [7_900_000_000_001n, 7_900_000_000_002n]) {
      await t.database.db.insert(users).values({ id, isGuest: false });
      const { token } = await seededImToken(t.database.db, tokens, id, t.clock.now());
      const client = await ChatTestClient.open(`${base}${messagingPaths.socket}?token=${encodeURIComponent(token)}`);
      await client.sync();
      clients.push(client);
    }
    await t.app.close();
    await Promise.all(clients.map((client) => client.closed));
    expect(clients.map((client) => client.closeCode)).toEqual([
      messagingCloseCodes.serviceRestart,
      messagingCloseCodes.serviceRestart,
    ]);
  });
});

describe('a reconnect that reaches a node shutting down', () => {
  it('opens no socket once it is closing, so a reconnect arriving then cannot hold the close', { timeout: 180_000 }, async () => {
    const t = await createTestApp();
    const base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const urls = (await socketPaths(t, [7_900_000_000_011n, 7_900_000_000_012n])).map((p) => `${base}${p}`);
    const open = await ChatTestClient.open(urls[0]!);
    await open.sync();

    // The second member's upgrade waits on its session check (the sessions table held) while the
    // node starts shutting down, then passes its check once the first socket has been told.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const held = new Promise<void>((resolve) => (locked = resolve));
    const holding = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table sessions in access exclusive mode`);
      locked();
      await gate;
    });
    await held;
    let upgrades = 0;
    t.app.server.on('upgrade', () => upgrades++);
    const late = ChatTestClient.open(urls[1]!).then(
      (client) => client,
      (error: unknown) => error as Error,
    );
    for (let i = 0; i < 500 && upgrades === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(upgrades).toBe(1);

    const closing = t.app.close();
    await open.closed;
    expect(open.closeCode).toBe(messagingCloseCodes.serviceRestart);
    release();
    await holding;

    // Refused before the upgrade (503), or opened and told "service restart" at once.
    const outcome = await late;
    if (outcome instanceof ChatTestClient) {
      await outcome.closed;
      expect(outcome.closeCode).toBe(messagingCloseCodes.serviceRestart);
    } else {
      expect(outcome.message).toMatch(/503|ECONNREFUSED|ECONNRESET|socket hang up/);
    }
    expect(await settlesBefore(closing, 30_000)).toBe(true);
  });

  it('refuses a reconnect that arrives while it still waits for the closing handshakes', { timeout: 180_000 }, async () => {
    const t = await createTestApp();
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(origin);
    const paths = await socketPaths(t, [7_900_000_000_021n, 7_900_000_000_022n]);
    // A client that never answers the server's close frame: the shutdown waits for it (up to its
    // grace), the window in which the others' reconnects arrive through the proxy.
    const silent = rawConnection(Number(port));
    silent.socket.write(
      `GET ${paths[0]} HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
        'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
    );
    await silent.receivedMatch(/^HTTP\/1\.1 101/);
    const closing = t.app.close();
    // The server's close frame (opcode 8) has come: it is waiting for the answer now.
    for (let i = 0; i < 500 && !silent.received().includes('\x88'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(silent.received()).toContain('\x88');

    const late = await ChatTestClient.open(`${origin.replace('http', 'ws')}${paths[1]}`).then(
      (client) => client,
      (error: unknown) => error as Error,
    );
    if (late instanceof ChatTestClient) {
      // Opened anyway: it must at least be told at once, not keep the server from closing.
      await late.closed;
      expect(late.closeCode).toBe(messagingCloseCodes.serviceRestart);
    } else {
      expect(late.message).toMatch(/503/);
    }
    expect(await settlesBefore(closing, 30_000)).toBe(true);
  });
});
