/** A campaign page's coupon: its claim state for the person looking, and claiming it. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { API_PATHS, type CouponCampaign } from '@culture/protocol';
import { api } from '../../../lib/api-client';

export const campaignKey = (template: string, userId: string | null) =>
  ['coupons', 'campaign', template, userId ?? 'nobody'] as const;

/** Keyed by the user: logging in (or out) asks again, since "already claimed" is per person. */
export function useCouponCampaign(template: string, userId: string | null) {
  return useQuery({
    queryKey: campaignKey(template, userId),
    queryFn: () => api.get<CouponCampaign>(API_PATHS.couponCampaign, { query: { template } }),
    staleTime: 0,
    retry: false,
  });
}

export function useClaimCoupon() {
  return useMutation({
    mutationFn: (templateId: number) => api.post<{ customerCouponId: string }>(API_PATHS.couponClaim, { templateId }),
  });
}
