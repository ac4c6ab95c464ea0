/**
 * The console's Content section (docs/operator-console.md, "Content"; content.edit): pages listed a
 * page at a time, a draft saved beside the published page (members keep seeing the published one),
 * publishing, and the history of published versions, any of which can be published again.
 */
import { z } from 'zod';
import { LOCALES } from '../i18n/locales.js';
import { pageContentSchema, localizedSchema } from './content.js';
import { brandEquitySchema, brandIdParamSchema } from './equity.js';
import { consoleSearch, MAX_INT4 } from './primitives.js';

/** How many pages or versions one list call answers. */
export const CONTENT_ADMIN_PAGE_SIZE = 20;

const slugSchema = z.string().regex(/^[a-z0-9-]{1,40}$/);
export const contentSlugParamSchema = z.object({ slug: slugSchema });
const versionNumber = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'must be a version number')
  .refine((v) => Number(v) <= MAX_INT4, 'must be a version number');
export const contentVersionParamSchema = z.object({ slug: slugSchema, version: versionNumber });

/** The list's cursor is the last slug of the previous page (pages are listed by slug). */
export const contentPageListQuerySchema = z.object({
  cursor: slugSchema.optional(),
  /** Part of the title in any language (case-insensitive), or the page's slug. */
  q: consoleSearch(),
});
export const contentVersionListQuerySchema = z.object({ cursor: versionNumber.optional() });
export const contentPreviewQuerySchema = z.object({ lang: z.enum(LOCALES) });

export const contentPageRowSchema = z.object({
  slug: z.string(),
  route: z.string(),
  kind: z.string(),
  title: localizedSchema,
  hasDraft: z.boolean(),
  updatedAt: z.string(),
});
export const contentPageListSchema = z.object({
  next: z.string().nullable(),
  content: z.array(contentPageRowSchema),
});
export type ContentPageList = z.infer<typeof contentPageListSchema>;

export const contentPageDetailSchema = z.object({
  published: pageContentSchema,
  draft: pageContentSchema.nullable(),
  draftSavedAt: z.string().nullable(),
});
export type ContentPageDetail = z.infer<typeof contentPageDetailSchema>;

/** The draft as the editor saves it: the slug in the path names the page, the document cannot rename it. */
export const contentDraftSaveSchema = z.object({ page: pageContentSchema });

/** One published version of a page or a brand; `title` is the page's title or the brand's name. */
export const contentVersionRowSchema = z.object({
  version: z.number().int(),
  title: localizedSchema,
  publishedAt: z.string(),
  publishedBy: z.string(),
  restoredFrom: z.number().int().nullable(),
});
export const contentVersionListSchema = z.object({
  next: z.string().nullable(),
  content: z.array(contentVersionRowSchema),
});
export type ContentVersionList = z.infer<typeof contentVersionListSchema>;

export const contentPublishResultSchema = z.object({ version: z.number().int() });

// ------------------------------------------------------------------ brands (the same draft → publish)

export const brandVersionParamSchema = brandIdParamSchema.extend({ version: versionNumber });
/** The brand list's cursor is the last brand id of the previous page (brands are listed by id). */
export const brandAdminListQuerySchema = z.object({
  cursor: brandIdParamSchema.shape.id.optional(),
  /** Part of the name in any language (case-insensitive), or the brand's id. */
  q: consoleSearch(),
});
export const brandAdminRowSchema = z.object({
  id: z.number().int(),
  name: localizedSchema,
  hasDraft: z.boolean(),
  updatedAt: z.string(),
});
export const brandAdminListSchema = z.object({ next: z.string().nullable(), content: z.array(brandAdminRowSchema) });
export type BrandAdminList = z.infer<typeof brandAdminListSchema>;
export const brandAdminDetailSchema = z.object({
  published: brandEquitySchema,
  draft: brandEquitySchema.nullable(),
  draftSavedAt: z.string().nullable(),
  /** False for a brand created in the console and not yet published: members do not see it. */
  visible: z.boolean(),
});
export type BrandAdminDetail = z.infer<typeof brandAdminDetailSchema>;
/** The draft as the editor saves it: the id in the path names the brand, the document cannot change it. */
export const brandDraftSaveSchema = z.object({ brand: brandEquitySchema });
/**
 * The console's "New brand": the whole first document (its id is the brand's id, /BrandEquityDetail/{id});
 * it is stored as the brand's draft and members see nothing until it is published.
 */
export const brandCreateSchema = z.object({ brand: brandEquitySchema });
