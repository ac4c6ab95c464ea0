/** The buyer cancels an order still waiting for payment: closed at WeChat Pay too (close-order.ts). */
import { ApiError } from '../../../lib/api-error.js';
import type { PaymentsContext } from '../payments-context.js';
import { closeOrder } from './close-order.js';
import type { OrderRow } from './order-rows.js';
import { findBuyersOrder } from '../queries/order-view.js';

export async function cancelOrder(context: PaymentsContext, userId: bigint, orderNo: string): Promise<OrderRow> {
  const order = await findBuyersOrder(context.db, userId, orderNo);
  if (order.state !== 'created') throw new ApiError('orderNotCancellable');
  const outcome = await closeOrder(context, order, 'member', 'cancelled');
  if (outcome === 'paid') throw new ApiError('orderNotCancellable');
  return findBuyersOrder(context.db, userId, orderNo);
}
