/** Fetchers and hooks for content pages; both answer in the language of the request. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API_PATHS, type PageView } from '@culture/protocol';
import { api } from '../../../lib/api-client';
import { fetchText, readEnvelope } from '../../../lib/api-envelope';

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

/**
 * The console's phone preview frames this page with ?contentPreview=1&lang=…: it shows the saved
 * draft in that language, read with the operator's session cookie (content.edit; the server
 * refuses anyone else), never the inlined published page.
 */
function previewLanguage(): string | null {
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.search);
  return params.get('contentPreview') === '1' ? params.get('lang') : null;
}

async function fetchPreview(slug: string, language: string): Promise<PageView> {
  const url = `${API_PATHS.adminContentPreview.replace(':slug', slug)}?lang=${encodeURIComponent(language)}`;
  const { response, text } = await fetchText(url, { credentials: 'include' });
  return readEnvelope<PageView>(response, text);
}

export function usePageContent(slug: string) {
  const { i18n } = useTranslation();
  const preview = previewLanguage();
  return useQuery({
    queryKey: preview ? ['page-preview', slug, preview] : ['page', slug, i18n.language],
    queryFn: () => (preview ? fetchPreview(slug, preview) : fetchPage(slug)),
    initialData: () => (preview ? undefined : inlined(slug, i18n.language)),
    staleTime: preview ? 0 : 60_000,
  });
}
