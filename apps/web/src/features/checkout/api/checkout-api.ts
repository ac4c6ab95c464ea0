/**
 * One fetcher and one TanStack Query hook per payments endpoint the buyer uses (docs/payments.md):
 * products priced for the person looking, creating and paying an order, the order as the server
 * knows it (the result page's poll), my orders, cancelling, asking for a refund.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAYMENT_PATHS,
  routePath,
  type CreateOrder,
  type CreateOrderResult,
  type OrderView,
  type PayMethod,
  type ProductView,
} from '@culture/protocol';
import { api } from '../../../lib/api-client';

// The payment routes' paths, in one place (they join API_PATHS as the server serves them).
const PATHS = PAYMENT_PATHS;

export interface OrderList {
  content: OrderView[];
  next_cursor: string | null;
}

export const checkoutKeys = {
  products: (viewer: string | null) => ['checkout', 'products', viewer ?? 'nobody'] as const,
  order: (orderNo: string) => ['checkout', 'order', orderNo] as const,
  orders: ['checkout', 'orders'] as const,
};

export const fetchProducts = () => api.get<{ content: ProductView[] }>(PATHS.products).then((r) => r.content);
export const fetchOrder = (orderNo: string) => api.get<OrderView>(routePath(PATHS.order, { orderNo }));
export const createOrder = (body: CreateOrder) => api.post<CreateOrderResult>(PATHS.orders, body);
// Answers the order with its pay action, as creating one does (createOrderResultSchema).
export const repayOrder = (orderNo: string, method: PayMethod) =>
  api.post<CreateOrderResult>(routePath(PATHS.orderPay, { orderNo }), { method }).then((r) => r.pay);
// What cancel and refund answer is not read: the order is asked again (the one source of its state).
export const cancelOrder = (orderNo: string) => api.post<unknown>(routePath(PATHS.orderCancel, { orderNo }));
export const requestRefund = (orderNo: string, reason: string) =>
  api.post<unknown>(routePath(PATHS.orderRefund, { orderNo }), { reason });
export const fetchOrderPage = (cursor?: string) => api.get<OrderList>(PATHS.orders, { query: { cursor } });

/** The products, priced for the person looking (the card-holder price is per person). */
export function useProduct(productId: string, viewer: string | null) {
  return useQuery({
    queryKey: checkoutKeys.products(viewer),
    queryFn: fetchProducts,
    staleTime: 0,
    select: (products) => products.find((p) => p.id === productId) ?? null,
  });
}

/** The order; `poll` asks again every `pollMs` while it is still unpaid (the server then asks WeChat Pay). */
export function useOrder(orderNo: string, { poll, pollMs = 2_000 }: { poll: boolean; pollMs?: number }) {
  return useQuery({
    queryKey: checkoutKeys.order(orderNo),
    queryFn: () => fetchOrder(orderNo),
    retry: false,
    refetchInterval: (query) => (poll && query.state.data?.state === 'created' ? pollMs : false),
  });
}

export function useMyOrders() {
  return useInfiniteQuery({
    queryKey: checkoutKeys.orders,
    queryFn: ({ pageParam }) => fetchOrderPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 0,
  });
}

/** Cancelling or asking for a refund changes the order: it and the list are asked again. */
function useOrderMutation<V extends { orderNo: string }>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: (_data, _error, { orderNo }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: checkoutKeys.order(orderNo) }),
        queryClient.invalidateQueries({ queryKey: checkoutKeys.orders }),
      ]),
  });
}

export const useCancelOrder = () => useOrderMutation(({ orderNo }: { orderNo: string }) => cancelOrder(orderNo));
export const useRequestRefund = () =>
  useOrderMutation(({ orderNo, reason }: { orderNo: string; reason: string }) => requestRefund(orderNo, reason));
