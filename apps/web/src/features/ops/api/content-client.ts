/** The content section's calls (docs/operator-console.md, "Content"), through the console's client. */
import {
  API_PATHS,
  type ContentPageDetail,
  type ContentPageList,
  type ContentVersionList,
  type PageContent,
} from '@culture/protocol';
import { opsRequest } from './ops-client';

const forPage = (template: string, slug: string, version?: number) =>
  template.replace(':slug', encodeURIComponent(slug)).replace(':version', String(version ?? ''));

export const contentApi = {
  pages: (cursor: string | null) =>
    opsRequest<ContentPageList>('GET', API_PATHS.adminContentPages, { query: cursor ? { cursor } : undefined }),
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
