/**
 * Virtual-world routes (spec §7; docs/decisions.md, "Virtual world: wire contract and server"):
 * the room list, search, one exhibition and the check call (anyone with a session; a member also sees their own room), world settings ("rbu"), official
 * dresses and the chosen one, the avatar model upload (link, PUT, serving), and the operators'
 * exhibition API (world.manage). The template version and resource list are
 * answered by the content routes (/api/v3/configuration/resource(s)).
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminExhibitionListQuerySchema,
  adminExhibitionPageSchema,
  adminExhibitionSchema,
  type AdminExhibition,
  API_PATHS,
  dressChoiceResultSchema,
  dressChoiceSchema,
  dressListSchema,
  exhibitionCheckParamsSchema,
  exhibitionCheckSchema,
  exhibitionCreateSchema,
  exhibitionEditSchema,
  exhibitionListQuerySchema,
  exhibitionListSchema,
  exhibitionRefSchema,
  exhibitionRequestSchema,
  exhibitionSchema,
  exhibitionSearchQuerySchema,
  exhibitionSearchSchema,
  modelUploadParamsSchema,
  modelUploadResultSchema,
  ok,
  okSchema,
  uploadLinkParamsSchema,
  uploadLinkSchema,
  userModelParamsSchema,
  WORLD_BUDGET,
  worldSettingsSchema,
} from '@culture/protocol';
import type { Transaction } from '../../db/client.js';
import { cachePublicly } from '../../lib/public-cache.js';
import { ApiError } from '../../lib/api-error.js';
import type { AvatarService } from './avatar-service.js';
import type { ExhibitionService } from './exhibition-service.js';
import type { WorldCatalog } from './world-catalog.js';

const bearer = [{ bearer: [] }];
const GLB_TYPES = ['model/gltf-binary', 'application/octet-stream'];

type App = Parameters<FastifyPluginAsyncZod>[0];

export const worldRoutes: FastifyPluginAsyncZod<{
  exhibitions: ExhibitionService;
  avatars: AvatarService;
  catalog: WorldCatalog;
  visitorCap: number;
}> = async (app, { exhibitions, avatars, catalog, visitorCap }) => {
  roomRoutes(app, exhibitions);
  avatarRoutes(app, avatars, catalog, visitorCap);
  await modelRoutes(app, avatars);
  operatorRoutes(app, exhibitions);
};

/** The room list, search, one exhibition and the check call. */
function roomRoutes(app: App, exhibitions: ExhibitionService) {
  // Lists render for anyone; with a member's session the answer also holds their own room.

  app.get(
    API_PATHS.vrExhibitionList,
    {
      onRequest: app.optionalViewer,
      schema: {
        tags: ['world'],
        summary: 'Published exhibition rooms (a member’s own room first), 20 a page',
        querystring: exhibitionListQuerySchema,
        response: { 200: okSchema(exhibitionListSchema) },
      },
    },
    async (request) => ok(await exhibitions.list(request.viewerId, request.query.cursor, request.locale)),
  );

  app.get(
    API_PATHS.vrSearch,
    {
      schema: {
        tags: ['world'],
        summary: 'Published exhibitions whose name contains the text',
        querystring: exhibitionSearchQuerySchema,
        response: { 200: okSchema(exhibitionSearchSchema) },
      },
    },
    async (request) => ok({ content: await exhibitions.search(request.query.name, request.locale) }),
  );

  app.post(
    API_PATHS.vrExhibition,
    {
      schema: {
        tags: ['world'],
        summary: 'One exhibition: its room template and the works on its slots',
        body: exhibitionRequestSchema,
        response: { 200: okSchema(exhibitionSchema) },
      },
    },
    async (request) => {
      // A child's personal room stays closed until a guardian agrees (docs/privacy.md, "Children and guardians").
      if (await app.childLimits.limited(BigInt(request.body.id))) throw new ApiError('exhibitionNotFound');
      return ok(await exhibitions.get(BigInt(request.body.id), request.locale));
    },
  );

  app.post(
    API_PATHS.vrExhibitionCheck,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['world'],
        summary: 'Can the room be entered, and which copy (instant group) to join',
        security: bearer,
        params: exhibitionCheckParamsSchema,
        response: { 200: okSchema(exhibitionCheckSchema) },
      },
    },
    async (request) => {
      if (await app.childLimits.limited(BigInt(request.params.id))) throw new ApiError('exhibitionNotFound');
      return ok(await exhibitions.check(BigInt(request.params.id), request.auth!.userId));
    },
  );
}

