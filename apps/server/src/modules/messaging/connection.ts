/**
 * One open socket. Everything it sends to the client goes through one serial queue, and per
 * conversation it remembers the last sequence it delivered: a live push that is ahead of that is
 * preceded by the gap read from the database, one that is not ahead is dropped. So the client gets
 * every message exactly once and in order, whatever pub/sub or a reconnect does.
 */
import { create, toBinary } from '@bufbuild/protobuf';
import { EnvelopeSchema, MESSAGE_TEXT_MAX_BYTES, messagingPaths } from '@culture/protocol';
import { SYNC_PAGE, type StoredMessage } from './chat-model.js';
import type { ChatService } from './chat-service.js';
import type { Push, Receiver } from './hub.js';
import { pushFrame } from './frames.js';
import type { SendWindow } from './send-window.js';
import { messageEnvelope } from './presenters.js';

/**
 * What one sync request delivers at most (a page): SYNC_PAGE messages or this many bytes of
 * pushes, whichever comes first; the answer says whether more is left (docs/messaging-socket.md).
 */
export const SYNC_PAGE_BYTES = 256 * 1024;

/** About the largest push of one message: 4 KB of text, 1 KB of extras and the envelope. */
const MAX_PUSH_BYTES = MESSAGE_TEXT_MAX_BYTES + 1024 + 128;

/**
 * How a fill ended: all delivered, stopped at a gap, stopped before an own unanswered send, or
 * stopped at the end of a sync page.
 */
type FillEnd = 'done' | 'gap' | 'own' | 'page';

/** What a sync page may still deliver. */
interface PageBudget {
  messages: number;
  bytes: number;
}

/** One resolved promise shared by every new socket's queue. */
const SETTLED: Promise<void> = Promise.resolve();

export class Connection implements Receiver {
  // Collections are made on first use: an idle socket (most of them) then costs a few hundred bytes.
  private deliveredMap?: Map<bigint, bigint>;
  private queue: Promise<void> = SETTLED;
  private nextRequestId = 1n;
  /** Live pushes wait until the client has said what it has (the first sync). */
  private synced = false;
  /** Conversations with live messages before the sync ended (id → kind): read after its last page. */
  private held: Map<bigint, number> | null = null;
  /** Client ids of this socket's own sends whose answer is not written yet: the answer carries them. */
  private inFlightSet?: Set<string>;
  /** Own sends stored but not answered yet, per conversation, in sequence order. */
  private answersMap?: Map<bigint, Array<{ message: StoredMessage; answer: () => void }>>;
  /** Conversations where delivery stopped at an own message still in flight (resumed by its answer). */
  private waitingSet?: Set<bigint>;
  private instantSet?: Set<string>;
  /** Conversations read again after a gap: the pending timer and how many tries so far. */
  private gapRetries?: Map<bigint, { timer: ReturnType<typeof setTimeout> | null; tries: number }>;
  private closed = false;
  private typingMap?: Map<bigint, number>;

  private get delivered(): Map<bigint, bigint> {
    return (this.deliveredMap ??= new Map());
  }
  private get inFlight(): Set<string> {
    return (this.inFlightSet ??= new Set());
  }
  private get answers(): Map<bigint, Array<{ message: StoredMessage; answer: () => void }>> {
    return (this.answersMap ??= new Map());
  }
  private get waitingForAnswer(): Set<bigint> {
    return (this.waitingSet ??= new Set());
  }
  /** Instant groups this socket joined. */
  get instantGroups(): Set<string> {
    return (this.instantSet ??= new Set());
  }
  /** When this socket last announced typing, per conversation (throttle). */
  get lastTypingAt(): Map<bigint, number> {
    return (this.typingMap ??= new Map());
  }
  /** Answered the server's last ping (see the gateway's ping sweep). */
  alive = true;

  constructor(
    readonly userId: bigint,
    /** The login session its token names: the socket ends with it. */
    readonly sessionId: string,
    /** Everything written to the client goes through it (backpressure). */
    readonly window: SendWindow,
    private readonly chat: ChatService,
    private readonly kinds: (conversationId: bigint) => Promise<number>,
  ) {}

