/** Dates on orders and receipts, read in China's time (where the merchant and WeChat Pay's bill are). */
export const MERCHANT_TIME_ZONE = 'Asia/Shanghai';

/** "Nov 27, 2026, 14:05" in the reader's language. */
export function orderTimeText(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: MERCHANT_TIME_ZONE,
  }).format(new Date(iso));
}

/** States after a payment: the receipt is shown for these. */
export const PAID_STATES: readonly string[] = [
  'paid',
  'fulfilled',
  'refund-requested',
  'refunding',
  'refunded',
  'partially-refunded',
  'refund-failed',
];