/** World settings, official dresses and the chosen one, the upload link. */
function avatarRoutes(app: App, avatars: AvatarService, catalog: WorldCatalog, visitorCap: number) {
  app.get(
    API_PATHS.vrSettings,
    {
      schema: {
        tags: ['world'],
        summary: 'World settings ("rbu"): asset base URL, template version, avatar, visitor cap, upload limits',
        response: { 200: okSchema(worldSettingsSchema) },
      },
    },
    async (_request, reply) => {
      cachePublicly(reply);
      return ok(catalog.settings(visitorCap));
    },
  );

  app.get(
    API_PATHS.dressesOfficial,
    {
      schema: {
        tags: ['world'],
        summary: 'Official dresses of the world avatar',
        response: { 200: okSchema(dressListSchema) },
      },
    },
    async (request, reply) => {
      const content = await avatars.officialDresses(request.locale);
      cachePublicly(reply);
      return ok({ content });
    },
  );

  app.post(
    API_PATHS.meDress,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['world'],
        summary: 'Choose the dress the avatar wears, or null for your own uploaded model (answered in /api/v2/me as vr_dress_id)',
        security: bearer,
        body: dressChoiceSchema,
        response: { 200: okSchema(dressChoiceResultSchema) },
      },
    },
    async (request) => {
      await avatars.chooseDress(request.auth!.userId, request.body.dressId);
      return ok({ dressId: request.body.dressId });
    },
  );

  app.get(
    API_PATHS.vrModelUploadLink,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['world'],
        summary: 'A ten-minute link to PUT your own avatar model (.glb) to',
        security: bearer,
        params: uploadLinkParamsSchema,
        response: { 200: okSchema(uploadLinkSchema) },
      },
    },
    async (request, reply) => {
      // An own model is an upload: a child under 14 waits for a guardian (docs/privacy.md, "Children and guardians").
      await app.childLimits.assertAllowed(request.auth!.userId);
      reply.header('cache-control', 'no-store');
      return ok(avatars.uploadLink(request.auth!.userId, BigInt(request.params.id)));
    },
  );
}

/** The avatar model upload (PUT) and serving. */
async function modelRoutes(app: App, avatars: AvatarService) {
  // The upload's own scope: a .glb body parser with the model's size limit. An upload is admitted
  // (link, one in flight per member, a place in the check queue) when its headers arrive, before
  // its body is read, and gives its place back when its answer is sent or its client leaves.
  const admitted = new WeakMap<FastifyRequest, ReturnType<AvatarService['admitUpload']>>();
  await app.register(async (upload) => {
    upload.addContentTypeParser(
      GLB_TYPES,
      { parseAs: 'buffer', bodyLimit: WORLD_BUDGET.maxFileBytes - 1 },
      (_request, body, done) => done(null, body),
    );
    upload.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>().put(
      API_PATHS.vrModelUpload,
      {
        bodyLimit: WORLD_BUDGET.maxFileBytes - 1,
        schema: {
          tags: ['world'],
          summary: 'Upload an avatar model (body: the .glb); checked by glTF-Validator and the Hubs budgets',
          params: modelUploadParamsSchema,
          response: { 200: okSchema(modelUploadResultSchema) },
        },
        onRequest: (request, reply, done) => {
          try {
            const admission = avatars.admitUpload((request.params as { token: string }).token);
            admitted.set(request, admission);
            reply.raw.once('close', admission.ticket.release);
            done();
          } catch (error) {
            done(error as Error);
          }
        },
        onResponse: async (request) => admitted.get(request)?.ticket.release(),
      },
      async (request, reply) => {
        const { userId, ticket } = admitted.get(request)!;
        // The client left before its answer: its check is dropped (queued) or ended (running).
        const clientGone = new AbortController();
        reply.raw.once('close', () => {
          if (!reply.raw.writableFinished) clientGone.abort();
        });
        if (request.raw.socket?.destroyed) clientGone.abort();
        const body = request.body;
        const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
        return ok(await avatars.storeModel(userId, bytes, ticket, clientGone.signal));
      },
    );
  });

  app.get(
    API_PATHS.vrUserModel,
    {
      schema: {
        tags: ['world'],
        summary: "A member's uploaded avatar model",
        params: userModelParamsSchema,
        querystring: z.object({ v: z.string().max(32).optional() }),
      },
    },
    async (request, reply) => {
      const model = await avatars.model(BigInt(request.params.id));
      // Only the current version's URL may be cached for long: a replaced model must go.
      const current = request.query.v === model.hash;
      return reply
        .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
        .header('etag', `"${model.hash}"`)
        .type('model/gltf-binary')
        .send(model.bytes);
    },
  );
}

