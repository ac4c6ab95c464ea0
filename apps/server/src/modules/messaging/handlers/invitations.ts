/** Group invitations: the pending list and an answer to one (docs/decisions.md "Chat rules"). */
import { CommandType, groupInvitationAnswerBodySchema, messagingPaths } from '@culture/protocol';
import { invitationSummary } from '../presenters.js';
import { jsonRoute, ok, rawRoute, routeKey, type Route } from './route.js';

export const invitationRoutes: Record<string, Route> = {
  [routeKey('GET', messagingPaths.groupInvitations)]: rawRoute(async ({ ctx, userId }) =>
    ok((await ctx.chat.invitations(userId)).map(invitationSummary)),
  ),

  [routeKey('PUT', messagingPaths.groupInvitationAnswer)]: jsonRoute(
    groupInvitationAnswerBodySchema,
    async ({ ctx, userId, body }) => {
      const conversationId = BigInt(body.conversationid);
      await ctx.chat.answerInvitation(userId, conversationId, body.accept);
      if (body.accept)
        await ctx.command(conversationId, CommandType.COMMON_MESSAGE, { event: 'joined', userid: userId.toString() });
      return ok();
    },
  ),
};
