/**
 * Equity routes (spec §2 /Equity, /BrandEquityDetail/{id}): the brand list and one brand, in the
 * language of the request; an operator endpoint replaces a brand without a deploy.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  brandEquityListSchema,
  brandEquityUpsertSchema,
  brandEquityViewSchema,
  brandIdParamSchema,
  ok,
  okSchema,
} from '@culture/protocol';
import { cachePublicly } from '../../lib/public-cache.js';
import { requireAdmin } from '../../plugins/admin-auth.js';
import type { EquityService } from './equity-service.js';

export const equityRoutes: FastifyPluginAsyncZod<{ equity: EquityService; adminToken: string | undefined }> = async (
  app,
  { equity, adminToken },
) => {
  app.get(
    API_PATHS.equityBrands,
    {
      schema: {
        tags: ['equity'],
        summary: 'Partner brands with the headlines of their benefits',
        response: { 200: okSchema(brandEquityListSchema) },
      },
    },
    async (request, reply) => {
      const brands = await equity.list(request.locale);
      cachePublicly(reply);
      return ok({ brands });
    },
  );

  app.get(
    API_PATHS.equityBrand,
    {
      schema: {
        tags: ['equity'],
        summary: "One brand's equity detail",
        params: brandIdParamSchema,
        response: { 200: okSchema(brandEquityViewSchema) },
      },
    },
    async (request, reply) => {
      const data = await equity.get(request.params.id, request.locale);
      cachePublicly(reply);
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
      schema: {
        tags: ['operator'],
        summary: 'Create or replace a brand and its benefits',
        security: [{ admin: [] }],
        body: brandEquityUpsertSchema,
        response: { 200: okSchema(z.null()) },
      },
    },
    async (request) => {
      await equity.upsert(request.body.brand);
      return ok(null);
    },
  );
};