/** An operator's exhibition write, for its audit row: as it was (null when new) and as it is. */
interface ExhibitionChange {
  before: AdminExhibition | null;
  after: AdminExhibition;
}

/** The operators' exhibition API (world.manage). */
function operatorRoutes(app: App, exhibitions: ExhibitionService) {
  const operator = { onRequest: app.requirePermission('world.manage'), config: { plainJsonBody: true } } as const;
  const adminSecurity = [{ admin: [] }];

  app.get(
    API_PATHS.adminVrExhibitions,
    {
      onRequest: app.requirePermission('world.manage'),
      schema: {
        tags: ['operator'],
        summary: 'Exhibitions, drafts included, in all languages: newest first, 50 a page, by state and name',
        security: adminSecurity,
        querystring: adminExhibitionListQuerySchema,
        response: { 200: okSchema(adminExhibitionPageSchema) },
      },
    },
    async (request) => ok(await exhibitions.adminList(request.query)),
  );
  // Each write and its audit row in one transaction (docs/operator-console.md, "Audit log").
  const adminRoute = <S extends z.ZodType>(
    path: string,
    summary: string,
    body: S,
    action: string,
    run: (body: z.infer<S>, tx: Transaction) => Promise<AdminExhibition>,
  ) =>
    app.post(
      path,
      {
        ...operator,
        // Up to 64 works with texts in three languages.
        bodyLimit: 1024 * 1024,
        schema: {
          tags: ['operator'],
          summary,
          security: adminSecurity,
          body,
          response: { 200: okSchema(adminExhibitionSchema) },
        },
      },
      async (request) => {
        const input = request.body as z.infer<S> & { id?: string };
        const { after } = await request.audited(
          ({ before, after }: ExhibitionChange) => ({ action, target: `exhibition:${after.id}`, before, after }),
          async (tx) => ({
            before: input.id === undefined ? null : await exhibitions.adminGet(BigInt(input.id), tx),
            after: await run(input, tx),
          }),
        );
        return ok(after);
      },
    );
  adminRoute(
    API_PATHS.adminVrExhibitions,
    'Create an exhibition (unpublished)',
    exhibitionCreateSchema,
    'exhibition.create',
    (body, tx) => exhibitions.create(body, tx),
  );
  adminRoute(
    API_PATHS.adminVrExhibitionsEdit,
    'Edit an exhibition (fields given change)',
    exhibitionEditSchema,
    'exhibition.edit',
    (body, tx) => exhibitions.edit(body, tx),
  );
  adminRoute(
    API_PATHS.adminVrExhibitionsPublish,
    'Publish an exhibition',
    exhibitionRefSchema,
    'exhibition.publish',
    (body, tx) => exhibitions.setPublished(BigInt(body.id), true, tx),
  );
  adminRoute(
    API_PATHS.adminVrExhibitionsUnpublish,
    'Unpublish an exhibition',
    exhibitionRefSchema,
    'exhibition.unpublish',
    (body, tx) => exhibitions.setPublished(BigInt(body.id), false, tx),
  );
}
