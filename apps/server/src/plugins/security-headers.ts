/**
 * Security headers on every answer, written by helmet: a Content-Security-Policy (see
 * lib/content-security-policy.ts; pages the shell renders carry their own, with their inline
 * parts' hashes), no framing (frame-ancestors 'none', X-Frame-Options DENY), nosniff,
 * Referrer-Policy strict-origin-when-cross-origin, same-origin opener and resource policies.
 * HSTS is not sent: the TLS terminator in front of us owns it (README, "Production").
 *
 * helmet's middleware is built once here. @fastify/helmet builds it again from its options on
 * every request (about 11 µs each, measured on this machine: a sixth of /healthz's whole budget),
 * so we use helmet, the library it wraps, directly. The health probe answers without them: no
 * browser reads it, and it is the route load balancers call most.
 */
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { policyDirectives, type InlineHashes } from '../lib/content-security-policy.js';

export interface SecurityHeadersOptions {
  /** Hashes of the plain index.html's inline parts (served as is for routes without a shell). */
  documentHashes: InlineHashes;
  /** Paths answered without these headers. */
  skipPaths?: readonly string[];
  /** Other origins the app loads pictures, media and files from (the world's CDN). */
  assetOrigins?: readonly string[];
}

export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, { documentHashes, skipPaths = [], assetOrigins = [] }) => {
    const apply = helmet({
      contentSecurityPolicy: { useDefaults: false, directives: policyDirectives(documentHashes, assetOrigins) },
      strictTransportSecurity: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
    });
    const skip = new Set(skipPaths);
    const noop = () => undefined;
    // A callback hook, not an async one: it runs on every request.
    app.addHook('onRequest', (request, reply, done) => {
      if (!skip.has(request.url)) apply(request.raw, reply.raw, noop);
      done();
    });
  },
  { name: 'security-headers' },
);
