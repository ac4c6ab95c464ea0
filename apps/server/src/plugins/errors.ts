/**
 * Maps every failure to the one response envelope, in the request's language. Client mistakes
 * are 4xx with a clear message; only genuine faults are 500, and those never leak internals.
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorMessage, type ErrorEnvelope, type ErrorName } from '@culture/protocol';
import { ApiError } from '../lib/api-error.js';

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

export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      let apiError: ApiError | null;
      try {
        apiError = error instanceof ApiError ? error : fromFrameworkError(error);
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

