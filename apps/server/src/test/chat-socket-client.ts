/**
 * A raw ws client of the messaging socket for tests, benches and the topology test: requests by
 * id, pushes answered 200 like a real client, the conversation messages it received kept in
 * arrival order. Nothing of the server in here, so suites outside the server can use it.
 */
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

  /**
   * Runs `write` with the connection corked, so the frames it sends leave in one TCP write and
   * reach the server in one read (a loaded machine may otherwise split them across reads).
   */
  together<T>(write: () => T): T {
    // ws keeps its net.Socket private; corking it is the only way to join frames into one write.
    const raw = (this.socket as unknown as { _socket: { cork(): void; uncork(): void } })._socket;
    raw.cork();
    try {
      return write();
    } finally {
      raw.uncork();
    }
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
