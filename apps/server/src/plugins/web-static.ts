/**
 * Serves the built web app. Hashed assets are cached for a year (precompressed .br/.gz are used
 * when the browser accepts them); index.html is never cached. Any app route of spec §2 gets
 * index.html (SPA fallback); other unknown paths get index.html with status 404 so the app shows
 * its not-found page and crawlers see the truth. Unknown /api/* paths get the JSON envelope.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { isAppRoute } from '@culture/protocol';
import { ApiError } from '../lib/api-error.js';
import { pickEncoding } from '../lib/compress-html.js';
import { sendApiError } from './errors.js';
import { boundedMemo } from '../lib/bounded-memo.js';

/** A page's first HTML as sent: encoded as asked, with its own Content-Security-Policy. */
export interface RenderedPage {
  body: Buffer;
  encoding: 'br' | 'gzip' | null;
  contentSecurityPolicy: string;
}

export interface WebStaticOptions {
  distDir: string;
  /** The first HTML of a content page (meta tags, inlined data); null for other routes. */
  renderPage?: (pathname: string, userAgent: string | undefined, encoding: 'br' | 'gzip' | null) => Promise<RenderedPage | null>;
}

/**
 * Files whose name changes with their content: Vite's /assets, and the world's generated files
 * (name.<16 hex digits of SHA-256>.ext, written by apps/web/scripts/world).
 */
const WORLD_HASHED_FILE = /[\\/]world[\\/](?:[\w-]+[\\/])*[\w-]+\.[0-9a-f]{16}\.[a-z0-9]+$/;
export function isImmutableFile(filePath: string): boolean {
  return filePath.includes(`${path.sep}assets${path.sep}`) || WORLD_HASHED_FILE.test(filePath);
}

/**
 * The headers of a page as sent, built once per rendered page: the shell cache hands the same
 * answer object to every visitor of a route, language and encoding, so a visit only looks them up.
 */
const headersByPage = new WeakMap<RenderedPage, Record<string, string>>();
function pageHeaders(page: RenderedPage): Record<string, string> {
  let headers = headersByPage.get(page);
  if (!headers) {
    headers = {
      'cache-control': 'no-cache',
      'content-type': 'text/html; charset=utf-8',
      vary: 'accept-encoding',
      'content-security-policy': page.contentSecurityPolicy,
    };
    if (page.encoding) headers['content-encoding'] = page.encoding;
    headersByPage.set(page, headers);
  }
  return headers;
}

/** isAppRoute tries every route's pattern; a path's answer is kept (bounded: any path can be asked for). */
const isAppRouteMemo = boundedMemo(isAppRoute, 1024);

function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/h5/') || url.startsWith('/dev/') || url === '/healthz';
}

/**
 * The console's phone preview frames a member page (docs/operator-console.md, "Content"): a page
 * asked for with ?contentPreview=1 may be framed by our own origin only; every other answer keeps
 * frame-ancestors 'none' and X-Frame-Options DENY. The draft itself is read by the framed app
 * through an operator-only call, so the HTML holds nothing more than the public page.
 */
const CONTENT_PREVIEW_QUERY = /[?&]contentPreview=1(?:&|$)/;
function allowSameOriginFraming(reply: FastifyReply): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string')
    reply.header('content-security-policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  reply.header('x-frame-options', 'SAMEORIGIN');
}

export const webStaticPlugin = fp<WebStaticOptions>(
  async (app, { distDir, renderPage }) => {
    const indexFile = path.join(distDir, 'index.html');
    const hasWeb = fs.existsSync(indexFile);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders(res, filePath) {
          if (isImmutableFile(filePath)) {
            res.setHeader('cache-control', 'public, max-age=31536000, immutable');
          } else {
            res.setHeader('cache-control', 'no-cache');
          }
        },
      });
    } else {
      app.log.warn({ distDir }, 'web app not built; run `npm run build` to serve it');
    }

    app.setNotFoundHandler(async (request, reply) => {
      const query = request.url.indexOf('?');
      const pathname = query === -1 ? request.url : request.url.slice(0, query);
      if (!hasWeb || isApiPath(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return sendApiError(request, reply, new ApiError('notFound'));
      }
      if (!isAppRouteMemo(pathname)) return reply.header('cache-control', 'no-cache').code(404).sendFile('index.html');
      const preview = query !== -1 && CONTENT_PREVIEW_QUERY.test(request.url.slice(query));
      if (renderPage && request.method === 'GET') {
        try {
          const page = await renderPage(
            pathname,
            request.headers['user-agent'],
            pickEncoding(request.headers['accept-encoding']),
          );
          if (page) {
            reply.headers(pageHeaders(page));
            if (preview) allowSameOriginFraming(reply);
            return reply.send(page.body);
          }
        } catch (error) {
          request.log.warn({ err: error }, 'page shell failed; serving the plain app');
        }
      }
      if (preview) allowSameOriginFraming(reply);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web-static' },
);
