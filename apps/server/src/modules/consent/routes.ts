/**
 * Legal documents and consent (docs/privacy.md): what the gate reads, a decision on a purpose, and
 * the operator's publishing of a document's next version.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLegalVersionResultSchema,
  adminLegalVersionSchema,
  API_PATHS,
  consentDecisionSchema,
  consentStateSchema,
  ok,
  okSchema,
} from '@culture/protocol';
import type { ConsentService } from './consent-service.js';
import type { NoticeService } from '../notices/notice-service.js';
import type { LegalVersions } from './legal-versions.js';
import { postBuiltInVersionNotices, versionNotice } from './version-notices.js';

const bearer = [{ bearer: [] }];

export interface ConsentRouteOptions {
  consent: ConsentService;
  versions: LegalVersions;
  /** A material version, built in or published, becomes a notice to everyone (docs/privacy.md, "Notices"). */
  notices: Pick<NoticeService, 'publishOnce'>;
}

export const consentRoutes: FastifyPluginAsyncZod<ConsentRouteOptions> = async (app, { consent, versions, notices }) => {
  // As the server starts: the built-in versions' notices, each once (version-notices.ts).
  await postBuiltInVersionNotices(notices);
  app.get(
    API_PATHS.consent,
    {
      // Without a token (a first visit before anything is collected) the answer is the documents and `first`.
      onRequest: app.optionalViewer,
      schema: {
        tags: ['consent'],
        summary: "Legal documents' current versions, my latest decisions and what the app must show",
        security: bearer,
        response: { 200: okSchema(consentStateSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache').header('vary', 'language, authorization');
      return ok(await consent.state(request.auth?.userId ?? null, request.locale));
    },
  );

  app.post(
    API_PATHS.consentDecision,
    {
      // Guests too: a guest agrees to the service before browsing (docs/decisions.md).
      onRequest: app.authenticate,
      schema: {
        tags: ['consent'],
        summary: 'Agree, refuse or withdraw one purpose for the versions shown; answers the new state',
        security: bearer,
        body: consentDecisionSchema,
        response: { 200: okSchema(consentStateSchema) },
      },
    },
    async (request) => {
      const userId = request.auth!.userId;
      await consent.decide(userId, { ...request.body, language: request.locale, ip: request.ip });
      return ok(await consent.state(userId, request.locale));
    },
  );

  app.post(
    API_PATHS.adminLegalVersions,
    {
      onRequest: app.requirePermission('content.edit'),
      config: { plainJsonBody: true },
      schema: {
        tags: ['operator'],
        summary: "Publish a legal document's next version",
        security: [{ admin: [] }],
        body: adminLegalVersionSchema,
        response: { 200: okSchema(adminLegalVersionResultSchema) },
      },
    },
    async (request) =>
      ok(
        await request.audited(
          ({ document, version }: { document: string; version: number }) => ({
            action: 'legal-version.publish',
            target: `legal:${document}:${version}`,
            after: request.body,
          }),
          async (tx) => {
            const published = await versions.publish(request.body, tx);
            const { document, material, summary, effectiveDate } = request.body;
            if (material) {
              const { subject, input } = versionNotice({ document, version: published.version, summary, effectiveDate });
              await notices.publishOnce(subject, input, tx);
            }
            return published;
          },
        ),
      ),
  );
};
