/**
 * Members' refund requests waiting for a decision, paged on the server with the longest waiting
 * first (docs/operator-console.md, "Orders"): approve sends the refund; reject needs a note, which
 * the member reads on their order.
 */
import { useCallback, useState } from 'react';
import type { AdminOrder } from '@culture/protocol';
import { formatFen } from '../../../lib/money';
import { ordersApi } from '../api/orders-client';
import { formatChinaTime } from '../model/order-filters';
import { useOrdersTexts } from '../model/orders-texts';
import { fill } from '../model/ops-texts';
import { usePaged } from '../model/use-paged';
import { DataTable } from './data-table';
import styles from './coupons.module.css';
import ops from './ops.module.css';
import { OutcomeLine } from './outcome';
import { PagedFooter } from './paged-footer';

/** Approve or reject one request; a rejection needs the note the member will read. */
export function RefundDecision({ outRefundNo, onDecided }: { outRefundNo: string; onDecided: (text: string) => void }) {
  const { texts, ops: opsTexts } = useOrdersTexts();
  const t = texts.requests;
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const decide = async (decision: 'approve' | 'reject') => {
    if (decision === 'reject' && !note.trim()) return setError(t.needsNote);
    setBusy(true);
    setError(null);
    try {
      const done = await ordersApi.decide(outRefundNo, { decision, note: note.trim() });
      onDecided(fill(texts.refund.done, { no: done.out_refund_no, outcome: texts.outcomes[done.outcome] ?? done.outcome }));
    } catch (e) {
      setError((e as Error).message || opsTexts.error);
      setBusy(false);
    }
  };
  return (
    <div data-testid="refund-decision">
      <div className={styles.inline}>
        <input
          aria-label={t.note}
          placeholder={t.notePlaceholder}
          maxLength={200}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          data-testid="refund-request-note"
        />
        <button
          type="button"
          className={ops.primary}
          disabled={busy}
          onClick={() => void decide('approve')}
          data-testid="refund-request-approve"
        >
          {t.approve}
        </button>
        <button
          type="button"
          className={ops.secondary}
          disabled={busy}
          onClick={() => void decide('reject')}
          data-testid="refund-request-reject"
        >
          {t.reject}
        </button>
      </div>
      {error && (
        <p className={ops.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function RequestTable({ orders, onDecided }: { orders: AdminOrder[]; onDecided: (text: string) => void }) {
  const { texts, locale } = useOrdersTexts();
  const t = texts.requests;
  // Each order with the refund it waits on (an order whose request was decided meanwhile is left out).
  const rows = orders.flatMap((order) => {
    const refund = order.refunds.find((r) => r.state === 'requested');
    return refund ? [{ order, refund }] : [];
  });
  return (
    <DataTable
      rows={rows}
      columns={[
        { id: 'orderNo', header: texts.list.orderNo, cell: ({ order }) => order.order_no },
        { id: 'asked', header: t.asked, cell: ({ refund }) => formatChinaTime(refund.created_at, locale) },
        { id: 'member', header: texts.list.member, cell: ({ order }) => order.phone ?? order.user_id ?? '—' },
        { id: 'product', header: texts.list.product, cell: ({ order }) => order.product_id },
        { id: 'amount', header: texts.list.amount, className: styles.num, cell: ({ refund }) => formatFen(refund.amount_fen) },
        { id: 'reason', header: t.reason, cell: ({ refund }) => refund.reason },
        {
          id: 'note',
          header: t.note,
          cell: ({ refund }) => <RefundDecision outRefundNo={refund.out_refund_no} onDecided={onDecided} />,
        },
      ]}
      rowKey={({ order }) => order.order_no}
      rowTestId={({ order }) => `refund-request-${order.order_no}`}
      className={styles.table}
    />
  );
}

export function RefundRequests() {
  const { texts, ops: opsTexts } = useOrdersTexts();
  const t = texts.requests;
  const [message, setMessage] = useState<{ ok: boolean; message: string } | null>(null);
  const [total, setTotal] = useState<number | null>(null);
  const loadPage = useCallback(async (cursor: string | null) => {
    const page = await ordersApi.refundRequests(cursor);
    setTotal(page.total);
    return { rows: page.content, next: page.next_cursor };
  }, []);
  const paged = usePaged<AdminOrder>(loadPage, 'refund-requests');
  const waiting = paged.loading && paged.rows.length === 0 ? null : paged.rows;
  const load = paged.reload;
  return (
    <div className={styles.panel} data-testid="refund-requests">
      {paged.error !== null && total === null && (
        <p className={ops.error} role="alert">
          {paged.error || opsTexts.error}
        </p>
      )}
      <OutcomeLine outcome={message} testId="refund-request-message" />
      {waiting && waiting.length === 0 && <p>{t.empty}</p>}
      {waiting && waiting.length > 0 && (
        <RequestTable
          orders={waiting}
          onDecided={(text) => {
            setMessage({ ok: true, message: text });
            load();
          }}
        />
      )}
      {total !== null && total > 0 && <PagedFooter paged={paged} />}
    </div>
  );
}