  private run(task: () => Promise<void>): Promise<void> {
    this.pending++;
    // The closure is made per task, not per connection: an idle connection holds none.
    this.queue = this.queue.then(() => this.step(task));
    return this.queue;
  }
  /** Tasks queued and not finished: with none, a step that needs no database runs at once. */
  private pending = 0;
  private async step(task: () => Promise<void>): Promise<void> {
    try {
      await task();
    } catch {
      // A task's failure is its own (it retries or gives up); the queue goes on.
    } finally {
      this.pending--;
    }
  }

  private push(path: string, body?: Uint8Array) {
    this.window.write(pushFrame(path, this.nextRequestId++, body));
  }

  /** An own message of this socket whose answer is not written yet: delivery waits for the answer. */
  private awaitsAnswer(message: StoredMessage): boolean {
    if (message.senderId !== this.userId || !this.inFlight.has(message.clientMsgId)) return false;
    this.waitingForAnswer.add(message.conversationId);
    return true;
  }

  /** `live` is the hub's push when there is one: its envelope is encoded once for all receivers. */
  private pushMessage(message: StoredMessage, kind: number, live?: Push & { kind: 'message' }): number {
    let bytes = live?.encoded;
    if (!bytes) {
      bytes = toBinary(EnvelopeSchema, messageEnvelope(message, kind));
      if (live) live.encoded = bytes;
    }
    this.push(messagingPaths.pushMessage, bytes);
    this.delivered.set(message.conversationId, message.seq);
    return bytes.length;
  }

  /**
   * Delivers everything of one conversation up to `upTo` (or all there is) after what was
   * delivered, strictly one sequence after the other. It stops
   *  - at a gap ('gap'): a later sequence is visible before an earlier one (or `upTo` is not all
   *    visible yet, or the database failed). Nothing past a gap is ever delivered, so the client's
   *    cursor never jumps over a message that commits later; the gap is read again shortly
   *    (retryLater) until it is filled — sequences have no permanent holes;
   *  - before an own message whose answer is not written yet ('own'): the answer delivers that
   *    one, and delivery resumes after it (ownSent), so nothing overtakes it;
   *  - when a sync page's `budget` is used up ('page').
   * While the socket is paused (backpressure) it waits before each message.
   */
  private async fill(conversationId: bigint, upTo: bigint | null, kind: number, budget?: PageBudget): Promise<FillEnd> {
    for (;;) {
      const from = this.delivered.get(conversationId) ?? 0n;
      if (upTo !== null && from >= upTo) return 'done';
      if (budget && (budget.messages <= 0 || budget.bytes <= 0)) return 'page';
      // A sync page reads no more rows than its bytes could take at the largest message size: 40
      // clients paging at once then hold a quarter of the rows in memory (bench/chat phase 4).
      const limit = budget ? Math.max(1, Math.min(budget.messages, Math.ceil(budget.bytes / MAX_PUSH_BYTES))) : SYNC_PAGE;
      let rows: StoredMessage[];
      try {
        rows = await this.chat.after(conversationId, from, limit);
      } catch {
        this.retryLater(conversationId, kind);
        return 'gap';
      }
      for (const message of rows) {
        if (message.seq !== (this.delivered.get(conversationId) ?? 0n) + 1n) {
          this.retryLater(conversationId, kind);
          return 'gap';
        }
        if (upTo !== null && message.seq > upTo) return 'done';
        if (this.awaitsAnswer(message)) return 'own';
        if (budget && (budget.messages <= 0 || budget.bytes <= 0)) return 'page';
        if (this.window.paused) await this.window.ready();
        // Given up while waiting (or closed): nothing more to read for it.
        if (this.closed || !this.window.open) return 'done';
        const bytes = this.pushMessage(message, kind);
        if (budget) {
          budget.messages--;
          budget.bytes -= bytes;
        }
      }
      if (rows.length < limit) {
        if (upTo !== null && (this.delivered.get(conversationId) ?? 0n) < upTo) {
          this.retryLater(conversationId, kind);
          return 'gap';
        }
        if (!this.gapRetries?.get(conversationId)?.timer) this.gapRetries?.delete(conversationId);
        return 'done';
      }
    }
  }

