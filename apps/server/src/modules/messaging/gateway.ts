/**
 * The messaging socket (issue 14): Signal-style frames over one WebSocket per client at
 * /v1/websocket/?token=<im_user_token>. Every request frame gets exactly one response frame with its
 * id; a frame that does not decode is answered nothing and never throws; pushes are requests
 * PUT /api/v1/message (an Envelope) and PUT /api/v1/queue/empty after the first sync.
 */
import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { Redis } from 'ioredis';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { RawData, WebSocket } from 'ws';
import type { z } from 'zod';
import {
  CommandType,
  ComplexMessageSchema,
  EnvelopeSchema,
  InstantGroupType,
  MAX_ID,
  MESSAGE_TEXT_MAX_BYTES,
  QuitType,
  SyncRequestSchema,
  WebSocketMessage_Type,
  blockBodySchema,
  cleanDisplayName,
  historyBodySchema,
  membersBodySchema,
  decodeFrame,
  groupCreateBodySchema,
  groupInvitationAnswerBodySchema,
  groupInviteBodySchema,
  groupLeaveBodySchema,
  groupRemoveBodySchema,
  groupRenameBodySchema,
  hasControlCharacter,
  instantContentFits,
  messagingCloseCodes,
  instantGroupBodySchema,
  instantSendBodySchema,
  messagingPaths,
  presenceBodySchema,
  privateConversationBodySchema,
  readBodySchema,
  typingBodySchema,
  type ConversationSummary,
  type GroupMember,
  type WebSocketRequestMessage,
} from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { ApiError } from '../../lib/api-error.js';
import { isServiceOutage } from '../../lib/service-outage.js';
import { avatarUrl } from '../users/users-service.js';
import { CONVERSATION_KIND, ChatError, createChatService, type ChatService, type ConversationOverview } from './chat-service.js';
import { createHub, type Hub } from './hub.js';
import type { ImTokenClaims, ImTokens } from './im-token.js';
import { createInstantGroups, mayJoin, type InstantAdmissions, type InstantGroups } from './instant-groups.js';
import { createPresence, createPresenceScope, type Presence } from './presence.js';
import { invitationSummary } from './wire.js';
import { createSendBatcher, type SendBatcher } from './send-batch.js';
import { Session } from './session.js';
import { SendWindow } from './send-window.js';
import { SOCKET_LIMITS, closeEndedSessions, createSendBudget, startPingSweep, type SocketLimits } from './transport.js';
import { answerFrame, frameType } from './frames.js';
import { commandEnvelope, conversationMessage, envelopeTypeOf, instantEnvelope, messageEnvelope } from './wire.js';

export const MESSAGING_LIMITS = {
  /** Largest frame a client may send. */
  maxFrameBytes: 64 * 1024,
  /** Sends per user (all their sockets together): a bucket of `sendBurst` refilled at `sendPerSecond`. */
  sendPerSecond: 50,
  sendBurst: 100,
  /** Instant group joins per socket and minute. */
  joinsPerMinute: 30,
  /** One typing command per conversation and socket within this time. */
  typingEveryMs: 3_000,
} as const;

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
  redisUrl?: string;
  now?: () => number;
  limits?: Partial<SocketLimits>;
}

type Answer = { status: number; body?: Uint8Array; message?: string };

const SESSION = Symbol('messaging session');
type Tracked = WebSocket & { [SESSION]?: Session };
const ignore = () => undefined;
/** Requests a socket's instant-group membership depends on: answered in the order sent. */
const INSTANT_PATHS: ReadonlySet<string> = new Set([
  messagingPaths.instantJoin,
  messagingPaths.instantQuit,
  messagingPaths.instantSend,
]);

/**
 * Lets go of what the HTTP upgrade left on a socket: @fastify/websocket's error listener (it
 * closes over the Fastify request and reply, their loggers and headers), the ServerResponse the
 * HTTP server attached to the TCP socket (and through it the IncomingMessage), and a cleared
 * idle timer (keep-alive's, when the socket served requests before its upgrade; ws turned it off,
 * Node keeps the object). About 5 KB a socket.
 */
