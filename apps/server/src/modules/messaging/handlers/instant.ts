/**
 * Instant groups (the world's rooms): join, quit, send. A connection's instant requests run in the
 * order sent (`inOrder`): a quit still under way must not undo the join that follows it.
 */
import {
  InstantGroupType,
  QuitType,
  instantContentFits,
  instantGroupBodySchema,
  instantSendBodySchema,
  messagingPaths,
} from '@culture/protocol';
import { ChatError } from '../chat-error.js';
import { quitMessage } from '../context.js';
import { mayJoin } from '../instant-groups.js';
import { jsonRoute, ok, routeKey, type Route } from './route.js';

const inOrder = { inOrder: true };

export const instantRoutes: Record<string, Route> = {
  [routeKey('PUT', messagingPaths.instantJoin)]: jsonRoute(
    instantGroupBodySchema,
    async ({ ctx, connection, userId, body }) => {
      if (!ctx.joins.take(connection)) throw new ChatError('chatJoiningTooFast');
      const group = body.groupname;
      const joined = connection.instantGroups.has(group);
      if (!joined && !(await mayJoin(ctx.admissions, ctx.instant, group, userId))) throw new ChatError('chatNoPlace');
      if (joined) await ctx.instantEvent(group, quitMessage(group, userId, QuitType.REPEAT_JOINED));
      await ctx.instant.join(group, userId);
      connection.instantGroups.add(group);
      await ctx.instantEvent(group, {
        type: InstantGroupType.GROUP_JOINED,
        groupname: group,
        senderid: userId,
        senderimuserid: userId.toString(),
        content: '',
        extras: '',
        quittype: QuitType.UNKNOWN,
      });
      return ok({ members: await ctx.instant.members(group) });
    },
    inOrder,
  ),

  [routeKey('PUT', messagingPaths.instantQuit)]: jsonRoute(
    instantGroupBodySchema,
    async ({ ctx, connection, userId, body }) => {
      if (!connection.instantGroups.delete(body.groupname)) throw new ChatError('chatNotJoinedQuit');
      await ctx.instantEvent(body.groupname, quitMessage(body.groupname, userId, QuitType.NORMAL_QUIT));
      await ctx.instant.quit(body.groupname, userId);
      return ok();
    },
    inOrder,
  ),

  [routeKey('PUT', messagingPaths.instantSend)]: jsonRoute(
    instantSendBodySchema,
    async ({ ctx, connection, userId, body }) => {
      if (!connection.instantGroups.has(body.groupname)) throw new ChatError('chatNotJoined');
      if (!instantContentFits(body)) throw new ChatError('chatTooLarge');
      if (!ctx.budget.take(userId)) throw new ChatError('chatSendingTooFast');
      if (body.type === InstantGroupType.ITEM_COMPETITION && !(await ctx.instant.claim(body.groupname, body.content, userId)))
        throw new ChatError('chatItemTaken');
      if (body.type === InstantGroupType.ITEMS_RELEASE && !(await ctx.instant.release(body.groupname, body.content, userId)))
        throw new ChatError('chatNotYourItem');
      await ctx.instantEvent(body.groupname, {
        type: body.type,
        groupname: body.groupname,
        senderid: userId,
        senderimuserid: userId.toString(),
        content: body.content,
        extras: body.extras,
        quittype: QuitType.UNKNOWN,
      });
      return ok();
    },
    inOrder,
  ),
};
