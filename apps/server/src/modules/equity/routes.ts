/**
 * Equity routes (spec §2 /Equity, /BrandEquityDetail/{id}): the brand list and one brand, in the
 * language of the request; an operator endpoint replaces a brand without a deploy.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS, brandEquityListSchema, brandEquityUpsertSchema, brandEquityViewSchema, brandIdParamSchema, ok, okSchema } from '@culture/protocol';
import { requireAdmin } from '../../plugins/admin-auth.js';
import type { EquityService } from './equity-service.js';

// Public and the same for everyone speaking the language: shared caches may keep it a minute.
const CACHE = 'public, max-age=60, stale-while-revalidate=600';

export const equityRoutes: FastifyPluginAsyncZod<{ equity: EquityService; adminToken: string | undefined }> = async (app, { equity, adminToken }) => {
  app.get(
    API_PATHS.equityBrands,
    { schema: { tags: ['equity'], summary: 'Partner brands with the headlines of their benefits', response: { 200: okSchema(brandEquityListSchema) } } },
    async (request, reply) => {
      const brands = await equity.list(request.locale);
      reply.header('cache-control', CACHE).header('vary', 'language');
      return ok({ brands });
    },
  );

  app.get(
    API_PATHS.equityBrand,
    { schema: { tags: ['equity'], summary: "One brand's equity detail", params: brandIdParamSchema, response: { 200: okSchema(brandEquityViewSchema) } } },
    async (request, reply) => {
      const data = await equity.get(request.params.id, request.locale);
      // Only a success is shared: an error (a brand not yet created) must not sit in caches.
      reply.header('cache-control', CACHE).header('vary', 'language');
      return ok(data);
    },
  );

  if (!adminToken) return;
  app.post(
    API_PATHS.adminEquityBrands,
    {
      onRequest: requireAdmin(adminToken),
      config: { plainJsonBody: true },
      bodyLimit: 256 * 1024,
      schema: { tags: ['operator'], summary: 'Create or replace a brand and its benefits', security: [{ admin: [] }], body: brandEquityUpsertSchema, response: { 200: okSchema(z.null()) } },
    },
    async (request) => {
      await equity.upsert(request.body.brand);
      return ok(null);
    },
  );
};
