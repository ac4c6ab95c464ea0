/**
 * Content as data (spec §1, §2): the cultural project, campaign and event pages. Operators write
 * a page with every text in the three languages; readers get it in their own language.
 */
import { z } from 'zod';
import type { Locale } from '../i18n/locales.js';

export const localizedSchema = z.object({ 'zh-CN': z.string().min(1), 'zh-TW': z.string().min(1), 'en-US': z.string().min(1) });
/** Per-language text. */
export type L = z.infer<typeof localizedSchema>;

/** A picture or clip the web app serves. */
export const imagePath = z.string().regex(/^\/(images|media)\/[\w./-]+$/, 'must be a path under /images or /media');
/** A path inside the app (never "//host", which a browser reads as another site). */
export const appPath = z.string().regex(/^\/(?!\/)[\w./-]*$/, 'must be an in-app path');

export const pageItemSchema = z.object({
  title: localizedSchema.optional(),
  text: localizedSchema.optional(),
  image: imagePath.optional(),
  imageAlt: localizedSchema.optional(),
  value: z.string().max(32).optional(),
  href: appPath.optional(),
});
export type PageItem = z.infer<typeof pageItemSchema>;

/** A short lowercase id, safe in URLs and anchors. */
export const sectionId = z.string().regex(/^[a-z0-9-]{1,40}$/);
export const pageSectionSchema = z.discriminatedUnion('kind', [
  z.object({ id: sectionId, kind: z.literal('text'), title: localizedSchema, body: z.array(localizedSchema) }),
  z.object({ id: sectionId, kind: z.literal('stats'), title: localizedSchema, items: z.array(z.object({ value: z.string(), label: localizedSchema })) }),
  z.object({ id: sectionId, kind: z.literal('cards'), title: localizedSchema, intro: localizedSchema.optional(), items: z.array(pageItemSchema) }),
  z.object({ id: sectionId, kind: z.literal('gallery'), title: localizedSchema, items: z.array(z.object({ image: imagePath, caption: localizedSchema })) }),
  z.object({ id: sectionId, kind: z.literal('video'), title: localizedSchema, body: localizedSchema.optional(), src: imagePath, poster: imagePath }),
  z.object({ id: sectionId, kind: z.literal('partners'), title: localizedSchema, items: z.array(z.object({ name: localizedSchema, text: localizedSchema.optional() })) }),
  z.object({ id: sectionId, kind: z.literal('timeline'), title: localizedSchema, items: z.array(z.object({ date: z.string(), title: localizedSchema, text: localizedSchema })) }),
]);
export type PageSection = z.infer<typeof pageSectionSchema>;

/**
 * A call to action; `opensSoon` shows it disabled with an "opens soon" label until its capability
 * lands. `browserOnly` marks one that needs a real browser (a crypto wallet, say): inside an in-app
 * browser it shows the "open in your browser" screen instead of following the link.
 */
export const pageActionSchema = z.object({
  id: sectionId,
  label: localizedSchema,
  kind: z.enum(['link', 'badge-claim', 'check-in', 'coupon-claim', 'world']),
  href: appPath.optional(),
  opensSoon: z.boolean(),
  browserOnly: z.boolean().optional(),
  note: localizedSchema.optional(),
});
export type PageAction = z.infer<typeof pageActionSchema>;

export const pageContentSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,40}$/),
  route: appPath,
  kind: z.enum(['project', 'campaign', 'event', 'guide']),
  trending: z.boolean(),
  sortOrder: z.number().int(),
  title: localizedSchema,
  subtitle: localizedSchema,
  summary: localizedSchema,
  hero: z.object({ image: imagePath, alt: localizedSchema }),
  cover: imagePath,
  sections: z.array(pageSectionSchema).max(20),
  actions: z.array(pageActionSchema).max(10),
});
export type PageContent = z.infer<typeof pageContentSchema>;

/** The same shape with every per-language text replaced by the reader's string. */
export type Localized<T> = T extends L ? string : T extends Array<infer U> ? Array<Localized<U>> : T extends object ? { [K in keyof T]: Localized<T[K]> } : T;
export type PageView = Localized<PageContent>;
export type PageSummary = Pick<PageView, 'slug' | 'route' | 'kind' | 'trending' | 'sortOrder' | 'title' | 'subtitle' | 'summary' | 'cover'>;

function isLocalized(value: unknown): value is L {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 3 && keys.every((k) => k === 'zh-CN' || k === 'zh-TW' || k === 'en-US');
}

/** Picks `locale` from every per-language text in `value`. */
export function localize<T>(value: T, locale: Locale): Localized<T> {
  if (isLocalized(value)) return value[locale] as Localized<T>;
  if (Array.isArray(value)) return value.map((item) => localize(item, locale)) as Localized<T>;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, localize(item, locale)])) as Localized<T>;
  }
  return value as Localized<T>;
}

export const pageViewSchema = z.custom<PageView>((value) => typeof value === 'object' && value !== null, 'page');
export const pageListSchema = z.object({ pages: z.array(z.custom<PageSummary>((value) => typeof value === 'object' && value !== null)) });
export const pageResourceQuerySchema = z.object({ name: z.string().regex(/^[a-z0-9-]{1,40}$/) });
export const pageUpsertSchema = z.object({ page: pageContentSchema });
