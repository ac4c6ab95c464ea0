/** One fetcher and one TanStack Query hook per equity endpoint; both answer in the reader's language. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API_PATHS, type BrandEquitySummary, type BrandEquityView } from '@culture/protocol';
import { api, ApiRequestError } from '../../../lib/api-client';

export const fetchBrands = () =>
  api.get<{ brands: BrandEquitySummary[] }>(API_PATHS.equityBrands, { auth: false }).then((r) => r.brands);
export const fetchBrand = (id: number) =>
  api.get<BrandEquityView>(API_PATHS.equityBrand.replace(':id', String(id)), { auth: false });

export function useBrands() {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: ['equity', 'brands', i18n.language], queryFn: fetchBrands, staleTime: 60_000 });
}

export function useBrand(id: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['equity', 'brand', id, i18n.language],
    queryFn: () => fetchBrand(id),
    staleTime: 60_000,
    retry: (count, error) => count < 2 && !isNotFound(error),
  });
}

/** The server's answer for a brand that does not exist (404 envelope). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}
