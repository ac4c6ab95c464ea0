import { create, toBinary } from '@bufbuild/protobuf';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EnvelopeSchema,
  EnvelopeType,
  InstantGroupType,
  QuitType,
  decodeFrame,
  messagingPaths,
  requestFrame,
  responseFrame,
} from '@culture/protocol';
import { joinInstantGroup, type InstantGroupEvent } from './instant-group';
import { createMessagingSocket, type SocketLike } from './messaging-socket';

/** A WebSocket the test plays the server of: it answers sync at once and the group calls as told. */
class FakeSocket implements SocketLike {
  binaryType = 'blob';
  readyState = 0;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: ArrayBuffer }) => void) | null = null;
  calls: Array<{ path: string; body: unknown }> = [];
  joinStatus = 200;
  members = ['7', '8'];
  /** Holds the answer to a quit until released (a slow server). */
  heldQuit: (() => void) | null = null;
  holdQuits = false;
  send(data: Uint8Array) {
    const frame = decodeFrame(data);
    if (!frame.request) return;
    const { path, id, body } = frame.request;
    const parsed = body?.length ? JSON.parse(new TextDecoder().decode(body)) : undefined;
    if (path !== messagingPaths.sync) this.calls.push({ path, body: parsed });
    queueMicrotask(() => {
      if (path === messagingPaths.sync) {
        this.reply(id, 200);
        this.receive(requestFrame({ verb: 'PUT', path: messagingPaths.pushQueueEmpty, id: 900n }));
      } else if (path === messagingPaths.instantQuit && this.holdQuits) {
        this.heldQuit = () => this.reply(id, 200);
      } else if (path === messagingPaths.instantJoin) {
        this.reply(id, this.joinStatus, this.joinStatus === 200 ? { members: this.members } : undefined);
      } else this.reply(id, 200);
    });
  }
  reply(id: bigint, status: number, body?: unknown) {
    this.receive(
      responseFrame({ id, status, body: body === undefined ? undefined : new TextEncoder().encode(JSON.stringify(body)) }),
    );
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(bytes: Uint8Array) {
    this.onmessage?.({ data: bytes.slice().buffer });
  }
  push(groupname: string, type: InstantGroupType, senderid: bigint, extra: { content?: string; quittype?: QuitType } = {}) {
    const envelope = create(EnvelopeSchema, {
      type: EnvelopeType.INSTANT_GROUP,
      content: { case: 'instantgroupmessage', value: { type, groupname, senderid, extras: 'pose', ...extra } },
    });
    this.receive(
      requestFrame({ verb: 'PUT', path: messagingPaths.pushMessage, id: 901n, body: toBinary(EnvelopeSchema, envelope) }),
    );
  }
}

