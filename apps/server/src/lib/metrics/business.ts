/**
 * The product's own rates (docs/operations.md, "Metrics"): badge claims, coupon claims and
 * redemptions, orders and payment notifications. Each command counts its outcome where it runs
 * (lib/metrics/outcomes.ts); payments call `paymentsMetrics`.
 */
import { counter } from './registry.js';
import { withOutcomes } from './outcomes.js';

export const badgeClaims = withOutcomes(
  counter('culture_badge_claims_total', 'Badge claims answered, by outcome (ok, refused, failed).', ['outcome']),
);

export const couponClaims = withOutcomes(
  counter('culture_coupon_claims_total', 'Coupon claims answered, by outcome (ok, refused, failed).', ['outcome']),
);

export const couponRedemptions = withOutcomes(
  counter('culture_coupon_redemptions_total', 'Coupons redeemed at a counter, by outcome (ok, refused, failed).', ['outcome']),
);

/** What happens to an order (docs/payments.md): each step counted once where it commits. */
export type OrderEvent = 'created' | 'paid' | 'refunded' | 'closed' | 'failed';
const ORDER_EVENTS: readonly OrderEvent[] = ['created', 'paid', 'refunded', 'closed', 'failed'];

const orders = counter('culture_orders_total', 'Orders by what happened to them: created, paid, refunded, closed, failed.', [
  'event',
]);
for (const event of ORDER_EVENTS) orders.inc({ event }, 0);

const paymentNotices = counter(
  'culture_payment_notifications_total',
  'Payment provider notifications received, by outcome (ok, refused: signature or body refused, failed).',
  ['outcome'],
);
withOutcomes(paymentNotices);

/**
 * The payments module's hooks: call `order('created')` when an order row commits, `order('paid')`
 * when a payment is confirmed (notification or query), `order('refunded')`, `order('closed')`
 * (expired or cancelled unpaid), `order('failed')` (the provider refused); `notification(outcome)`
 * once per provider notification answered.
 */
export const paymentsMetrics = {
  order(event: OrderEvent) {
    orders.inc({ event });
  },
  notification(outcome: 'ok' | 'refused' | 'failed') {
    paymentNotices.inc({ outcome });
  },
};
