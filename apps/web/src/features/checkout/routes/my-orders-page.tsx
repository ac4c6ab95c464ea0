/** My orders (/my-orders, login, from /My): newest first, each with its state in words, amount and date. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, type OrderView } from '@culture/protocol';
import { Layout } from '../../../components/layout/layout';
import { EmptyState } from '../../../components/page/empty-state';
import { PagedList } from '../../../components/page/paged-list';
import { RequireLogin } from '../../../components/page/require-login';
import { formatFen } from '../../../lib/money';
import { withQueryClient } from '../../../lib/query-client';
import { useMyOrders } from '../api/checkout-api';
import { orderTimeText } from '../lib/order-text';
import { resultPath } from '../components/use-pay-flow';
import type { OrderLinkState } from './order-page';
import styles from './my-orders.module.css';

function OrderRow({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation();
  const state: OrderLinkState = { browsing: true };
  return (
    <li>
      <Link to={resultPath(order.order_no)} state={state} className={styles.row} data-testid="my-order" data-state={order.state}>
        <img src={order.image} alt="" width={56} height={56} className={styles.thumb} />
        <span className={styles.text}>
          <span className={styles.name}>{order.product_name}</span>
          <span className={styles.date}>{orderTimeText(order.created_at, i18n.language)}</span>
        </span>
        <span className={styles.side}>
          <span className={styles.amount}>{formatFen(order.amount_fen)}</span>
          <span className={styles.state} data-state={order.state}>
            {t(`checkout.states.${order.state}`)}
          </span>
        </span>
      </Link>
    </li>
  );
}

function Orders() {
  const { t } = useTranslation();
  const query = useMyOrders();
  return (
    <PagedList
      query={query}
      failedText={t('checkout.orders.loadFailed')}
      loadMoreText={t('checkout.orders.loadMore')}
      noMoreText={t('checkout.orders.noMore')}
      empty={
        <EmptyState
          title={t('checkout.orders.empty')}
          text={t('checkout.orders.emptyText')}
          testId="my-orders-empty"
          action={
            <Link to={APP_ROUTES.pocket} className={styles.explore}>
              {t('checkout.orders.explore')}
            </Link>
          }
        />
      }
    >
      {(orders) => (
        <ul className={styles.list} data-testid="my-orders">
          {orders.map((order) => (
            <OrderRow key={order.order_no} order={order} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}

export const MyOrdersPage = withQueryClient(function MyOrdersPage() {
  const { t } = useTranslation();
  return (
    <Layout title={t('checkout.orders.title')} back>
      <RequireLogin>
        <Orders />
      </RequireLogin>
    </Layout>
  );
});
