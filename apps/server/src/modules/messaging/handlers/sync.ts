/** Keepalive and sync: the connection's own upkeep. */
import { fromBinary } from '@bufbuild/protobuf';
import { SyncRequestSchema, messagingPaths } from '@culture/protocol';
import { BadRequest, ok, rawRoute, routeKey, type Route } from './route.js';

export const syncRoutes: Record<string, Route> = {
  [routeKey('GET', messagingPaths.keepalive)]: rawRoute(async ({ ctx, connection, userId }) => {
    await Promise.all([ctx.presence.refresh(userId), ctx.instant.refresh([...connection.instantGroups], userId)]);
    return ok();
  }),

  [routeKey('PUT', messagingPaths.sync)]: rawRoute(async ({ connection, body }) => {
    let sync;
    try {
      sync = fromBinary(SyncRequestSchema, body ?? new Uint8Array());
    } catch {
      throw new BadRequest('body is not a SyncRequest');
    }
    const cursors = new Map<bigint, bigint>();
    for (const cursor of sync.cursors) cursors.set(cursor.conversationid, cursor.messagecount);
    // Answered after this page's pushes: whether the client should ask for more.
    return ok({ more: await connection.sync(cursors) });
  }),
};
