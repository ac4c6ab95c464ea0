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
    // A callback hook, not an async one: it runs on every request, and this is the cheaper path.
    app.addHook('onRequest', (request, _reply, done) => {
      request.locale = localeFromHeader(request.headers.language) ?? 'en-US';
      request.channel = channelFromHeader(request.headers.channel);
      done();
    });
  },
  { name: 'request-context' },
);
