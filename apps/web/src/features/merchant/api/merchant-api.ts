/** Merchant endpoints: the merchant's brand, looking a code up, redeeming it. */
import { useMutation, useQuery } from '@tanstack/react-query';
import { API_PATHS, type Coupon, type MerchantProfile } from '@culture/protocol';
import { api } from '../../../lib/api-client';

export type MerchantCoupon = Omit<Coupon, 'useRule'> & { redeemedAt: string | null };

export function useMerchantProfile() {
  return useQuery({
    queryKey: ['merchant', 'me'],
    queryFn: () => api.get<MerchantProfile>(API_PATHS.merchantMe),
    retry: false,
  });
}
export function useLookupCoupon() {
  return useMutation({ mutationFn: (couponCode: string) => api.post<MerchantCoupon>(API_PATHS.merchantLookup, { couponCode }) });
}
export function useRedeemCoupon() {
  return useMutation({ mutationFn: (couponCode: string) => api.post<MerchantCoupon>(API_PATHS.merchantRedeem, { couponCode }) });
}
