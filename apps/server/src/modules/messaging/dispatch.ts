/**
 * From a frame to its answer: every request frame gets exactly one response frame with its id; a
 * frame that does not decode is answered nothing and never throws (docs/messaging-socket.md).
 */
import { WebSocketMessage_Type, decodeFrame, type WebSocketRequestMessage } from '@culture/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { isServiceOutage } from '../../lib/service-outage.js';
import { ChatError } from './chat-error.js';
import type { Connection } from './connection.js';
import type { MessagingContext } from './context.js';
import { answerFrame, frameType } from './frames.js';
import { ROUTES } from './handlers/index.js';
import { badFrames, requestFrames, responseFrames } from './metrics.js';
import { BadRequest, routeKey, type Answer } from './handlers/route.js';
import { json } from './presenters.js';

const NOT_FOUND: Answer = { status: 404, message: 'Not Found' };

/** The answer to a request that failed: a refusal, a malformed request, an outage or a fault. */
function failure(error: unknown, log: FastifyBaseLogger): Answer {
  if (error instanceof BadRequest) return { status: 400, message: error.message };
  if (error instanceof ChatError)
    return { status: error.status, message: error.message, body: json({ code: error.code, message: error.message }) };
  if (isServiceOutage(error)) return { status: 503, message: 'Service Unavailable: try again shortly' };
  log.error({ err: error }, 'messaging request failed');
  return { status: 500, message: 'Internal Server Error' };
}

export function createDispatcher(ctx: MessagingContext, log: FastifyBaseLogger) {
  /** The last in-order (instant-group) request of each connection that has sent one (most never do). */
  const tails = new WeakMap<Connection, Promise<unknown>>();
  function inOrder<T>(connection: Connection, run: () => Promise<T>): Promise<T> {
    const next = (tails.get(connection) ?? Promise.resolve()).then(run, run);
    tails.set(
      connection,
      next.catch(() => undefined),
    );
    return next;
  }

  async function handle(connection: Connection, request: WebSocketRequestMessage, respond: (answer: Answer) => void) {
    const route = ROUTES.get(routeKey(request.verb, request.path));
    if (!route) return NOT_FOUND;
    const run = () => route.run({ ctx, connection, userId: connection.userId, body: route.read(request.body), respond });
    return route.inOrder ? inOrder(connection, run) : run();
  }

  /** One binary frame from the client. */
  return function onFrame(connection: Connection, bytes: Uint8Array): void {
    // Most frames are the client's 200s to our pushes: nothing to do, so nothing to decode.
    if (frameType(bytes) === WebSocketMessage_Type.RESPONSE) return void responseFrames.inc();
    let frame;
    try {
      frame = decodeFrame(bytes);
    } catch {
      return void badFrames.inc(); // Not a frame: nothing to answer, nothing broken.
    }
    if (frame.type !== WebSocketMessage_Type.REQUEST || !frame.request) return void responseFrames.inc(); // Responses to our pushes.
    requestFrames.inc();
    const request = frame.request;
    const respond = (answer: Answer) =>
      connection.window.write(answerFrame(request.id, answer.status, answer.message, answer.body));
    handle(connection, request, respond).then(
      (answer) => answer && respond(answer),
      (error: unknown) => respond(failure(error, log)),
    );
  };
}
