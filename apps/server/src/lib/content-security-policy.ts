/**
 * The Content-Security-Policy of our HTML. Inline scripts and styles run only when their SHA-256
 * is listed: the HTML of a page is rendered once and cached (page-shell-cache.ts), so a
 * per-response nonce would need the cached bytes rewritten on every request; a hash is a property
 * of the bytes and travels with them. The inline parts are index.html's (the entry stylesheet,
 * the first-paint background, the language preloader) and the page shell's (the painted hero's
 * styles, the inlined page data).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Hashes of the inline `<script>` (without src) and `<style>` elements of an HTML document. */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (!/\ssrc=/i.test(match[1] ?? '')) scripts.add(sha256(match[2] ?? ''));
  }
  for (const match of html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style>/gi)) styles.add(sha256(match[2] ?? ''));
  return { scripts: [...scripts], styles: [...styles] };
}

/** Hashes of the built index.html's inline parts (none when the web app is not built). */
export function indexHtmlHashes(distDir: string): InlineHashes {
  try {
    return inlineHashes(fs.readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  } catch {
    return { scripts: [], styles: [] };
  }
}

/** Origins beyond our own that pages may call: the pass chain's public JSON-RPC. */
export interface PolicySources {
  /** Origins pages call (the pass chain's public RPC). */
  connect: string[];
  /** Origins pages load media and files from (the world's CDN). */
  assets: string[];
}

const NO_SOURCES: PolicySources = { connect: [], assets: [] };

/**
 * What our pages load: code, styles, API calls and media from this origin only; pictures also as
 * data: URLs (the painted hero, QR codes, the inline icon, avatar previews) and from any https
 * host (NFT artwork lives on the collections' own servers and IPFS gateways); JSON-RPC calls to
 * the pass chain's public RPC. No framing, no plugins, no foreign <base> or form targets. HSTS and
 * upgrade-insecure-requests belong to the TLS terminator (docs/production.md), which knows whether https is there.
 *
 * The virtual world adds two narrow grants: 'wasm-unsafe-eval' lets three.js compile
 * the meshopt decoder's WebAssembly (it allows WebAssembly compilation only, never eval of
 * JavaScript), and blob: pictures are how GLTFLoader hands a model's embedded textures to the GPU.
 * When the world's files come from a CDN (WORLD_ASSET_BASE_URL), its origin joins media and
 * connect sources (`assets`; pictures from any https host are allowed already).
 */
export function policyDirectives(hashes: InlineHashes, sources: PolicySources = NO_SOURCES): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...hashes.scripts, "'wasm-unsafe-eval'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...hashes.styles],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", ...sources.assets],
    // blob:: GLTFLoader reads a model's embedded textures by fetching their blob: URLs in Chrome
    // (ImageBitmapLoader); members' uploaded avatar models may have textures.
    'connect-src': ["'self'", ...new Set([...sources.connect, ...sources.assets]), 'blob:'],
  };
}

/** The header value for a document with these inline parts, written by helmet (same syntax and checks as every other answer's). */
export function contentSecurityPolicy(hashes: InlineHashes, sources?: PolicySources): string {
  let value = '';
  const capture = { setHeader: (_name: string, header: string) => void (value = header) } as unknown as ServerResponse;
  helmet.contentSecurityPolicy({ useDefaults: false, directives: policyDirectives(hashes, sources) })(
    {} as IncomingMessage,
    capture,
    () => undefined,
  );
  return value;
}

/** The origins of the given URLs (http(s) only), for connect-src. */
export function connectSources(urls: Array<string | null | undefined>, assets: string[] = []): PolicySources {
  const origins = new Set<string>();
  for (const url of urls) {
    if (url && URL.canParse(url)) origins.add(new URL(url).origin);
  }
  return { connect: [...origins], assets };
}
