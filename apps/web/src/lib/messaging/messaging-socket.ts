/**
 * The app's one messaging socket. Features subscribe to it; the chat UI comes later.
 * It reconnects with backoff, and on every (re)connect tells the server the last sequence it holds
 * per conversation, so the server pushes exactly the gap, in order, then `queue/empty`.
 */
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import {
  EnvelopeSchema,
  SyncRequestSchema,
  WebSocketMessage_Type,
  decodeFrame,
  messagingCloseCodes,
  messagingPaths,
  requestFrame,
  responseFrame,
  type Envelope,
  type SyncAnswer,
  type WebSocketResponseMessage,
} from '@culture/protocol';

export type SocketStatus = 'idle' | 'connecting' | 'syncing' | 'live' | 'waiting';

export interface SocketLike {
  binaryType: string;
  readyState: number;
  send(data: Uint8Array): void;
  close(): void;
  onopen: (() => void) | null;
  onclose: ((event?: { code?: number }) => void) | null;
  onmessage: ((event: { data: ArrayBuffer }) => void) | null;
}

export interface MessagingSocketOptions {
  /** The socket URL with the current im_user_token, or null when no one is logged in. */
  url: () => string | null;
  createSocket?: (url: string) => SocketLike;
  /** Reconnect delays in ms; the last repeats. Jittered by ±20 %. */
  backoffMs?: readonly number[];
  random?: () => number;
  /**
   * Runs after each (re)connect, before the sync is sent: the chat store reads the conversation
   * list here and sets the cursors it wants (requests work while the socket is syncing).
   */
  beforeSync?: () => Promise<void>;
  /**
   * A connection closed before it opened, `failures` times in a row. A browser cannot read the
   * 401 of a refused upgrade, so this is the hint that the token may have expired.
   */
  onConnectFailed?: (failures: number) => void;
  /** The server closed the socket because the login session ended (logout or a login elsewhere). */
  onSessionEnded?: () => void;
  /** How often the open socket is checked, and how long an answer may take. */
  keepaliveEveryMs?: number;
  keepaliveTimeoutMs?: number;
}

export class RequestFailed extends Error {
  constructor(
    readonly status: number,
    /** The catalogue code of a refusal a person reads (the answer's body `{"code"}`), when there is one. */
    readonly code?: number,
  ) {
    super(`messaging request failed: ${status}`);
  }
}

/** The catalogue code in a refusal's body, if it carries one. */
function refusalCode(body: Uint8Array | undefined): number | undefined {
  if (!body?.length) return undefined;
  try {
    const parsed = JSON.parse(new TextDecoder().decode(body)) as { code?: unknown };
    return typeof parsed.code === 'number' ? parsed.code : undefined;
  } catch {
    return undefined;
  }
}

const OPEN = 1;

