/**
 * Preload tags for the code a route loads before it can paint, read from the web build's Vite
 * manifest: the route's lazy chunk, the chunks it imports and their stylesheets. Without them the
 * browser only learns of that code after the entry has run, one round trip (or two) later.
 * The entry chunk (index.html loads it and inlines its stylesheet) and files index.html already
 * names are left out, so nothing is fetched twice.
 */
import fs from 'node:fs';
import path from 'node:path';
import { APP_ROUTES } from '@culture/protocol';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The page module each server-rendered route shows (keys of the Vite manifest). */
export const PROJECT_PAGE_SOURCE = 'src/features/projects/routes/project-page.tsx';
export const BRAND_PAGE_SOURCE = 'src/features/equity/routes/brand-equity-detail-page.tsx';
const ROUTE_SOURCES: Record<string, string> = {
  [APP_ROUTES.privacy]: 'src/features/legal/routes/privacy-page.tsx',
  [APP_ROUTES.userAgreement]: 'src/features/legal/routes/user-agreement-page.tsx',
};

/** The lazy page module of a non-content route, if it has one worth preloading. */
export function routeSource(pathname: string): string | undefined {
  return ROUTE_SOURCES[pathname];
}

export function createRoutePreloads(distDir: string, indexHtml: () => string) {
  let manifest: Record<string, ManifestChunk> | null | undefined;
  const cache = new Map<string, string>();

  function readManifest(): Record<string, ManifestChunk> | null {
    if (manifest !== undefined) return manifest;
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    } catch {
      manifest = null; // no manifest (development build): pages still work, they load their code later
    }
    return manifest;
  }

  /** `<link>` tags for one page module; '' when the build has no manifest. */
  return function preloadsFor(source: string): string {
    const cached = cache.get(source);
    if (cached !== undefined) return cached;
    const chunks = readManifest();
    const html = indexHtml();
    const files = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = chunks?.[key];
      if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
      files.add(chunk.file);
      chunk.css?.forEach((c) => css.add(c));
      chunk.imports?.forEach(visit);
    };
    visit(source);
    const fresh = (file: string) => !html.includes(`/${file}"`);
    // Same attributes as Vite's own tags (crossorigin): a stylesheet fetched once without and once
    // with CORS would be downloaded twice. Stylesheets are fetched early but do not block the first
    // paint (the HTML's own first screen needs none of them): Vite's loader links each one and
    // waits for it before the page module runs, so the page never shows unstyled.
    const tags = [
      ...[...files].filter(fresh).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ...[...css].filter(fresh).map((c) => `<link rel="preload" as="style" crossorigin href="/${c}">`),
    ].join('');
    cache.set(source, tags);
    return tags;
  };
}
