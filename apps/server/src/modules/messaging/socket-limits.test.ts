/**
 * The socket's own limits (docs/security.md "Messaging socket"), each with a real client: a
 * client that never reads holding a large history, a client that never answers pings, and one user
 * opening more sockets than allowed. The per-user send budget is in gateway.test.ts.
 */
import type { Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { messagingPaths, type SyncAnswer } from '@culture/protocol';
import { users } from '../../db/schema.js';
import { createTestApp } from '../../test/helper.js';
import { SYNC_PAGE } from './chat-service.js';
import { createImTokens } from './im-token.js';
import { SEND_BUFFER } from './send-window.js';
import { ChatTestClient, seededImToken, waitFor } from '../../test/chat-test-client.js';

let lastId = 7_300_000_000_000n + BigInt(Date.now() % 1_000_000_000) * 8n;

/** An app listening on a port, members written straight to the database with their socket URLs. */
async function setup(env: Record<string, string>, members: number) {
  const t = await createTestApp({ env });
  const base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  const tokens = createImTokens({ secret: t.config.jwtSecret, now: t.clock.now });
  const people: Array<{ id: bigint; url: string }> = [];
  for (let i = 0; i < members; i++) {
    const id = (lastId += 1n);
    await t.database.db.insert(users).values({ id, isGuest: false });
    const { token } = await seededImToken(t.database.db, tokens, id, t.clock.now());
    people.push({ id, url: `${base}${messagingPaths.socket}?token=${encodeURIComponent(token)}` });
  }
  return { t, people };
}

describe('a client that never reads', () => {
  it('holds a bounded buffer on the server, is closed, and the server serves the others', { timeout: 120_000 }, async () => {
    const { t, people } = await setup({ MESSAGING_DRAIN_TIMEOUT_MS: '300' }, 3);
    const [reader, writer, bystander] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];
    // A private conversation with 40 MB of history (10,000 messages of 4 KB): far more than the
    // kernel's socket buffers on both ends take, so what is left waits in the server's memory.
    const w = await ChatTestClient.open(writer.url);
    const { conversationid } = await w.json<{ conversationid: string }>('PUT', messagingPaths.conversationPrivate, {
      userid: reader.id.toString(),
    });
    await t.database.db.execute(sql`
      insert into chat_messages (conversation_id, seq, sender_id, content, client_msg_id, created_at)
      select ${conversationid}, n, ${writer.id}, repeat('x', 4000), 'history-' || n, now() from generate_series(1, 10000) n`);
    await t.database.db.execute(sql`update chat_conversations set message_count = 10000 where id = ${conversationid}`);

    // The server's end of each TCP connection, to read what waits in its memory for the client.
    const serverEnds: Socket[] = [];
    t.app.server.on('connection', (socket: Socket) => serverEnds.push(socket));
    const client = await ChatTestClient.open(reader.url);
    const local = (client.socket as unknown as { _socket: Socket })._socket;
    const serverEnd = serverEnds.find((s) => s.remotePort === local.localPort)!;
    expect(serverEnd).toBeDefined();
    // It stops reading, then asks for its whole history, page after page, without reading a byte.
    local.pause();
    for (let i = 0; i < 200; i++) void client.syncPage().catch(() => undefined);

    let most = 0;
    await waitFor(
      () => {
        most = Math.max(most, serverEnd.writableLength);
        return serverEnd.destroyed;
      },
      'the server to close the socket that does not read',
      60_000,
    );
    expect(most).toBeLessThanOrEqual(SEND_BUFFER.closeAboveBytes);
    // Meanwhile and after: the others are served.
    const b = await ChatTestClient.open(bystander.url);
    expect((await b.request('GET', messagingPaths.keepalive)).status).toBe(200);
    expect((await w.send(BigInt(conversationid), 'after', 'still here')).status).toBe(200);
    client.socket.terminate();
    await Promise.all([b.close(), w.close()]);
  });
});

describe('the first sync', () => {
  it('sends a page per request and says whether more is left; queue/empty after the last', { timeout: 60_000 }, async () => {
    const { t, people } = await setup({}, 2);
    const [reader, writer] = people as [(typeof people)[0], (typeof people)[0]];
    const w = await ChatTestClient.open(writer.url);
    const { conversationid } = await w.json<{ conversationid: string }>('PUT', messagingPaths.conversationPrivate, {
      userid: reader.id.toString(),
    });
    await t.database.db.execute(sql`
      insert into chat_messages (conversation_id, seq, sender_id, content, client_msg_id, created_at)
      select ${conversationid}, n, ${writer.id}, 'm' || n, 'paged-' || n, now() from generate_series(1, 450) n`);
    await t.database.db.execute(sql`update chat_conversations set message_count = 450 where id = ${conversationid}`);
    const r = await ChatTestClient.open(reader.url);
    const more = async () => {
      const answer = await r.syncPage();
      return (JSON.parse(Buffer.from(answer.body!).toString('utf8')) as SyncAnswer).more;
    };
    expect(await more()).toBe(true);
    expect(r.messages).toHaveLength(SYNC_PAGE);
    expect(r.queueEmptyCount).toBe(0);
    expect(await more()).toBe(true);
    expect(await more()).toBe(false);
    expect(r.messages.map((m) => Number(m.messagecount))).toEqual(Array.from({ length: 450 }, (_, i) => i + 1));
    await waitFor(() => r.queueEmptyCount === 1, 'queue/empty after the last page');
    await Promise.all([r.close(), w.close()]);
  });
});

describe('the server ping', () => {
  it('cuts a peer that stops answering pings, and it goes offline', { timeout: 60_000 }, async () => {
    const { people } = await setup({ MESSAGING_PING_INTERVAL_MS: '100' }, 2);
    const [quiet, watcher] = people as [(typeof people)[0], (typeof people)[0]];
    const w = await ChatTestClient.open(watcher.url);
    await w.json('PUT', messagingPaths.conversationPrivate, { userid: quiet.id.toString() });
    // A client that answers requests but never pongs (a phone gone without a FIN answers nothing).
    const silent = new WebSocket(quiet.url, { autoPong: false });
    await new Promise((resolve, reject) => silent.once('open', resolve).once('error', reject));
    const online = async () =>
      (await w.json<{ online: string[] }>('PUT', messagingPaths.presence, { users: [quiet.id.toString()] })).online;
    expect(await online()).toEqual([quiet.id.toString()]);
    const closed = new Promise((resolve) => silent.once('close', resolve));
    await closed;
    // Polled: the server's close handler clears presence right after the cut.
    let now = await online();
    for (let i = 0; i < 1000 && now.length; i++) now = await online();
    expect(now).toEqual([]);
    // A client that answers pings (ws does by itself) stays.
    expect((await w.request('GET', messagingPaths.keepalive)).status).toBe(200);
    await w.close();
  });
});

describe('sockets per user', () => {
  it('refuses a sixth socket of one user, and takes one again when a socket closes', { timeout: 60_000 }, async () => {
    const { people } = await setup({ MESSAGING_SOCKETS_PER_USER: '5' }, 1);
    const [user] = people as [(typeof people)[0]];
    const open: ChatTestClient[] = [];
    for (let i = 0; i < 5; i++) open.push(await ChatTestClient.open(user.url));
    await expect(ChatTestClient.open(user.url)).rejects.toThrow('HTTP 429');
    await open.pop()!.close();
    let again: ChatTestClient | null = null;
    for (let i = 0; i < 100 && !again; i++) again = await ChatTestClient.open(user.url).catch(() => null);
    expect(again).not.toBeNull();
    await Promise.all([...open, again!].map((c) => c.close()));
  });
});
