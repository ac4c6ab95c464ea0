/**
 * A graceful shutdown drains HTTP (docs/operations.md "When a part fails", a deploy: main.ts
 * closes the app on SIGTERM): once the app starts closing it stops listening, so a new connection
 * is refused (the proxy sends it to another node); a request that arrives on a connection still
 * busy is answered 503 (the proxy retries a GET elsewhere); the request in flight finishes with its
 * own answer, and the close completes only after it. That the messaging sockets are told "service
 * restart" is modules/messaging/shutdown.test.ts; the whole deploy under traffic behind nginx is
 * e2e/topology.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helper.js';
import { rawConnection, settlesBefore } from '../test/raw-connection.js';

/** Whether a new TCP connection to `port` is refused now. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

describe('graceful shutdown', () => {
  it('refuses new connections, answers 503 on a busy one and finishes the request in flight', { timeout: 120_000 }, async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const t = await createTestApp({
      extend: (site) => {
        site.get('/test/slow', async () => {
          entered();
          await gate;
          return { answer: 'finished' };
        });
        site.get('/test/fast', async () => ({ answer: 'fast' }));
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;

    let parsed = 0;
    t.app.server.on('request', () => parsed++);
    // One connection with a slow request in flight.
    const busy = rawConnection(port);
    busy.socket.write('GET /test/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await inside;

    let closedAt = 0;
    const closing = t.app.close().then(() => (closedAt = Date.now()));
    // Stopping to listen is the close's first step: poll for it (bounded), no fixed wait.
    let refusedNow = false;
    for (let i = 0; i < 200 && !refusedNow; i++) {
      refusedNow = await refused(port);
      if (!refusedNow) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(refusedNow).toBe(true);
    // Still draining: the close waits for the request in flight.
    expect(closedAt).toBe(0);

    // Another request on the busy connection, after the close began; released once the server has read it.
    busy.socket.write('GET /test/fast HTTP/1.1\r\nHost: localhost\r\n\r\n');
    for (let i = 0; i < 500 && parsed < 2; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(parsed).toBe(2);
    const answeredAt = Date.now();
    release();
    await busy.receivedMatch(/HTTP\/1\.1 503[\s\S]*$/);
    const received = busy.received();
    const first = received.indexOf('HTTP/1.1 200');
    const second = received.indexOf('HTTP/1.1 503');
    expect(first).toBeGreaterThanOrEqual(0);
    expect(received.slice(first, second)).toContain('"answer":"finished"');
    expect(second).toBeGreaterThan(first);
    expect(await settlesBefore(closing, 60_000)).toBe(true);
    expect(closedAt).toBeGreaterThanOrEqual(answeredAt);
  });
});
