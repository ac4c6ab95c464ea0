/** One fetcher and one TanStack Query hook per coupon endpoint. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { API_PATHS, type Coupon, type CouponList, type CouponListFilter } from '@culture/protocol';
import { api } from '../../../lib/api-client';

export const fetchCouponPage = (status: CouponListFilter, cursor?: string) =>
  api.get<CouponList>(API_PATHS.couponList, { query: { status, cursor } });
export const fetchCouponDetail = (customerCouponId: string) =>
  api.post<{ data: Coupon }>(API_PATHS.couponDetail, { customerCouponId }).then((r) => r.data);

export function useCouponList(status: CouponListFilter) {
  return useInfiniteQuery({
    queryKey: ['coupons', 'list', status],
    queryFn: ({ pageParam }) => fetchCouponPage(status, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

export function useCouponDetail(customerCouponId: string) {
  return useQuery({
    queryKey: ['coupons', 'detail', customerCouponId],
    queryFn: () => fetchCouponDetail(customerCouponId),
    retry: false,
  });
}
