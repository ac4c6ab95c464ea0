/**
 * The orders section (docs/payments.md, "Operator API"; the finance role): orders found and
 * refunded, members' refund requests decided, reconciliation with WeChat Pay and what needs a
 * person, and products with the card-holder list (shop.manage).
 */
import { useState } from 'react';
import { useStore } from '../../../lib/store';
import { opsSessionStore } from '../model/ops-session';
import { useOrdersTexts } from '../model/orders-texts';
import { OrderList } from './order-list';
import { ProductsPanel } from './products-panel';
import { ReconciliationPanel } from './reconciliation-panel';
import { RefundRequests } from './refund-requests';
import { SectionTabs } from './section-tabs';
import admin from './admin.module.css';

type Tab = 'orders' | 'requests' | 'reconciliation' | 'products';

export function OrdersPage() {
  const { texts } = useOrdersTexts();
  const session = useStore(opsSessionStore);
  const permissions = session.status === 'signedIn' ? session.operator.permissions : [];
  const tabs: Tab[] = [
    ...(permissions.includes('orders.manage') ? (['orders', 'requests', 'reconciliation'] as const) : []),
    ...(permissions.includes('shop.manage') ? (['products'] as const) : []),
  ];
  const [tab, setTab] = useState<Tab>(tabs[0] ?? 'orders');
  return (
    <section data-testid="ops-orders">
      <h1>{texts.heading}</h1>
      <SectionTabs tabs={tabs} current={tab} labels={texts.tabs} onChoose={setTab} testIdPrefix="orders" />
      <p className={admin.muted}>{texts.times}</p>
      {tab === 'orders' && <OrderList />}
      {tab === 'requests' && <RefundRequests />}
      {tab === 'reconciliation' && <ReconciliationPanel />}
      {tab === 'products' && <ProductsPanel />}
    </section>
  );
}