  /**
   * Reads a conversation again after a gap: 10 ms, then twice as long each time (at most 1 s),
   * until what was missing has committed. One pending retry per conversation; none once closed.
   */
  private retryLater(conversationId: bigint, kind: number) {
    if (this.closed) return;
    const retries = (this.gapRetries ??= new Map());
    const entry = retries.get(conversationId) ?? { timer: null, tries: 0 };
    if (entry.timer) return;
    const delay = Math.min(1_000, 10 * 2 ** entry.tries);
    entry.tries++;
    entry.timer = setTimeout(() => {
      entry.timer = null;
      void this.run(() => this.resume(conversationId, kind));
    }, delay);
    retries.set(conversationId, entry);
  }

  /** After a gap: what is visible now, then the own answers that waited behind it. */
  private async resume(conversationId: bigint, kind: number) {
    if (this.closed) return;
    if (this.answersMap?.has(conversationId)) await this.advance(conversationId, kind);
    else await this.fill(conversationId, null, kind);
  }

  /** The socket closed: no more retries, nothing waits to be written. */
  close(): void {
    this.closed = true;
    this.window.close();
    for (const entry of this.gapRetries?.values() ?? []) if (entry.timer) clearTimeout(entry.timer);
    this.gapRetries = undefined;
  }

  /**
   * One sync request: cursors say what the client has; the gaps follow in order, one page at most
   * (SYNC_PAGE messages or SYNC_PAGE_BYTES). Answers whether more is left: the client asks again
   * (its cursors then include this page). After the last page, queue/empty, then what came live.
   */
  sync(cursors: Map<bigint, bigint>): Promise<boolean> {
    let more = false;
    return this.run(async () => {
      const conversations = await this.chat.conversations(this.userId);
      const budget: PageBudget = { messages: SYNC_PAGE, bytes: SYNC_PAGE_BYTES };
      for (const conversation of conversations) {
        const had = cursors.get(conversation.id) ?? 0n;
        const current = this.delivered.get(conversation.id) ?? 0n;
        if (had > current) this.delivered.set(conversation.id, had);
        if (more || (had > current ? had : current) >= conversation.messageCount) continue;
        if ((await this.fill(conversation.id, conversation.messageCount, conversation.kind, budget)) === 'page') more = true;
      }
      if (more || this.closed) return;
      this.push(messagingPaths.pushQueueEmpty);
      this.synced = true;
      const held = this.held ?? new Map<bigint, number>();
      this.held = null;
      for (const [conversationId, kind] of held) await this.fill(conversationId, null, kind);
    }).then(() => more);
  }

  private async deliver(push: Push) {
    if (push.kind === 'envelope') {
      if (push.except !== this.userId) this.push(messagingPaths.pushMessage, push.bytes);
      return;
    }
    const { message } = push;
    const id = message.conversationId;
    const last = this.delivered.get(id) ?? 0n;
    if (message.seq <= last) return;
    let end: FillEnd = 'done';
    if (message.seq > last + 1n) end = await this.fill(id, message.seq - 1n, push.conversationKind);
    // Behind a gap (read again shortly) or an own message in flight (its answer resumes): this one
    // is in the database and follows from there.
    if (message.seq !== (this.delivered.get(id) ?? 0n) + 1n) {
      if (end === 'done') this.retryLater(id, push.conversationKind);
      return;
    }
    if (!this.awaitsAnswer(message)) this.pushMessage(message, push.conversationKind, push);
  }

  receive(push: Push): void {
    if (!this.synced && push.kind === 'message') {
      // Only which conversation: the message is read from the database after the last page.
      (this.held ??= new Map()).set(push.message.conversationId, push.conversationKind);
      return;
    }
    // The common case (nothing queued, the next sequence) is what deliver would do, done now.
    if (this.pending === 0 && this.deliverNow(push)) return;
    void this.run(() => this.deliver(push));
  }

