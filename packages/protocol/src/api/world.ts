/**
 * Wire schemas of the virtual exhibition world (spec §1, §4 "Scene" and "VR room template
 * initialisation", §7 the vr-rooms, configuration, dresses, general and upload-link calls).
 *
 * An exhibition is data: a room template (a glTF scene with named exhibit slots) plus which work
 * hangs in which slot. Official exhibitions are written by operators; every member also has a
 * personal room that shows what they own. Field names are ours (the spec does not show them) and
 * are documented in docs/decisions.md, "Virtual world".
 *
 * Ids of exhibitions and users are 64-bit and travel as decimal strings (spec §7's "custom
 * parser" keeps large numbers exact; strings make that hold for any JSON reader).
 */
import { z } from 'zod';
import { appPath, localizedSchema, normaliseAbsolutePath, pageListSchema, pageResourceQuerySchema } from './content.js';
import { API_PATHS } from './paths.js';
import { idSchema, listCursorSchema, plainText } from './primitives.js';

// ------------------------------------------------------------------------------------- constants

/** Spec §3 local storage keys of template initialisation. */
export const VR_ROOM_TEMPLATE_STORAGE_KEY = 'may_uni_vr_room_template';
export const VR_RESOURCE_LIST_STORAGE_KEY = 'may_uni_resourceList';
/** Spec §4: the resource name asked for when the template version changed. */
export const VR_ROOM_TEMPLATE_RESOURCE = 'vr_room_template';

/**
 * Mobile budgets of Mozilla Hubs' editor, applied to every scene we ship and every uploaded
 * avatar model.
 */
export const WORLD_BUDGET = {
  maxTriangles: 50_000,
  /**
   * POSITION counts over every primitive, points and lines included (ours, not Hubs'): a point
   * cloud has no triangles and would pass the triangle budget at any size. Three per allowed
   * triangle, so any triangle mesh within the triangle budget fits even without shared vertices.
   */
  maxVertices: 150_000,
  maxMaterials: 25,
  /** Decoded texture memory (RGBA8, with mipmaps), bytes. */
  maxTextureBytes: 256 * 1024 * 1024,
  /** The file must be smaller than this. */
  maxFileBytes: 16 * 1024 * 1024,
} as const;

/** Instant groups whose names start with this are world rooms: joining one needs a place from the check call. */
export const VR_ROOM_GROUP_PREFIX = 'vr-';
/** Instant-group name of one copy of a room: `vr-<exhibition id>-<copy number>`. */
export function vrRoomGroupName(exhibitionId: string, copy: number): string {
  return `${VR_ROOM_GROUP_PREFIX}${exhibitionId}-${copy}`;
}
export const VR_ROOM_GROUP_PATTERN = /^vr-([1-9]\d{0,18})-([1-9]\d{0,3})$/;

/** Exhibit slot node names in a template scene: `slot-01`, `slot-02`, … */
export const exhibitSlotSchema = z.string().regex(/^slot-\d{2}$/, 'must be a slot name like slot-01');

/** Parts of the avatar model (`avatar.glb`), one material each, named `avatar-<part>`. */
export const AVATAR_PARTS = ['skin', 'body', 'trim', 'legs', 'hat'] as const;
export type AvatarPart = (typeof AVATAR_PARTS)[number];

// ---------------------------------------------------------------------------------- primitives

const PUBLIC_WORLD_FOLDERS = ['images', 'media', 'world'];

/**
 * A picture, clip or model the web app serves: after normalising it must lie under /images,
 * /media or /world (the generated world assets). Stored normalised.
 */
export const worldMediaPath = z
  .string()
  .max(512)
  .transform((value, context) => {
    const normalised = normaliseAbsolutePath(value);
    const [folder, ...rest] = normalised?.slice(1).split('/') ?? [];
    if (!normalised || !PUBLIC_WORLD_FOLDERS.includes(folder ?? '') || rest.length === 0 || !/^\/[\w./-]+$/.test(normalised)) {
      context.addIssue({ code: 'custom', message: 'must be a path under /images, /media or /world' });
      return z.NEVER;
    }
    return normalised;
  });

