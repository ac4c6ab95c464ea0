/**
 * What a paid order grants, and taking it back (docs/payments.md, "Refunds"). The grant itself is
 * written by the orders side; withdrawGrant below runs in the transaction that records a refund's
 * success.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { certificates, dressPurchases, vrAvatars } from '../../db/schema.js';
import type { Transaction } from '../../db/client.js';

/**
 * Withdraws what `order` granted: its certificate says withdrawn (the public check shows it), its
 * dress is no longer owned and comes off the avatar if worn. Safe to call for an order that
 * granted nothing (a payment refunded before fulfilment) and a second time.
 */
export async function withdrawGrant(tx: Transaction, order: { id: bigint }, at: Date): Promise<void> {
  await tx
    .update(certificates)
    .set({ withdrawnAt: at })
    .where(and(eq(certificates.orderId, order.id), isNull(certificates.withdrawnAt)));
  const withdrawn = await tx
    .update(dressPurchases)
    .set({ withdrawnAt: at })
    .where(and(eq(dressPurchases.orderId, order.id), isNull(dressPurchases.withdrawnAt)))
    .returning({ userId: dressPurchases.userId, dressId: dressPurchases.dressId });
  for (const { userId, dressId } of withdrawn) {
    await tx
      .update(vrAvatars)
      .set({ dressId: null, updatedAt: at })
      .where(and(eq(vrAvatars.userId, userId), eq(vrAvatars.dressId, dressId)));
  }
}
