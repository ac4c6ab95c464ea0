/**
 * Security headers on every answer, written by helmet: a Content-Security-Policy (see
 * lib/content-security-policy.ts; pages the shell renders carry their own, with their inline
 * parts' hashes), no framing (frame-ancestors 'none', X-Frame-Options DENY), nosniff,
 * Referrer-Policy strict-origin-when-cross-origin, same-origin opener and resource policies.
 * HSTS is not sent: the TLS terminator in front of us owns it (docs/production.md).
 *
 * helmet's answer depends only on its options (every directive is a fixed string; no nonces, see
 * docs/decisions.md), so helmet runs once, here, into a recorder, and each request gets the
 * recorded headers as one object. @fastify/helmet builds its middleware from the options on every
 * request (about 11 µs each, measured on this machine), and even a middleware built once walks
 * thirteen steps and sets each header on the raw response, which also moves Node's writeHead off
 * its fast path. The headers go on the reply instead, so an error answer keeps them as before.
 * The health probe answers without them: no browser reads it, and it is the route load balancers
 * call most (app.ts registers it before this hook exists, in a scope of its own).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { policyDirectives, type InlineHashes, type PolicySources } from '../lib/content-security-policy.js';

export interface SecurityHeadersOptions {
  /** Hashes of the plain index.html's inline parts (served as is for routes without a shell). */
  documentHashes: InlineHashes;
  /** Origins beyond ours that pages call or load files from (the pass chain's RPC, the world's CDN). */
  sources?: PolicySources;
}

/**
 * The headers helmet sets with these options, lower-cased names in the order helmet sets them.
 * Removals (X-Powered-By, which nothing here sets) have nothing to remove on a fresh reply.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, { documentHashes, sources }) => {
    const headers = helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: policyDirectives(documentHashes, sources) },
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
    });
    // A callback hook, not an async one: it runs on every request.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
