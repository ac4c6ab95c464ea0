import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ComplexMessageSchema,
  EnvelopeSchema,
  EnvelopeType,
  decodeFrame,
  messagingPaths,
  requestFrame,
  responseFrame,
  type ConversationMessage,
  type ConversationSummary,
  type WebSocketRequestMessage,
} from '@culture/protocol';
import { startChat, stopChat } from './chat-session';
import { chatStore } from './chat-store';
import { sendMessage } from './outbox';
import { setViewing } from './read-marks';
import { createGroup, loadOlder } from './rpc';
import { chatUnreadStore } from './chat-unread';
import type { SocketLike } from './messaging-socket';

const ME = '7';
const PEER = '8';
const text = (bytes: Uint8Array | undefined) =>
  JSON.parse(new TextDecoder().decode(bytes ?? new Uint8Array())) as Record<string, unknown>;
const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

function summary(messagecount: number, unread: number): ConversationSummary {
  return {
    conversationid: '100',
    kind: 'private',
    name: '',
    messagecount: String(messagecount),
    hasReadSeq: String(messagecount - unread),
    unread,
    role: 0,
    members: 2,
    activityat: 1_000,
    last: null,
    peer: { user_id: PEER, nickname: 'Li', avatar: null, hasReadSeq: '0' },
    blocked: false,
  };
}

function envelope(seq: number, sender: string, clientmsgid = `c${seq}`, content = `m${seq}`) {
  return toBinary(
    EnvelopeSchema,
    create(EnvelopeSchema, {
      type: EnvelopeType.PRIVATE_CONVERSATION,
      content: {
        case: 'conversationmessage',
        value: {
          conversationid: 100n,
          messagecount: BigInt(seq),
          senderid: BigInt(sender),
          content,
          clientmsgid,
          createdat: BigInt(1_000 + seq),
        },
      },
    }),
  );
}

/** A scripted gateway: answers the chat store's requests the way the server does. */
class FakeGateway implements SocketLike {
  static all: FakeGateway[] = [];
  binaryType = 'blob';
  readyState = 0;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: ArrayBuffer }) => void) | null = null;
  requests: WebSocketRequestMessage[] = [];
  /** Sends are answered unless this is set (the answer is lost with the connection). */
  holdSends = false;
  /** List reads wait here while set (the answer is what the list was when asked). */
  holdList = false;
  heldList: (() => void)[] = [];
  constructor(private readonly server: { list: ConversationSummary[]; stored: Map<string, number>; seq: number }) {
    FakeGateway.all.push(this);
  }
  send(data: Uint8Array) {
    const frame = decodeFrame(data);
    if (!frame.request) return;
    const r = frame.request;
    this.requests.push(r);
    const answer = (status: number, body?: Uint8Array) =>
      queueMicrotask(() => this.onmessage?.({ data: responseFrame({ id: r.id, status, body }).slice().buffer }));
    switch (`${r.verb} ${r.path}`) {
      case `GET ${messagingPaths.conversations}`: {
        const body = json(this.server.list);
        if (this.holdList) return void this.heldList.push(() => answer(200, body));
        return answer(200, body);
      }
      case `PUT ${messagingPaths.groupCreate}`:
        this.server.list = [...this.server.list, { ...summary(0, 0), conversationid: '200', kind: 'group', name: 'Lanterns' }];
        return answer(200, json({ conversationid: '200' }));
      case `PUT ${messagingPaths.sync}`:
        answer(200);
        return queueMicrotask(() => this.push(messagingPaths.pushQueueEmpty));
      case `PUT ${messagingPaths.send}`: {
        const m = fromBinary(EnvelopeSchema, r.body!).content.value as { clientmsgid: string; content: string };
        // Idempotent: a retry with the same client id gets the stored message back.
        let seq = this.server.stored.get(m.clientmsgid);
        if (seq === undefined) this.server.stored.set(m.clientmsgid, (seq = ++this.server.seq));
        if (!this.holdSends) answer(200, envelope(seq, ME, m.clientmsgid, m.content));
        return;
      }
      case `PUT ${messagingPaths.history}`: {
        const before = Number(text(r.body).before);
        const page: ConversationMessage[] = [];
        for (let s = Math.max(1, before - 50); s < before; s++) {
          const m = fromBinary(EnvelopeSchema, envelope(s, PEER)).content.value;
          page.push(m as ConversationMessage);
        }
        return answer(200, toBinary(ComplexMessageSchema, create(ComplexMessageSchema, { conversationmessages: page })));
      }
      default:
        return answer(200, json({}));
    }
  }
  push(path: string, body?: Uint8Array) {
    this.onmessage?.({ data: requestFrame({ verb: 'PUT', path, id: 99n, body }).slice().buffer });
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
}

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

