/** Reads the `language` and `channel` headers of spec §7 once per request. */
import fp from 'fastify-plugin';
import { channelFromHeader, localeFromHeader, type Channel, type Locale } from '@culture/protocol';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language for messages; English when the header is missing or unknown. */
    locale: Locale;
    channel: Channel;
  }
}

export const requestContextPlugin = fp(
  async (app) => {
    app.decorateRequest('locale', 'en-US');
    app.decorateRequest('channel', 'BROWSER');
    app.addHook('onRequest', async (request) => {
      request.locale = localeFromHeader(request.headers.language) ?? 'en-US';
      request.channel = channelFromHeader(request.headers.channel);
    });
  },
  { name: 'request-context' },
);