function forgetUpgrade(socket: WebSocket, tcp: Socket | undefined) {
  socket.removeAllListeners('error');
  if (!tcp) return; // @fastify/websocket's injectWS upgrades a stream, not a TCP socket
  const attached = (tcp as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (attached) attached.detachSocket(tcp);
  const timer = Object.getOwnPropertySymbols(tcp).find((key) => key.description === 'timeout');
  if (timer && tcp.timeout === 0) (tcp as unknown as Record<symbol, unknown>)[timer] = null;
}

const json = (value: unknown): Uint8Array =>
  Buffer.from(JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)));
const ok = (value?: unknown): Answer => ({ status: 200, body: value === undefined ? undefined : json(value) });

class BadRequest extends Error {}

/** Internal overview → the wire's conversation row (spellings of spec §3 where it has them). */
function conversationSummary(c: ConversationOverview): ConversationSummary {
  return {
    conversationid: c.id.toString(),
    kind: c.kind === CONVERSATION_KIND.group ? 'group' : 'private',
    name: c.name,
    messagecount: c.messageCount.toString(),
    hasReadSeq: c.readSeq.toString(),
    unread: c.unread,
    role: c.role,
    members: c.memberCount,
    activityat: c.activityAt.getTime(),
    blocked: c.blocked,
    last: c.last && {
      senderid: c.last.senderId.toString(),
      type: c.last.type,
      content: c.last.content,
      createdat: c.last.createdAt.getTime(),
    },
    peer: c.peer && {
      user_id: c.peer.userId.toString(),
      nickname: cleanDisplayName(c.peer.nickname ?? ''),
      avatar: avatarUrl(c.peer.userId, c.peer.avatarVersion),
      hasReadSeq: c.peer.readSeq.toString(),
    },
  };
}

function parseJson<S extends z.ZodType>(schema: S, body: Uint8Array | undefined): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(body ?? []).toString('utf8'));
  } catch {
    throw new BadRequest('body is not JSON');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new BadRequest(parsed.error.issues[0]?.message ?? 'invalid body');
  return parsed.data;
}

export interface Messaging {
  chat: ChatService;
  hub: Hub;
  /** Instant-group membership (the world counts visitors per room copy with it). */
  instant: InstantGroups;
  /** Sends waiting and in flight (batch stats). */
  sends: SendBatcher;
}

