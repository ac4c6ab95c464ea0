/**
 * One open socket. Everything it sends to the client goes through one serial queue, and per
 * conversation it remembers the last sequence it delivered: a live push that is ahead of that is
 * preceded by the gap read from the database, one that is not ahead is dropped. So the client gets
 * every message exactly once and in order, whatever pub/sub or a reconnect does.
 */
import { create, toBinary } from '@bufbuild/protobuf';
import { EnvelopeSchema, messagingPaths, requestFrame } from '@culture/protocol';
import { SYNC_PAGE, type ChatService, type StoredMessage } from './chat-service.js';
import type { Push, Receiver } from './hub.js';
import { messageEnvelope } from './wire.js';

export interface SessionSink {
  send(bytes: Uint8Array): void;
  readonly open: boolean;
}

export class Session implements Receiver {
  private readonly delivered = new Map<bigint, bigint>();
  private queue: Promise<void> = Promise.resolve();
  private nextRequestId = 1n;
  /** Live pushes wait until the client has said what it has (the first sync). */
  private synced = false;
  private held: Push[] = [];
  readonly instantGroups = new Set<string>();
  lastTypingAt = new Map<bigint, number>();
  sendTokens: number;
  sendRefilledAt: number;

  constructor(
    readonly userId: bigint,
    private readonly sink: SessionSink,
    private readonly chat: ChatService,
    private readonly kinds: (conversationId: bigint) => Promise<number>,
    now: number,
    burst: number,
  ) {
    this.sendTokens = burst;
    this.sendRefilledAt = now;
  }

  private run(task: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(task).catch(() => undefined);
    return this.queue;
  }

  private push(path: string, body?: Uint8Array) {
    if (!this.sink.open) return;
    this.sink.send(requestFrame({ verb: 'PUT', path, id: this.nextRequestId++, body }));
  }

  private pushMessage(message: StoredMessage, kind: number) {
    this.push(messagingPaths.pushMessage, toBinary(EnvelopeSchema, messageEnvelope(message, kind)));
    this.delivered.set(message.conversationId, message.seq);
  }

  /** Delivers everything of one conversation up to `upTo` (or all there is) after what was delivered. */
  private async fill(conversationId: bigint, upTo: bigint | null, kind: number) {
    for (;;) {
      const from = this.delivered.get(conversationId) ?? 0n;
      if (upTo !== null && from >= upTo) return;
      const page = await this.chat.after(conversationId, from, SYNC_PAGE);
      for (const message of page) {
        if (upTo !== null && message.seq > upTo) return;
        this.pushMessage(message, kind);
      }
      if (page.length < SYNC_PAGE) return;
    }
  }

  /** First sync: cursors say what the client has; the gaps follow in order, then queue/empty. */
  sync(cursors: Map<bigint, bigint>): Promise<void> {
    return this.run(async () => {
      const conversations = await this.chat.conversations(this.userId);
      for (const conversation of conversations) {
        const had = cursors.get(conversation.id) ?? 0n;
        const current = this.delivered.get(conversation.id) ?? 0n;
        if (had > current) this.delivered.set(conversation.id, had);
        await this.fill(conversation.id, conversation.messageCount, conversation.kind);
      }
      this.push(messagingPaths.pushQueueEmpty);
      this.synced = true;
      const held = this.held;
      this.held = [];
      for (const push of held) await this.deliver(push);
    });
  }

  private async deliver(push: Push) {
    if (push.kind === 'envelope') {
      if (push.except !== this.userId) this.push(messagingPaths.pushMessage, push.bytes);
      return;
    }
    const { message } = push;
    const last = this.delivered.get(message.conversationId) ?? 0n;
    if (message.seq <= last) return;
    if (message.seq > last + 1n) await this.fill(message.conversationId, message.seq - 1n, push.conversationKind);
    if (message.seq === (this.delivered.get(message.conversationId) ?? 0n) + 1n) this.pushMessage(message, push.conversationKind);
  }

  receive(push: Push): void {
    if (!this.synced && push.kind === 'message') {
      this.held.push(push);
      return;
    }
    void this.run(() => this.deliver(push));
  }

  /** The sender's own message counts as delivered to this socket once its response is sent. */
  ownSent(message: StoredMessage, kind: number): Promise<void> {
    return this.run(async () => {
      if (!this.synced) return;
      const last = this.delivered.get(message.conversationId) ?? 0n;
      if (message.seq > last + 1n) await this.fill(message.conversationId, message.seq - 1n, kind);
      if (message.seq === (this.delivered.get(message.conversationId) ?? 0n) + 1n)
        this.delivered.set(message.conversationId, message.seq);
    });
  }

  kindOf(conversationId: bigint) {
    return this.kinds(conversationId);
  }
}

export const emptyEnvelope = () => toBinary(EnvelopeSchema, create(EnvelopeSchema, {}));
