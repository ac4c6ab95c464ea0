/** Fetchers and hooks for content pages; both answer in the language of the request. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API_PATHS, type PageView } from '@culture/protocol';
import { api } from '../../../lib/api-client';
import { contentPreviewLanguage, fetchContentPreview } from '../../../lib/content-preview';

export const fetchPage = (name: string) => api.get<PageView>(API_PATHS.configurationResource, { query: { name }, auth: false });

declare global {
  interface Window {
    /** The page document the server inlined into the first HTML answer (modules/content/page-shell.ts). */
    __PAGE__?: { slug: string; locale: string; page: PageView };
  }
}

/** The inlined page, when it is this page in this language. */
function inlined(slug: string, language: string): PageView | undefined {
  const shell = window.__PAGE__;
  return shell && shell.slug === slug && shell.locale === language ? shell.page : undefined;
}

const fetchPreview = (slug: string, language: string) =>
  fetchContentPreview<PageView>(API_PATHS.adminContentPreview.replace(':slug', slug), language);

export function usePageContent(slug: string) {
  const { i18n } = useTranslation();
  const preview = contentPreviewLanguage();
  return useQuery({
    queryKey: preview ? ['page-preview', slug, preview] : ['page', slug, i18n.language],
    queryFn: () => (preview ? fetchPreview(slug, preview) : fetchPage(slug)),
    initialData: () => (preview ? undefined : inlined(slug, i18n.language)),
    staleTime: preview ? 0 : 60_000,
  });
}
