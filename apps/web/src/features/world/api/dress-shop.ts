/**
 * Which official dresses are for sale and which the member owns (docs/payments.md, "Screens:
 * certificates and dresses"): the dress products (`GET /api/v5/shop/products?kind=dress`, priced
 * for the person looking) and the dresses the member bought (`GET /api/v2/dresses/purchase`). A
 * dress with no product is free, as before.
 */
import { useQuery } from '@tanstack/react-query';
import { PAYMENT_PATHS, type ProductView } from '@culture/protocol';
import { api } from '../../../lib/api-client';

/** A dress's place in the shop: free (no product), for sale, owned, or priced but not sold now. */
export type DressOffer =
  | { state: 'for-sale'; product: ProductView }
  | { state: 'owned'; product: ProductView }
  | { state: 'unavailable'; product: ProductView };

interface Purchases {
  content: Array<{ dressId: string; order_no: string; purchased_at: string }>;
}

/** Keyed by the viewer: `owned` is per person, so logging in asks again. */
export const dressShopKey = (userId: string | null) => ['world', 'dress-shop', userId ?? 'guest'] as const;

export function useDressShop(userId: string | null) {
  const products = useQuery({
    queryKey: [...dressShopKey(userId), 'products'],
    queryFn: () =>
      api.get<{ content: ProductView[] }>(PAYMENT_PATHS.products, { query: { kind: 'dress' } }).then((list) => list.content),
    staleTime: 0,
  });
  const purchases = useQuery({
    queryKey: [...dressShopKey(userId), 'purchases'],
    queryFn: () => api.get<Purchases>(PAYMENT_PATHS.dressesPurchase).then((list) => list.content),
    enabled: userId !== null,
    staleTime: 0,
  });
  return {
    offers: dressOffers(products.data ?? [], purchases.data ?? []),
    failed: products.isError,
    refetch: () => Promise.all([products.refetch(), userId === null ? null : purchases.refetch()]),
  };
}

/** Each priced dress's offer, by dress id; a bought dress stays owned whatever the product says now. */
export function dressOffers(products: readonly ProductView[], purchases: Purchases['content']): Map<string, DressOffer> {
  const bought = new Set(purchases.map((purchase) => purchase.dressId));
  const offers = new Map<string, DressOffer>();
  for (const product of products) {
    if (product.kind !== 'dress' || !product.dress_id) continue;
    const state = product.owned || bought.has(product.dress_id) ? 'owned' : product.on_sale ? 'for-sale' : 'unavailable';
    offers.set(product.dress_id, { state, product });
  }
  return offers;
}
