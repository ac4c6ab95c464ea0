/**
 * One order (/order/:orderNo, login): the payment's result, then its receipt and refund request.
 * The browser's word is never taken for a payment (docs/payments.md, "Screens: buying"): an unpaid
 * order is asked of the server every 2 s (which asks WeChat Pay) with a spinner, for about a
 * minute; then the page says politely that My orders will show the answer, and offers to check
 * again. Opened from My orders, an unpaid order offers paying or cancelling at once.
 */
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ERRORS } from '@culture/protocol';
import { Layout } from '../../../components/layout/layout';
import { EmptyState, LoadFailed } from '../../../components/page/empty-state';
import { RequireLogin } from '../../../components/page/require-login';
import { ListSpinner } from '../../../components/page/paged-list';
import { ApiRequestError } from '../../../lib/api-client';
import { withQueryClient } from '../../../lib/query-client';
import { useOrder } from '../api/checkout-api';
import { OrderStatus } from '../components/order-status';
import { useGiveUp } from '../components/use-give-up';

/** How long the page waits for WeChat Pay's answer before saying My orders will show it. */
export const GIVE_UP_AFTER_MS = 60_000;

/** Router state a link from My orders carries: the person is looking, not paying. */
export interface OrderLinkState {
  browsing?: boolean;
}

export function OrderResult({
  orderNo,
  giveUpAfterMs = GIVE_UP_AFTER_MS,
  pollMs = 2_000,
}: {
  orderNo: string;
  giveUpAfterMs?: number;
  pollMs?: number;
}) {
  const { t } = useTranslation();
  const browsing = (useLocation().state as OrderLinkState | null)?.browsing === true;
  const [waiting, setWaiting] = useState(!browsing);
  const query = useOrder(orderNo, { poll: waiting, pollMs });
  const unpaid = query.data?.state === 'created';
  const gaveUp = useGiveUp(waiting && unpaid, giveUpAfterMs, () => setWaiting(false));
  if (query.isPending) return <ListSpinner />;
  if (query.isError) {
    return query.error instanceof ApiRequestError && query.error.code === ERRORS.orderNotFound.code ? (
      <EmptyState illustration="not-found" text={t('checkout.result.notFound')} testId="order-not-found" />
    ) : (
      <LoadFailed text={t('checkout.result.loadFailed')} onRetry={() => void query.refetch()} />
    );
  }
  return (
    <OrderStatus
      order={query.data}
      waiting={waiting && unpaid}
      slow={gaveUp}
      onCheckAgain={() => {
        setWaiting(true);
        void query.refetch();
      }}
    />
  );
}

export const OrderPage = withQueryClient(function OrderPage() {
  const { t } = useTranslation();
  const { orderNo = '' } = useParams();
  return (
    <Layout title={t('checkout.result.title')} back>
      <RequireLogin>
        <OrderResult key={orderNo} orderNo={orderNo} />
      </RequireLogin>
    </Layout>
  );
});
