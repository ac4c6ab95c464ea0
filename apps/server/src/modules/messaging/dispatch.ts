/**
 * From a frame to its answer: every request frame gets exactly one response frame with its id; a
 * frame that does not decode is answered nothing and never throws (docs/messaging-socket.md).
 */
import { WebSocketMessage_Type, decodeFrame, messagingPaths, type WebSocketRequestMessage } from '@culture/protocol';
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

/**
 * What a child under 14 may not do until a guardian agrees (docs/privacy.md, "Children and
 * guardians"): send, start or join a conversation, invite. Reading what is already there stays.
 */
const CHAT_ACTIONS: ReadonlySet<string> = new Set([
  routeKey('PUT', messagingPaths.send),
  routeKey('PUT', messagingPaths.conversationPrivate),
  routeKey('PUT', messagingPaths.groupCreate),
  routeKey('PUT', messagingPaths.groupInvite),
  routeKey('PUT', messagingPaths.groupInvitationAnswer),
  routeKey('PUT', messagingPaths.instantJoin),
  routeKey('PUT', messagingPaths.instantSend),
]);

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

  /**
   * The child check of a connection's chat actions: requests that arrive while one check is being
   * answered share it, so the sends of one read are released together, in the order they came,
   * and are stored in one batch ("Sends are stored in batches" in docs/decisions.md); the next
   * request after its answer asks again.
   */
  const checks = new WeakMap<Connection, Promise<boolean>>();
  function mayChat(connection: Connection): Promise<boolean> {
    const pending = checks.get(connection);
    if (pending) return pending;
    const check = ctx.mayChat(connection.userId);
    checks.set(connection, check);
    const clear = () => {
      if (checks.get(connection) === check) checks.delete(connection);
    };
    check.then(clear, clear);
    return check;
  }

  async function handle(connection: Connection, request: WebSocketRequestMessage, respond: (answer: Answer) => void) {
    const key = routeKey(request.verb, request.path);
    const route = ROUTES.get(key);
    if (!route) return NOT_FOUND;
    if (CHAT_ACTIONS.has(key) && !(await mayChat(connection))) throw new ChatError('guardianConsentRequired');
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
