/**
 * Children under 14 and their guardians (docs/privacy.md, "Children and guardians"): the member's
 * age question and guardian invite, and the guardian's own routes, which take the guardian's
 * session (`authorization: Bearer g.…`, from an SMS code to their phone) instead of a member's.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ageStateSchema,
  API_PATHS,
  birthMonthSchema,
  guardianChildrenSchema,
  guardianInvitedChildSchema,
  guardianCorrectionSchema,
  guardianDecisionSchema,
  guardianInviteSchema,
  guardianSessionRequestSchema,
  guardianSessionSchema,
  idSchema,
  inviteTokenSchema,
  ok,
  okSchema,
} from '@culture/protocol';
import { ApiError } from '../../lib/api-error.js';
import type { OtpService } from '../auth/otp-service.js';
import { toE164 } from '../auth/phone.js';
import type { ChildLimits } from './child-limits.js';
import type { Database } from '../../db/client.js';
import type { ConsentService } from '../consent/consent-service.js';
import type { CancellationService } from '../privacy/cancellation-service.js';
import { createGuardianService, type RequestFacts } from './guardian-service.js';
import { createGuardianTokens } from './guardian-tokens.js';

const bearer = [{ bearer: [] }];
// The guardian's session travels as a bearer token too (`g.…`), not a member's.
const guardianSecurity = bearer;
const childParams = z.object({ id: idSchema });

function facts(request: FastifyRequest): RequestFacts {
  return { channel: request.channel === 'WECHAT' ? 'wechat' : 'web', language: request.locale, ip: request.ip };
}

export const guardianRoutes: FastifyPluginAsyncZod<{
  db: Database;
  now: () => number;
  consent: ConsentService;
  limits: ChildLimits;
  otp: OtpService;
  cancellations: CancellationService;
  /** The server secret the invite and the guardian session are signed with (keys derived from it). */
  secret: string;
}> = async (app, { db, now, consent, limits, otp, cancellations, secret }) => {
  const tokens = createGuardianTokens({ secret, now });
  const guardians = createGuardianService({ db, now, consent, limits, tokens, cancellations });
  /** The phone the request's guardian session proves (40104 without one). */
  const guardianPhone = (request: FastifyRequest): string => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const phone = match ? tokens.sessionPhone(match[1]!) : null;
    if (!phone) throw new ApiError('guardianSessionInvalid');
    return phone;
  };

  app.get(
    API_PATHS.meAge,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['guardian'],
        summary: 'My birth month, whether I am under 14 and what waits for a guardian',
        security: bearer,
        response: { 200: okSchema(ageStateSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await limits.ageState(request.auth!.userId));
    },
  );

  app.post(
    API_PATHS.meAge,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['guardian'],
        summary: 'Answer the age question (birth year and month)',
        security: bearer,
        body: birthMonthSchema,
        response: { 200: okSchema(ageStateSchema) },
      },
    },
    async (request) => ok(await guardians.answerAge(request.auth!.userId, request.body)),
  );

  app.post(
    API_PATHS.guardianInvite,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['guardian'],
        summary: "A child's invite for a guardian's phone (30 minutes)",
        security: bearer,
        body: z.object({}).strict(),
        response: { 200: okSchema(guardianInviteSchema) },
      },
    },
    async (request) => ok(await guardians.invite(request.auth!.userId)),
  );

  app.post(
    API_PATHS.guardianSession,
    {
      schema: {
        tags: ['guardian'],
        summary: "A guardian's session from an SMS token for their phone (30 minutes)",
        body: guardianSessionRequestSchema,
        response: { 200: okSchema(guardianSessionSchema) },
      },
    },
    async (request) => {
      const phone = toE164(request.body.phone);
      if (!phone) throw new ApiError('smsTokenIllegal');
      await otp.consumeSmsToken(phone, request.body.smsToken);
      const { token, expiresAt } = tokens.session(phone);
      return ok({ token, expiresAt: expiresAt.toISOString() });
    },
  );

  app.get(
    API_PATHS.guardianInvitePreview,
    {
      schema: {
        tags: ['guardian'],
        summary: 'The child an invite names',
        security: guardianSecurity,
        querystring: z.object({ invite: inviteTokenSchema }),
        response: {
          200: okSchema(guardianInvitedChildSchema),
        },
      },
    },
    async (request, reply) => {
      guardianPhone(request);
      reply.header('cache-control', 'no-store');
      return ok(await guardians.preview(request.query.invite));
    },
  );

  app.post(
    API_PATHS.guardianConsent,
    {
      schema: {
        tags: ['guardian'],
        summary: "The guardian agrees, refuses or withdraws for a child; answers the guardian's children",
        security: guardianSecurity,
        body: guardianDecisionSchema,
        response: { 200: okSchema(guardianChildrenSchema) },
      },
    },
    async (request) => ok({ children: await guardians.decide(guardianPhone(request), request.body, facts(request)) }),
  );

  app.get(
    API_PATHS.guardianChildren,
    {
      schema: {
        tags: ['guardian'],
        summary: 'The children this phone is the guardian of',
        security: guardianSecurity,
        response: { 200: okSchema(guardianChildrenSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ children: await guardians.children(guardianPhone(request)) });
    },
  );

  app.post(
    API_PATHS.guardianChild,
    {
      schema: {
        tags: ['guardian'],
        summary: "Correct the child's nickname or birth month",
        security: guardianSecurity,
        params: childParams,
        body: guardianCorrectionSchema,
        response: { 200: okSchema(guardianChildrenSchema) },
      },
    },
    async (request) => ok({ children: await guardians.correct(guardianPhone(request), BigInt(request.params.id), request.body) }),
  );

  app.post(
    API_PATHS.guardianChildCancellation,
    {
      schema: {
        tags: ['guardian'],
        summary: "Start the child's account cancellation (seven days' cooling-off)",
        security: guardianSecurity,
        params: childParams,
        body: z.object({ confirm: z.literal(true) }).strict(),
        response: { 200: okSchema(guardianChildrenSchema) },
      },
    },
    async (request) => ok({ children: await guardians.cancel(guardianPhone(request), BigInt(request.params.id), request.ip) }),
  );
};
