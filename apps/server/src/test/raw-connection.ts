/**
 * Raw TCP connections to a listening test app, for what `app.inject` cannot show (slow clients,
 * connection caps, idle connections): every one opened is destroyed after each test.
 */
import net from 'node:net';
import { afterEach } from 'vitest';

const open: net.Socket[] = [];
afterEach(() => open.splice(0).forEach((socket) => socket.destroy()));

/** A connection that records what the server sent and whether it closed the connection. */
export function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  open.push(socket);
  let received = '';
  let bytes = 0;
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1');
    bytes += chunk.length;
  });
  socket.on('error', () => undefined); // a reset from the server is one of the outcomes tested
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  /** Resolves once what the server sent matches `pattern`. */
  const receivedMatch = (pattern: RegExp) =>
    new Promise<void>((resolve) => {
      if (pattern.test(received)) return resolve();
      socket.on('data', () => pattern.test(received) && resolve());
    });
  return { socket, connected, closed, received: () => received, bytes: () => bytes, receivedMatch };
}

/** Resolves with true when `event` settles first, false when the safety limit passes first. */
export const settlesBefore = (event: Promise<unknown>, safetyMs: number) =>
  Promise.race([event.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), safetyMs).unref())]);
