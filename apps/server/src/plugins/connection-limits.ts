/**
 * Caps the connections one client address holds open at once. Slow clients (a body byte every few
 * seconds, headers that never end) hold a connection each until the request timeouts in app.ts
 * close it; without a cap one machine can open thousands and leave nothing for anyone else.
 * Refused connections are closed before a byte is read. IPv6 clients are counted per /64 (one
 * client usually holds a whole /64), like the rate limits.
 *
 * Behind a reverse proxy every connection comes from the proxy, so this cap would count all
 * clients as one: config.ts turns it off when TRUST_PROXY is set, and the proxy must cap per real
 * client instead (docs/production.md).
 */
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import { clientKey } from '../lib/rate-limit/client-key.js';

export interface ConnectionLimitsOptions {
  /** Connections one address may hold open; 0 turns the cap off. */
  maxPerAddress: number;
}

export const connectionLimitsPlugin = fp<ConnectionLimitsOptions>(
  async (app, { maxPerAddress }) => {
    if (maxPerAddress <= 0) return;
    const open = new Map<string, number>();
    let refused = 0;
    app.server.on('connection', (socket: Socket) => {
      const key = clientKey(socket.remoteAddress ?? '');
      const count = open.get(key) ?? 0;
      if (count >= maxPerAddress) {
        // One warning per burst, not one per refused connection (an attack would flood the log).
        if (refused++ % 1000 === 0)
          app.log.warn({ client: key, maxPerAddress, refused }, 'connection refused: too many open from one address');
        socket.destroy();
        return;
      }
      open.set(key, count + 1);
      socket.once('close', () => {
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      });
    });
  },
  { name: 'connection-limits' },
);
