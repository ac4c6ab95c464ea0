/**
 * The chat socket's series (docs/operations.md, "Metrics"): sockets open on this process, frames
 * received, and chat messages stored. Counted where they happen (gateway.ts, dispatch.ts,
 * handlers/messages.ts), one pre-made series each, so a frame costs one increment.
 */
import { counter, gaugeSources } from '../../lib/metrics/registry.js';

export const socketConnections = gaugeSources('culture_socket_connections', 'Chat sockets open on this process.');

const frames = counter(
  'culture_socket_frames_total',
  'Binary frames received on chat sockets, by kind (request, response, bad).',
  ['kind'],
);
export const requestFrames = frames.labels('request');
export const responseFrames = frames.labels('response');
export const badFrames = frames.labels('bad');
for (const kind of ['request', 'response', 'bad']) frames.inc({ kind }, 0);

export const chatMessages = counter('culture_chat_messages_total', 'Chat messages stored (sends answered with success).');
