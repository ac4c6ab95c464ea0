/**
 * A raw ws client of the messaging socket for tests and benches: requests by id, pushes answered
 * 200 like a real client, the conversation messages it received kept in arrival order.
 */
import { randomUUID } from 'node:crypto';
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import WebSocket from 'ws';
import {
  EnvelopeSchema,
  EnvelopeType,
  SyncRequestSchema,
  WebSocketMessage_Type,
  decodeFrame,
  messagingPaths,
  requestFrame,
  responseFrame,
  type ConversationMessage,
  type Envelope,
  type SyncAnswer,
  type WebSocketResponseMessage,
} from '@culture/protocol';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { createImTokens, type ImTokens } from '../modules/messaging/im-token.js';
import type { TestApp } from './helper.js';

/**
 * A login session of `userId` written straight to the database (an SMS login's limits count per
 * address in a shared Redis) and the messaging token bound to it.
 */
export async function seededImToken(
  db: Database,
  tokens: ImTokens,
  userId: bigint,
  nowMs: number,
): Promise<{ token: string; sessionId: string }> {
  const sessionId = randomUUID();
  await db
    .insert(sessions)
    .values({ id: sessionId, userId, kind: 'phone', createdAt: new Date(nowMs), expiresAt: new Date(nowMs + 7 * 86_400_000) });
  return { token: tokens.issue(userId, sessionId), sessionId };
}

export class ChatTestClient {
  private nextId = 1n;
  private readonly waiting = new Map<bigint, { path: string; resolve: (response: WebSocketResponseMessage) => void }>();
  readonly envelopes: Envelope[] = [];
  readonly messages: ConversationMessage[] = [];
  queueEmptyCount = 0;
  onMessage?: (message: ConversationMessage) => void;
  /**
   * Every response, in frame order with the pushes (the promise `request` answers resolves a
   * microtask later, after pushes that arrived in the same read): what a client that keeps a
   * cursor must use for its own sent messages.
   */
  onResponse?: (path: string, response: WebSocketResponseMessage) => void;
  closed: Promise<void>;
  /** The close code the server sent (undefined while open). */
  closeCode?: number;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => this.onFrame(new Uint8Array(data)));
    this.closed = new Promise((resolve) =>
      socket.once('close', (code: number) => {
        this.closeCode = code;
        resolve();
      }),
    );
  }

  static open(url: string): Promise<ChatTestClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.binaryType = 'nodebuffer';
      socket.once('open', () => resolve(new ChatTestClient(socket)));
      socket.once('error', reject);
      socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    });
  }

  private onFrame(bytes: Uint8Array) {
    const frame = decodeFrame(bytes);
    if (frame.type === WebSocketMessage_Type.RESPONSE && frame.response) {
      const waiting = this.waiting.get(frame.response.id);
      this.waiting.delete(frame.response.id);
      if (waiting) this.onResponse?.(waiting.path, frame.response);
      waiting?.resolve(frame.response);
      return;
    }
    const request = frame.request!;
    if (request.path === messagingPaths.pushQueueEmpty) this.queueEmptyCount++;
    if (request.path === messagingPaths.pushMessage) {
      const envelope = fromBinary(EnvelopeSchema, request.body ?? new Uint8Array());
      this.envelopes.push(envelope);
      if (envelope.content.case === 'conversationmessage') {
        this.messages.push(envelope.content.value);
        this.onMessage?.(envelope.content.value);
      }
    }
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(responseFrame({ id: request.id, status: 200 }));
  }

  request(verb: string, path: string, body?: Uint8Array | object): Promise<WebSocketResponseMessage> {
    const id = this.nextId++;
    const bytes = body === undefined || body instanceof Uint8Array ? body : Buffer.from(JSON.stringify(body));
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { path, resolve });
      this.socket.send(requestFrame({ verb, path, id, body: bytes }), (error) => error && reject(error));
    });
  }

  async json<T>(verb: string, path: string, body?: object): Promise<T> {
    const response = await this.request(verb, path, body);
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${response.message}`);
    const text = Buffer.from(response.body ?? []).toString('utf8');
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** One sync request: at most a page of history; its answer says whether more is left. */
  syncPage(cursors: Array<{ conversationid: bigint; messagecount: bigint }> = []) {
    return this.request('PUT', messagingPaths.sync, toBinary(SyncRequestSchema, create(SyncRequestSchema, { cursors })));
  }

  /** Syncs as a client does: asks for pages until none is left; answers the last page's answer. */
  async sync(cursors: Array<{ conversationid: bigint; messagecount: bigint }> = []) {
    for (;;) {
      const response = await this.syncPage(cursors);
      const answer = JSON.parse(Buffer.from(response.body ?? []).toString('utf8') || '{}') as Partial<SyncAnswer>;
      if (response.status !== 200 || !answer.more) return response;
    }
  }

  send(conversationid: bigint, clientmsgid: string, content: string) {
    return this.request(
      'PUT',
      messagingPaths.send,
      toBinary(
        EnvelopeSchema,
        create(EnvelopeSchema, {
          type: EnvelopeType.PRIVATE_CONVERSATION,
          content: { case: 'conversationmessage', value: { conversationid, clientmsgid, content } },
        }),
      ),
    );
  }

  close() {
    this.socket.close();
    return this.closed;
  }

  terminate() {
    this.socket.terminate();
    return this.closed;
  }
}

/** Polls `check` until it holds (no fixed sleeps in tests). */
export async function waitFor(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Members written straight to the database with their socket addresses (no SMS logins), on a
 * listening test app. Ids start far from the ones logins take at `idBase`; the clock keeps reruns
 * on PostgreSQL apart.
 */
export async function seedSocketMembers(t: TestApp, count: number, idBase: bigint): Promise<{ ids: bigint[]; urls: string[] }> {
  const base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  const tokens = createImTokens({ secret: t.config.jwtSecret, now: t.clock.now });
  const ids: bigint[] = [];
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = idBase + BigInt(Date.now() % 1_000_000_000) * 2n + BigInt(i);
    await t.database.db.insert(users).values({ id, isGuest: false });
    ids.push(id);
    const { token } = await seededImToken(t.database.db, tokens, id, t.clock.now());
    urls.push(`${base}${messagingPaths.socket}?token=${encodeURIComponent(token)}`);
  }
  return { ids, urls };
}
