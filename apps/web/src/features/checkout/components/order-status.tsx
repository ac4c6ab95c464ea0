/**
 * What happened to an order, in words (docs/payments.md, "Screens: buying"): waiting for WeChat
 * Pay's answer (spinner), not answered yet (My orders will show it; check again), unpaid (pay now or
 * cancel), paid and what it gave with the way to it, paid but not granted (refund on its way),
 * closed, and the refund states; the receipt once paid, and the refund request while allowed.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, type OrderView } from '@culture/protocol';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/feedback/spinner';
import { formatFen } from '../../../lib/money';
import { showToast } from '../../../lib/toast';
import { useCancelOrder } from '../api/checkout-api';
import { PAID_STATES, orderTimeText } from '../lib/order-text';
import { CheckoutSheet } from './checkout-sheet';
import { Receipt } from './receipt';
import { RefundRequest, canAskRefund } from './refund-request';
import styles from './order-status.module.css';

export function OrderHeader({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  return (
    <div className={styles.header}>
      <img src={order.image} alt="" width={72} height={72} className={styles.thumb} />
      <div className={styles.headerText}>
        <h2 className={styles.name}>{order.product_name}</h2>
        <p className={styles.amount}>{formatFen(order.amount_fen)}</p>
        <span className={styles.state} data-state={order.state} data-testid="order-state">
          {t(`checkout.states.${order.state}`)}
        </span>
      </div>
    </div>
  );
}

function Unpaid({ order, slow, onCheckAgain }: { order: OrderView; slow: boolean; onCheckAgain: () => void }) {
  const { t, i18n } = useTranslation();
  const cancel = useCancelOrder();
  const [paying, setPaying] = useState(false);
  return (
    <div className={styles.panel}>
      {slow ? (
        <div role="status" data-testid="order-slow">
          <p className={styles.headline}>{t('checkout.result.slow')}</p>
          <p className={styles.text}>{t('checkout.result.slowText')}</p>
        </div>
      ) : (
        <p className={styles.text} data-testid="order-unpaid">
          {t('checkout.result.unpaid', { time: orderTimeText(order.expires_at, i18n.language) })}
        </p>
      )}
      {slow && (
        <Button block onClick={onCheckAgain} data-testid="order-check-again">
          {t('checkout.result.checkAgain')}
        </Button>
      )}
      <Button block variant={slow ? 'ghost' : 'primary'} onClick={() => setPaying(true)} data-testid="order-pay">
        {t('checkout.payAgain')}
      </Button>
      <Button
        block
        variant="plain"
        disabled={cancel.isPending}
        onClick={() =>
          cancel.mutate(
            { orderNo: order.order_no },
            {
              onSuccess: () => showToast(t('checkout.orderCancelled'), 'ok'),
              onError: (error) => showToast(error.message, 'warning'),
            },
          )
        }
        data-testid="order-cancel"
      >
        {t('checkout.cancelOrder')}
      </Button>
      {paying && <CheckoutSheet productId={order.product_id} order={order} onClose={() => setPaying(false)} />}
    </div>
  );
}

/** The outcome sentence (and the way to what was bought) for a settled order. */
function Outcome({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const refund = order.refund;
  let text: string;
  if (order.state === 'fulfilled') text = t(`checkout.result.got.${order.product_kind}`);
  else if (order.state === 'paid') text = t('checkout.result.paidNotGranted');
  else if (order.state === 'closed') text = t('checkout.result.closed');
  else if (order.state === 'refund-requested') text = t('checkout.result.refundRequested');
  else if (order.state === 'refunding') text = t('checkout.result.refunding');
  else if (order.state === 'refunded') text = t('checkout.result.refunded', { amount: formatFen(order.refunded_fen) });
  else if (order.state === 'partially-refunded')
    text = t('checkout.result.partiallyRefunded', { amount: formatFen(order.refunded_fen) });
  else text = t('checkout.result.refundFailed');
  const granted = order.state === 'fulfilled';
  return (
    <div className={styles.panel} role="status" data-testid="order-outcome">
      {granted && <p className={styles.headline}>{t('checkout.result.paid')}</p>}
      <p className={styles.text}>{text}</p>
      {granted && refund?.state === 'rejected' && (
        <p className={styles.text} data-testid="refund-rejected">
          {t('checkout.result.refundRejected')}
          {refund.decision_note ? ` ${t('checkout.result.refundRejectedNote', { note: refund.decision_note })}` : ''}
        </p>
      )}
      {granted &&
        (order.product_kind === 'dress' ? (
          <Link to={APP_ROUTES.world} className={styles.cta} data-testid="order-goto">
            {t('checkout.result.openWardrobe')}
          </Link>
        ) : (
          <Link to={APP_ROUTES.mobilePage} className={styles.cta} data-testid="order-goto">
            {t('checkout.result.seeCertificates')}
          </Link>
        ))}
    </div>
  );
}

export function OrderStatus({
  order,
  waiting,
  slow,
  onCheckAgain,
}: {
  order: OrderView;
  waiting: boolean;
  slow: boolean;
  onCheckAgain: () => void;
}) {
  const { t } = useTranslation();
  return (
    <article className={styles.page} data-testid="order-result" data-state={order.state}>
      <OrderHeader order={order} />
      {order.state === 'created' && waiting && (
        <div className={styles.panel} role="status" aria-live="polite" data-testid="order-waiting">
          <Spinner size={36} />
          <p className={styles.headline}>{t('checkout.result.waiting')}</p>
          <p className={styles.text}>{t('checkout.result.waitingText')}</p>
        </div>
      )}
      {order.state === 'created' && !waiting && <Unpaid order={order} slow={slow} onCheckAgain={onCheckAgain} />}
      {order.state !== 'created' && <Outcome order={order} />}
      {PAID_STATES.includes(order.state) && <Receipt order={order} />}
      {canAskRefund(order, Date.now()) && <RefundRequest order={order} />}
      <Link to={APP_ROUTES.myOrders} className={styles.more} data-testid="order-my-orders">
        {t('checkout.result.myOrders')}
      </Link>
    </article>
  );
}
