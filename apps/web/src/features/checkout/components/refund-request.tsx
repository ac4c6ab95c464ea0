/**
 * A member asks for a refund within the product's window (docs/payments.md, "Refunds"): a reason,
 * then the order's refund state (the order is asked again after the request).
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderView } from '@culture/protocol';
import { Button } from '../../../components/button';
import { showToast } from '../../../lib/toast';
import { useRequestRefund } from '../api/checkout-api';
import { orderTimeText } from '../lib/order-text';
import styles from './checkout.module.css';

/**
 * Whether the member may ask now: paid and granted, no refund yet or only a declined one (the
 * member may ask again, docs/payments.md "Refunds"), before the window closes.
 */
export function canAskRefund(order: OrderView, nowMs: number): boolean {
  return (
    order.state === 'fulfilled' &&
    (order.refund === null || order.refund.state === 'rejected') &&
    order.refundable_until !== null &&
    Date.parse(order.refundable_until) > nowMs
  );
}

export function RefundRequest({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const refund = useRequestRefund();
  const submit = () => {
    const text = reason.trim();
    if (!text) return showToast(t('checkout.refund.reasonNeeded'), 'warning');
    refund.mutate(
      { orderNo: order.order_no, reason: text },
      {
        onSuccess: () => showToast(t('checkout.refund.sent'), 'ok'),
        onError: (error) => showToast(error.message, 'warning'),
      },
    );
  };
  return (
    <section className={styles.box} aria-labelledby={`${id}-title`} data-testid="refund-request">
      <h3 id={`${id}-title`} className={styles.boxTitle}>
        {t('checkout.refund.title')}
      </h3>
      {order.refundable_until && (
        <p className={styles.fine}>
          {t('checkout.refund.until', { time: orderTimeText(order.refundable_until, i18n.language) })}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-reason`}>{t('checkout.refund.reason')}</label>
        <textarea
          id={`${id}-reason`}
          className={styles.textarea}
          value={reason}
          maxLength={200}
          onChange={(event) => setReason(event.target.value)}
          data-testid="refund-reason"
        />
      </div>
      <Button variant="ghost" block disabled={refund.isPending} onClick={submit} data-testid="refund-submit">
        {t('checkout.refund.submit')}
      </Button>
    </section>
  );
}
