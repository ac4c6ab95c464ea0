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
  smsLoginSchema,
  verifyCodeRequestSchema,
  verifyCodeVerifySchema,
  type PhonePayload,
} from '@culture/protocol';
import { ApiError } from '../../lib/api-error.js';
import type { AccountService } from './account-service.js';
import type { OtpService } from './otp-service.js';
import { toE164 } from './phone.js';
import type { SessionService } from './session-service.js';

export interface AuthRoutesOptions {
  sessions: SessionService;
  otp: OtpService;
  accounts: AccountService;
}

function validPhone(phone: PhonePayload): string {
  const e164 = toE164(phone);
  if (!e164) throw new ApiError('phoneInvalid');
  return e164;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { sessions, otp, accounts }) => {
  app.post(
    API_PATHS.authGuest,
    { schema: { tags: ['auth'], summary: 'Issue an anonymous guest token', response: { 200: okSchema(guestSessionSchema) } } },
    async (request) => {
      const guest = await sessions.createGuest(request.ip);
      return ok({ token: guest.token, user_id: guest.userId.toString(), isguest: true as const, expires_in: guest.expiresInSeconds });
    },
  );

  app.post(
    API_PATHS.verifyCodeRequest,
    { schema: { tags: ['auth'], summary: 'Send a 6-digit code by SMS', body: verifyCodeRequestSchema, response: { 200: okSchema(z.null()) } } },
    async (request) => {
      await otp.requestCode(validPhone(request.body.phone), request.ip, request.locale);
      return ok(null);
    },
  );

  app.post(
    API_PATHS.verifyCodeVerify,
    { schema: { tags: ['auth'], summary: 'Check a code; data is a single-use SMS token', body: verifyCodeVerifySchema, response: { 200: okSchema(z.string()) } } },
    async (request) => ok(await otp.verifyCode(validPhone(request.body.phone), request.body.code)),
  );

  app.post(
    API_PATHS.smsLogin,
    { schema: { tags: ['auth'], summary: 'Exchange an SMS token for a session', body: smsLoginSchema, response: { 200: okSchema(loginResultSchema) } } },
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
    { onRequest: app.authenticate, schema: { tags: ['auth'], summary: 'End this session', security: [{ bearer: [] }], response: { 200: okSchema(z.null()) } } },
    async (request) => {
      await sessions.revoke(request.auth!.sessionId, 'logout');
      return ok(null);
    },
  );
};
