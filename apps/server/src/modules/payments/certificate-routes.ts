/**
 * Certificates (docs/payments.md, "Certificates"): the member's own, and the public check anyone
 * may open from a certificate's link or share card.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  certificateCodeParamsSchema,
  certificateListSchema,
  certificateViewSchema,
  ok,
  okSchema,
} from '@culture/protocol';
import type { PaymentsContext } from './payments-context.js';
import { myCertificates, verifyCertificate } from './queries/certificates.js';

const bearer = [{ bearer: [] }];

export const certificateRoutes: FastifyPluginAsyncZod<{ payments: PaymentsContext }> = async (app, { payments }) => {
  app.get(
    API_PATHS.certificates,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'My certificates, newest first',
        security: bearer,
        response: { 200: okSchema(certificateListSchema) },
      },
    },
    async (request) => ok(await myCertificates(payments, request.auth!.userId, request.locale)),
  );

  app.get(
    API_PATHS.certificate,
    {
      schema: {
        tags: ['payments'],
        summary: 'Check a certificate (public; never names the owner beyond their display name)',
        params: certificateCodeParamsSchema,
        response: { 200: okSchema(certificateViewSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache').header('vary', 'language');
      return ok(await verifyCertificate(payments, request.params.code, request.locale));
    },
  );
};
