/**
 * Two server nodes sharing one database and Redis (CI sets TEST_REDIS_URL; under CI it must run):
 * users on different nodes chat, one node is killed mid-conversation, its client reconnects to the
 * other node and syncs. Every message arrives exactly once, in order.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { fromBinary } from '@bufbuild/protobuf';
import { API_PATHS, EnvelopeSchema, messagingCloseCodes, messagingPaths } from '@culture/protocol';
import { buildApp } from '../../app.js';
import { users } from '../../db/schema.js';
import { signToken } from '../../lib/jwt.js';
import { createTestApp } from '../../test/helper.js';
import { createImTokens } from './im-token.js';
import { ChatTestClient, seededImToken, waitFor } from '../../test/chat-test-client.js';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.CI === 'true') {
  it('runs the two-node messaging suite under CI', () => {
    throw new Error('CI=true requires TEST_REDIS_URL for the two-node messaging suite');
  });
}

describe.runIf(Boolean(redisUrl))('messaging across two nodes (Redis)', async () => {
  const t = await createTestApp({ env: { REDIS_URL: redisUrl! } });
  const second = await buildApp({ config: t.config, database: t.database, now: t.clock.now, logger: false });
  await second.ready();
  let secondOpen = true;
  afterAll(async () => {
    if (secondOpen) await second.close();
  });
  const node1 = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  const node2 = (await second.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');

  it('closes a socket on node 2 when its session ends on node 1, and refuses its token', { timeout: 60_000 }, async () => {
    const tokens = createImTokens({ secret: t.config.jwtSecret, now: t.clock.now });
    // A member with a login session (bearer token for the HTTP calls, messaging token for the socket).
    const member = async () => {
      const userId = newId();
      await t.database.db.insert(users).values({ id: userId, isGuest: false });
      const { token: im, sessionId } = await seededImToken(t.database.db, tokens, userId, t.clock.now());
      const seconds = Math.floor(t.clock.now() / 1000);
      const bearer = await signToken(
        { sub: userId.toString(), sid: sessionId, iat: seconds, exp: seconds + 3600 },
        t.config.jwtSecret,
      );
      return { url: `${node2}${messagingPaths.socket}?token=${encodeURIComponent(im)}`, bearer };
    };
    const nodeOneCall = (path: string, bearer: string) => t.post(path, {}, { token: bearer });

    const leaving = await member();
    const open = await ChatTestClient.open(leaving.url);
    await open.sync();
    expect((await nodeOneCall(API_PATHS.logout, leaving.bearer)).statusCode).toBe(200);
    await open.closed;
    expect(open.closeCode).toBe(messagingCloseCodes.sessionEnded);
    await expect(ChatTestClient.open(leaving.url)).rejects.toThrow('HTTP 401');

    const deleting = await member();
    const other = await ChatTestClient.open(deleting.url);
    await other.sync();
    expect((await nodeOneCall(API_PATHS.meDelete, deleting.bearer)).statusCode).toBe(200);
    await other.closed;
    expect(other.closeCode).toBe(messagingCloseCodes.sessionEnded);
    await expect(ChatTestClient.open(deleting.url)).rejects.toThrow('HTTP 401');
  });

  it('delivers across nodes and loses nothing when a node dies', { timeout: 60_000 }, async () => {
    // Members written straight to the database: the SMS login's limits live in the shared Redis and
    // count per address, so logging in here would make reruns (and the other Redis suites) flaky.
    const tokens = createImTokens({ secret: t.config.jwtSecret, now: t.clock.now });
    const people = [];
    for (const userId of [newId(), newId()]) {
      await t.database.db.insert(users).values({ id: userId, isGuest: false });
      const { token } = await seededImToken(t.database.db, tokens, userId, t.clock.now());
      people.push({ userId: userId.toString(), query: `${messagingPaths.socket}?token=${encodeURIComponent(token)}` });
    }
    const [x, y] = people as [(typeof people)[0], (typeof people)[0]];
    const a = await ChatTestClient.open(`${node1}${x.query}`);
    let b = await ChatTestClient.open(`${node2}${y.query}`);
    await Promise.all([a.sync(), b.sync()]);
    const conversation = BigInt(
      (await a.json<{ conversationid: string }>('PUT', messagingPaths.conversationPrivate, { userid: y.userId })).conversationid,
    );

    // What each side holds, checked on arrival: strictly the next sequence.
    const seen = { a: [] as bigint[], b: [] as bigint[] };
    const track = (side: 'a' | 'b') => (m: { messagecount: bigint }) => seen[side].push(m.messagecount);
    a.onMessage = track('a');
    b.onMessage = track('b');
    const own = (side: 'a' | 'b', body: Uint8Array | undefined) => {
      // The send's answer carries the stored message: the sender's copy.
      seen[side].push(decodeSeq(body));
    };

    for (let i = 0; i < 40; i++) {
      own('a', (await a.send(conversation, `a-${i}`, `from node 1 #${i}`)).body);
      own('b', (await b.send(conversation, `b-${i}`, `from node 2 #${i}`)).body);
    }
    await waitFor(() => seen.a.length === 80 && seen.b.length === 80, 'cross-node delivery');

    // Presence crosses nodes: node 1 sees the user connected to node 2.
    const presence = await a.json<{ online: string[] }>('PUT', messagingPaths.presence, { users: [y.userId] });
    expect(presence.online).toEqual([y.userId]);

    // Node 2 dies mid-conversation while node 1 keeps sending.
    const sending = (async () => {
      for (let i = 40; i < 80; i++) own('a', (await a.send(conversation, `a-${i}`, `from node 1 #${i}`)).body);
    })();
    secondOpen = false;
    await second.close();
    await b.closed;
    await sending;
    const cursor = seen.b.at(-1)!;
    b = await ChatTestClient.open(`${node1}${y.query}`);
    b.onMessage = track('b');
    await b.sync([{ conversationid: conversation, messagecount: cursor }]);
    await waitFor(() => b.queueEmptyCount === 1, 'sync on the other node');
    await waitFor(() => seen.b.length === 120, 'every message on the reconnected client');

    const inOrder = Array.from({ length: 120 }, (_, i) => BigInt(i + 1));
    expect(seen.b).toEqual(inOrder);
    expect(seen.a).toEqual(inOrder);
    await Promise.all([a.close(), b.close()]);
  });
});

let lastId = 5_000_000_000_000n + BigInt(Date.now() % 1_000_000) * 1000n;
function newId(): bigint {
  return (lastId += 1n);
}

function decodeSeq(body: Uint8Array | undefined): bigint {
  const envelope = fromBinary(EnvelopeSchema, body ?? new Uint8Array());
  return envelope.content.case === 'conversationmessage' ? envelope.content.value.messagecount : -1n;
}
