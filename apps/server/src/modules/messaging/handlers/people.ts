/** Other people: who is online, and blocking. */
import { blockBodySchema, messagingPaths, presenceBodySchema } from '@culture/protocol';
import { BadRequest, jsonRoute, ok, routeKey, type Route } from './route.js';

export const peopleRoutes: Record<string, Route> = {
  [routeKey('PUT', messagingPaths.presence)]: jsonRoute(presenceBodySchema, async ({ ctx, connection, userId, body }) => {
    // Only people the caller shares a conversation or an instant group with; anyone else reads
    // as offline, exactly like an offline contact (no oracle).
    const asked = body.users.map((id) => BigInt(id));
    const visible = await ctx.presenceScope.visible(userId, connection.instantGroups, asked);
    return ok({ online: await ctx.presence.online(visible) });
  }),

  [routeKey('PUT', messagingPaths.block)]: jsonRoute(blockBodySchema, async ({ ctx, userId, body }) => {
    if (BigInt(body.userid) === userId) throw new BadRequest('cannot block yourself');
    await ctx.chat.block(userId, BigInt(body.userid), body.blocked);
    return ok();
  }),
};
