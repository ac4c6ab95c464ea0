/**
 * The console's sign-in routes (OPS_PATHS.session*, docs/operator-console.md "Signing in"). Rules
 * live in sign-in-service.ts; these read the cookies and write them.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ok,
  okSchema,
  OPS_PATHS,
  opsOperatorSchema,
  opsPasswordChangeSchema,
  opsPasswordRequestSchema,
  opsPasswordResponseSchema,
  opsRecoveryCodesSchema,
  opsSecondFactorRequestSchema,
  opsSessionSchema,
} from '@culture/protocol';
import { ApiError } from '../../lib/api-error.js';
import { cookieWriter, PENDING_COOKIE, readCookie, SESSION_COOKIE } from './cookies.js';
import type { PasswordService } from './password-service.js';
import type { SignInService } from './sign-in-service.js';

const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] ?? null });

export const opsSessionRoutes: FastifyPluginAsyncZod<{
  signIn: SignInService;
  passwords: PasswordService;
  secureCookies: boolean;
}> = async (app, { signIn, passwords, secureCookies }) => {
  const cookies = cookieWriter(secureCookies);
  const tags = ['operator console'];

  app.post(
    OPS_PATHS.sessionPassword,
    {
      config: { plainJsonBody: true },
      schema: {
        tags,
        summary: 'Sign in, step one: name and password',
        body: opsPasswordRequestSchema,
        response: { 200: okSchema(opsPasswordResponseSchema) },
      },
    },
    async (request, reply) => {
      const { answer, token } = await signIn.password(request.body.login, request.body.password, client(request));
      cookies.pending(reply, token);
      return ok(answer);
    },
  );

  app.post(
    OPS_PATHS.sessionSecondFactor,
    {
      config: { plainJsonBody: true },
      schema: {
        tags,
        summary: 'Sign in, step two: a TOTP or recovery code',
        body: opsSecondFactorRequestSchema,
        response: { 200: okSchema(opsSessionSchema) },
      },
    },
    async (request, reply) => {
      const pending = readCookie(request, PENDING_COOKIE);
      const { answer, token } = await signIn.secondFactor(pending, request.body.code, client(request));
      cookies.session(reply, token);
      return ok(answer);
    },
  );

  app.get(
    OPS_PATHS.session,
    {
      onRequest: app.requireOperator,
      schema: { tags, summary: 'The signed-in operator and the CSRF token', response: { 200: okSchema(opsSessionSchema) } },
    },
    async (request, reply) => {
      const session = await signIn.resolve(readCookie(request, SESSION_COOKIE) ?? '');
      if (!session) throw new ApiError('opsSignedOut');
      reply.header('cache-control', 'no-store');
      return ok(signIn.answer(session.operator, session.session.csrfToken));
    },
  );

  app.delete(
    OPS_PATHS.session,
    { onRequest: app.requireOperator, schema: { tags, summary: 'Sign out', response: { 200: okSchema(z.null()) } } },
    async (request, reply) => {
      const actor = request.actor;
      if (actor?.kind !== 'operator') throw new ApiError('opsSignedOut');
      await signIn.signOut(actor.sessionHash, actor, client(request));
      cookies.clear(reply);
      return ok(null);
    },
  );

  app.post(
    OPS_PATHS.recoveryCodes,
    {
      onRequest: app.requireOperator,
      config: { plainJsonBody: true },
      schema: {
        tags,
        summary: 'Ten new recovery codes (the old ones stop working)',
        response: { 200: okSchema(opsRecoveryCodesSchema) },
      },
    },
    async (request) => {
      const actor = request.actor;
      if (actor?.kind !== 'operator') throw new ApiError('opsSignedOut');
      return ok({ recovery_codes: await signIn.regenerateRecoveryCodes(actor, client(request)) });
    },
  );

  app.post(
    OPS_PATHS.passwordChange,
    {
      onRequest: app.requireOperator,
      config: { plainJsonBody: true },
      schema: {
        tags,
        summary: 'Change your own password (your other sessions end)',
        body: opsPasswordChangeSchema,
        response: { 200: okSchema(opsOperatorSchema) },
      },
    },
    async (request) => {
      const actor = request.actor;
      if (actor?.kind !== 'operator') throw new ApiError('opsSignedOut');
      return ok(await passwords.change(request.auditContext(), actor, request.body.current_password, request.body.new_password));
    },
  );
};
