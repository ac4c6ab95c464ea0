/**
 * Messaging wire: the generated protobuf types (see proto/) plus the few helpers both sides need to
 * build and read Signal-style frames. Ids are bigint everywhere; never convert them to a number.
 */
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import {
  WebSocketMessageSchema,
  WebSocketMessage_Type,
  type WebSocketMessage,
  type WebSocketRequestMessage,
  type WebSocketResponseMessage,
} from './gen/culture/messaging/v1/websocket_pb.js';

export * from './gen/culture/messaging/v1/websocket_pb.js';
export * from './gen/culture/messaging/v1/envelope_pb.js';

/** Gateway paths (docs/messaging-socket.md). */
export const messagingPaths = {
  socket: '/v1/websocket/',
  keepalive: '/v1/keepalive',
  sync: '/v1/sync',
  send: '/v1/messages',
  read: '/v1/read',
  typing: '/v1/typing',
  presence: '/v1/presence',
  conversations: '/v1/conversations',
  conversationPrivate: '/v1/conversations/private',
  history: '/v1/history',
  groupCreate: '/v1/groups',
  groupMembers: '/v1/groups/members',
  groupInvite: '/v1/groups/invite',
  groupLeave: '/v1/groups/leave',
  groupRemove: '/v1/groups/remove',
  groupRename: '/v1/groups/rename',
  groupInvitations: '/v1/groups/invitations',
  groupInvitationAnswer: '/v1/groups/answer',
  block: '/v1/block',
  instantJoin: '/v1/instant/join',
  instantQuit: '/v1/instant/quit',
  instantSend: '/v1/instant/send',
  pushMessage: '/api/v1/message',
  pushQueueEmpty: '/api/v1/queue/empty',
} as const;

/**
 * Close codes of the messaging socket (docs/messaging-socket.md). A peer that stops answering
 * pings is cut without a close frame (it would not read one).
 */
export const messagingCloseCodes = {
  /** The login session the token names has ended (logout, deletion, a login elsewhere): reconnecting with this token is refused. */
  sessionEnded: 4401,
  /** RFC 6455 "policy violation": the user already has the most sockets one user may hold. */
  tooManySockets: 1008,
  /** RFC 6455 "try again later": the client did not read what it was sent in time. */
  readTooSlowly: 1013,
  /**
   * RFC 6455 "service restart": the node is shutting down (a deploy). Like every close but
   * sessionEnded, the client reconnects after its first backoff step, through the proxy to a node
   * that is up (docs/operations.md "When a part fails").
   */
  serviceRestart: 1012,
} as const;

/**
 * The answer to `PUT /v1/sync` (JSON), written after that page's pushes: `more` when history is
 * left, which the client asks for with another sync; `queue/empty` follows the last page.
 */
export interface SyncAnswer {
  more: boolean;
}

/** Largest text content of one message, in UTF-8 bytes (4 KB, as OpenIM). */
export const MESSAGE_TEXT_MAX_BYTES = 4096;

export function encodeFrame(message: WebSocketMessage): Uint8Array {
  return toBinary(WebSocketMessageSchema, message);
}

/** Reads one frame; throws on bytes that are not a WebSocketMessage. */
export function decodeFrame(bytes: Uint8Array): WebSocketMessage {
  return fromBinary(WebSocketMessageSchema, bytes);
}

export function requestFrame(
  request: Pick<WebSocketRequestMessage, 'verb' | 'path' | 'id'> & { body?: Uint8Array; headers?: string[] },
): Uint8Array {
  return encodeFrame(
    create(WebSocketMessageSchema, {
      type: WebSocketMessage_Type.REQUEST,
      request: { verb: request.verb, path: request.path, id: request.id, body: request.body, headers: request.headers ?? [] },
    }),
  );
}

export function responseFrame(
  response: Pick<WebSocketResponseMessage, 'id' | 'status'> & { message?: string; body?: Uint8Array; headers?: string[] },
): Uint8Array {
  return encodeFrame(
    create(WebSocketMessageSchema, {
      type: WebSocketMessage_Type.RESPONSE,
      response: {
        id: response.id,
        status: response.status,
        message: response.message,
        body: response.body,
        headers: response.headers ?? [],
      },
    }),
  );
}
export * from './requests.js';
