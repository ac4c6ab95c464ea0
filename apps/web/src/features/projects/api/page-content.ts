/** Fetchers and hooks for content pages; both answer in the language of the request. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API_PATHS, type PageSummary, type PageView } from '@culture/protocol';
import { api } from '../../../lib/api-client';

export const fetchPageList = () => api.get<{ pages: PageSummary[] }>(API_PATHS.configurationResources, { auth: false }).then((r) => r.pages);
export const fetchPage = (name: string) => api.get<PageView>(API_PATHS.configurationResource, { query: { name }, auth: false });

export function usePageContent(slug: string) {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: ['page', slug, i18n.language], queryFn: () => fetchPage(slug), staleTime: 60_000 });
}
