/**
 * The page shell's answers, rendered and compressed once per route, language and encoding (the
 * origin is the one configured PUBLIC_ORIGIN) and kept in a bounded least-recently-used map.
 * Rendering reads the database, localises, rewrites a 12 kB document and compresses it; the
 * answer depends on nothing else, so every later visitor gets the stored bytes.
 *
 * - An operator replacing a page or a brand drops everything (invalidate(), wired in app.ts): a
 *   page's text shows on home, on its own route and its alias; whole-cache drops are rare and cheap.
 * - Other server processes learn of that change by age: an entry lives at most maxAgeMs, the same
 *   minute the content API allows caches (lib/public-cache.ts).
 * - Simultaneous first visitors share one render; a failed render is not kept.
 * The map is hand-written (a Map keeps insertion order, which is all an LRU needs) rather than a
 * dependency for twenty lines.
 */
import type { Locale } from '@culture/protocol';
import { contentSecurityPolicy, inlineHashes, type PolicySources } from '../../lib/content-security-policy.js';
import { compressHtml } from '../../lib/compress-html.js';

export type ShellEncoding = 'br' | 'gzip' | null;

export interface ShellAnswer {
  body: Buffer;
  encoding: ShellEncoding;
  /** The page's own policy: its inline script and styles by hash. */
  contentSecurityPolicy: string;
}

export interface PageShellCacheOptions {
  render: (pathname: string, locale: Locale) => Promise<string | null>;
  maxEntries?: number;
  maxAgeMs?: number;
  now?: () => number;
  /** Origins beyond ours the pages call or load files from (the pass chain's RPC, the world's CDN). */
  policySources?: PolicySources;
}

export function createPageShellCache({
  render,
  maxEntries = 256,
  maxAgeMs = 60_000,
  now = Date.now,
  policySources,
}: PageShellCacheOptions) {
  const entries = new Map<string, { storedAt: number; answer: Promise<ShellAnswer | null> }>();

  async function produce(pathname: string, locale: Locale, encoding: ShellEncoding): Promise<ShellAnswer | null> {
    const html = await render(pathname, locale);
    if (html === null) return null;
    const body = encoding ? await compressHtml(html, encoding) : Buffer.from(html);
    return { body, encoding, contentSecurityPolicy: contentSecurityPolicy(inlineHashes(html), policySources) };
  }

  return {
    /** The stored answer, or a fresh one (null: the path needs only plain index.html). */
    get(pathname: string, locale: Locale, encoding: ShellEncoding): Promise<ShellAnswer | null> {
      const key = `${encoding ?? 'identity'} ${locale} ${pathname}`;
      const cached = entries.get(key);
      if (cached && now() - cached.storedAt < maxAgeMs) {
        entries.delete(key); // most recently used goes last
        entries.set(key, cached);
        return cached.answer;
      }
      const entry = { storedAt: now(), answer: produce(pathname, locale, encoding) };
      entry.answer.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return entry.answer;
    },

    /** Drops every stored answer (an operator changed what pages show). */
    invalidate(): void {
      entries.clear();
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type PageShellCache = ReturnType<typeof createPageShellCache>;