/** A template's id, e.g. "hall". */
export const vrTemplateIdSchema = z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be 1–40 lowercase letters, digits or dashes');
/** An official dress's id, e.g. "ink-blue". */
export const dressIdSchema = z.string().regex(/^[a-z0-9-]{1,40}$/, 'must be 1–40 lowercase letters, digits or dashes');
/** "#rrggbb". */
export const colorSchema = z.string().regex(/^#[0-9a-f]{6}$/, 'must be a colour like #1f4e79');

export const EXHIBITION_KINDS = ['official', 'personal'] as const;
export const exhibitionKindSchema = z.enum(EXHIBITION_KINDS);
export type ExhibitionKind = z.infer<typeof exhibitionKindSchema>;

export const WORK_KINDS = ['image', 'video', 'text'] as const;
export const workKindSchema = z.enum(WORK_KINDS);
export type WorkKind = z.infer<typeof workKindSchema>;

// ------------------------------------------------------------------- GET /api/v2/vr-rooms/…list

/** One room in the list, in the visitor's language. */
export const exhibitionSummarySchema = z.object({
  id: z.string(),
  kind: exhibitionKindSchema,
  name: z.string(),
  summary: z.string(),
  /** Picture for the list card. */
  cover: z.string(),
  /** People in the room now, over all its copies. */
  visitors: z.number().int(),
  /** A personal room's owner; null for official exhibitions. */
  ownerId: z.string().nullable(),
});
export type ExhibitionSummary = z.infer<typeof exhibitionSummarySchema>;

export const EXHIBITION_PAGE_SIZE = 20;
/**
 * `GET /api/v2/vr-rooms/exhibition-list?cursor=`: published official exhibitions, newest
 * published first. A logged-in member's own personal room comes first on the first page.
 */
export const exhibitionListQuerySchema = z.object({ cursor: listCursorSchema.optional() });
export const exhibitionListSchema = z.object({
  total: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last one. */
  next: z.string().nullable(),
  content: z.array(exhibitionSummarySchema),
});
export type ExhibitionList = z.infer<typeof exhibitionListSchema>;

/** `GET /api/v2/vr-rooms/search?name=`: published exhibitions whose name (any language) contains it. */
export const exhibitionSearchQuerySchema = z.object({
  name: plainText()
    .transform((v) => v.trim())
    .pipe(z.string().min(1).max(40)),
});
export const EXHIBITION_SEARCH_LIMIT = 20;
export const exhibitionSearchSchema = z.object({ content: z.array(exhibitionSummarySchema) });

// -------------------------------------------------------------- POST /api/v3/vr-rooms/exhibition

export const exhibitionRequestSchema = z.object({ id: idSchema });

/** The room template an exhibition hangs in. */
export const vrTemplateRefSchema = z.object({
  id: vrTemplateIdSchema,
  /** Changes whenever any file of the template set changes (spec §4). */
  version: z.string(),
  /** The scene (.glb, meshopt-compressed), a content-hashed immutable URL. */
  scene: z.string(),
  /** Exhibit slot node names in the scene. */
  slots: z.array(z.string()),
});
export type VrTemplateRef = z.infer<typeof vrTemplateRefSchema>;

/** A work on a slot, in the visitor's language. */
export const exhibitWorkSchema = z.object({
  /** The slot node in the template scene (`slot-01` …). */
  slot: z.string(),
  kind: workKindSchema,
  title: z.string(),
  body: z.string(),
  /** The picture (kind image), the poster (kind video), or an illustration (kind text, optional). */
  image: z.string().nullable(),
  /** The clip (kind video). */
  video: z.string().nullable(),
  /** Where "learn more" goes: an in-app path (the project page, a badge's verification page). */
  link: z.string().nullable(),
});
export type ExhibitWork = z.infer<typeof exhibitWorkSchema>;

export const exhibitionSchema = exhibitionSummarySchema.extend({
  template: vrTemplateRefSchema,
  works: z.array(exhibitWorkSchema),
  /** Most visitors in one copy of the room. */
  visitorCap: z.number().int(),
});
export type Exhibition = z.infer<typeof exhibitionSchema>;

// --------------------------------------------------- POST /api/v2/vr-rooms/exhibition/check/{id}

export const exhibitionCheckParamsSchema = z.object({ id: idSchema });
export const exhibitionCheckSchema = z.object({
  /** False: the room is not open to this visitor (see `reason`); nothing else to do. */
  canEnter: z.boolean(),
  reason: z.enum(['notPublished']).nullable(),
  /** The copy of the room to join: its instant-group name (messaging `instantJoin` groupname). */
  group: z.string().nullable(),
  copy: z.number().int().nullable(),
  /** People in that copy now, before this visitor joins. */
  visitors: z.number().int(),
  visitorCap: z.number().int(),
});
export type ExhibitionCheck = z.infer<typeof exhibitionCheckSchema>;

// ------------------------------------------------------- /api/v3/configuration/resource(s)

/** Added to `GET /api/v3/configuration/resources`: the versions a client compares (spec §4). */
export const resourceVersionsSchema = z.object({ [VR_ROOM_TEMPLATE_RESOURCE]: z.string() });
export type ResourceVersions = z.infer<typeof resourceVersionsSchema>;
export const configurationResourcesSchema = pageListSchema.extend({ versions: resourceVersionsSchema });

/** `?name=<page slug>` (a content page) or `?resourceNames=vr_room_template` (the world's files): exactly one. */
export const configurationResourceQuerySchema = z
  .object({
    name: pageResourceQuerySchema.shape.name.optional(),
    resourceNames: z.literal(VR_ROOM_TEMPLATE_RESOURCE).optional(),
  })
  .refine((q) => (q.name === undefined) !== (q.resourceNames === undefined), 'give either name or resourceNames');

/** `GET /api/v3/configuration/resource?resourceNames=vr_room_template` (the `name=` form still serves pages). */
export const VR_RESOURCE_KINDS = ['scene', 'avatar', 'texture', 'thumbnail'] as const;
export const vrResourceSchema = z.object({
  /** Logical name, stable across versions: "hall", "avatar", "textures/nuo-zhongkui". */
  name: z.string(),
  kind: z.enum(VR_RESOURCE_KINDS),
  /** Content-hashed, served with a year-long immutable cache. */
  url: z.string(),
  bytes: z.number().int(),
  /** SHA-256 of the file, hex (first 16 digits are in the file name). */
  sha256: z.string(),
});
export type VrResource = z.infer<typeof vrResourceSchema>;
export const vrResourceListSchema = z.object({
  resourceName: z.literal(VR_ROOM_TEMPLATE_RESOURCE),
  version: z.string(),
  resources: z.array(vrResourceSchema),
});
export type VrResourceList = z.infer<typeof vrResourceListSchema>;

// --------------------------------------------------------------------- GET /api/v3/general/rbu

/**
 * "rbu" (room base URL): what a client needs before entering any room, one call. Cached for a
 * minute.
 */
export const worldSettingsSchema = z.object({
  /** Where the world's files live (a CDN origin in production); resource URLs already include it. */
  assetBaseUrl: z.string(),
  /** Current template set version (same as configuration/resources' vr_room_template). */
  templateVersion: z.string(),
  /** The default avatar model (parts per AVATAR_PARTS, recoloured by a dress). */
  avatar: z.object({ url: z.string(), parts: z.array(z.enum(AVATAR_PARTS)) }),
  visitorCap: z.number().int(),
  /** How often a visitor sends its position to the room (messages per second). */
  positionUpdatesPerSecond: z.number().int(),
  /** Limits of an uploaded avatar model. */
  modelUpload: z.object({
    maxBytes: z.number().int(),
    maxTriangles: z.number().int(),
    maxMaterials: z.number().int(),
    maxTextureBytes: z.number().int(),
  }),
});
export type WorldSettings = z.infer<typeof worldSettingsSchema>;

// ------------------------------------------------------------------------------------- dresses

/** Colour per avatar part; a null part is hidden (no hat). */
export const dressColorsSchema = z.object({
  skin: colorSchema,
  body: colorSchema,
  trim: colorSchema,
  legs: colorSchema,
  hat: colorSchema.nullable(),
});
export type DressColors = z.infer<typeof dressColorsSchema>;

export const dressSchema = z.object({
  id: dressIdSchema,
  name: z.string(),
  thumbnail: z.string(),
  colors: dressColorsSchema,
});
export type Dress = z.infer<typeof dressSchema>;
/** `GET /api/v3/dresses/official`. */
export const dressListSchema = z.object({ content: z.array(dressSchema) });

/**
 * `POST /api/v3/me/dress` (members): what the avatar wears, answered in `/api/v2/me` as
 * `vr_dress_id`. `null` wears the member's own uploaded model again (40452 when they have none);
 * an upload wears the new model at once. So: `vr_user_model` set and `vr_dress_id` null means the
 * avatar is the member's own model.
 */
export const dressChoiceSchema = z.object({ dressId: dressIdSchema.nullable() });
export const dressChoiceResultSchema = z.object({ dressId: dressIdSchema.nullable() });

// ---------------------------------------------------------------------------- avatar model upload

/** `GET /api/v3/me/vr-user-model-upload-link/{id}`: {id} is the caller's own user id. */
export const uploadLinkParamsSchema = z.object({ id: idSchema });
export const uploadLinkSchema = z.object({
  /** PUT the .glb here (body: the file, content-type model/gltf-binary), no other header needed. */
  uploadUrl: z.string(),
  method: z.literal('PUT'),
  contentType: z.literal('model/gltf-binary'),
  /** The link stops working then (ISO instant). */
  expiresAt: z.string(),
  maxBytes: z.number().int(),
});
export type UploadLink = z.infer<typeof uploadLinkSchema>;

/**
 * The mobile budget a refused model exceeds, so the app can say it in the reader's language: on the
 * wire 40050's `details` has `budget` (the kind), `found` and `limit` (decimal strings, as all error
 * details are) next to `model`, the reason in English. Texture memory in MiB, file size in bytes.
 * Refusals by glTF-Validator carry only its own (English) words in `model`.
 */
export interface ModelBudgetExceeded {
  kind: 'triangles' | 'vertices' | 'materials' | 'textureMemory' | 'fileSize';
  found: number;
  limit: number;
}

export const modelUploadParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_.-]{20,200}$/, 'not an upload token') });
/** Accepted upload: where the model is served and what the checks measured. */
export const modelUploadResultSchema = z.object({
  url: z.string(),
  bytes: z.number().int(),
  triangles: z.number().int(),
  vertices: z.number().int(),
  materials: z.number().int(),
  textureBytes: z.number().int(),
});
export type ModelUploadResult = z.infer<typeof modelUploadResultSchema>;