export const messagingPlugin: FastifyPluginAsync<MessagingOptions> = async (app: FastifyInstance, options) => {
  const now = options.now ?? Date.now;
  const chat = createChatService({ db: options.db, now });
  const sends = createSendBatcher({ db: options.db, sendOne: chat.send, now });
  const hub = createHub({ redisUrl: options.redisUrl });
  const redis = options.redisUrl ? new Redis(options.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  // ioredis reconnects by itself; while it cannot, requests that need it answer 503 (docs/security.md, "Outages").
  redis?.on('error', (err: Error) => app.log.warn({ err }, 'messaging redis connection error'));
  const presence: Presence = createPresence(redis, randomUUID());
  const instant: InstantGroups = createInstantGroups(redis);
  const presenceScope = createPresenceScope(options.db, instant);
  const kindCache = new Map<bigint, number>();
  const sockets = new Set<WebSocket>();
  const limits: SocketLimits = { ...SOCKET_LIMITS, ...options.limits };
  const budget = createSendBudget({ perSecond: MESSAGING_LIMITS.sendPerSecond, burst: MESSAGING_LIMITS.sendBurst, now });

  async function kindOf(conversationId: bigint): Promise<number> {
    const cached = kindCache.get(conversationId);
    if (cached) return cached;
    const list = await chat.conversationKind(conversationId);
    // A conversation's kind never changes; the cache is only bounded.
    if (kindCache.size > 100_000) kindCache.clear();
    if (list) kindCache.set(conversationId, list);
    return list ?? CONVERSATION_KIND.private;
  }

  async function command(conversationId: bigint, type: CommandType, content: unknown, except?: bigint) {
    const members = await chat.memberIds(conversationId);
    hub.publish(conversationId, members, { kind: 'envelope', bytes: commandEnvelope(type, content, now()), except });
  }

  async function instantEvent(group: string, message: Parameters<typeof instantEnvelope>[0]) {
    const members = await instant.members(group);
    hub.publish(BigInt(group.length), members, { kind: 'envelope', bytes: instantEnvelope(message, now()) });
  }

  /**
   * Answers one request. Most answers are returned; a send writes its own answer through
   * `respond` (from the socket's queue, see Session.ownSent) and returns null.
   */
  async function handle(
    session: Session,
    request: WebSocketRequestMessage,
    respond: (answer: Answer) => void,
  ): Promise<Answer | null> {
    const { userId } = session;
    const verb = request.verb.toUpperCase();
    const route = `${verb} ${request.path}`;
    switch (route) {
      case `GET ${messagingPaths.keepalive}`:
        await Promise.all([presence.refresh(userId), instant.refresh([...session.instantGroups], userId)]);
        return ok();
      case `PUT ${messagingPaths.sync}`: {
        let sync;
        try {
          sync = fromBinary(SyncRequestSchema, request.body ?? new Uint8Array());
        } catch {
          throw new BadRequest('body is not a SyncRequest');
        }
        const cursors = new Map<bigint, bigint>();
        for (const cursor of sync.cursors) cursors.set(cursor.conversationid, cursor.messagecount);
        // Answered after this page's pushes: whether the client should ask for more.
        return ok({ more: await session.sync(cursors) });
      }
      case `PUT ${messagingPaths.send}`: {
        let envelope;
        try {
          envelope = fromBinary(EnvelopeSchema, request.body ?? new Uint8Array());
        } catch {
          throw new BadRequest('body is not an Envelope');
        }
        if (envelope.content.case !== 'conversationmessage') throw new BadRequest('a conversation message is required');
        const m = envelope.content.value;
        if (m.conversationid < 1n || m.conversationid > MAX_ID) throw new BadRequest('conversationid out of range');
        if (!/^[A-Za-z0-9_-]{1,64}$/.test(m.clientmsgid)) throw new BadRequest('clientmsgid must be 1–64 of [A-Za-z0-9_-]');
        if (Buffer.byteLength(m.content) > MESSAGE_TEXT_MAX_BYTES) return { status: 413, message: 'content too large' };
        if (Buffer.byteLength(m.extras) > 1024) return { status: 413, message: 'extras too large' };
        if (m.content.includes('\u0000') || m.extras.includes('\u0000')) throw new BadRequest('NUL in text');
        if (m.type < 0 || m.type > 1000) throw new BadRequest('type out of range');
        if (!takeSendToken(session)) return { status: 429, message: 'sending too fast' };
        session.beginSend(m.clientmsgid);
        let sent;
        try {
          sent = await sends.send({
            senderId: userId,
            conversationId: m.conversationid,
            clientMsgId: m.clientmsgid,
            type: m.type,
            content: m.content,
            extras: m.extras,
          });
        } catch (error) {
          session.abortSend(m.clientmsgid);
          throw error;
        }
        const { message, created, kind, members } = sent;
        // The push envelope; the answer carries the same bytes when the client named the same type.
        const encoded = toBinary(EnvelopeSchema, messageEnvelope(message, kind));
        const body =
          envelope.type === envelopeTypeOf(kind)
            ? encoded
            : toBinary(
                EnvelopeSchema,
                create(EnvelopeSchema, {
                  type: envelope.type,
                  id: message.id,
                  timestamp: BigInt(message.createdAt.getTime()),
                  content: { case: 'conversationmessage', value: conversationMessage(message) },
                }),
              );
        // The answer is written from the socket's queue (after any gap), then the others hear.
        const answered = session.ownSent(message, kind, () => respond({ status: 200, body }));
        if (created) hub.publish(message.conversationId, members, { kind: 'message', message, conversationKind: kind, encoded });
        await answered;
        return null;
      }
      case `GET ${messagingPaths.conversations}`:
        return ok((await chat.overview(userId)).map(conversationSummary));
      case `PUT ${messagingPaths.history}`: {
        const body = parseJson(historyBodySchema, request.body);
        const messages = await chat.before(userId, BigInt(body.conversationid), BigInt(body.before), body.limit);
        return {
          status: 200,
          body: toBinary(
            ComplexMessageSchema,
            create(ComplexMessageSchema, { conversationmessages: messages.map((m) => conversationMessage(m)) }),
          ),
        };
      }
      case `PUT ${messagingPaths.groupMembers}`: {
        const body = parseJson(membersBodySchema, request.body);
        const members = await chat.members(userId, BigInt(body.conversationid));
        return ok(
          members.map((m): GroupMember => ({
            user_id: m.userId.toString(),
            nickname: cleanDisplayName(m.nickname ?? ''),
            avatar: avatarUrl(m.userId, m.avatarVersion),
            role: m.role,
          })),
        );
      }
      case `PUT ${messagingPaths.conversationPrivate}`: {
        const body = parseJson(privateConversationBodySchema, request.body);
        const { conversation, created } = await chat.privateConversation(userId, BigInt(body.userid));
        if (created)
          await command(conversation.id, CommandType.CONVERSATION_CREATION, {
            conversationid: conversation.id.toString(),
            kind: 'private',
          });
        return ok({ conversationid: conversation.id, created });
      }
      case `PUT ${messagingPaths.groupCreate}`: {
        const body = parseJson(groupCreateBodySchema, request.body);
        const { conversation, invited } = await chat.createGroup(
          userId,
          body.name,
          body.members.map((id) => BigInt(id)),
        );
        await command(conversation.id, CommandType.CONVERSATION_CREATION, {
          conversationid: conversation.id.toString(),
          kind: 'group',
          name: conversation.name,
        });
        tellInvited(conversation.id, invited);
        return ok({ conversationid: conversation.id });
      }
      case `PUT ${messagingPaths.groupInvite}`: {
        const body = parseJson(groupInviteBodySchema, request.body);
        const conversationId = BigInt(body.conversationid);
        const invited = await chat.invite(
          userId,
          conversationId,
          body.members.map((id) => BigInt(id)),
        );
        await command(conversationId, CommandType.COMMON_MESSAGE, {
          event: 'invited',
          members: invited.map((id) => id.toString()),
        });
        tellInvited(conversationId, invited);
        return ok();
      }
      case `GET ${messagingPaths.groupInvitations}`:
        return ok((await chat.invitations(userId)).map(invitationSummary));
      case `PUT ${messagingPaths.groupInvitationAnswer}`: {
        const body = parseJson(groupInvitationAnswerBodySchema, request.body);
        const conversationId = BigInt(body.conversationid);
        await chat.answerInvitation(userId, conversationId, body.accept);
        if (body.accept)
          await command(conversationId, CommandType.COMMON_MESSAGE, { event: 'joined', userid: userId.toString() });
        return ok();
      }
      case `PUT ${messagingPaths.groupLeave}`: {
        const body = parseJson(groupLeaveBodySchema, request.body);
        await chat.leave(userId, BigInt(body.conversationid));
        await command(BigInt(body.conversationid), CommandType.COMMON_MESSAGE, { event: 'left', userid: userId.toString() });
        return ok();
      }
      case `PUT ${messagingPaths.groupRemove}`: {
        const body = parseJson(groupRemoveBodySchema, request.body);
        await chat.remove(userId, BigInt(body.conversationid), BigInt(body.userid));
        await command(BigInt(body.conversationid), CommandType.COMMON_MESSAGE, { event: 'removed', userid: body.userid });
        return ok();
      }
      case `PUT ${messagingPaths.groupRename}`: {
        const body = parseJson(groupRenameBodySchema, request.body);
        await chat.rename(userId, BigInt(body.conversationid), body.name);
        await command(BigInt(body.conversationid), CommandType.COMMON_MESSAGE, { event: 'renamed', name: body.name });
        return ok();
      }
      case `PUT ${messagingPaths.read}`: {
        const body = parseJson(readBodySchema, request.body);
        const conversationId = BigInt(body.conversationid);
        const readSeq = await chat.markRead(userId, conversationId, BigInt(body.messagecount));
        // The private message ack: the other members learn how far this reader got (senderreadcount).
        await command(
          conversationId,
          CommandType.PRIVATE_MESSAGE_ACK,
          { conversationid: body.conversationid, userid: userId.toString(), hasReadSeq: readSeq.toString() },
          userId,
        );
        return ok({ hasReadSeq: readSeq });
      }
      case `PUT ${messagingPaths.typing}`: {
        const body = parseJson(typingBodySchema, request.body);
        const conversationId = BigInt(body.conversationid);
        await chat.requireMember(conversationId, userId);
        const last = session.lastTypingAt.get(conversationId) ?? -Infinity;
        // Throttled: the answer is 200 either way, the others hear at most one per few seconds.
        if (now() - last >= MESSAGING_LIMITS.typingEveryMs) {
          session.lastTypingAt.set(conversationId, now());
          await command(
            conversationId,
            CommandType.CONVERSATION_TYPING,
            { conversationid: body.conversationid, userid: userId.toString() },
            userId,
          );
        }
        return ok();
      }
      case `PUT ${messagingPaths.presence}`: {
        const body = parseJson(presenceBodySchema, request.body);
        // Only people the caller shares a conversation or an instant group with; anyone else
        // reads as offline, exactly like an offline contact (no oracle).
        const asked = body.users.map((id) => BigInt(id));
        return ok({ online: await presence.online(await presenceScope.visible(userId, session.instantGroups, asked)) });
      }
      case `PUT ${messagingPaths.block}`: {
        const body = parseJson(blockBodySchema, request.body);
        if (BigInt(body.userid) === userId) throw new BadRequest('cannot block yourself');
        await chat.block(userId, BigInt(body.userid), body.blocked);
        return ok();
      }
      case `PUT ${messagingPaths.instantJoin}`: {
        const body = parseJson(instantGroupBodySchema, request.body);
        if (!takeJoin(session)) return { status: 429, message: 'joining too fast' };
        const group = body.groupname;
        const admitted = session.instantGroups.has(group) || (await mayJoin(options.admissions, instant, group, userId));
        if (!admitted) return { status: 403, message: 'no place in this group' };
        if (session.instantGroups.has(group)) {
          await instantEvent(group, quitMessage(group, userId, QuitType.REPEAT_JOINED));
        }
        await instant.join(group, userId);
        session.instantGroups.add(group);
        await instantEvent(group, {
          type: InstantGroupType.GROUP_JOINED,
          groupname: group,
          senderid: userId,
          senderimuserid: userId.toString(),
          content: '',
          extras: '',
          quittype: QuitType.UNKNOWN,
        });
        return ok({ members: await instant.members(group) });
      }
      case `PUT ${messagingPaths.instantQuit}`: {
        const body = parseJson(instantGroupBodySchema, request.body);
        if (!session.instantGroups.delete(body.groupname)) return { status: 404, message: 'not in that group' };
        await instantEvent(body.groupname, quitMessage(body.groupname, userId, QuitType.NORMAL_QUIT));
        await instant.quit(body.groupname, userId);
        return ok();
      }
      case `PUT ${messagingPaths.instantSend}`: {
        const body = parseJson(instantSendBodySchema, request.body);
        if (!session.instantGroups.has(body.groupname)) return { status: 403, message: 'not in that group' };
        if (!instantContentFits(body)) return { status: 413, message: 'content too large' };
        if (!takeSendToken(session)) return { status: 429, message: 'sending too fast' };
        if (body.type === InstantGroupType.ITEM_COMPETITION) {
          const won = await instant.claim(body.groupname, body.content, userId);
          if (!won) return { status: 409, message: 'item taken' };
        }
        if (body.type === InstantGroupType.ITEMS_RELEASE && !(await instant.release(body.groupname, body.content, userId)))
          return { status: 403, message: 'not your item' };
        await instantEvent(body.groupname, {
          type: body.type,
          groupname: body.groupname,
          senderid: userId,
          senderimuserid: userId.toString(),
          content: body.content,
          extras: body.extras,
          quittype: QuitType.UNKNOWN,
        });
        return ok();
      }
      default:
        return { status: 404, message: 'Not Found' };
    }
  }

  /** The invitees hear of their invitation (their list shows it); the group's messages they do not. */
  function tellInvited(conversationId: bigint, invited: bigint[]) {
    if (!invited.length) return;
    hub.publish(conversationId, invited, {
      kind: 'envelope',
      bytes: commandEnvelope(
        CommandType.COMMON_MESSAGE,
        { event: 'invitation', conversationid: conversationId.toString() },
        now(),
      ),
    });
  }

  function quitMessage(group: string, userId: bigint, quittype: QuitType) {
    return {
      type: InstantGroupType.GROUP_QUIT,
      groupname: group,
      senderid: userId,
      senderimuserid: userId.toString(),
      content: '',
      extras: '',
      quittype,
    };
  }

  const joins = new WeakMap<Session, number[]>();
  function takeJoin(session: Session): boolean {
    const t = now();
    const recent = (joins.get(session) ?? []).filter((at) => t - at < 60_000);
    if (recent.length >= MESSAGING_LIMITS.joinsPerMinute) return false;
    recent.push(t);
    joins.set(session, recent);
    return true;
  }

  function takeSendToken(session: Session): boolean {
    return budget.take(session.userId);
  }

  // No per-message deflate (ws's server default, said here: its zlib contexts cost ~300 KB a
  // socket) and no client tracking (`sockets` below is the one list).
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
        const token = (request.query as { token?: unknown }).token;
        const claims = typeof token === 'string' && !hasControlCharacter(token) ? options.tokens.verify(token) : null;
        if (claims === null) throw new ApiError('tokenIllegal');
        await options.sessions.check(claims);
        if (hub.localOf(claims.userId).length >= limits.socketsPerUser)
          throw new ApiError('rateLimited', { retryAfterSeconds: 10 });
        (request as unknown as { imClaims: ImTokenClaims }).imClaims = claims;
      },
      schema: { hide: true },
    },
    (socket, request) => {
      const { userId, sessionId } = (request as unknown as { imClaims: ImTokenClaims }).imClaims;
      const tcp = request.raw.socket as Socket | undefined;
      forgetUpgrade(socket, tcp);
      // Upgrades checked at the same time: the cap holds once they are open.
      if (hub.localOf(userId).length >= limits.socketsPerUser) {
        socket.on('error', ignore);
        socket.close(messagingCloseCodes.tooManySockets, 'too many sockets');
        return;
      }
      sockets.add(socket);
      const window = new SendWindow(socket, tcp, limits.drainDeadlineMs);
      const session = new Session(userId, sessionId, window, chat, kindOf);
      (socket as Tracked)[SESSION] = session;
      hub.attach(userId, session);
      void presence.connected(userId).then((first) => {
        if (first) void announce(userId, true);
      });
      socket.on('message', onMessage);
      socket.on('close', onClose);
      socket.on('error', ignore);
      socket.on('pong', onPong);
    },
  );

  function onPong(this: WebSocket) {
    const session = (this as Tracked)[SESSION];
    if (session) session.alive = true;
  }

  const stopPings = startPingSweep(sockets, (socket) => (socket as Tracked)[SESSION], limits.pingIntervalMs, budget.sweep);

  // A login session may have ended (on any process): its sockets close (transport.ts).
  options.sessions.onEnded((ended) =>
    closeEndedSessions(ended, {
      sessionsOf: (userId) => hub.localOf(userId) as Session[],
      allSessions: () => [...sockets].flatMap((socket) => (socket as Tracked)[SESSION] ?? []),
      check: options.sessions.check,
    }),
  );

  /*
   * An idle socket should cost little (issue 14: ≤ 10 KB each, with the kernel's share): its
   * handlers are these shared functions (no closures per socket; the socket is `this`), its state
   * is its Session, and nothing of the HTTP request that opened it stays reachable.
   */
  function onMessage(this: WebSocket, data: RawData, isBinary: boolean) {
    onFrame(this, data, isBinary);
  }

  function onFrame(socket: WebSocket, data: RawData, isBinary: boolean) {
    const session = (socket as Tracked)[SESSION];
    if (!isBinary || !session) return;
    const bytes = new Uint8Array(data as Buffer);
    // Most frames are the client's 200s to our pushes: nothing to do, so nothing to decode.
    if (frameType(bytes) === WebSocketMessage_Type.RESPONSE) return;
    let frame;
    try {
      frame = decodeFrame(bytes);
    } catch {
      return; // Not a frame: nothing to answer, nothing broken.
    }
    if (frame.type !== WebSocketMessage_Type.REQUEST || !frame.request) return; // Responses to our pushes.
    const request = frame.request;
    const respond = (answer: Answer) => session.window.write(answerFrame(request.id, answer.status, answer.message, answer.body));
    // A socket's instant-group requests run one after another, in the order sent: a quit still
    // under way must not undo the join that follows it (the world rejoins a room that way).
    const answer = INSTANT_PATHS.has(request.path)
      ? inOrder(session, () => handle(session, request, respond))
      : handle(session, request, respond);
    answer.then(
      (answer) => answer && respond(answer),
      (error: unknown) => {
        const answer: Answer =
          error instanceof BadRequest
            ? { status: 400, message: error.message }
            : error instanceof ChatError
              ? {
                  status: error.status,
                  message: error.message,
                  body: error.code ? json({ code: error.code, message: error.message }) : undefined,
                }
              : isServiceOutage(error)
                ? { status: 503, message: 'Service Unavailable: try again shortly' }
                : { status: 500, message: 'Internal Server Error' };
        if (answer.status === 500) app.log.error({ err: error }, 'messaging request failed');
        respond(answer);
      },
    );
  }

  /** The last instant-group request of each socket that has sent one (most never do). */
  const instantTail = new WeakMap<Session, Promise<unknown>>();
  function inOrder<T>(session: Session, run: () => Promise<T>): Promise<T> {
    const next = (instantTail.get(session) ?? Promise.resolve()).then(run, run);
    instantTail.set(
      session,
      next.catch(() => undefined),
    );
    return next;
  }

  function onClose(this: WebSocket) {
    const session = (this as Tracked)[SESSION];
    sockets.delete(this);
    if (!session) return;
    const { userId } = session;
    hub.detach(userId, session);
    session.close();
    for (const group of session.instantGroups) {
      // The place first, then the quit: the member is counted all along (see InstantAdmissions.keep).
      // Best effort: with Redis out of reach the member's entry expires on its own.
      const kept = options.admissions.needsPlace(group) ? options.admissions.keep(group, userId).catch(ignore) : null;
      void Promise.resolve(kept)
        .then(() => instantEvent(group, quitMessage(group, userId, QuitType.DISCONNECTED)))
        .then(() => instant.quit(group, userId))
        .catch(() => undefined);
    }
    void presence.disconnected(userId).then((last) => {
      if (last) void announce(userId, false);
    });
  }

  /** User online changed: told to the people they have private conversations with. */
  async function announce(userId: bigint, online: boolean) {
    try {
      const peers = await chat.privatePeers(userId);
      if (peers.length)
        hub.publish(userId, peers, {
          kind: 'envelope',
          bytes: commandEnvelope(CommandType.USER_ONLINE_CHANGED, { userid: userId.toString(), online }, now()),
        });
    } catch {
      // Presence is best effort.
    }
  }

  app.addHook('onReady', () => hub.ready);
  // The HTTP server's close waits for every connection: the sockets go first (ws keeps no list of
  // its own here, see clientTracking).
  app.addHook('preClose', async () => {
    stopPings();
    for (const socket of sockets) socket.terminate();
  });
  app.addHook('onClose', async () => {
    for (const socket of sockets) socket.terminate();
    await hub.close();
    await redis?.quit().catch(() => undefined);
  });

  app.decorate('messaging', { chat, hub, instant, sends } satisfies Messaging);
};

(messagingPlugin as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
