/** The orders section's calls (docs/payments.md, "Operator API"; orders.manage and shop.manage). */
import {
  API_PATHS,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminProduct,
  type AdminProductRow,
  type AdminRefundRequestList,
  type ReconciliationFailure,
} from '@culture/protocol';
import { opsRequest } from './ops-client';

export interface OrderQuery {
  state?: string;
  product?: string;
  phone?: string;
  user_id?: string;
  order_no?: string;
  from?: string;
  to?: string;
}

export interface Difference {
  id: string;
  bill_date: string;
  kind: string;
  order_no: string | null;
  transaction_id: string | null;
  ours: Record<string, unknown> | null;
  theirs: Record<string, unknown> | null;
  resolved_at: string | null;
  resolution_note: string | null;
  created_at: string;
}

export interface ReconciliationDay {
  date: string;
  run: {
    status: string;
    bill_lines: number | null;
    added: number | null;
    reason: ReconciliationFailure | null;
    error: string | null;
    attempts: number;
    started_at: string;
    finished_at: string | null;
  } | null;
  differences: Difference[];
}

export interface Attention {
  failed_refunds: AdminOrder[];
  system_refunds: AdminOrder[];
  waiting_requests: AdminOrder[];
  differences: Difference[];
}

export type RefundResult = { out_refund_no: string; outcome: string };
const orderPath = (path: string, orderNo: string) => path.replace(':orderNo', encodeURIComponent(orderNo));

export const ordersApi = {
  list: (query: OrderQuery, cursor: string | null) =>
    opsRequest<{ content: AdminOrder[]; next_cursor: string | null }>('GET', API_PATHS.adminOrders, {
      query: { ...query, ...(cursor ? { cursor } : {}) },
    }),
  detail: (orderNo: string) => opsRequest<AdminOrderDetail>('GET', orderPath(API_PATHS.adminOrder, orderNo)),
  refund: (orderNo: string, body: { reason: string; amount_fen?: number }) =>
    opsRequest<RefundResult>('POST', orderPath(API_PATHS.adminOrderRefund, orderNo), { body }),
  decide: (outRefundNo: string, body: { decision: 'approve' | 'reject'; note: string }) =>
    opsRequest<RefundResult>('POST', API_PATHS.adminRefundDecision.replace(':outRefundNo', encodeURIComponent(outRefundNo)), {
      body,
    }),
  attention: () => opsRequest<Attention>('GET', API_PATHS.adminPaymentsAttention),
  /** Waiting refund requests, the longest waiting first, a page at a time. */
  refundRequests: (cursor: string | null) =>
    opsRequest<AdminRefundRequestList>('GET', API_PATHS.adminRefundRequests, { query: cursor ? { cursor } : undefined }),
  reconciliation: (date: string) => opsRequest<ReconciliationDay>('GET', API_PATHS.adminReconciliation, { query: { date } }),
  reconcile: (body: { date: string; resolve?: string[]; note?: string }) =>
    opsRequest<ReconciliationDay>('POST', API_PATHS.adminReconciliation, { body }),
  products: () => opsRequest<{ content: AdminProductRow[] }>('GET', API_PATHS.adminProducts),
  saveProduct: (product: AdminProduct) => opsRequest<{ created: boolean }>('PUT', API_PATHS.adminProducts, { body: product }),
  addEligibility: (body: { product_id: string; phones?: string[]; codes?: string[]; generate?: number }) =>
    opsRequest<{ added: number; codes: string[] }>('POST', API_PATHS.adminEligibility, { body }),
};
