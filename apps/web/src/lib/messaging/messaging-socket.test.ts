import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EnvelopeSchema,
  EnvelopeType,
  SyncRequestSchema,
  decodeFrame,
  messagingCloseCodes,
  messagingPaths,
  requestFrame,
  responseFrame,
  type Envelope,
} from '@culture/protocol';
import { createMessagingSocket, type SocketLike } from './messaging-socket';

class FakeSocket implements SocketLike {
  binaryType = 'blob';
  readyState = 0;
  sent: Uint8Array[] = [];
  onopen: (() => void) | null = null;
  onclose: ((event?: { code?: number }) => void) | null = null;
  onmessage: ((event: { data: ArrayBuffer }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: Uint8Array) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(bytes: Uint8Array) {
    this.onmessage?.({ data: bytes.slice().buffer });
  }
  requests() {
    return this.sent
      .map((b) => decodeFrame(b))
      .filter((f) => f.request)
      .map((f) => f.request!);
  }
}

const push = (conversationid: bigint, messagecount: bigint, id = 1n) =>
  requestFrame({
    verb: 'PUT',
    path: messagingPaths.pushMessage,
    id,
    body: toBinary(
      EnvelopeSchema,
      create(EnvelopeSchema, {
        type: EnvelopeType.PRIVATE_CONVERSATION,
        content: { case: 'conversationmessage', value: { conversationid, messagecount, content: 'hi' } },
      }),
    ),
  });

describe('messaging socket', () => {
  let sockets: FakeSocket[];
  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
  });
  afterEach(() => vi.useRealTimers());

  const make = () =>
    createMessagingSocket({
      url: () => 'ws://x/v1/websocket/?token=t',
      createSocket: (u) => {
        const s = new FakeSocket(u);
        sockets.push(s);
        return s;
      },
      random: () => 0.5,
    });

  it('syncs on open, hands pushes to subscribers, answers them, and goes live on queue/empty', () => {
    const socket = make();
    const seen: Envelope[] = [];
    socket.subscribe((e) => seen.push(e));
    socket.start();
    sockets[0]!.open();
    expect(socket.status()).toBe('syncing');
    expect(sockets[0]!.requests()[0]!.path).toBe(messagingPaths.sync);
    sockets[0]!.receive(push(2n ** 64n - 1n, 2n ** 53n + 1n, 7n));
    expect(seen).toHaveLength(1);
    expect(socket.cursor(2n ** 64n - 1n)).toBe(2n ** 53n + 1n);
    const answer = decodeFrame(sockets[0]!.sent.at(-1)!);
    expect(answer.response).toMatchObject({ id: 7n, status: 200 });
    sockets[0]!.receive(requestFrame({ verb: 'PUT', path: messagingPaths.pushQueueEmpty, id: 8n }));
    expect(socket.status()).toBe('live');
  });

  it('asks for the next page of history while the sync answer says more is left', async () => {
    const socket = make();
    socket.start();
    sockets[0]!.open();
    const first = sockets[0]!.requests()[0]!;
    sockets[0]!.receive(push(5n, 200n));
    sockets[0]!.receive(responseFrame({ id: first.id, status: 200, body: new TextEncoder().encode('{"more":true}') }));
    await vi.waitFor(() => expect(sockets[0]!.requests()).toHaveLength(2));
    const second = sockets[0]!.requests()[1]!;
    expect(second.path).toBe(messagingPaths.sync);
    const cursors = fromBinary(SyncRequestSchema, second.body!).cursors;
    expect(cursors.map((c) => [c.conversationid, c.messagecount])).toEqual([[5n, 200n]]);
    sockets[0]!.receive(responseFrame({ id: second.id, status: 200, body: new TextEncoder().encode('{"more":false}') }));
    await Promise.resolve();
    await Promise.resolve();
    expect(sockets[0]!.requests()).toHaveLength(2);
  });

  it('matches responses to requests by id and ignores garbage', async () => {
    const socket = make();
    socket.start();
    sockets[0]!.open();
    const pending = socket.request('GET', messagingPaths.keepalive);
    const sent = sockets[0]!.requests().at(-1)!;
    sockets[0]!.receive(new Uint8Array([0xff, 0xff, 0xff]));
    sockets[0]!.receive(responseFrame({ id: sent.id, status: 200 }));
    await expect(pending).resolves.toMatchObject({ id: sent.id, status: 200 });
  });

  it('reconnects with backoff and asks for the gap after what it holds', async () => {
    const socket = make();
    socket.start();
    sockets[0]!.open();
    sockets[0]!.receive(push(5n, 3n));
    const inFlight = socket.request('GET', messagingPaths.keepalive);
    sockets[0]!.close();
    await expect(inFlight).rejects.toThrow('closed');
    expect(socket.status()).toBe('waiting');
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    const sync = fromBinary(SyncRequestSchema, sockets[1]!.requests()[0]!.body!);
    expect(sync.cursors.map((c) => [c.conversationid, c.messagecount])).toEqual([[5n, 3n]]);
  });

  it('tells a session that ended (close 4401) on the reconnect timer, not when a logout here stops it first', () => {
    const ended = vi.fn();
    let token = 't1';
    const socket = createMessagingSocket({
      url: () => `ws://x/v1/websocket/?token=${token}`,
      createSocket: (u) => {
        const s = new FakeSocket(u);
        sockets.push(s);
        return s;
      },
      random: () => 0.5,
      onSessionEnded: ended,
    });
    socket.start();
    sockets[0]!.open();
    sockets[0]!.close(messagingCloseCodes.sessionEnded);
    expect(ended).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(ended).toHaveBeenCalledTimes(1);
    // The ended session's token is never offered again: no socket while it is the one held.
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(socket.status()).toBe('waiting');
    // A login on this page: the new token connects.
    token = 't2';
    vi.advanceTimersByTime(10_000);
    expect(sockets.map((s) => s.url)).toEqual(['ws://x/v1/websocket/?token=t1', 'ws://x/v1/websocket/?token=t2']);
    // A logout on this page: the close comes first, then the page stops the socket.
    sockets[1]!.open();
    sockets[1]!.close(messagingCloseCodes.sessionEnded);
    socket.stop();
    vi.advanceTimersByTime(60_000);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(2);
  });

  it('stop (logout) closes, forgets cursors and does not reconnect', () => {
    const socket = make();
    socket.start();
    sockets[0]!.open();
    sockets[0]!.receive(push(5n, 3n));
    socket.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(socket.cursor(5n)).toBe(0n);
    expect(socket.status()).toBe('idle');
  });
});