describe('chat session', () => {
  let server: { list: ConversationSummary[]; stored: Map<string, number>; seq: number };
  beforeEach(() => {
    vi.useFakeTimers();
    FakeGateway.all = [];
    server = { list: [summary(2, 2)], stored: new Map(), seq: 2 };
    localStorage.clear();
    startChat({ imUserId: ME, token: () => 't', createSocket: () => new FakeGateway(server), origin: 'http://x' });
  });
  afterEach(() => {
    stopChat();
    vi.useRealTimers();
  });

  const live = async () => {
    FakeGateway.all.at(-1)!.open();
    await flush();
    expect(chatStore.get().status).toBe('live');
  };
  const view = () => chatStore.get().conversations['100']!;

  it('keeps unread exact: what the list counted is not counted again, own messages never count', async () => {
    await live();
    expect(view().unread).toBe(2);
    const gateway = FakeGateway.all[0]!;
    gateway.push(messagingPaths.pushMessage, envelope(2, PEER)); // already in the list's count
    gateway.push(messagingPaths.pushMessage, envelope(3, PEER));
    gateway.push(messagingPaths.pushMessage, envelope(3, PEER)); // a duplicate push
    gateway.push(messagingPaths.pushMessage, envelope(4, ME)); // the person's own, from another device
    expect(view().unread).toBe(3);
    expect(chatUnreadStore.get()).toBe(3);
    expect(view().last?.content).toBe('m4');

    setViewing('100');
    expect(view().unread).toBe(0);
    expect(chatUnreadStore.get()).toBe(0);
    const read = gateway.requests.find((r) => r.path === messagingPaths.read)!;
    expect(text(read.body)).toEqual({ conversationid: '100', messagecount: '4' });
    setViewing(null);
  });

  it('loads the latest page first, then older ones, in order without duplicates', async () => {
    server.list = [summary(60, 0)];
    await live();
    await loadOlder('100');
    expect(view().messages.map((m) => Number(m.seq))).toEqual(Array.from({ length: 50 }, (_, i) => i + 11));
    expect(view().complete).toBe(false);
    await loadOlder('100');
    expect(view().messages.map((m) => Number(m.seq))).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(view().complete).toBe(true);
  });

  it('queues what is written offline and sends it once, even when an answer was lost', async () => {
    await live();
    FakeGateway.all[0]!.close(); // offline
    expect(chatStore.get().status).toBe('waiting');
    sendMessage('100', 'written on the train');
    expect(view().messages.map((m) => m.status)).toEqual(['sending']);
    // A reload keeps it: the outbox is stored.
    expect(JSON.parse(localStorage.getItem(`may_chat_outbox_${ME}`)!)).toHaveLength(1);

    // Back online, but the connection drops before the answer comes.
    await vi.advanceTimersByTimeAsync(1_000);
    const second = FakeGateway.all[1]!;
    second.holdSends = true;
    await live();
    expect(second.requests.filter((r) => r.path === messagingPaths.send)).toHaveLength(1);
    second.close();
    expect(view().messages[0]!.status).toBe('sending');

    // The next connection sends it again with the same client id; it lands once.
    await vi.advanceTimersByTimeAsync(2_000);
    await live();
    expect(server.stored.size).toBe(1);
    expect(view().messages.map((m) => [m.status, Number(m.seq), m.content])).toEqual([['sent', 3, 'written on the train']]);
    expect(localStorage.getItem(`may_chat_outbox_${ME}`)).toBeNull();
  });

  it('a group created while the list is being read is in the list when creating resolves', async () => {
    await live();
    const gateway = FakeGateway.all[0]!;
    gateway.holdList = true;
    // A conversation this tab does not know yet: the store reads the list (held in flight).
    gateway.push(
      messagingPaths.pushMessage,
      toBinary(
        EnvelopeSchema,
        create(EnvelopeSchema, {
          type: EnvelopeType.GROUP_CONVERSATION,
          content: { case: 'conversationmessage', value: { conversationid: 300n, messagecount: 1n, senderid: 8n, content: 'x' } },
        }),
      ),
    );
    await flush();
    expect(gateway.heldList).toHaveLength(1);
    gateway.holdList = false;
    const created = createGroup('Lanterns', [PEER]);
    await flush();
    gateway.heldList.shift()!(); // the read asked before the group existed comes back
    expect(await created).toBe('200');
    expect(chatStore.get().conversations['200']?.name).toBe('Lanterns');
  });

  it('logout forgets everything and stops the socket', async () => {
    await live();
    stopChat();
    expect(chatStore.get()).toMatchObject({ status: 'idle', me: null, conversations: {} });
    expect(FakeGateway.all[0]!.readyState).toBe(3);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(FakeGateway.all).toHaveLength(1);
  });
});
