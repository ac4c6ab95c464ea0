/** Messages of a conversation: send, history, read marker, typing. */
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import {
  CommandType,
  ComplexMessageSchema,
  EnvelopeSchema,
  MAX_ID,
  MESSAGE_TEXT_MAX_BYTES,
  historyBodySchema,
  messagingPaths,
  readBodySchema,
  typingBodySchema,
  type ConversationMessage,
  type Envelope,
} from '@culture/protocol';
import { ChatError } from '../chat-error.js';
import { MESSAGING_LIMITS } from '../limits.js';
import { chatMessages } from '../metrics.js';
import { conversationMessage, envelopeTypeOf, messageEnvelope } from '../presenters.js';
import { BadRequest, jsonRoute, ok, rawRoute, routeKey, type Call, type Route } from './route.js';

/** The send's envelope, checked field by field (spec §3 limits). */
function readSend(body: Uint8Array | undefined): { envelope: Envelope; message: ConversationMessage } {
  let envelope;
  try {
    envelope = fromBinary(EnvelopeSchema, body ?? new Uint8Array());
  } catch {
    throw new BadRequest('body is not an Envelope');
  }
  if (envelope.content.case !== 'conversationmessage') throw new BadRequest('a conversation message is required');
  const m = envelope.content.value;
  if (m.conversationid < 1n || m.conversationid > MAX_ID) throw new BadRequest('conversationid out of range');
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(m.clientmsgid)) throw new BadRequest('clientmsgid must be 1–64 of [A-Za-z0-9_-]');
  if (Buffer.byteLength(m.content) > MESSAGE_TEXT_MAX_BYTES) throw new ChatError('chatTooLarge');
  if (Buffer.byteLength(m.extras) > 1024) throw new ChatError('chatTooLarge', 'extras too large');
  if (m.content.includes('\u0000') || m.extras.includes('\u0000')) throw new BadRequest('NUL in text');
  if (m.type < 0 || m.type > 1000) throw new BadRequest('type out of range');
  return { envelope, message: m };
}

/**
 * A send: stored through the one send path (commands/send-batch.ts), answered from the
 * connection's queue (after any gap, see Connection.ownSent), then fanned out.
 */
async function send({ ctx, connection, userId, body, respond }: Call<Uint8Array | undefined>) {
  const { envelope, message: m } = readSend(body);
  if (!ctx.budget.take(userId)) throw new ChatError('chatSendingTooFast');
  connection.beginSend(m.clientmsgid);
  let sent;
  try {
    sent = await ctx.sends.send({
      senderId: userId,
      conversationId: m.conversationid,
      clientMsgId: m.clientmsgid,
      type: m.type,
      content: m.content,
      extras: m.extras,
    });
  } catch (error) {
    connection.abortSend(m.clientmsgid);
    throw error;
  }
  const { message, created, kind, members } = sent;
  if (created) chatMessages.inc();
  // The push envelope; the answer carries the same bytes when the client named the same type.
  const encoded = toBinary(EnvelopeSchema, messageEnvelope(message, kind));
  const answer =
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
  const answered = connection.ownSent(message, kind, () => respond({ status: 200, body: answer }));
  if (created) ctx.hub.publish(message.conversationId, members, { kind: 'message', message, conversationKind: kind, encoded });
  await answered;
  return null;
}

export const messageRoutes: Record<string, Route> = {
  [routeKey('PUT', messagingPaths.send)]: rawRoute(send),

  [routeKey('PUT', messagingPaths.history)]: jsonRoute(historyBodySchema, async ({ ctx, userId, body }) => {
    const messages = await ctx.chat.before(userId, BigInt(body.conversationid), BigInt(body.before), body.limit);
    const complex = create(ComplexMessageSchema, { conversationmessages: messages.map((m) => conversationMessage(m)) });
    return { status: 200, body: toBinary(ComplexMessageSchema, complex) };
  }),

  [routeKey('PUT', messagingPaths.read)]: jsonRoute(readBodySchema, async ({ ctx, userId, body }) => {
    const conversationId = BigInt(body.conversationid);
    const readSeq = await ctx.chat.markRead(userId, conversationId, BigInt(body.messagecount));
    // The private message ack: the other members learn how far this reader got (senderreadcount).
    await ctx.command(
      conversationId,
      CommandType.PRIVATE_MESSAGE_ACK,
      { conversationid: body.conversationid, userid: userId.toString(), hasReadSeq: readSeq.toString() },
      userId,
    );
    return ok({ hasReadSeq: readSeq });
  }),

  [routeKey('PUT', messagingPaths.typing)]: jsonRoute(typingBodySchema, async ({ ctx, connection, userId, body }) => {
    const conversationId = BigInt(body.conversationid);
    await ctx.chat.requireMember(conversationId, userId);
    const last = connection.lastTypingAt.get(conversationId) ?? -Infinity;
    // Throttled: the answer is 200 either way, the others hear at most one per few seconds.
    if (ctx.now() - last >= MESSAGING_LIMITS.typingEveryMs) {
      connection.lastTypingAt.set(conversationId, ctx.now());
      const content = { conversationid: body.conversationid, userid: userId.toString() };
      await ctx.command(conversationId, CommandType.CONVERSATION_TYPING, content, userId);
    }
    return ok();
  }),
};
