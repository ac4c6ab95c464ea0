/**
 * The running messaging socket of the logged-in member (one per tab; null when logged out) and
 * the JSON bodies the gateway's request paths take and answer.
 */
import type { MessagingSocket } from './messaging-socket';

let socket: MessagingSocket | null = null;

export function setChatSocket(next: MessagingSocket | null): void {
  socket = next;
}

/**
 * The running messaging socket, for features that speak over it directly (the world's instant
 * groups); null when no member is logged in.
 */
export function messagingSocket(): MessagingSocket | null {
  return socket;
}

export function requireSocket(): MessagingSocket {
  if (!socket) throw new Error('chat is not started');
  return socket;
}

export function json(body: unknown): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(body));
}

export function parse<T>(bytes: Uint8Array): T {
  return JSON.parse(new TextDecoder().decode(bytes)) as T;
}
