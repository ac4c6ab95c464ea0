/** Every socket route, by `VERB path` (docs/messaging-socket.md): one table per area. */
import { conversationRoutes } from './conversations.js';
import { groupRoutes } from './groups.js';
import { instantRoutes } from './instant.js';
import { invitationRoutes } from './invitations.js';
import { messageRoutes } from './messages.js';
import { peopleRoutes } from './people.js';
import type { Route } from './route.js';
import { syncRoutes } from './sync.js';

export const ROUTES: ReadonlyMap<string, Route> = new Map(
  Object.entries({
    ...syncRoutes,
    ...messageRoutes,
    ...conversationRoutes,
    ...groupRoutes,
    ...invitationRoutes,
    ...peopleRoutes,
    ...instantRoutes,
  }),
);