  /** deliver() for a push that needs no database; false if it does (a gap to fill first). */
  private deliverNow(push: Push): boolean {
    if (push.kind === 'envelope') {
      if (push.except !== this.userId) this.push(messagingPaths.pushMessage, push.bytes);
      return true;
    }
    const { message } = push;
    const last = this.delivered.get(message.conversationId) ?? 0n;
    if (message.seq > last + 1n) return false;
    if (message.seq === last + 1n && !this.awaitsAnswer(message)) this.pushMessage(message, push.conversationKind, push);
    return true;
  }

  /** A send from this socket starts: until its answer is written, the message is not pushed here. */
  beginSend(clientMsgId: string): void {
    this.inFlight.add(clientMsgId);
  }

  /** The send failed: its answer (an error) carries no message. */
  abortSend(clientMsgId: string): void {
    this.inFlight.delete(clientMsgId);
  }

  /**
   * The sender's own message counts as delivered to this socket once its answer is written. The
   * answer is written from this socket's queue, in sequence order after whatever comes before it,
   * so the client sees the conversation in order: earlier messages (others', and its own sends
   * still being stored) first, then this one, then what came after. A send stored ahead of an
   * earlier own send waits for that one's answer.
   */
  ownSent(message: StoredMessage, kind: number, answer: () => void): Promise<void> {
    // The common case, as advance() would do it: nothing queued, no earlier answer pending, the
    // message next in sequence.
    const id = message.conversationId;
    if (
      this.pending === 0 &&
      (!this.synced || (!this.answersMap?.has(id) && message.seq === (this.delivered.get(id) ?? 0n) + 1n))
    ) {
      if (!this.synced) {
        this.inFlight.delete(message.clientMsgId);
        answer();
      } else {
        this.answer({ message, answer });
        if (this.waitingSet?.delete(id)) void this.run(() => this.fill(id, null, kind).then(() => undefined));
      }
      return SETTLED;
    }
    return this.run(async () => {
      if (!this.synced) {
        this.inFlight.delete(message.clientMsgId);
        return answer();
      }
      const id = message.conversationId;
      const waiting = this.answers.get(id) ?? [];
      waiting.push({ message, answer });
      waiting.sort((x, y) => (x.message.seq < y.message.seq ? -1 : 1));
      this.answers.set(id, waiting);
      try {
        await this.advance(id, kind);
      } catch {
        // Never answer ahead of a gap (the client would take the answer's sequence as its cursor):
        // the answers wait and the conversation is read again shortly.
        this.retryLater(id, kind);
      }
    });
  }

  private answer({ message, answer }: { message: StoredMessage; answer: () => void }) {
    this.inFlight.delete(message.clientMsgId);
    const delivered = this.delivered.get(message.conversationId) ?? 0n;
    if (message.seq > delivered) this.delivered.set(message.conversationId, message.seq);
    answer();
  }

  /** Writes the answers that are next in sequence, then what waited behind them. */
  private async advance(conversationId: bigint, kind: number) {
    const waiting = this.answers.get(conversationId);
    while (waiting?.length) {
      const next = waiting[0]!;
      if (next.message.seq > (this.delivered.get(conversationId) ?? 0n) + 1n) {
        await this.fill(conversationId, next.message.seq - 1n, kind);
        // A gap (read again shortly) or an earlier own send (its answer comes first).
        if (next.message.seq > (this.delivered.get(conversationId) ?? 0n) + 1n) return;
      }
      waiting.shift();
      this.answer(next);
    }
    this.answers.delete(conversationId);
    // What arrived behind these messages while their answers were pending follows them now.
    if (this.waitingForAnswer.delete(conversationId)) await this.fill(conversationId, null, kind);
  }

  kindOf(conversationId: bigint) {
    return this.kinds(conversationId);
  }
}

export const emptyEnvelope = () => toBinary(EnvelopeSchema, create(EnvelopeSchema, {}));
