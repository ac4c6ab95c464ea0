/**
 * Room template initialisation (spec §4): before a room loads, the client compares the server's
 * template version with the one it stored (`may_uni_vr_room_template`). When they differ it
 * fetches the resource list (`resourceNames vr_room_template`), deletes its local asset cache and
 * stores both; when they match it uses the stored list, so a returning visitor downloads nothing
 * that has not changed (the assets come from the cache, see asset-cache.ts).
 *
 * The cache is deleted before the new version is stored: if the page dies in between, the next
 * visit still sees an old version and cleans up again, never a new version over stale files.
 */
import { STORAGE_KEYS } from '@culture/protocol';

export interface TemplateStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

export interface TemplateInitDeps<List> {
  /** The server's current template version. */
  fetchVersion: () => Promise<string>;
  /** The resource list of that version. */
  fetchResourceList: () => Promise<List>;
  /** Reads a stored list; null when it is not one (then it is fetched again). */
  parseList: (stored: unknown) => List | null;
  storage: TemplateStorage;
  /** Deletes the local asset cache. */
  clearAssetCache: () => Promise<void>;
}

export interface TemplateState<List> {
  version: string;
  resources: List;
  /** True when this call found a new version (the cache was emptied). */
  changed: boolean;
}

export async function initRoomTemplate<List>(deps: TemplateInitDeps<List>): Promise<TemplateState<List>> {
  const version = await deps.fetchVersion();
  const storedVersion = deps.storage.get(STORAGE_KEYS.vrRoomTemplate);
  if (storedVersion === version) {
    const stored = readStored(deps.storage.get(STORAGE_KEYS.resourceList), deps.parseList);
    if (stored) return { version, resources: stored, changed: false };
  }
  const resources = await deps.fetchResourceList();
  // Only a real change of version empties the cache; a list lost from storage alone does not.
  const changed = storedVersion !== version;
  if (changed) await deps.clearAssetCache();
  deps.storage.set(STORAGE_KEYS.resourceList, JSON.stringify(resources));
  deps.storage.set(STORAGE_KEYS.vrRoomTemplate, version);
  return { version, resources, changed };
}

function readStored<List>(raw: string | null, parse: (stored: unknown) => List | null): List | null {
  if (!raw) return null;
  try {
    return parse(JSON.parse(raw));
  } catch {
    return null;
  }
}
