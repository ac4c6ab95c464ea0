/**
 * Auth routes: guest tokens (spec §3, §6) and phone + SMS login (spec §7): request a code,
 * verify it for an SMS token, exchange the token for a session; and logout.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  guestSessionSchema,
  loginResultSchema,
  ok,
  okSchema,
  powChallengeSchema,
  smsLoginSchema,
  verifyCodeRequestSchema,
  verifyCodeRequestResultSchema,
  verifyCodeVerifySchema,
  type PhonePayload,
} from '@culture/protocol';
import { ApiError } from '../../lib/api-error.js';
import type { AccountService } from './account-service.js';
import type { OtpService } from './otp-service.js';
import { toE164 } from './phone.js';
import type { PowService } from './pow-service.js';
import type { SessionService } from './session-service.js';

export interface AuthRoutesOptions {
  sessions: SessionService;
  otp: OtpService;
  pow: PowService;
  accounts: AccountService;
}

function validPhone(phone: PhonePayload): string {
  const e164 = toE164(phone);
  if (!e164) throw new ApiError('phoneInvalid');
  return e164;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { sessions, otp, pow, accounts }) => {
  app.post(
    API_PATHS.authGuest,
    { schema: { tags: ['auth'], summary: 'Issue an anonymous guest token', response: { 200: okSchema(guestSessionSchema) } } },
    async (request) => {
      const guest = await sessions.createGuest(request.ip);
      return ok({
        token: guest.token,
        user_id: guest.userId.toString(),
        isguest: true as const,
        expires_in: guest.expiresInSeconds,
      });
    },
  );

  app.get(
    API_PATHS.verifyCodeChallenge,
    {
      schema: {
        tags: ['auth'],
        summary: 'A proof-of-work challenge (ALTCHA v2) to solve before asking for a code',
        response: { 200: okSchema(powChallengeSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await pow.issue(request.ip));
    },
  );

  app.post(
    API_PATHS.verifyCodeRequest,
    {
      schema: {
        tags: ['auth'],
        summary: 'Send a 6-digit code by SMS (needs a solved challenge); data says when the phone may ask again',
        body: verifyCodeRequestSchema,
        response: { 200: okSchema(verifyCodeRequestResultSchema) },
      },
    },
    async (request) => {
      const phone = validPhone(request.body.phone);
      await pow.redeem(request.body.altcha);
      const resendIn = await otp.requestCode(phone, request.ip, request.locale);
      return ok({ resend_in: resendIn });
    },
  );

  app.post(
    API_PATHS.verifyCodeVerify,
    {
      schema: {
        tags: ['auth'],
        summary: 'Check a code; data is a single-use SMS token',
        body: verifyCodeVerifySchema,
        response: { 200: okSchema(z.string()) },
      },
    },
    async (request) => ok(await otp.verifyCode(validPhone(request.body.phone), request.body.code, request.ip)),
  );

  app.post(
    API_PATHS.smsLogin,
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange an SMS token for a session',
        body: smsLoginSchema,
        response: { 200: okSchema(loginResultSchema) },
      },
    },
    async (request) => {
      const phone = toE164(request.body.phone);
      if (!phone) throw new ApiError('smsTokenIllegal');
      await otp.consumeSmsToken(phone, request.body.code);
      const userId = await accounts.findOrCreateByPhone(phone);
      const session = await sessions.createUserSession(userId, 'phone');
      return ok({ token: session.token, user_id: userId.toString() });
    },
  );

  app.post(
    API_PATHS.logout,
    {
      onRequest: app.authenticate,
      schema: { tags: ['auth'], summary: 'End this session', security: [{ bearer: [] }], response: { 200: okSchema(z.null()) } },
    },
    async (request) => {
      await sessions.revoke(request.auth!.sessionId, 'logout');
      return ok(null);
    },
  );
};
