/**
 * The messaging socket (docs/messaging-socket.md): Signal-style frames over one WebSocket per
 * client at /v1/websocket/?token=<im_user_token>. This file is the transport only: the upgrade,
 * the socket's listeners and the app's hooks. Requests are answered by the route tables of
 * handlers/ (dispatch.ts), each connection's state is connection.ts, the limits are limits.ts.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Socket } from 'node:net';
import type { RawData, WebSocket } from 'ws';
import { hasControlCharacter, messagingCloseCodes, messagingPaths } from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { ApiError } from '../../lib/api-error.js';
import type { RedisConnections } from '../../lib/redis.js';
import type { ChatService } from './chat-service.js';
import type { SendBatcher } from './commands/send-batch.js';
import { connectionOf, createConnections } from './connections.js';
import { createMessagingContext } from './context.js';
import { createDispatcher } from './dispatch.js';
import { socketConnections } from './metrics.js';
import type { Hub } from './hub.js';
import type { ImTokenClaims, ImTokens } from './im-token.js';
import type { InstantAdmissions, InstantGroups } from './instant-groups.js';
import { MESSAGING_LIMITS, SOCKET_LIMITS, startPingSweep, type SocketLimits } from './limits.js';

/** The login sessions messaging tokens name (the auth plugin and the session cache). */
export interface LoginSessions {
  /** Refuses (ApiError) a session that ended, expired or is a guest's, as `requireUser` does. */
  check(claims: ImTokenClaims): Promise<unknown>;
  /** Hears sessions that may have ended, on every process (session-cache.ts). */
  onEnded(listener: (ended: { sessions: string[]; users: bigint[] }) => void): void;
}

export interface MessagingOptions {
  db: Database;
  tokens: ImTokens;
  /** Places in the world's rooms: joining a `vr-*` instant group needs one. */
  admissions: InstantAdmissions;
  sessions: LoginSessions;
  /** The process's Redis connections (lib/redis.ts), or null: one node. */
  redis: RedisConnections | null;
  now?: () => number;
  limits?: Partial<SocketLimits>;
  /**
   * Whether the person may chat at all: false for a child under 14 without a guardian's agreement
   * (modules/guardian/child-limits.ts). Asked before every request that sends or joins.
   */
  mayChat?: (userId: bigint) => Promise<boolean>;
}

export interface Messaging {
  chat: ChatService;
  hub: Hub;
  /** Instant-group membership (the world counts visitors per room copy with it). */
  instant: InstantGroups;
  /** Sends waiting and in flight (batch stats). */
  sends: SendBatcher;
}

type ClaimedRequest = { imClaims: ImTokenClaims };

