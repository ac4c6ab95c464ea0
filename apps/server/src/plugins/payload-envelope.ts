/**
 * Opens the `{"params": "<base64 AES-128-CBC>"}` envelope of every JSON request body before
 * validation runs, so routes only ever see the plain body. Operator routes, called from scripts
 * and tools, set `config: { plainJsonBody: true }`: they take plain JSON, and a sealed envelope too.
 */
import fp from 'fastify-plugin';
import { EnvelopeError, openPayload, type PayloadKeys } from '@culture/protocol';
import { ApiError } from '../lib/api-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    plainJsonBody?: boolean;
  }
}

export interface PayloadEnvelopeOptions {
  keys: PayloadKeys;
}

export const payloadEnvelopePlugin = fp<PayloadEnvelopeOptions>(
  async (app, { keys }) => {
    // Only sealed JSON is accepted; other body types (e.g. multipart uploads) are added by the routes that need them.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      // No route matched: the not-found answer must not be masked by a body complaint.
      if (request.is404) return done(null, undefined);
      if (request.routeOptions.config?.plainJsonBody) {
        let parsed: unknown;
        try {
          parsed = text === '' ? undefined : JSON.parse(text);
        } catch {
          return done(new ApiError('badEnvelope', { details: { body: 'Request body is not valid JSON.' } }), undefined);
        }
        const sealed =
          parsed &&
          typeof parsed === 'object' &&
          Object.keys(parsed).length === 1 &&
          typeof (parsed as { params?: unknown }).params === 'string';
        if (!sealed) return done(null, parsed);
      }
      try {
        done(null, openPayload(text, keys));
      } catch (error) {
        if (error instanceof EnvelopeError) {
          done(new ApiError('badEnvelope', { details: { params: error.message }, cause: error }), undefined);
        } else {
          done(error as Error, undefined);
        }
      }
    });
  },
  { name: 'payload-envelope' },
);
