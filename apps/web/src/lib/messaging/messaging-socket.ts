/**
 * The app's one messaging socket (issue 14). Features subscribe to it; the chat UI comes later.
 * It reconnects with backoff, and on every (re)connect tells the server the last sequence it holds
 * per conversation, so the server pushes exactly the gap, in order, then `queue/empty`.
 */
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import {
  EnvelopeSchema,
  SyncRequestSchema,
  WebSocketMessage_Type,
  decodeFrame,
  messagingPaths,
  requestFrame,
  responseFrame,
  type Envelope,
  type WebSocketResponseMessage,
} from '@culture/protocol';

export type SocketStatus = 'idle' | 'connecting' | 'syncing' | 'live' | 'waiting';

export interface SocketLike {
  binaryType: string;
  readyState: number;
  send(data: Uint8Array): void;
  close(): void;
  onopen: (() => void) | null;
  onclose: (() => void) | null;
  onmessage: ((event: { data: ArrayBuffer }) => void) | null;
}

export interface MessagingSocketOptions {
  /** The socket URL with the current im_user_token, or null when no one is logged in. */
  url: () => string | null;
  createSocket?: (url: string) => SocketLike;
  /** Reconnect delays in ms; the last repeats. Jittered by ±20 %. */
  backoffMs?: readonly number[];
  random?: () => number;
}

export class RequestFailed extends Error {
  constructor(readonly status: number) {
    super(`messaging request failed: ${status}`);
  }
}

const OPEN = 1;

export function createMessagingSocket({
  url,
  createSocket = (u) => new WebSocket(u) as unknown as SocketLike,
  backoffMs = [500, 1_000, 2_000, 5_000, 10_000],
  random = Math.random,
}: MessagingSocketOptions) {
  let socket: SocketLike | null = null;
  let status: SocketStatus = 'idle';
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let nextId = 1n;
  const pending = new Map<bigint, { resolve: (r: WebSocketResponseMessage) => void; reject: (e: Error) => void }>();
  /** Last sequence held per conversation: what the next sync asks after. */
  const cursors = new Map<bigint, bigint>();
  const listeners = new Set<(envelope: Envelope) => void>();
  const statusListeners = new Set<(status: SocketStatus) => void>();

  const setStatus = (next: SocketStatus) => {
    status = next;
    for (const listener of statusListeners) listener(next);
  };

  function onPush(path: string, body: Uint8Array | undefined) {
    if (path === messagingPaths.pushQueueEmpty) return setStatus('live');
    if (path !== messagingPaths.pushMessage || !body) return;
    const envelope = fromBinary(EnvelopeSchema, body);
    if (envelope.content.case === 'conversationmessage') {
      const m = envelope.content.value;
      if (m.messagecount > (cursors.get(m.conversationid) ?? 0n)) cursors.set(m.conversationid, m.messagecount);
    }
    for (const listener of listeners) listener(envelope);
  }

  function connect() {
    timer = null;
    const target = url();
    if (!target) return setStatus('idle');
    setStatus('connecting');
    const current = createSocket(target);
    current.binaryType = 'arraybuffer';
    socket = current;
    current.onopen = () => {
      attempt = 0;
      setStatus('syncing');
      const sync = create(SyncRequestSchema, {
        cursors: [...cursors].map(([conversationid, messagecount]) => ({ conversationid, messagecount })),
      });
      void request('PUT', messagingPaths.sync, toBinary(SyncRequestSchema, sync)).catch(() => undefined);
    };
    current.onmessage = (event) => {
      let frame;
      try {
        frame = decodeFrame(new Uint8Array(event.data));
      } catch {
        return;
      }
      if (frame.type === WebSocketMessage_Type.RESPONSE && frame.response) {
        const waiting = pending.get(frame.response.id);
        pending.delete(frame.response.id);
        waiting?.resolve(frame.response);
      } else if (frame.request) {
        onPush(frame.request.path, frame.request.body);
        current.send(responseFrame({ id: frame.request.id, status: 200 }));
      }
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      for (const waiting of pending.values()) waiting.reject(new Error('messaging socket closed'));
      pending.clear();
      const base = backoffMs[Math.min(attempt, backoffMs.length - 1)]!;
      attempt++;
      setStatus('waiting');
      timer = setTimeout(connect, Math.round(base * (0.8 + 0.4 * random())));
    };
  }

  function request(verb: string, path: string, body?: Uint8Array): Promise<WebSocketResponseMessage> {
    const current = socket;
    if (!current || current.readyState !== OPEN) return Promise.reject(new Error('messaging socket not open'));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      current.send(requestFrame({ verb, path, id, body }));
    });
  }

  return {
    start() {
      if (!socket && !timer) connect();
    },
    /** Logout: close, forget every cursor and stop reconnecting. */
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      const current = socket;
      socket = null;
      current?.close();
      for (const waiting of pending.values()) waiting.reject(new Error('messaging socket closed'));
      pending.clear();
      cursors.clear();
      attempt = 0;
      setStatus('idle');
    },
    request,
    /** A request whose answer must be 200; answers the body. */
    async call(verb: string, path: string, body?: Uint8Array): Promise<Uint8Array> {
      const response = await request(verb, path, body);
      if (response.status !== 200) throw new RequestFailed(response.status);
      return response.body ?? new Uint8Array();
    },
    subscribe(listener: (envelope: Envelope) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onStatus(listener: (status: SocketStatus) => void): () => void {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    status: () => status,
    cursor: (conversationId: bigint) => cursors.get(conversationId) ?? 0n,
  };
}

export type MessagingSocket = ReturnType<typeof createMessagingSocket>;
