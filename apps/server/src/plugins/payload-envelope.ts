/**
 * Opens the `{"params": "<base64 AES-128-CBC>"}` envelope of every JSON request body before
 * validation runs, so routes only ever see the plain body. A route that must take plain JSON
 * (an operator tool, a webhook) opts out with `config: { plainJsonBody: true }`.
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
      if (request.routeOptions.config?.plainJsonBody) {
        try {
          done(null, text === '' ? undefined : JSON.parse(text));
        } catch {
          done(new ApiError('badEnvelope', { details: { body: 'Request body is not valid JSON.' } }), undefined);
        }
        return;
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
