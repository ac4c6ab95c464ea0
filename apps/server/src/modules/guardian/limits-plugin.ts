/**
 * Hands the child check (child-limits.ts) to every route module as `app.childLimits`, so a route
 * that chats, buys or uploads asks the one rule instead of keeping its own.
 */
import fp from 'fastify-plugin';
import type { ChildLimits } from './child-limits.js';

declare module 'fastify' {
  interface FastifyInstance {
    childLimits: ChildLimits;
  }
}

export const childLimitsPlugin = fp<{ limits: ChildLimits }>(
  async (app, { limits }) => {
    app.decorate('childLimits', limits);
  },
  { name: 'child-limits' },
);
