/**
 * CONNECTION_TIMEOUT_MS against a listening app over real TCP sockets: a connection on which
 * nothing moves is closed, one that keeps moving (however slowly) is not, an upgraded WebSocket is
 * left to the gateway. Node's request, headers and keep-alive timeouts are set far above it (and
 * above the tests' safety limits), so nothing else can close these connections.
 */
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { messagingPaths } from '@culture/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChatTestClient } from '../test/chat-test-client.js';
import { createTestApp, type TestApp } from '../test/helper.js';
import { rawConnection, settlesBefore } from '../test/raw-connection.js';

const IDLE_MS = 500;
// More than the kernel usually buffers for one loopback connection, so that a client that stops
// reading leaves part of it waiting on the server's side.
const BIG_ANSWER_BYTES = 96 * 1024 * 1024;
/** A slow answer or body: a chunk every fifth of the idle time, for three idle times in all. */
const DRIP_EVERY_MS = IDLE_MS / 5;
const DRIPS = 15;

/** A raw connection that has sent one GET. */
function get(port: number, path: string) {
  const client = rawConnection(port);
  client.socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  return client;
}

describe('idle connections', () => {
  let t: TestApp;
  let port: number;
  /** Resolved by the next /probe/big with a promise of its connection's close on the server's side. */
  let bigServed: (served: { closed: Promise<void> }) => void = () => undefined;

  beforeAll(async () => {
    t = await createTestApp({
      env: {
        CONNECTION_TIMEOUT_MS: String(IDLE_MS),
        REQUEST_TIMEOUT_MS: '60000',
        HEADERS_TIMEOUT_MS: '60000',
        KEEP_ALIVE_TIMEOUT_MS: '60000',
      },
      extend: (site) => {
        site.get('/probe/never', () => new Promise(() => undefined));
        site.get('/probe/big', (request, reply) => {
          const socket = request.raw.socket;
          bigServed({ closed: new Promise((resolve) => socket.once('close', () => resolve())) });
          return reply.type('application/octet-stream').send(Buffer.alloc(BIG_ANSWER_BYTES, 0x61));
        });
        site.get('/probe/drip', (_request, reply) => {
          async function* drip() {
            for (let i = 0; i < DRIPS; i += 1) {
              yield Buffer.from('.');
              await sleep(DRIP_EVERY_MS);
            }
          }
          return reply.type('text/plain').send(Readable.from(drip()));
        });
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('closes a connection whose answer never comes', async () => {
    const client = get(port, '/probe/never');
    expect(await settlesBefore(client.closed, 15_000), 'the server kept a connection with nothing moving').toBe(true);
  });

  it('closes a connection whose client stopped reading the answer', async () => {
    const served = new Promise<{ closed: Promise<void> }>((resolve) => (bigServed = resolve));
    const client = get(port, '/probe/big');
    client.socket.pause();
    const { closed: closedOnServer } = await served;
    expect(await settlesBefore(closedOnServer, 15_000), 'the server kept a connection whose client stopped reading').toBe(true);
    expect(client.bytes(), 'the client read nothing of it').toBe(0);
  });

  it('keeps a connection while its answer keeps coming, however slowly', async () => {
    const client = get(port, '/probe/drip');
    const ended = client.receivedMatch(/\r\n0\r\n\r\n$/); // the chunked answer's last chunk
    expect(await settlesBefore(Promise.race([ended, client.closed]), 15_000), 'the answer neither ended nor was cut').toBe(true);
    expect(client.socket.destroyed, 'the server cut an answer that was still coming').toBe(false);
  });

  it('keeps a connection while its request keeps coming, however slowly', async () => {
    const client = rawConnection(port);
    const answered = client.receivedMatch(/"status":"ok"/);
    client.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    for (let i = 0; i < DRIPS; i += 1) {
      await sleep(DRIP_EVERY_MS);
      client.socket.write(`X-Slow-${i}: 1\r\n`);
    }
    client.socket.write('\r\n');
    expect(await settlesBefore(Promise.race([answered, client.closed]), 15_000), 'the request was neither answered nor cut').toBe(
      true,
    );
    expect(client.received(), 'the server cut a request that was still coming').toMatch(/^HTTP\/1\.1 200/);
  });

  it('leaves an upgraded WebSocket to the gateway however long it is quiet', async () => {
    const login = await t.loginWithPhone('13800138061');
    const me = (await t.get('/api/v2/me', { token: login.token })).json() as { data: { im_user_token: string } };
    const chat = await ChatTestClient.open(
      `ws://127.0.0.1:${port}${messagingPaths.socket}?token=${encodeURIComponent(me.data.im_user_token)}`,
    );
    // A plain connection opened after the socket went quiet: once the sweep has closed it, the
    // socket has been quiet for longer still.
    const quiet = get(port, '/probe/never');
    expect(await settlesBefore(quiet.closed, 15_000)).toBe(true);
    expect(chat.socket.readyState).toBe(chat.socket.OPEN);
    expect((await chat.request('GET', messagingPaths.keepalive)).status).toBe(200);
    await chat.close();
  });
});