/** `GET /api/v3/vr-user-models/{id}?v=` serves a member's uploaded model (404 when none). */
export const userModelParamsSchema = z.object({ id: idSchema });

/** A model's version: the first 16 hex digits of its SHA-256. */
export const USER_MODEL_HASH_PATTERN = /^[0-9a-f]{16}$/;

/**
 * Where a member's uploaded model of version `hash` is served (the version makes the URL
 * cacheable for a year). Visitors tell each other only the hash; each builds this path from the
 * sender's own id, so a client never loads a URL another client chose.
 */
export function userModelPath(userId: string | bigint, hash: string): string {
  return `${API_PATHS.vrUserModel.replace(':id', userId.toString())}?v=${hash}`;
}

/** The version of a `userModelPath` URL (as `/api/v2/me` answers `vr_user_model`), or null. */
export function userModelHashOf(url: string | null | undefined): string | null {
  const hash = url ? /[?&]v=([0-9a-f]{16})$/.exec(url)?.[1] : undefined;
  return hash ?? null;
}

// ------------------------------------------------------------------------------------- operators

const workFields = {
  slot: exhibitSlotSchema,
  kind: workKindSchema,
  title: localizedSchema,
  body: localizedSchema,
  image: worldMediaPath.nullable().default(null),
  video: worldMediaPath.nullable().default(null),
  link: appPath.nullable().default(null),
};
export const exhibitWorkInputSchema = z
  .object(workFields)
  .refine((w) => w.kind !== 'image' || w.image !== null, { message: 'an image work needs image', path: ['image'] })
  .refine((w) => w.kind !== 'video' || w.video !== null, { message: 'a video work needs video', path: ['video'] });
