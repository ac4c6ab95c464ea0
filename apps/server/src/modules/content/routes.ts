/**
 * Content routes (spec §7 configuration resources): the page list and one page, in the language
 * of the request; an operator endpoint replaces a page without a deploy.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  configurationResourceQuerySchema,
  configurationResourcesSchema,
  ok,
  okSchema,
  pageUpsertSchema,
  pageViewSchema,
  type PageContent,
  VR_ROOM_TEMPLATE_RESOURCE,
  vrResourceListSchema,
  type VrResourceList,
} from '@culture/protocol';
import { cachePublicly } from '../../lib/public-cache.js';
import type { Database } from '../../db/client.js';
import { createContentAdminService } from './content-admin-service.js';
import type { ContentService } from './content-service.js';
import { consoleContentRoutes } from './console-routes.js';

/** The world's generated files: their version and list ride on the same two calls (spec §4). */
interface WorldResources {
  version: string;
  resourceList(): VrResourceList;
}

export const contentRoutes: FastifyPluginAsyncZod<{
  content: ContentService;
  world: WorldResources;
  db: Database;
  now: () => number;
}> = async (app, { content, world, db, now }) => {
  consoleContentRoutes(app, content, createContentAdminService({ db, now, content }));
  app.get(
    API_PATHS.configurationResources,
    {
      schema: {
        tags: ['content'],
        summary: 'All project, campaign and event pages (summaries), and the world template version',
        response: { 200: okSchema(configurationResourcesSchema) },
      },
    },
    async (request, reply) => {
      const pages = await content.list(request.locale);
      cachePublicly(reply);
      return ok({ pages, versions: { [VR_ROOM_TEMPLATE_RESOURCE]: world.version } });
    },
  );

  app.get(
    API_PATHS.configurationResource,
    {
      schema: {
        tags: ['content'],
        summary: 'One page by name (slug), or the world files by resourceNames=vr_room_template',
        querystring: configurationResourceQuerySchema,
        response: { 200: okSchema(z.union([vrResourceListSchema, pageViewSchema])) },
      },
    },
    async (request, reply) => {
      const { name } = request.query;
      const data = name === undefined ? world.resourceList() : await content.get(name, request.locale);
      cachePublicly(reply);
      return ok(data);
    },
  );

  app.post(
    API_PATHS.adminContentPages,
    {
      onRequest: app.requirePermission('content.edit'),
      config: { plainJsonBody: true },
      bodyLimit: 1024 * 1024,
      schema: {
        tags: ['operator'],
        summary: 'Create or replace a page',
        security: [{ admin: [] }],
        body: pageUpsertSchema,
        response: { 200: okSchema(z.null()) },
      },
    },
    async (request) => {
      const { page } = request.body;
      await request.audited(
        (before: PageContent | null) => ({
          action: 'content-page.upsert',
          target: `content-page:${page.slug}`,
          before,
          after: page,
        }),
        (tx) => content.upsert(page, tx),
      );
      content.changed();
      return ok(null);
    },
  );
};
