/**
 * One fetcher and one TanStack Query hook per equity endpoint; both answer in the reader's language.
 * A member's request carries their token, so a benefit they hold reads "claimed"; a guest's carries
 * none (reading benefits never makes a guest session). States are live: refetched on every visit.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API_PATHS, type BrandEquitySummary, type BrandEquityView } from '@culture/protocol';
import { api, ApiRequestError } from '../../../lib/api-client';
import { contentPreviewLanguage, fetchContentPreview } from '../../../lib/content-preview';
import { isLoggedIn, useSession } from '../../../lib/session';

export const fetchBrands = (asMember: boolean) =>
  api.get<{ brands: BrandEquitySummary[] }>(API_PATHS.equityBrands, { auth: asMember }).then((r) => r.brands);
export const fetchBrand = (id: number, asMember: boolean) =>
  api.get<BrandEquityView>(API_PATHS.equityBrand.replace(':id', String(id)), { auth: asMember });

/** Whose benefits these are: the member's id, or null for a guest. */
function useViewer(): string | null {
  const session = useSession();
  return isLoggedIn(session) ? session.userId : null;
}

export function useBrands() {
  const { i18n } = useTranslation();
  const viewer = useViewer();
  return useQuery({
    queryKey: ['equity', 'brands', i18n.language, viewer],
    queryFn: () => fetchBrands(viewer !== null),
    staleTime: 0,
  });
}

/** In the console's phone preview (lib/content-preview.ts) the brand's saved draft, as a guest sees it. */
export function useBrand(id: number) {
  const { i18n } = useTranslation();
  const viewer = useViewer();
  const preview = contentPreviewLanguage();
  return useQuery({
    queryKey: preview ? ['equity', 'brand-preview', id, preview] : ['equity', 'brand', id, i18n.language, viewer],
    queryFn: () =>
      preview
        ? fetchContentPreview<BrandEquityView>(API_PATHS.adminEquityBrandPreview.replace(':id', String(id)), preview)
        : fetchBrand(id, viewer !== null),
    staleTime: 0,
    retry: (count, error) => count < 2 && !isNotFound(error),
  });
}

/** The server's answer for a brand that does not exist (404 envelope). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}