export const messagingPlugin: FastifyPluginAsync<MessagingOptions> = async (app: FastifyInstance, options) => {
  const ctx = createMessagingContext({ ...options, now: options.now ?? Date.now });
  const limits: SocketLimits = { ...SOCKET_LIMITS, ...options.limits };
  const connections = createConnections(ctx, limits);
  const onFrame = createDispatcher(ctx, app.log);
  const stopCounting = socketConnections.add(() => [[{}, connections.sockets.size]]);
  // Set as the node starts shutting down: it opens no new socket from then on (see preClose).
  let closing = false;

  // No per-message deflate (ws's server default, said here: its zlib contexts cost ~300 KB a
  // socket) and no client tracking (`connections.sockets` is the one list).
  await app.register(websocket, {
    options: { maxPayload: MESSAGING_LIMITS.maxFrameBytes, perMessageDeflate: false, clientTracking: false },
  });

  app.get(
    messagingPaths.socket,
    {
      websocket: true,
      // A bad or expired token, or one whose login session ended, never opens the socket: 401
      // before the upgrade (the session checked as the HTTP `requireUser` does). A user who
      // already holds the most sockets gets 429.
      preValidation: async (request) => {
        // Shutting down: 503 before the upgrade, which the proxy retries on another node.
        if (closing) throw new ApiError('busy', { retryAfterSeconds: 1 });
        const token = (request.query as { token?: unknown }).token;
        const claims = typeof token === 'string' && !hasControlCharacter(token) ? options.tokens.verify(token) : null;
        if (claims === null) throw new ApiError('tokenIllegal');
        await options.sessions.check(claims);
        if (ctx.hub.localOf(claims.userId).length >= limits.socketsPerUser)
          throw new ApiError('rateLimited', { retryAfterSeconds: 10 });
        (request as unknown as ClaimedRequest).imClaims = claims;
      },
      schema: { hide: true },
    },
    (socket, request) => {
      const claims = (request as unknown as ClaimedRequest).imClaims;
      // Its checks passed as the shutdown began: told at once, like the others, to go elsewhere
      // (a socket opened after closeAll's list would keep the HTTP server from closing).
      if (closing) return void closeAll([socket], messagingCloseCodes.serviceRestart, SHUTDOWN_CLOSE_MS);
      if (!connections.open(socket, request.raw.socket as Socket | undefined, claims)) return;
      socket.on('message', onMessage);
      socket.on('close', onClose);
      socket.on('error', ignore);
      socket.on('pong', onPong);
    },
  );

  /*
   * An idle socket should cost little (docs/decisions.md "Idle socket memory"): its listeners are
   * these shared functions (no closures per socket; the socket is `this`), its state is its
   * Connection, and nothing of the HTTP request that opened it stays reachable.
   */
  function onMessage(this: WebSocket, data: RawData, isBinary: boolean) {
    const connection = connectionOf(this);
    if (isBinary && connection) onFrame(connection, new Uint8Array(data as Buffer));
  }
  function onClose(this: WebSocket) {
    connections.closed(this);
  }
  function onPong(this: WebSocket) {
    const connection = connectionOf(this);
    if (connection) connection.alive = true;
  }

  const stopPings = startPingSweep(connections.sockets, connectionOf, limits.pingIntervalMs, ctx.budget.sweep);
  // A login session may have ended (on any process): its sockets close.
  options.sessions.onEnded((ended) => connections.closeEnded(ended, options.sessions.check));

  app.addHook('onReady', () => ctx.hub.ready);
  // The HTTP server's close waits for every connection: the sockets go first (ws keeps no list of
  // its own here, see clientTracking). A node shutting down (a deploy) says so with "service
  // restart", so clients reconnect through the proxy to a node that is up at once; a socket that
  // does not finish the closing handshake in time is cut.
  app.addHook('preClose', async () => {
    closing = true;
    // Upgrades that arrive while the sockets below are being told (their clients reconnect through
    // the proxy, which may pick this node again): refused with a 503 the proxy retries elsewhere,
    // and the connection ended, so it cannot keep the HTTP server from closing.
    app.server.removeAllListeners('upgrade');
    app.server.on('upgrade', refuseUpgrade);
    stopPings();
    await closeAll([...connections.sockets], messagingCloseCodes.serviceRestart, SHUTDOWN_CLOSE_MS);
  });
  app.addHook('onClose', async () => {
    stopCounting();
    for (const socket of connections.sockets) socket.terminate();
    await ctx.hub.close();
  });

  app.decorate('messaging', { chat: ctx.chat, hub: ctx.hub, instant: ctx.instant, sends: ctx.sends } satisfies Messaging);
};

const ignore = () => undefined;

/** A shutting-down node's answer to a WebSocket upgrade: 503, then the connection is ended. */
function refuseUpgrade(_request: unknown, socket: Socket) {
  socket.on('error', ignore);
  socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 1\r\nContent-Length: 0\r\n\r\n');
}

/** How long a closing handshake may take at shutdown before the socket is cut. */
const SHUTDOWN_CLOSE_MS = 2_000;

/** Closes every socket with `code`; those still open after `graceMs` are terminated. */
async function closeAll(sockets: WebSocket[], code: number, graceMs: number): Promise<void> {
  const closed = sockets.map(
    (socket) =>
      new Promise<void>((resolve) => {
        if (socket.readyState === socket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        try {
          socket.close(code, 'server restarting');
        } catch {
          socket.terminate();
        }
      }),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
  await Promise.race([Promise.all(closed), late]);
  clearTimeout(timer);
  for (const socket of sockets) if (socket.readyState !== socket.CLOSED) socket.terminate();
}

(messagingPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