export type ExhibitWorkInput = z.infer<typeof exhibitWorkInputSchema>;

const works = z
  .array(exhibitWorkInputSchema)
  .max(64)
  .refine((list) => new Set(list.map((w) => w.slot)).size === list.length, 'each slot holds one work');

const exhibitionFields = {
  name: localizedSchema,
  summary: localizedSchema,
  cover: worldMediaPath,
  templateId: vrTemplateIdSchema,
  works,
};
/** `POST /api/admin/vr-rooms/exhibitions`: a new exhibition, unpublished. */
export const exhibitionCreateSchema = z.object(exhibitionFields);
export type ExhibitionCreate = z.infer<typeof exhibitionCreateSchema>;
/** `POST /api/admin/vr-rooms/exhibitions/edit`: the fields given change (works replace the whole list). */
export const exhibitionEditSchema = z
  .object({ id: idSchema, ...exhibitionFields })
  .partial()
  .required({ id: true });
export type ExhibitionEdit = z.infer<typeof exhibitionEditSchema>;
/** `…/publish` and `…/unpublish`. */
export const exhibitionRefSchema = z.object({ id: idSchema });

/** What operators read back: every language, draft or published. */
export const adminExhibitionSchema = z.object({
  id: z.string(),
  name: localizedSchema,
  summary: localizedSchema,
  cover: z.string(),
  templateId: z.string(),
  works: z.array(
    z.object({
      slot: z.string(),
      kind: workKindSchema,
      title: localizedSchema,
      body: localizedSchema,
      image: z.string().nullable(),
      video: z.string().nullable(),
      link: z.string().nullable(),
    }),
  ),
  publishedAt: z.string().nullable(),
});
export type AdminExhibition = z.infer<typeof adminExhibitionSchema>;
