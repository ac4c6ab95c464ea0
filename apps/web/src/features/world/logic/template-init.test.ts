import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@culture/protocol';
import { cachedArrayBuffer, clearWorldCache, WORLD_CACHE_NAME } from './asset-cache';
import { initRoomTemplate, type TemplateStorage } from './template-init';

type List = { version: string; files: string[] };

function memoryStorage(initial: Record<string, string> = {}): TemplateStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, get: (k) => data[k] ?? null, set: (k, v) => void (data[k] = v) };
}

/** Cache Storage as a browser has it, in memory (jsdom has none). */
class MemoryCaches {
  stores = new Map<string, Map<string, Response>>();
  async open(name: string) {
    let store = this.stores.get(name);
    if (!store) this.stores.set(name, (store = new Map()));
    const s = store;
    return {
      match: async (url: string) => s.get(url)?.clone(),
      put: async (url: string, response: Response) => void s.set(url, response),
    };
  }
  async delete(name: string) {
    return this.stores.delete(name);
  }
}

const parseList = (value: unknown): List | null =>
  value && typeof value === 'object' && Array.isArray((value as List).files) ? (value as List) : null;

describe('room template initialisation (spec §4)', () => {
  let caches: MemoryCaches;
  let downloads: string[];

  beforeEach(() => {
    caches = new MemoryCaches();
    downloads = [];
    vi.stubGlobal('caches', caches);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        downloads.push(url);
        return new Response(new TextEncoder().encode(`bytes of ${url}`));
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  function deps(storage: TemplateStorage, version: string) {
    const fetchResourceList = vi.fn(async (): Promise<List> => ({ version, files: [`/world/hall.${version}.glb`] }));
    return {
      fetchVersion: vi.fn(async () => version),
      fetchResourceList,
      parseList,
      storage,
      clearAssetCache: vi.fn(clearWorldCache),
    };
  }

  it('a first visit fetches the list, stores version and list, and empties the cache', async () => {
    const storage = memoryStorage();
    const d = deps(storage, 'v1');
    const state = await initRoomTemplate(d);
    expect(state).toEqual({ version: 'v1', resources: { version: 'v1', files: ['/world/hall.v1.glb'] }, changed: true });
    expect(storage.data[STORAGE_KEYS.vrRoomTemplate]).toBe('v1');
    expect(JSON.parse(storage.data[STORAGE_KEYS.resourceList]!)).toEqual(state.resources);
    expect(STORAGE_KEYS.vrRoomTemplate).toBe('may_uni_vr_room_template');
    expect(STORAGE_KEYS.resourceList).toBe('may_uni_resourceList');
    expect(d.clearAssetCache).toHaveBeenCalledTimes(1);
  });

  it('a returning visitor with the same version fetches no list and downloads no asset again', async () => {
    const storage = memoryStorage();
    await initRoomTemplate(deps(storage, 'v1'));
    await cachedArrayBuffer('/world/hall.v1.glb');
    expect(downloads).toEqual(['/world/hall.v1.glb']);

    const again = deps(storage, 'v1');
    const state = await initRoomTemplate(again);
    expect(state.changed).toBe(false);
    expect(again.fetchResourceList).not.toHaveBeenCalled();
    expect(again.clearAssetCache).not.toHaveBeenCalled();
    const bytes = await cachedArrayBuffer('/world/hall.v1.glb');
    expect(new TextDecoder().decode(bytes)).toBe('bytes of /world/hall.v1.glb');
    expect(downloads).toEqual(['/world/hall.v1.glb']);
  });

  it('a new version on the server empties the cache and stores the new list', async () => {
    const storage = memoryStorage();
    await initRoomTemplate(deps(storage, 'v1'));
    await cachedArrayBuffer('/world/hall.v1.glb');
    expect(caches.stores.get(WORLD_CACHE_NAME)?.size).toBe(1);

    const next = deps(storage, 'v2');
    const state = await initRoomTemplate(next);
    expect(state.changed).toBe(true);
    expect(next.clearAssetCache).toHaveBeenCalledTimes(1);
    expect(caches.stores.has(WORLD_CACHE_NAME)).toBe(false);
    expect(storage.data[STORAGE_KEYS.vrRoomTemplate]).toBe('v2');
    expect(JSON.parse(storage.data[STORAGE_KEYS.resourceList]!).files).toEqual(['/world/hall.v2.glb']);
  });

  it('a stored list that is lost or broken is fetched again without emptying the cache', async () => {
    const storage = memoryStorage({ [STORAGE_KEYS.vrRoomTemplate]: 'v1', [STORAGE_KEYS.resourceList]: '{not json' });
    const d = deps(storage, 'v1');
    const state = await initRoomTemplate(d);
    expect(d.fetchResourceList).toHaveBeenCalledTimes(1);
    expect(d.clearAssetCache).not.toHaveBeenCalled();
    expect(state.changed).toBe(false);
    expect(JSON.parse(storage.data[STORAGE_KEYS.resourceList]!).files).toEqual(['/world/hall.v1.glb']);
  });

  it('the cache is emptied before the new version is stored (a crash in between cleans up again)', async () => {
    const storage = memoryStorage({ [STORAGE_KEYS.vrRoomTemplate]: 'v1' });
    const d = deps(storage, 'v2');
    d.clearAssetCache.mockImplementation(async () => {
      expect(storage.data[STORAGE_KEYS.vrRoomTemplate]).toBe('v1');
      throw new Error('tab closed');
    });
    await expect(initRoomTemplate(d)).rejects.toThrow('tab closed');
    expect(storage.data[STORAGE_KEYS.vrRoomTemplate]).toBe('v1');
  });

  it('a failed download is not cached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 503 })),
    );
    await expect(cachedArrayBuffer('/world/x.glb')).rejects.toThrow('503');
    expect(caches.stores.get(WORLD_CACHE_NAME)?.size ?? 0).toBe(0);
  });
});
