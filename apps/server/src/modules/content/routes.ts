/**
 * Content routes (spec §7 configuration resources): the page list and one page, in the language
 * of the request; an operator endpoint replaces a page without a deploy.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  ok,
  okSchema,
  pageListSchema,
  pageResourceQuerySchema,
  pageUpsertSchema,
  pageViewSchema,
} from '@culture/protocol';
import { cachePublicly } from '../../lib/public-cache.js';
import { requireAdmin } from '../../plugins/admin-auth.js';
import type { ContentService } from './content-service.js';

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService; adminToken: string | undefined }> = async (
  app,
  { content, adminToken },
) => {
  app.get(
    API_PATHS.configurationResources,
    {
      schema: {
        tags: ['content'],
        summary: 'All project, campaign and event pages (summaries)',
        response: { 200: okSchema(pageListSchema) },
      },
    },
    async (request, reply) => {
      const pages = await content.list(request.locale);
      cachePublicly(reply);
      return ok({ pages });
    },
  );

  app.get(
    API_PATHS.configurationResource,
    {
      schema: {
        tags: ['content'],
        summary: 'One page by name (slug)',
        querystring: pageResourceQuerySchema,
        response: { 200: okSchema(pageViewSchema) },
      },
    },
    async (request, reply) => {
      const data = await content.get(request.query.name, request.locale);
      cachePublicly(reply);
      return ok(data);
    },
  );

  if (!adminToken) return;
  app.post(
    API_PATHS.adminContentPages,
    {
      onRequest: requireAdmin(adminToken),
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
      await content.upsert(request.body.page);
      return ok(null);
    },
  );
};
