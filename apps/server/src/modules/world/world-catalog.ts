/**
 * The world's generated files (apps/web/scripts/world/build-world-assets.mjs writes the manifest):
 * room templates and their slots, the avatar, exhibit textures and dress thumbnails, as URLs under
 * the asset base URL, and the template set's version (spec §4 "VR room template initialisation").
 */
import {
  AVATAR_PARTS,
  VR_ROOM_TEMPLATE_RESOURCE,
  WORLD_BUDGET,
  type VrResourceList,
  type VrTemplateRef,
  type WorldSettings,
} from '@culture/protocol';
import { WORLD_ASSETS } from '../../lib/world-assets.generated.js';

/** Position updates a visitor sends per second (docs/decisions.md, "Virtual world: wire contract and server": about 10, smoothed by the receivers). */
export const POSITION_UPDATES_PER_SECOND = 10;

export interface WorldCatalog {
  version: string;
  hasTemplate(id: string): boolean;
  template(id: string): VrTemplateRef;
  /** Public URL of a generated exhibit texture by its logical name, e.g. "nuo-zhongkui". */
  texture(name: keyof typeof WORLD_ASSETS.textures): string;
  /** Colours and thumbnail URL of a generated dress, or null when the manifest has no such dress. */
  dress(id: string): { colors: Record<string, string | null>; thumbnail: string } | null;
  /**
   * A stored path to a generated file, brought up to date: `/world/textures/nuo-kaishan.<old hash>.webp`
   * becomes the current file of that name (a rebuilt texture changes its hash; exhibitions keep
   * working). Other paths come back unchanged.
   */
  current(path: string): string;
  resourceList(): VrResourceList;
  settings(visitorCap: number): WorldSettings;
}

export function createWorldCatalog({ assetBaseUrl }: { assetBaseUrl: string }): WorldCatalog {
  const base = assetBaseUrl.endsWith('/') ? assetBaseUrl : `${assetBaseUrl}/`;
  const url = (file: string) => `${base}${file}`;
  const templates = new Map<string, VrTemplateRef>(
    WORLD_ASSETS.templates.map((t) => [
      t.id,
      { id: t.id, version: WORLD_ASSETS.version, scene: url(t.scene), slots: [...t.slots] },
    ]),
  );
  const resources: VrResourceList = {
    resourceName: VR_ROOM_TEMPLATE_RESOURCE,
    version: WORLD_ASSETS.version,
    resources: WORLD_ASSETS.files.map((f) => ({
      name: f.name,
      kind: f.kind,
      url: url(f.file),
      bytes: f.bytes,
      sha256: f.sha256,
    })),
  };
  // "textures/nuo-kaishan.webp" → "textures/nuo-kaishan.<hash>.webp"
  const byName = new Map<string, string>(WORLD_ASSETS.files.map((f) => [f.file.replace(/\.[0-9a-f]{16}\./, '.'), f.file]));
  const dresses: Record<string, { colors: Record<string, string | null>; thumbnail: string }> = WORLD_ASSETS.dresses;
  return {
    version: WORLD_ASSETS.version,
    hasTemplate: (id) => templates.has(id),
    template(id) {
      const template = templates.get(id);
      if (!template) throw new Error(`unknown room template ${id}`);
      return template;
    },
    texture: (name) => url(WORLD_ASSETS.textures[name].file),
    dress(id) {
      const dress = dresses[id];
      return dress ? { colors: dress.colors, thumbnail: url(dress.thumbnail) } : null;
    },
    current(path) {
      // Stored as app paths (/world/…); served from the asset base URL, which may be a CDN.
      const prefix = path.startsWith(base) ? base : path.startsWith('/world/') ? '/world/' : null;
      if (!prefix) return path;
      const match = /^(.*\/)?([a-z0-9-]+)\.[0-9a-f]{16}\.([a-z0-9]+)$/.exec(path.slice(prefix.length));
      const file = match ? byName.get(`${match[1] ?? ''}${match[2]}.${match[3]}`) : undefined;
      return file ? url(file) : path;
    },
    resourceList: () => resources,
    settings: (visitorCap) => ({
      assetBaseUrl: base,
      templateVersion: WORLD_ASSETS.version,
      avatar: { url: url(WORLD_ASSETS.avatar), parts: [...AVATAR_PARTS] },
      visitorCap,
      positionUpdatesPerSecond: POSITION_UPDATES_PER_SECOND,
      modelUpload: {
        maxBytes: WORLD_BUDGET.maxFileBytes - 1,
        maxTriangles: WORLD_BUDGET.maxTriangles,
        maxMaterials: WORLD_BUDGET.maxMaterials,
        maxTextureBytes: WORLD_BUDGET.maxTextureBytes,
      },
    }),
  };
}