describe('instant group membership', () => {
  let sockets: FakeSocket[];
  let messaging: ReturnType<typeof createMessagingSocket>;

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    messaging = createMessagingSocket({
      url: () => 'ws://test/v1/websocket/?token=t',
      createSocket: () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s;
      },
      backoffMs: [100],
      random: () => 0.5,
    });
    messaging.start();
  });
  afterEach(() => {
    messaging.stop();
    vi.useRealTimers();
  });

  const live = async () => {
    sockets.at(-1)!.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(messaging.status()).toBe('live');
  };
  const paths = (s: FakeSocket) => s.calls.map((c) => c.path).filter((p) => p !== messagingPaths.keepalive);

  it('asks for a place again when a room refuses the join for want of one, then joins', async () => {
    let admitted = 0;
    const group = joinInstantGroup(messaging, 'vr-1-1', {
      onEvent: () => undefined,
      admit: async () => {
        admitted++;
        sockets[0]!.joinStatus = 200; // the check call handed out a place in this copy
        return true;
      },
    });
    sockets[0]!.joinStatus = 403;
    await live();
    await vi.advanceTimersByTimeAsync(0);
    expect(admitted).toBe(1);
    expect(paths(sockets[0]!)).toEqual([messagingPaths.instantJoin, messagingPaths.instantJoin]);
    expect(group.status()).toBe('joined');
    await group.quit();
  });

  it('joins once live, reports members, hands over its group’s events only, and quits normally', async () => {
    const events: InstantGroupEvent[] = [];
    const members: string[][] = [];
    const statuses: string[] = [];
    const group = joinInstantGroup(messaging, 'vr-1-1', {
      onEvent: (e) => events.push(e),
      onMembers: (m) => members.push(m),
      onStatus: (s) => statuses.push(s),
    });
    expect(await group.send('{}')).toBe(false); // not joined yet
    await live();
    expect(sockets[0]!.calls[0]).toEqual({ path: messagingPaths.instantJoin, body: { groupname: 'vr-1-1' } });
    expect(members).toEqual([['7', '8']]);
    expect(group.status()).toBe('joined');

    sockets[0]!.push('vr-1-1', InstantGroupType.GROUP_QUIT, 7n, { quittype: QuitType.DISCONNECTED });
    sockets[0]!.push('vr-2-1', InstantGroupType.GROUP_JOINED, 9n);
    expect(events).toEqual([
      { type: InstantGroupType.GROUP_QUIT, senderId: '7', content: '', extras: 'pose', quitType: QuitType.DISCONNECTED },
    ]);

    expect(await group.send('{"x":1}', 'pose')).toBe(true);
    expect(sockets[0]!.calls.at(-1)).toEqual({
      path: messagingPaths.instantSend,
      body: { groupname: 'vr-1-1', type: InstantGroupType.PROJECT_CUSTOMIZED, content: '{"x":1}', extras: 'pose' },
    });

    await group.quit();
    expect(sockets[0]!.calls.at(-1)).toEqual({ path: messagingPaths.instantQuit, body: { groupname: 'vr-1-1' } });
    expect(statuses).toEqual(['joined', 'left']);
    sockets[0]!.push('vr-1-1', InstantGroupType.GROUP_JOINED, 8n);
    expect(events).toHaveLength(1);
    expect(await group.send('{}')).toBe(false);
  });

  it('joins again after the socket reconnects, and on a timer to keep the membership alive', async () => {
    const group = joinInstantGroup(messaging, 'vr-1-1', { onEvent: () => undefined, rejoinEveryMs: 60_000 });
    await live();
    sockets[0]!.close();
    expect(group.status()).toBe('joining');
    await vi.advanceTimersByTimeAsync(150);
    await live();
    expect(paths(sockets[1]!)).toEqual([messagingPaths.instantJoin]);
    expect(group.status()).toBe('joined');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(paths(sockets[1]!)).toEqual([messagingPaths.instantJoin, messagingPaths.instantJoin]);
    await group.quit();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(paths(sockets[1]!).filter((p) => p === messagingPaths.instantJoin)).toHaveLength(2);
  });

  it('joining a group waits for a quit of it still on its way (the quit must not undo the join)', async () => {
    await live();
    const first = joinInstantGroup(messaging, 'vr-1-1', { onEvent: () => undefined });
    await vi.advanceTimersByTimeAsync(0);
    sockets[0]!.holdQuits = true;
    const quit = first.quit();
    const second = joinInstantGroup(messaging, 'vr-1-1', { onEvent: () => undefined });
    await vi.advanceTimersByTimeAsync(0);
    expect(paths(sockets[0]!)).toEqual([messagingPaths.instantJoin, messagingPaths.instantQuit]);
    sockets[0]!.heldQuit!();
    await quit;
    await vi.advanceTimersByTimeAsync(0);
    expect(paths(sockets[0]!)).toEqual([messagingPaths.instantJoin, messagingPaths.instantQuit, messagingPaths.instantJoin]);
    expect(second.status()).toBe('joined');
    sockets[0]!.holdQuits = false;
    await second.quit();
  });

  it('a refused join is tried again on the next tick', async () => {
    const group = joinInstantGroup(messaging, 'vr-1-1', { onEvent: () => undefined, rejoinEveryMs: 5_000 });
    sockets[0]!.joinStatus = 429;
    await live();
    expect(group.status()).toBe('joining');
    sockets[0]!.joinStatus = 200;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(group.status()).toBe('joined');
    await group.quit();
  });
});
