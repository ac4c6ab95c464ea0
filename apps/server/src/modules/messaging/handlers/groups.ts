/** Groups: create, invite, members, leave, remove, rename. */
import {
  CommandType,
  groupCreateBodySchema,
  groupInviteBodySchema,
  groupLeaveBodySchema,
  groupRemoveBodySchema,
  groupRenameBodySchema,
  membersBodySchema,
  messagingPaths,
} from '@culture/protocol';
import { groupMember } from '../presenters.js';
import { jsonRoute, ok, routeKey, type Route } from './route.js';

export const groupRoutes: Record<string, Route> = {
  [routeKey('PUT', messagingPaths.groupCreate)]: jsonRoute(groupCreateBodySchema, async ({ ctx, userId, body }) => {
    const invitees = body.members.map((id) => BigInt(id));
    const { conversation, invited } = await ctx.chat.createGroup(userId, body.name, invitees);
    await ctx.command(conversation.id, CommandType.CONVERSATION_CREATION, {
      conversationid: conversation.id.toString(),
      kind: 'group',
      name: conversation.name,
    });
    ctx.tellInvited(conversation.id, invited);
    return ok({ conversationid: conversation.id });
  }),

  [routeKey('PUT', messagingPaths.groupInvite)]: jsonRoute(groupInviteBodySchema, async ({ ctx, userId, body }) => {
    const conversationId = BigInt(body.conversationid);
    const invited = await ctx.chat.invite(
      userId,
      conversationId,
      body.members.map((id) => BigInt(id)),
    );
    const members = invited.map((id) => id.toString());
    await ctx.command(conversationId, CommandType.COMMON_MESSAGE, { event: 'invited', members });
    ctx.tellInvited(conversationId, invited);
    return ok();
  }),

  [routeKey('PUT', messagingPaths.groupMembers)]: jsonRoute(membersBodySchema, async ({ ctx, userId, body }) =>
    ok((await ctx.chat.members(userId, BigInt(body.conversationid))).map(groupMember)),
  ),

  [routeKey('PUT', messagingPaths.groupLeave)]: jsonRoute(groupLeaveBodySchema, async ({ ctx, userId, body }) => {
    await ctx.chat.leave(userId, BigInt(body.conversationid));
    await ctx.command(BigInt(body.conversationid), CommandType.COMMON_MESSAGE, { event: 'left', userid: userId.toString() });
    return ok();
  }),

  [routeKey('PUT', messagingPaths.groupRemove)]: jsonRoute(groupRemoveBodySchema, async ({ ctx, userId, body }) => {
    await ctx.chat.remove(userId, BigInt(body.conversationid), BigInt(body.userid));
    await ctx.command(BigInt(body.conversationid), CommandType.COMMON_MESSAGE, { event: 'removed', userid: body.userid });
    return ok();
  }),

  [routeKey('PUT', messagingPaths.groupRename)]: jsonRoute(groupRenameBodySchema, async ({ ctx, userId, body }) => {
    await ctx.chat.rename(userId, BigInt(body.conversationid), body.name);
    await ctx.command(BigInt(body.conversationid), CommandType.COMMON_MESSAGE, { event: 'renamed', name: body.name });
    return ok();
  }),
};
