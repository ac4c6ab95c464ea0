/**
 * The open connections of this process: opening one (after its upgrade), closing one, and closing
 * those whose login session ended.
 */
import { QuitType, messagingCloseCodes } from '@culture/protocol';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import { ApiError } from '../../lib/api-error.js';
import { Connection } from './connection.js';
import { quitMessage, type MessagingContext } from './context.js';
import type { ImTokenClaims } from './im-token.js';
import type { SocketLimits } from './limits.js';
import { SendWindow } from './send-window.js';

const CONNECTION = Symbol('messaging connection');
type Tracked = WebSocket & { [CONNECTION]?: Connection };
const ignore = () => undefined;

export const connectionOf = (socket: WebSocket): Connection | undefined => (socket as Tracked)[CONNECTION];

/**
 * Lets go of what the HTTP upgrade left on a socket: @fastify/websocket's error listener (it
 * closes over the Fastify request and reply, their loggers and headers), the ServerResponse the
 * HTTP server attached to the TCP socket (and through it the IncomingMessage), and a cleared
 * idle timer (keep-alive's, when the socket served requests before its upgrade; ws turned it off,
 * Node keeps the object). About 5 KB a socket.
 */
export function forgetUpgrade(socket: WebSocket, tcp: Socket | undefined) {
  socket.removeAllListeners('error');
  if (!tcp) return; // @fastify/websocket's injectWS upgrades a stream, not a TCP socket
  const attached = (tcp as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (attached) attached.detachSocket(tcp);
  const timer = Object.getOwnPropertySymbols(tcp).find((key) => key.description === 'timeout');
  if (timer && tcp.timeout === 0) (tcp as unknown as Record<symbol, unknown>)[timer] = null;
}

export function createConnections(ctx: MessagingContext, limits: SocketLimits) {
  const sockets = new Set<WebSocket>();

  return {
    sockets,

    /** A socket just upgraded for `claims`: its connection, or null when the user holds too many. */
    open(socket: WebSocket, tcp: Socket | undefined, { userId, sessionId }: ImTokenClaims): Connection | null {
      forgetUpgrade(socket, tcp);
      // Upgrades checked at the same time: the cap holds once they are open.
      if (ctx.hub.localOf(userId).length >= limits.socketsPerUser) {
        socket.on('error', ignore);
        socket.close(messagingCloseCodes.tooManySockets, 'too many sockets');
        return null;
      }
      sockets.add(socket);
      const window = new SendWindow(socket, tcp, limits.drainDeadlineMs);
      const connection = new Connection(userId, sessionId, window, ctx.chat, ctx.kindOf);
      (socket as Tracked)[CONNECTION] = connection;
      ctx.hub.attach(userId, connection);
      void ctx.presence.connected(userId).then((first) => {
        if (first) void ctx.announce(userId, true);
      });
      return connection;
    },

    closed(socket: WebSocket) {
      const connection = connectionOf(socket);
      sockets.delete(socket);
      if (!connection) return;
      const { userId } = connection;
      ctx.hub.detach(userId, connection);
      connection.close();
      for (const group of connection.instantGroups) {
        // The place first, then the quit: the member is counted all along (see InstantAdmissions.keep).
        // Best effort: with Redis out of reach the member's entry expires on its own.
        const kept = ctx.admissions.needsPlace(group) ? ctx.admissions.keep(group, userId).catch(ignore) : null;
        void Promise.resolve(kept)
          .then(() => ctx.instantEvent(group, quitMessage(group, userId, QuitType.DISCONNECTED)))
          .then(() => ctx.instant.quit(group, userId))
          .catch(() => undefined);
      }
      void ctx.presence.disconnected(userId).then((last) => {
        if (last) void ctx.announce(userId, false);
      });
    },

    /**
     * Login sessions that may have ended (logout, deletion, a login elsewhere; heard from any
     * process): the connections they could concern check their session again, and those whose
     * session ended close with 4401. A login elsewhere names the user: the new session's pass.
     */
    closeEnded(ended: { sessions: string[]; users: bigint[] }, check: (claims: ImTokenClaims) => Promise<unknown>) {
      const concerned = new Set<Connection>();
      for (const userId of ended.users) for (const c of ctx.hub.localOf(userId) as Connection[]) concerned.add(c);
      if (ended.sessions.length) {
        const ids = new Set(ended.sessions);
        for (const socket of sockets) {
          const c = connectionOf(socket);
          if (c && ids.has(c.sessionId)) concerned.add(c);
        }
      }
      for (const connection of concerned) {
        check({ userId: connection.userId, sessionId: connection.sessionId }).then(
          () => undefined,
          (error: unknown) => {
            // Only a refusal ends the socket; a database hiccup leaves it to the next check.
            if (error instanceof ApiError) connection.window.end(messagingCloseCodes.sessionEnded, 'session ended');
          },
        );
      }
    },
  };
}
