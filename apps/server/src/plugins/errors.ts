/**
 * Maps every failure to the one response envelope, in the request's language. Client mistakes
 * are 4xx with a clear message; only genuine faults are 500, and those never leak internals.
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorMessage, localeFromHeader, type ErrorEnvelope, type ErrorName } from '@culture/protocol';
import { ApiError } from '../lib/api-error.js';
import { isServiceOutage, OUTAGE_RETRY_AFTER_SECONDS } from '../lib/service-outage.js';
import { sqlState } from '../lib/sql-state.js';

export function sendApiError(request: FastifyRequest, reply: FastifyReply, error: ApiError) {
  const body: ErrorEnvelope = {
    result: error.code,
    code: error.code,
    errmsg: errorMessage(error.errorName, request.locale),
  };
  if (error.details) body.details = error.details;
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(error.httpStatus).send(body);
}

function fromFrameworkError(error: FastifyError): ApiError | null {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details: Record<string, string> = {};
    for (const issue of error.validation) {
      const zodPath = (issue.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path;
      const where = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || zodPath?.map(String).join('.') || 'body';
      details[where] ??= issue.message ?? 'invalid';
    }
    return new ApiError('validation', { details });
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('payloadTooLarge', { httpStatus: 400 });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('badEnvelope', { httpStatus: 400 });
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) return null;
  const byStatus: Record<number, ErrorName> = { 401: 'unauthorized', 403: 'forbidden', 404: 'notFound', 429: 'rateLimited' };
  return new ApiError(byStatus[status] ?? 'validation', { httpStatus: status });
}

/**
 * Integrity violations a client's input can cause: naming a row that does not exist (foreign
 * key), clashing with one that does (unique), or a value a check constraint refuses. Not-null and
 * exclusion violations point at the server's own code, so they stay 500.
 */
const INPUT_INTEGRITY_STATES = new Set(['23503', '23505', '23514']);

/**
 * Defence in depth behind the request schemas: a database error that the input caused (class 22,
 * data exception: NUL or bad UTF-8, a number out of range, a datetime overflow, unparsable text;
 * and the integrity violations above) is the client's mistake, so a 400, never a 500.
 */
export function fromDatabaseError(error: unknown): ApiError | null {
  const state = sqlState(error);
  if (!state) return null;
  if (state.startsWith('22'))
    return new ApiError('validation', { details: { input: 'a value is out of range or not valid text' }, cause: error });
  if (INPUT_INTEGRITY_STATES.has(state))
    return new ApiError('validation', {
      details: { input: 'conflicts with existing data or refers to missing data' },
      cause: error,
    });
  return null;
}

function outageError(cause: unknown): ApiError {
  return new ApiError('busy', { retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS, cause });
}

/**
 * Fastify's `frameworkErrors` option: refusals it makes before any hook or handler runs (a path
 * whose percent escapes do not decode to UTF-8, like "%ED%A0%80"; a path segment over
 * maxParamLength, answered 414) answer the envelope as well.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.locale = localeFromHeader(request.headers.language) ?? 'en-US';
  if (error.code === 'FST_ERR_BAD_URL')
    return sendApiError(request, reply, new ApiError('validation', { details: { url: 'not a valid URL' } }));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return sendApiError(
      request,
      reply,
      new ApiError('validation', { httpStatus: 414, details: { url: 'a path segment is too long' } }),
    );
  request.log.error({ err: error }, 'request failed before routing');
  return sendApiError(request, reply, new ApiError('internal'));
}

export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      let apiError: ApiError | null;
      try {
        const refusedInput = error instanceof ApiError ? null : fromDatabaseError(error);
        // A database refusal that gets here means a request schema let bad input through: worth a look.
        if (refusedInput) request.log.warn({ err: error }, 'database refused input');
        // PostgreSQL or Redis out of reach: "try again shortly", not a fault of ours (docs/security.md, "Outages").
        const outage = error instanceof ApiError || refusedInput || !isServiceOutage(error) ? null : outageError(error);
        apiError = error instanceof ApiError ? error : (refusedInput ?? outage ?? fromFrameworkError(error));
      } catch (mappingError) {
        request.log.error({ err: mappingError }, 'could not map error');
        apiError = null;
      }
      if (apiError) {
        if (apiError.httpStatus >= 500) request.log.error({ err: error }, 'request failed');
        return sendApiError(request, reply, apiError);
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendApiError(request, reply, new ApiError('internal'));
    });
  },
  { name: 'errors' },
);
