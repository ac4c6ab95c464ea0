/**
 * The console's Content routes (docs/operator-console.md, "Content"; content.edit): the paged page
 * list, one page with its draft, saving a draft, publishing it, the version history, restoring a
 * version, and the draft as the member app's phone preview reads it. Every write is audited in
 * its transaction; publishing and restoring refresh the page shell once committed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  contentDraftSaveSchema,
  contentPageDetailSchema,
  contentPageListQuerySchema,
  contentPageListSchema,
  contentPreviewQuerySchema,
  contentPublishResultSchema,
  contentSlugParamSchema,
  contentVersionListQuerySchema,
  contentVersionListSchema,
  contentVersionParamSchema,
  ok,
  okSchema,
  pageViewSchema,
  type PageContent,
} from '@culture/protocol';
import { z } from 'zod';
import { editorName } from '../../lib/draft-history.js';
import type { ContentAdminService } from './content-admin-service.js';
import type { ContentService } from './content-service.js';

type App = Parameters<FastifyPluginAsyncZod>[0];
const security = [{ admin: [] }];
const tags = ['operator'];

const by = editorName;

export function consoleContentRoutes(app: App, content: ContentService, admin: ContentAdminService) {
  const permission = app.requirePermission('content.edit');
  readRoutes(app, admin, permission);
  draftRoutes(app, content, admin, permission);
  restoreRoute(app, content, admin, permission);
}

type Permission = ReturnType<App['requirePermission']>;

function readRoutes(app: App, admin: ContentAdminService, permission: Permission) {
  app.get(
    API_PATHS.adminContentPages,
    {
      onRequest: permission,
      schema: {
        tags,
        summary: 'Content pages by slug, a page at a time; q: part of the title or the slug',
        security,
        querystring: contentPageListQuerySchema,
        response: { 200: okSchema(contentPageListSchema) },
      },
    },
    async (request) => ok(await admin.list(request.query.cursor, request.query.q || undefined)),
  );
  app.get(
    API_PATHS.adminContentPage,
    {
      onRequest: permission,
      schema: {
        tags,
        summary: 'One page as published, and its draft',
        security,
        params: contentSlugParamSchema,
        response: { 200: okSchema(contentPageDetailSchema) },
      },
    },
    async (request) => ok(await admin.detail(request.params.slug)),
  );
  app.get(
    API_PATHS.adminContentPreview,
    {
      onRequest: permission,
      schema: {
        tags,
        summary: 'The draft (or the published page) in one language, as the member page reads it',
        security,
        params: contentSlugParamSchema,
        querystring: contentPreviewQuerySchema,
        response: { 200: okSchema(pageViewSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await admin.preview(request.params.slug, request.query.lang));
    },
  );
  app.get(
    API_PATHS.adminContentVersions,
    {
      onRequest: permission,
      schema: {
        tags,
        summary: 'Published versions of a page, newest first',
        security,
        params: contentSlugParamSchema,
        querystring: contentVersionListQuerySchema,
        response: { 200: okSchema(contentVersionListSchema) },
      },
    },
    async (request) => ok(await admin.versions(request.params.slug, request.query.cursor)),
  );
}

function draftRoutes(app: App, content: ContentService, admin: ContentAdminService, permission: Permission) {
  app.post(
    API_PATHS.adminContentDraft,
    {
      onRequest: permission,
      config: { plainJsonBody: true },
      bodyLimit: 1024 * 1024,
      schema: {
        tags,
        summary: 'Save the page draft; members still see the published page',
        security,
        params: contentSlugParamSchema,
        body: contentDraftSaveSchema,
        response: { 200: okSchema(z.null()) },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const { page } = request.body;
      await request.audited(
        (before: PageContent | null) => ({
          action: 'content-page.save-draft',
          target: `content-page:${slug}`,
          before,
          after: page,
        }),
        (tx) => admin.saveDraft(slug, page, by(request), tx),
      );
      return ok(null);
    },
  );
  app.post(
    API_PATHS.adminContentPublish,
    {
      onRequest: permission,
      config: { plainJsonBody: true },
      schema: {
        tags,
        summary: 'Publish the page draft as a new version',
        security,
        params: contentSlugParamSchema,
        response: { 200: okSchema(contentPublishResultSchema) },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const done = await request.audited(
        (result: Awaited<ReturnType<ContentAdminService['publish']>>) => ({
          action: 'content-page.publish',
          target: `content-page:${slug}`,
          before: result.before,
          after: { version: result.version, page: result.after },
        }),
        (tx) => admin.publish(slug, by(request), tx),
      );
      content.changed();
      return ok({ version: done.version });
    },
  );
}

function restoreRoute(app: App, content: ContentService, admin: ContentAdminService, permission: Permission) {
  app.post(
    API_PATHS.adminContentRestore,
    {
      onRequest: permission,
      config: { plainJsonBody: true },
      schema: {
        tags,
        summary: 'Publish an old version again, as a new version',
        security,
        params: contentVersionParamSchema,
        response: { 200: okSchema(contentPublishResultSchema) },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const version = Number(request.params.version);
      const done = await request.audited(
        (result: Awaited<ReturnType<ContentAdminService['restore']>>) => ({
          action: 'content-page.restore',
          target: `content-page:${slug}`,
          before: result.before,
          after: { version: result.version, restoredFrom: version, page: result.after },
        }),
        (tx) => admin.restore(slug, version, by(request), tx),
      );
      content.changed();
      return ok({ version: done.version });
    },
  );
}
