/** The `language` and `channel` headers of spec §7, read from the request when a route asks. */
import type { FastifyRequest } from 'fastify';
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
    // Read when asked, not in a hook: most answers (files, pages, the health probe) never ask, and
    // a hook would run on every one of them.
    app.decorateRequest('locale', {
      getter(this: FastifyRequest): Locale {
        return localeFromHeader(this.headers.language) ?? 'en-US';
      },
    });
    app.decorateRequest('channel', {
      getter(this: FastifyRequest): Channel {
        return channelFromHeader(this.headers.channel);
      },
    });
  },
  { name: 'request-context' },
);
