/**
 * Slow clients and connection floods against a listening app over real TCP sockets (inject has no
 * sockets). Timeouts are shortened so the server's own clock does the waiting.
 */
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helper.js';
import { rawConnection, settlesBefore } from '../test/raw-connection.js';

async function listen(env: Record<string, string>) {
  const t = await createTestApp({ env });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

describe('slow clients', () => {
  let port: number;
  beforeAll(async () => {
    port = await listen({ REQUEST_TIMEOUT_MS: '600', HEADERS_TIMEOUT_MS: '300' });
  });

  it('closes a connection whose body arrives a byte at a time once the request timeout passes', async () => {
    const client = rawConnection(port);
    await client.connected;
    client.socket.write(
      'POST /api/v5/auth/guest HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    );
    // One byte every 50 ms: never idle long enough for an inactivity timeout, never finished.
    const drip = setInterval(() => client.socket.writable && client.socket.write('{'), 50);
    try {
      expect(await settlesBefore(client.closed, 15_000), 'the server never closed the slow connection').toBe(true);
    } finally {
      clearInterval(drip);
    }
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose headers never end once the headers timeout passes', async () => {
    const client = rawConnection(port);
    await client.connected;
    client.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    const drip = setInterval(() => client.socket.writable && client.socket.write('X-Slow: 1\r\n'), 50);
    try {
      expect(await settlesBefore(client.closed, 15_000), 'the server never closed the slow connection').toBe(true);
    } finally {
      clearInterval(drip);
    }
    expect(client.received()).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('connections per client address', () => {
  it('refuses connections beyond the cap from one address and serves the ones within it', async () => {
    const port = await listen({ MAX_CONNECTIONS_PER_ADDRESS: '2' });
    const first = rawConnection(port);
    const second = rawConnection(port);
    await Promise.all([first.connected, second.connected]);
    const third = rawConnection(port);
    expect(await settlesBefore(third.closed, 15_000), 'the connection beyond the cap stayed open').toBe(true);
    expect(third.received()).toBe('');

    // The two within the cap still work.
    second.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await expect.poll(() => second.received(), { timeout: 15_000 }).toMatch(/^HTTP\/1\.1 200/);

    // A closed connection frees its place.
    first.socket.destroy();
    await first.closed;
    await expect
      .poll(
        async () => {
          const next = rawConnection(port);
          next.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
          await settlesBefore(next.closed, 5_000);
          return next.received();
        },
        { timeout: 15_000 },
      )
      .toMatch(/^HTTP\/1\.1 200/);
  });
});
