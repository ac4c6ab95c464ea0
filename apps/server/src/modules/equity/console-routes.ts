/**
 * The console's brand routes (docs/operator-console.md, "Content"; content.edit): the paged brand
 * list, one brand with its draft, saving a draft, publishing it, the version history, restoring a
 * version, and the draft as the member app's phone preview reads it. Every write is audited in its
 * transaction; publishing and restoring refresh what members read once committed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  brandAdminDetailSchema,
  brandAdminListQuerySchema,
  brandAdminListSchema,
  brandCreateSchema,
  brandDraftSaveSchema,
  brandEquityViewSchema,
  brandIdParamSchema,
  brandVersionParamSchema,
  contentPreviewQuerySchema,
  contentPublishResultSchema,
  contentVersionListQuerySchema,
  contentVersionListSchema,
  ok,
  okSchema,
  type BrandEquity,
} from '@culture/protocol';
import { editorName } from '../../lib/draft-history.js';
import type { BrandAdminService } from './brand-admin-service.js';
import type { EquityService } from './equity-service.js';

type App = Parameters<FastifyPluginAsyncZod>[0];
type Permission = ReturnType<App['requirePermission']>;
const security = [{ admin: [] }];
const tags = ['operator'];

export function consoleBrandRoutes(app: App, equity: EquityService, brands: BrandAdminService) {
  const permission = app.requirePermission('content.edit');
  readRoutes(app, brands, permission);
  writeRoutes(app, equity, brands, permission);
}

function readRoutes(app: App, brands: BrandAdminService, permission: Permission) {
  app.get(
    API_PATHS.adminEquityBrands,
    {
      onRequest: permission,
      schema: {
        tags,
        summary: 'Brands by id, a page at a time; q: part of the name or the id',
        security,
        querystring: brandAdminListQuerySchema,
        response: { 200: okSchema(brandAdminListSchema) },
      },
    },
    async (request) => ok(await brands.list(request.query.cursor, request.query.q || undefined)),
  );
  app.get(
    API_PATHS.adminEquityBrand,
    {
      onRequest: permission,
      schema: {
        tags,
        summary: 'One brand as published, and its draft',
        security,
        params: brandIdParamSchema,
        response: { 200: okSchema(brandAdminDetailSchema) },
      },
    },
    async (request) => ok(await brands.detail(request.params.id)),
  );
  app.get(
    API_PATHS.adminEquityBrandPreview,
    {
      onRequest: permission,
      schema: {
        tags,
        summary: 'The draft (or the published brand) in one language, as the member page reads it',
        security,
        params: brandIdParamSchema,
        querystring: contentPreviewQuerySchema,
        response: { 200: okSchema(brandEquityViewSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await brands.preview(request.params.id, request.query.lang));
    },
  );
  app.get(
    API_PATHS.adminEquityBrandVersions,
    {
      onRequest: permission,
      schema: {
        tags,
        summary: 'Published versions of a brand, newest first',
        security,
        params: brandIdParamSchema,
        querystring: contentVersionListQuerySchema,
        response: { 200: okSchema(contentVersionListSchema) },
      },
    },
    async (request) => ok(await brands.versions(request.params.id, request.query.cursor)),
  );
}

function writeRoutes(app: App, equity: EquityService, brands: BrandAdminService, permission: Permission) {
  const write = (summary: string, params: z.ZodType, response: z.ZodType, body?: z.ZodType) => ({
    onRequest: permission,
    config: { plainJsonBody: true },
    bodyLimit: 256 * 1024,
    schema: { tags, summary, security, params, ...(body ? { body } : {}), response: { 200: okSchema(response) } },
  });
  app.post(
    API_PATHS.adminEquityBrandCreate,
    write('Create a brand as a draft; members see nothing until it is published', z.object({}), z.null(), brandCreateSchema),
    async (request) => {
      const { brand } = request.body as { brand: BrandEquity };
      await request.audited(
        (after: BrandEquity) => ({ action: 'brand.create', target: `brand:${brand.id}`, before: null, after }),
        (tx) => brands.create(brand, editorName(request), tx),
      );
      return ok(null);
    },
  );
  app.post(
    API_PATHS.adminEquityBrandDraft,
    write('Save the brand draft; members still see the published brand', brandIdParamSchema, z.null(), brandDraftSaveSchema),
    async (request) => {
      const { id } = request.params as { id: number };
      const { brand } = request.body as { brand: BrandEquity };
      await request.audited(
        (before: BrandEquity | null) => ({ action: 'brand.save-draft', target: `brand:${id}`, before, after: brand }),
        (tx) => brands.saveDraft(id, brand, editorName(request), tx),
      );
      return ok(null);
    },
  );
  app.post(
    API_PATHS.adminEquityBrandPublish,
    write('Publish the brand draft as a new version', brandIdParamSchema, contentPublishResultSchema),
    async (request) => {
      const { id } = request.params as { id: number };
      const done = await request.audited(
        (result: Awaited<ReturnType<BrandAdminService['publish']>>) => ({
          action: 'brand.publish',
          target: `brand:${id}`,
          before: result.before,
          after: { version: result.version, brand: result.after },
        }),
        (tx) => brands.publish(id, editorName(request), tx),
      );
      equity.changed();
      return ok({ version: done.version });
    },
  );
  app.post(
    API_PATHS.adminEquityBrandRestore,
    write('Publish an old version of a brand again, as a new version', brandVersionParamSchema, contentPublishResultSchema),
    async (request) => {
      const { id, version } = request.params as { id: number; version: string };
      const done = await request.audited(
        (result: Awaited<ReturnType<BrandAdminService['restore']>>) => ({
          action: 'brand.restore',
          target: `brand:${id}`,
          before: result.before,
          after: { version: result.version, restoredFrom: Number(version), brand: result.after },
        }),
        (tx) => brands.restore(id, Number(version), editorName(request), tx),
      );
      equity.changed();
      return ok({ version: done.version });
    },
  );
}
