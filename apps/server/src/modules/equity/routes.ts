/**
 * Equity routes (spec §2 /Equity, /BrandEquityDetail/{id}): the brand list and one brand, in the
 * language of the request; an operator endpoint replaces a brand without a deploy, and the console
 * edits brands through drafts, publishing and history (console-routes.ts).
 *
 * A benefit's state is live (stock runs out, a window closes) and "claimed" is the reader's own, so
 * these answers are not kept in shared caches: a token is optional, and with a member's token the
 * answer says what that member holds.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  API_PATHS,
  brandEquityListSchema,
  brandEquityUpsertSchema,
  brandEquityViewSchema,
  brandIdParamSchema,
  ok,
  okSchema,
  type BrandEquity,
} from '@culture/protocol';
import type { BrandAdminService } from './brand-admin-service.js';
import { consoleBrandRoutes } from './console-routes.js';
import type { EquityService } from './equity-service.js';

export const equityRoutes: FastifyPluginAsyncZod<{ equity: EquityService; brands: BrandAdminService }> = async (
  app,
  { equity, brands },
) => {
  // A token is optional here: a guest (or no token) reads what everyone reads.
  const answerLive = (reply: FastifyReply) =>
    reply.header('cache-control', 'private, no-cache').header('vary', 'language, authorization');

  app.get(
    API_PATHS.equityBrands,
    {
      onRequest: app.optionalViewer,
      schema: {
        tags: ['equity'],
        summary: 'Partner brands with the headlines of their benefits',
        response: { 200: okSchema(brandEquityListSchema) },
      },
    },
    async (request, reply) => {
      const brands = await equity.list(request.locale, request.viewerId);
      answerLive(reply);
      return ok({ brands });
    },
  );

  app.get(
    API_PATHS.equityBrand,
    {
      onRequest: app.optionalViewer,
      schema: {
        tags: ['equity'],
        summary: "One brand's equity detail",
        params: brandIdParamSchema,
        response: { 200: okSchema(brandEquityViewSchema) },
      },
    },
    async (request, reply) => {
      const data = await equity.get(request.params.id, request.locale, request.viewerId);
      answerLive(reply);
      return ok(data);
    },
  );

  app.post(
    API_PATHS.adminEquityBrands,
    {
      onRequest: app.requirePermission('content.edit'),
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
      const { brand } = request.body;
      await request.audited(
        (before: BrandEquity | null) => ({ action: 'brand.upsert', target: `brand:${brand.id}`, before, after: brand }),
        (tx) => equity.upsert(brand, tx),
      );
      equity.changed();
      return ok(null);
    },
  );

  consoleBrandRoutes(app, equity, brands);
};
