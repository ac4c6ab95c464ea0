/**
 * Content as data (spec §1, §2): the cultural project, campaign and event pages. Operators write
 * a page with every text in the three languages; readers get it in their own language.
 */
import { z } from 'zod';
import type { Locale } from '../i18n/locales.js';
import { hasControlCharacter, int4Schema, multilineText, plainText } from './primitives.js';

/** One language's text of a page: paragraphs may hold line breaks, never other control characters. */
const pageText = multilineText().min(1).max(10_000);
export const localizedSchema = z.object({ 'zh-CN': pageText, 'zh-TW': pageText, 'en-US': pageText });
/** Per-language text. */
export type L = z.infer<typeof localizedSchema>;

/** The public folders pictures and clips are served from. */
const PUBLIC_MEDIA_FOLDERS = ['images', 'media'];

/**
 * Resolves "." and ".." in an absolute path the way a browser or file server would. Null when
 * the path climbs above the root, has an empty segment ("//host", "a//b"), or a percent escape
 * that does not decode (or decodes to a slash, a backslash or a control character).
 */
export function normaliseAbsolutePath(path: string): string | null {
  if (!path.startsWith('/') || path.includes('\\')) return null;
  let decoded: string;
  try {
    // "%2e%2e" is ".." to a server that decodes before resolving: judge what it would see.
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (decoded.includes('\\') || hasControlCharacter(decoded) || decoded.split('/').length !== path.split('/').length) return null;
  const resolved: string[] = [];
  const segments = decoded.slice(1).split('/');
  for (const [index, segment] of segments.entries()) {
    if (segment === '..') {
      if (resolved.length === 0) return null;
      resolved.pop();
    } else if (segment === '') {
      // Only "/" itself or a trailing slash may end in an empty segment.
      if (index !== segments.length - 1) return null;
    } else if (segment !== '.') {
      resolved.push(segment);
    }
  }
  return `/${resolved.join('/')}`;
}

/**
 * A picture or clip the web app serves: after normalising (see normaliseAbsolutePath) it must
 * still lie inside /images or /media. Stored normalised, so readers never see "..".
 */
export const imagePath = z
  .string()
  .max(512)
  .transform((value, context) => {
    const normalised = normaliseAbsolutePath(value);
    const [folder, ...rest] = normalised?.slice(1).split('/') ?? [];
    if (!normalised || !PUBLIC_MEDIA_FOLDERS.includes(folder ?? '') || rest.length === 0 || !/^\/[\w./-]+$/.test(normalised)) {
      context.addIssue({ code: 'custom', message: 'must be a path under /images or /media' });
      return z.NEVER;
    }
    return normalised;
  });
/**
 * A path inside the app (never "//host", which a browser reads as another site, nor "." or ".."
 * segments).
 */
export const appPath = z
  .string()
  .max(512)
  .regex(/^\/(?!\/)[\w./-]*$/, 'must be an in-app path')
  .refine((v) => !v.split('/').some((segment) => segment === '.' || segment === '..'), 'must not contain . or .. segments');

export const pageItemSchema = z.object({
  title: localizedSchema.optional(),
  text: localizedSchema.optional(),
  image: imagePath.optional(),
  imageAlt: localizedSchema.optional(),
  value: plainText().max(32).optional(),
  href: appPath.optional(),
});
export type PageItem = z.infer<typeof pageItemSchema>;

/** A short lowercase id, safe in URLs and anchors. */
export const sectionId = z.string().regex(/^[a-z0-9-]{1,40}$/);
export const pageSectionSchema = z.discriminatedUnion('kind', [
  z.object({ id: sectionId, kind: z.literal('text'), title: localizedSchema, body: z.array(localizedSchema).max(50) }),
  z.object({
    id: sectionId,
    kind: z.literal('stats'),
    title: localizedSchema,
    items: z.array(z.object({ value: plainText().max(32), label: localizedSchema })).max(20),
  }),
  z.object({
    id: sectionId,
    kind: z.literal('cards'),
    title: localizedSchema,
    intro: localizedSchema.optional(),
    items: z.array(pageItemSchema).max(50),
  }),
  z.object({
    id: sectionId,
    kind: z.literal('gallery'),
    title: localizedSchema,
    items: z.array(z.object({ image: imagePath, caption: localizedSchema })).max(50),
  }),
  z.object({
    id: sectionId,
    kind: z.literal('video'),
    title: localizedSchema,
    body: localizedSchema.optional(),
    src: imagePath,
    poster: imagePath,
  }),
  z.object({
    id: sectionId,
    kind: z.literal('partners'),
    title: localizedSchema,
    items: z.array(z.object({ name: localizedSchema, text: localizedSchema.optional() })).max(50),
  }),
  z.object({
    id: sectionId,
    kind: z.literal('timeline'),
    title: localizedSchema,
    items: z.array(z.object({ date: plainText().max(32), title: localizedSchema, text: localizedSchema })).max(50),
  }),
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
  /** `certificates`: the person's own certificates (/MobilePage "See my certificates"); it names no target. */
  kind: z.enum(['link', 'badge-claim', 'check-in', 'coupon-claim', 'sign-up', 'world', 'certificates', 'buy']),
  href: appPath.optional(),
  opensSoon: z.boolean(),
  browserOnly: z.boolean().optional(),
  note: localizedSchema.optional(),
  /** A `coupon-claim` action's coupon template, by slug (templates are created with one). */
  couponTemplate: sectionId.optional(),
  /**
   * A `badge-claim` or `check-in` action's badge event, by slug: the button then shows that
   * badge's state for the person looking and claims it (in the app, or by the venue's QR code).
   */
  badgeEvent: sectionId.optional(),
  /** A `sign-up` action's event, by slug: the button lists its sessions and reserves a place. */
  signupEvent: sectionId.optional(),
  /**
   * A `buy` action's product, by id (`pocket-adoption`, `pocket-collectible`; docs/payments.md):
   * the button shows its price for the person looking and opens the checkout sheet.
   */
  product: sectionId.optional(),
});
export type PageAction = z.infer<typeof pageActionSchema>;

export const pageContentSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,40}$/),
  route: appPath,
  kind: z.enum(['project', 'campaign', 'event', 'guide']),
  trending: z.boolean(),
  sortOrder: int4Schema,
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
export type Localized<T> = T extends L
  ? string
  : T extends Array<infer U>
    ? Array<Localized<U>>
    : T extends object
      ? { [K in keyof T]: Localized<T[K]> }
      : T;
export type PageView = Localized<PageContent>;
export type PageSummary = Pick<
  PageView,
  'slug' | 'route' | 'kind' | 'trending' | 'sortOrder' | 'title' | 'subtitle' | 'summary' | 'cover'
>;

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
export const pageListSchema = z.object({
  pages: z.array(z.custom<PageSummary>((value) => typeof value === 'object' && value !== null)),
});
export const pageResourceQuerySchema = z.object({ name: z.string().regex(/^[a-z0-9-]{1,40}$/) });
export const pageUpsertSchema = z.object({ page: pageContentSchema });
