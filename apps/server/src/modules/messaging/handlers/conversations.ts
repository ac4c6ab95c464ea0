/** The conversation list and private conversations. */
import { CommandType, messagingPaths, privateConversationBodySchema } from '@culture/protocol';
import { conversationSummary } from '../presenters.js';
import { jsonRoute, ok, rawRoute, routeKey, type Route } from './route.js';

export const conversationRoutes: Record<string, Route> = {
  [routeKey('GET', messagingPaths.conversations)]: rawRoute(async ({ ctx, userId }) =>
    ok((await ctx.chat.overview(userId)).map(conversationSummary)),
  ),

  [routeKey('PUT', messagingPaths.conversationPrivate)]: jsonRoute(
    privateConversationBodySchema,
    async ({ ctx, userId, body }) => {
      const { conversation, created } = await ctx.chat.privateConversation(userId, BigInt(body.userid));
      if (created)
        await ctx.command(conversation.id, CommandType.CONVERSATION_CREATION, {
          conversationid: conversation.id.toString(),
          kind: 'private',
        });
      return ok({ conversationid: conversation.id, created });
    },
  ),
};
