/** Orders, newest first, 50 a page from the server, filtered; one opened below the list. */
import { useState, type FormEvent } from 'react';
import { ORDER_STATES, type AdminOrder } from '@culture/protocol';
import { formatFen } from '../../../lib/money';
import { ordersApi } from '../api/orders-client';
import { EMPTY_FILTERS, formatChinaTime, orderQuery, type OrderFilterForm } from '../model/order-filters';
import { useOrdersTexts } from '../model/orders-texts';
import { usePaged } from '../model/use-paged';
import { DataTable } from './data-table';
import styles from './coupons.module.css';
import { OrderDetail } from './order-detail';
import ops from './ops.module.css';
import { PagedFooter } from './paged-footer';

function Filters({ onSearch }: { onSearch: (form: OrderFilterForm) => void }) {
  const { texts } = useOrdersTexts();
  const t = texts.filters;
  const [form, setForm] = useState(EMPTY_FILTERS);
  const field = (key: keyof OrderFilterForm) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
    'data-testid': `orders-filter-${key}`,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(form);
  };
  return (
    <form className={styles.panel} onSubmit={submit} data-testid="orders-filters">
      <div className={styles.inline}>
        <label>
          {t.member}
          <input {...field('member')} />
        </label>
        <label>
          {t.orderNo}
          <input {...field('orderNo')} />
        </label>
        <label>
          {t.state}
          <select {...field('state')}>
            <option value="">{t.any}</option>
            {ORDER_STATES.map((s) => (
              <option key={s} value={s}>
                {texts.states[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.product}
          <input {...field('product')} />
        </label>
        <label>
          {t.from}
          <input type="date" {...field('from')} />
        </label>
        <label>
          {t.to}
          <input type="date" {...field('to')} />
        </label>
        <button type="submit" className={ops.primary} data-testid="orders-search">
          {t.search}
        </button>
        <button
          type="button"
          className={ops.secondary}
          onClick={() => {
            setForm(EMPTY_FILTERS);
            onSearch(EMPTY_FILTERS);
          }}
        >
          {t.reset}
        </button>
      </div>
    </form>
  );
}

export function OrderTable({ orders, onOpen }: { orders: AdminOrder[]; onOpen?: (orderNo: string) => void }) {
  const { texts, locale } = useOrdersTexts();
  const t = texts.list;
  return (
    <DataTable
      rows={orders}
      columns={[
        { id: 'orderNo', header: t.orderNo, cell: (o) => o.order_no },
        { id: 'created', header: t.created, cell: (o) => formatChinaTime(o.created_at, locale) },
        { id: 'member', header: t.member, cell: (o) => o.phone ?? o.user_id ?? '—' },
        { id: 'product', header: t.product, cell: (o) => o.product_id },
        { id: 'amount', header: t.amount, className: styles.num, cell: (o) => formatFen(o.paid_fen ?? o.amount_fen) },
        {
          id: 'state',
          header: t.state,
          cellProps: (o) => ({ 'data-testid': `order-state-${o.order_no}` }),
          cell: (o) => texts.states[o.state],
        },
        {
          id: 'open',
          cell: (o) =>
            onOpen && (
              <button
                type="button"
                className={ops.secondary}
                onClick={() => onOpen(o.order_no)}
                data-testid={`order-open-${o.order_no}`}
              >
                {t.open}
              </button>
            ),
        },
      ]}
      rowKey={(o) => o.order_no}
      rowTestId={(o) => `order-row-${o.order_no}`}
      className={styles.table}
    />
  );
}

export function OrderList() {
  const [form, setForm] = useState(EMPTY_FILTERS);
  const [opened, setOpened] = useState<string | null>(null);
  const query = orderQuery(form);
  const paged = usePaged(async (cursor) => {
    const page = await ordersApi.list(query, cursor);
    return { rows: page.content, next: page.next_cursor };
  }, JSON.stringify(query));
  return (
    <div>
      <Filters
        onSearch={(f) => {
          setOpened(null);
          setForm(f);
        }}
      />
      <div className={styles.panel}>
        <OrderTable orders={paged.rows} onOpen={setOpened} />
        <PagedFooter paged={paged} />
      </div>
      {opened && <OrderDetail key={opened} orderNo={opened} onClose={() => setOpened(null)} onChanged={paged.reload} />}
    </div>
  );
}
