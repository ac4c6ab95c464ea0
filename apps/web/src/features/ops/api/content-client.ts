/** The content section's calls (docs/operator-console.md, "Content"), through the console's client. */
import {
  API_PATHS,
  APP_ROUTES,
  type BrandAdminDetail,
  type BrandAdminList,
  type BrandEquity,
  type ContentPageDetail,
  type ContentPageList,
  type ContentVersionList,
  type L,
  type PageContent,
} from '@culture/protocol';
import { opsRequest } from './ops-client';

const forPage = (template: string, slug: string, version?: number) =>
  template.replace(':slug', encodeURIComponent(slug)).replace(':version', String(version ?? ''));

export const contentApi = {
  pages: (cursor: string | null, q?: string) =>
    opsRequest<ContentPageList>('GET', API_PATHS.adminContentPages, {
      query: { ...(cursor ? { cursor } : {}), ...(q ? { q } : {}) },
    }),
  page: (slug: string) => opsRequest<ContentPageDetail>('GET', forPage(API_PATHS.adminContentPage, slug)),
  saveDraft: (page: PageContent) => opsRequest<null>('POST', forPage(API_PATHS.adminContentDraft, page.slug), { body: { page } }),
  publish: (slug: string) => opsRequest<{ version: number }>('POST', forPage(API_PATHS.adminContentPublish, slug), { body: {} }),
  versions: (slug: string, cursor: string | null) =>
    opsRequest<ContentVersionList>('GET', forPage(API_PATHS.adminContentVersions, slug), {
      query: cursor ? { cursor } : undefined,
    }),
  restore: (slug: string, version: number) =>
    opsRequest<{ version: number }>('POST', forPage(API_PATHS.adminContentRestore, slug, version), { body: {} }),
};

/** The member page as a phone shows it, with the saved draft in `lang` (the preview call needs this session). */
export const previewUrl = (route: string, lang: string, reload: number) =>
  `${route}?contentPreview=1&lang=${encodeURIComponent(lang)}&r=${reload}`;

const forBrand = (template: string, id: number, version?: number) =>
  template.replace(':id', String(id)).replace(':version', String(version ?? ''));

export const brandsApi = {
  brands: (cursor: string | null, q?: string) =>
    opsRequest<BrandAdminList>('GET', API_PATHS.adminEquityBrands, {
      query: { ...(cursor ? { cursor } : {}), ...(q ? { q } : {}) },
    }),
  brand: (id: number) => opsRequest<BrandAdminDetail>('GET', forBrand(API_PATHS.adminEquityBrand, id)),
  /** "New brand": stored as its draft, unseen by members until published; a taken id answers brandIdTaken. */
  create: (brand: BrandEquity) => opsRequest<null>('POST', API_PATHS.adminEquityBrandCreate, { body: { brand } }),
  saveDraft: (brand: BrandEquity) =>
    opsRequest<null>('POST', forBrand(API_PATHS.adminEquityBrandDraft, brand.id), { body: { brand } }),
  publish: (id: number) => opsRequest<{ version: number }>('POST', forBrand(API_PATHS.adminEquityBrandPublish, id), { body: {} }),
  versions: (id: number, cursor: string | null) =>
    opsRequest<ContentVersionList>('GET', forBrand(API_PATHS.adminEquityBrandVersions, id), {
      query: cursor ? { cursor } : undefined,
    }),
  restore: (id: number, version: number) =>
    opsRequest<{ version: number }>('POST', forBrand(API_PATHS.adminEquityBrandRestore, id, version), { body: {} }),
};

/**
 * One document the content section edits with drafts, publishing and history (a project page or a
 * brand): the editor and the history call these and know nothing else of the kind.
 */
export interface EditedDocument<D> {
  /** Names the document in keys and test ids. */
  key: string;
  /** Which list the editor's back button returns to. */
  kind: 'page' | 'brand';
  /** `unpublished`: a brand created in the console that members do not see yet. */
  load(): Promise<{ published: D; draft: D | null; draftSavedAt: string | null; unpublished?: boolean }>;
  saveDraft(document: D): Promise<unknown>;
  publish(): Promise<{ version: number }>;
  versions(cursor: string | null): Promise<ContentVersionList>;
  restore(version: number): Promise<{ version: number }>;
  /** The heading: the page's title or the brand's name. */
  title(document: D): L;
  /** The member page the phone preview frames. */
  memberPath(document: D): string;
}

export const pageDocument = (slug: string): EditedDocument<PageContent> => ({
  key: slug,
  kind: 'page',
  load: () => contentApi.page(slug),
  saveDraft: (page) => contentApi.saveDraft(page),
  publish: () => contentApi.publish(slug),
  versions: (cursor) => contentApi.versions(slug, cursor),
  restore: (version) => contentApi.restore(slug, version),
  title: (page) => page.title,
  memberPath: (page) => page.route,
});

export const brandDocument = (id: number): EditedDocument<BrandEquity> => ({
  key: `brand-${id}`,
  kind: 'brand',
  load: () => brandsApi.brand(id).then(({ visible, ...detail }) => ({ ...detail, unpublished: !visible })),
  saveDraft: (brand) => brandsApi.saveDraft(brand),
  publish: () => brandsApi.publish(id),
  versions: (cursor) => brandsApi.versions(id, cursor),
  restore: (version) => brandsApi.restore(id, version),
  title: (brand) => brand.name,
  memberPath: () => APP_ROUTES.brandEquityDetail.replace(':id', String(id)),
});
