/**
 * Closes a connection on which nothing has moved, in either direction, for `idleMs`: a client
 * that stopped reading our answer (it sits queued in the socket, holding memory and a connection
 * slot), or a request whose answer never comes. Node's own timeouts cover the rest of a slow
 * client's tricks: headersTimeout and requestTimeout end requests that arrive too slowly (app.ts),
 * keepAliveTimeout ends an idle connection between requests.
 *
 * Why not Fastify's `connectionTimeout` (Node's socket.setTimeout), which does the same: its timer
 * is refreshed on every read and every write of every socket, work on each request that measured
 * about a tenth of /healthz's whole cost on a 2-core machine (bench/page-shell, docs/decisions.md).
 * Here one sweep every few seconds compares each socket's byte counts with the last sweep's, so a
 * request costs nothing; a stalled connection is closed between idleMs and idleMs plus one sweep
 * interval after its last byte.
 *
 * Upgraded connections (the WebSocket gateway) are let go at the upgrade: the gateway keeps them
 * alive and closes them with its own heartbeat, as it did when socket.setTimeout was in use (ws
 * turns that timer off).
 */
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import fp from 'fastify-plugin';

export interface IdleConnectionsOptions {
  /** Time without a byte read or sent after which a connection is closed; 0 turns this off. */
  idleMs: number;
}

/** How often the sockets are looked at: often enough to close within a quarter past idleMs. */
const sweepInterval = (idleMs: number) => Math.min(5_000, Math.max(25, Math.floor(idleMs / 4)));

interface Seen {
  /** Bytes read plus bytes handed to the kernel, at the last sweep that saw them change. */
  moved: number;
  /** When they last changed (performance.now(): real time, not the app's injectable clock). */
  since: number;
}

/** Bytes the socket has read plus those it has passed on to the kernel (queued ones not counted). */
const bytesMoved = (socket: Socket) => socket.bytesRead + socket.bytesWritten - socket.writableLength;

export const idleConnectionsPlugin = fp<IdleConnectionsOptions>(
  async (app, { idleMs }) => {
    if (idleMs <= 0) return;
    const watched = new Map<Socket, Seen>();
    app.server.on('connection', (socket: Socket) => {
      watched.set(socket, { moved: 0, since: performance.now() });
      socket.once('close', () => watched.delete(socket));
    });
    app.server.on('upgrade', (_request: unknown, socket: Socket) => watched.delete(socket));

    const sweep = () => {
      const now = performance.now();
      for (const [socket, seen] of watched) {
        const moved = bytesMoved(socket);
        if (moved !== seen.moved) {
          seen.moved = moved;
          seen.since = now;
        } else if (now - seen.since >= idleMs) {
          watched.delete(socket);
          socket.destroy();
        }
      }
    };
    const timer = setInterval(sweep, sweepInterval(idleMs));
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'idle-connections' },
);
