/** The buyer asks to pay an order still `created` again (another method, or the same one: the cached action). */
import { eq } from 'drizzle-orm';
import type { PayMethod } from '@culture/protocol';
import { users } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import type { PaymentsContext } from '../payments-context.js';
import { findBuyersOrder } from '../queries/order-view.js';
import { preparePay, type PreparedPay } from './pay-action.js';

export async function repayOrder(
  context: PaymentsContext,
  userId: bigint,
  orderNo: string,
  method: PayMethod,
  clientIp: string,
): Promise<PreparedPay> {
  const order = await findBuyersOrder(context.db, userId, orderNo);
  if (order.state !== 'created' || order.expiresAt.getTime() <= context.now()) throw new ApiError('orderNotPayable');
  const [buyer] = await context.db.select({ openId: users.wechatOpenId }).from(users).where(eq(users.id, userId));
  return preparePay(context, order, method, { openId: buyer?.openId ?? null, clientIp });
}