export function createMessagingSocket({
  url,
  createSocket = (u) => new WebSocket(u) as unknown as SocketLike,
  backoffMs = [500, 1_000, 2_000, 5_000, 10_000],
  random = Math.random,
  beforeSync,
  onConnectFailed,
  onSessionEnded,
  keepaliveEveryMs = 25_000,
  keepaliveTimeoutMs = 10_000,
}: MessagingSocketOptions) {
  let socket: SocketLike | null = null;
  let status: SocketStatus = 'idle';
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** The address (its token) of the open socket, and of the last one closed because its session ended. */
  let currentUrl: string | null = null;
  let endedUrl: string | null = null;
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
    // The server refuses that token from now on: asking again would only be refused (a failed
    // upgrade the browser reports as an error). Wait for another one (a login on this page).
    if (target === endedUrl) {
      setStatus('waiting');
      timer = setTimeout(connect, backoffMs.at(-1)!);
      return;
    }
    endedUrl = null;
    currentUrl = target;
    setStatus('connecting');
    const current = createSocket(target);
    current.binaryType = 'arraybuffer';
    socket = current;
    let opened = false;
    current.onopen = () => {
      opened = true;
      attempt = 0;
      startKeepalive(current);
      setStatus('syncing');
      void (async () => {
        if (beforeSync) await beforeSync().catch(() => undefined);
        // The server sends a page of history per sync and answers whether more is left; the
        // cursors have moved past that page by the time its answer arrives.
        while (socket === current) {
          const sync = create(SyncRequestSchema, {
            cursors: [...cursors].map(([conversationid, messagecount]) => ({ conversationid, messagecount })),
          });
          const answer = await request('PUT', messagingPaths.sync, toBinary(SyncRequestSchema, sync)).catch(() => null);
          if (!answer || answer.status !== 200 || !hasMore(answer.body)) return;
        }
      })();
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
    current.onclose = (event) => drop(current, opened, event?.code === messagingCloseCodes.sessionEnded);
    dropCurrent = () => drop(current, opened);
  }

  /** Keepalive timer of the open socket, and how to give it up now (offline, no keepalive answer). */
  let keepaliveTimer: ReturnType<typeof setInterval> | null = null;
  let dropCurrent: (() => void) | null = null;

  /**
   * The socket is gone (closed, or given up on): fail what waits for an answer, and try again
   * after a backoff. A socket given up on is closed too, but its close event may come much later
   * on a dead network, so nothing waits for it.
   */
  function drop(current: SocketLike, opened: boolean, sessionEnded = false) {
    if (socket !== current) return;
    socket = null;
    dropCurrent = null;
    if (keepaliveTimer) clearInterval(keepaliveTimer);
    keepaliveTimer = null;
    current.onclose = null;
    current.onmessage = null;
    try {
      current.close();
    } catch {
      /* already closed */
    }
    for (const waiting of pending.values()) waiting.reject(new Error('messaging socket closed'));
    pending.clear();
    const base = backoffMs[Math.min(attempt, backoffMs.length - 1)]!;
    attempt++;
    if (!opened) onConnectFailed?.(attempt);
    setStatus('waiting');
    // A session that ended is told on the reconnect timer, not at once: a logout on this page
    // closes the socket before its own answer arrives, and stops the socket (and this timer) then.
    if (sessionEnded) endedUrl = currentUrl;
    const reconnect = sessionEnded
      ? () => {
          onSessionEnded?.();
          connect();
        }
      : connect;
    timer = setTimeout(reconnect, Math.round(base * (0.8 + 0.4 * random())));
  }

  /**
   * A phone that loses its network often keeps a WebSocket "open" for minutes. A keepalive that
   * gets no answer in time, or the browser saying it went offline, ends it at once; coming back
   * online reconnects without waiting for the backoff.
   */
  function startKeepalive(current: SocketLike) {
    if (keepaliveTimer) clearInterval(keepaliveTimer);
    keepaliveTimer = setInterval(() => {
      if (socket !== current) return;
      const answered = request('GET', messagingPaths.keepalive);
      const deadline = setTimeout(() => dropCurrent?.(), keepaliveTimeoutMs);
      answered.then(
        () => clearTimeout(deadline),
        () => clearTimeout(deadline),
      );
    }, keepaliveEveryMs);
  }

  const onOffline = () => dropCurrent?.();
  const onOnline = () => {
    if (status !== 'waiting' || !timer) return;
    clearTimeout(timer);
    attempt = 0;
    connect();
  };
  const listenToNetwork = (on: boolean) => {
    if (typeof window === 'undefined') return;
    const method = on ? 'addEventListener' : 'removeEventListener';
    window[method]('offline', onOffline);
    window[method]('online', onOnline);
  };

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
      if (socket || timer) return;
      listenToNetwork(true);
      connect();
    },
    /** Logout: close, forget every cursor and stop reconnecting. */
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      if (keepaliveTimer) clearInterval(keepaliveTimer);
      keepaliveTimer = null;
      dropCurrent = null;
      listenToNetwork(false);
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
      if (response.status !== 200) throw new RequestFailed(response.status, refusalCode(response.body));
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
    /** Moves a conversation's cursor forward (never back): the next sync starts after it. */
    advanceCursor(conversationId: bigint, seq: bigint) {
      if (seq > (cursors.get(conversationId) ?? 0n)) cursors.set(conversationId, seq);
    },
  };
}

export type MessagingSocket = ReturnType<typeof createMessagingSocket>;

/** A sync answer's `more` (JSON; an older server answers no body: nothing more). */
function hasMore(body: Uint8Array | undefined): boolean {
  if (!body?.length) return false;
  try {
    return (JSON.parse(new TextDecoder().decode(body)) as Partial<SyncAnswer>).more === true;
  } catch {
    return false;
  }
}
