/**
 * The world's local asset cache (Cache Storage): room templates, avatars and exhibit media are
 * read from it first and stored in it after a download, so a returning visitor's room opens
 * without the network. Template initialisation (template-init.ts) deletes it when the server's
 * template version changes. Where Cache Storage is missing (http pages, old WebViews) everything is
 * simply fetched (the HTTP cache still helps).
 */

export const WORLD_CACHE_NAME = 'may-uni-world';

function cacheStorage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

/** `url`'s response, from the cache when present; a fresh download is stored for next time. */
export async function cachedResponse(url: string, signal?: AbortSignal): Promise<Response> {
  const store = cacheStorage();
  const cache = store ? await store.open(WORLD_CACHE_NAME).catch(() => null) : null;
  const hit = cache ? await cache.match(url).catch(() => undefined) : undefined;
  if (hit) return hit;
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  if (cache) await cache.put(url, response.clone()).catch(() => undefined);
  return response;
}

export const cachedArrayBuffer = (url: string, signal?: AbortSignal) => cachedResponse(url, signal).then((r) => r.arrayBuffer());

export const cachedBlob = (url: string, signal?: AbortSignal) => cachedResponse(url, signal).then((r) => r.blob());

/** Deletes the whole cache (a new template version). */
export async function clearWorldCache(): Promise<void> {
  await cacheStorage()
    ?.delete(WORLD_CACHE_NAME)
    .catch(() => false);
}
