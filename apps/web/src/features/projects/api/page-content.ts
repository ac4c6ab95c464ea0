/** Fetchers and hooks for content pages; both answer in the language of the request. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API_PATHS, type PageView } from '@culture/protocol';
import { api } from '../../../lib/api-client';

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

export function usePageContent(slug: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['page', slug, i18n.language],
    queryFn: () => fetchPage(slug),
    initialData: () => inlined(slug, i18n.language),
    staleTime: 60_000,
  });
}
