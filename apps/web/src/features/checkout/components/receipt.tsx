/** The receipt of a paid order: order number, WeChat Pay's transaction id, when, how much, to whom. */
import { useTranslation } from 'react-i18next';
import type { OrderView } from '@culture/protocol';
import { formatFen } from '../../../lib/money';
import { orderTimeText } from '../lib/order-text';
import styles from './checkout.module.css';

export function Receipt({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation();
  return (
    <section className={styles.box} aria-labelledby="receipt-title" data-testid="order-receipt">
      <h3 id="receipt-title" className={styles.boxTitle}>
        {t('checkout.receipt.title')}
      </h3>
      <dl className={styles.facts}>
        <dt>{t('checkout.receipt.orderNo')}</dt>
        <dd data-testid="receipt-order-no">{order.order_no}</dd>
        <dt className={styles.factWide}>{t('checkout.receipt.transactionId')}</dt>
        <dd className={styles.factWide} data-testid="receipt-transaction">
          {order.transaction_id ?? '—'}
        </dd>
        <dt>{t('checkout.receipt.paidAt')}</dt>
        <dd>{order.paid_at ? orderTimeText(order.paid_at, i18n.language) : '—'}</dd>
        <dt>{t('checkout.receipt.amount')}</dt>
        <dd data-testid="receipt-amount">
          {formatFen(order.amount_fen)}
          {order.price === 'member' && ` · ${t('checkout.receipt.memberPrice')}`}
        </dd>
        <dt>{t('checkout.receipt.merchant')}</dt>
        <dd>{t('app.name')}</dd>
      </dl>
    </section>
  );
}
