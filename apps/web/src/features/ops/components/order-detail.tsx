/** One order: its figures, refunds, history and certificate, and a direct refund with a confirm step. */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { AdminOrderDetail } from '@culture/protocol';
import { formatFen } from '../../../lib/money';
import { ordersApi } from '../api/orders-client';
import { formatChinaTime } from '../model/order-filters';
import { yuanToFen } from '../model/yuan';
import { useOrdersTexts } from '../model/orders-texts';
import { fill } from '../model/ops-texts';
import { DataTable } from './data-table';
import local from './orders.module.css';
import styles from './coupons.module.css';
import ops from './ops.module.css';
import { RefundDecision } from './refund-requests';

/** States a direct refund starts from (docs/payments.md, "Order states"); a request is decided instead. */
const REFUNDABLE = new Set(['fulfilled', 'paid', 'refund-failed', 'partially-refunded']);

/** The refund's second step: the amount and the order said in words, then yes or cancel. */
function ConfirmRefund({ text, busy, onYes, onNo }: { text: string; busy: boolean; onYes: () => void; onNo: () => void }) {
  const { texts } = useOrdersTexts();
  return (
    <div className={styles.inline} role="alertdialog" aria-label={texts.refund.heading}>
      <span data-testid="order-refund-confirm-text">{text}</span>
      <button type="button" className={ops.primary} disabled={busy} onClick={onYes} data-testid="order-refund-confirm">
        {texts.refund.yes}
      </button>
      <button type="button" className={ops.secondary} onClick={onNo}>
        {texts.refund.cancel}
      </button>
    </div>
  );
}

function DirectRefund({ detail, onDone }: { detail: AdminOrderDetail; onDone: (message: string) => void }) {
  const { texts, ops: opsTexts } = useOrdersTexts();
  const t = texts.refund;
  // What is left to refund: earlier partial refunds (succeeded or in flight) count against the payment.
  const paid =
    (detail.order.paid_fen ?? detail.order.amount_fen) -
    detail.order.refunds
      .filter((r) => r.state === 'succeeded' || r.state === 'processing' || r.state === 'requested')
      .reduce((sum, r) => sum + r.amount_fen, 0);
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [confirming, setConfirming] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ask = (event: FormEvent) => {
    event.preventDefault();
    const fen = amount.trim() ? yuanToFen(amount) : paid;
    if (fen === null || fen < 1 || fen > paid) return setError(t.badAmount);
    setError(null);
    setConfirming(fen);
  };
  const refund = async (fen: number) => {
    setBusy(true);
    try {
      const done = await ordersApi.refund(detail.order.order_no, {
        reason: reason.trim(),
        ...(fen < paid ? { amount_fen: fen } : {}),
      });
      onDone(fill(t.done, { no: done.out_refund_no, outcome: texts.outcomes[done.outcome] ?? done.outcome }));
    } catch (e) {
      setError((e as Error).message || opsTexts.error);
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };
  return (
    <form className={styles.panel} onSubmit={ask} data-testid="order-refund">
      <h3>{t.heading}</h3>
      <div className={styles.inline}>
        <label>
          {t.reason}
          <input
            required
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            data-testid="order-refund-reason"
          />
        </label>
        <label>
          {fill(t.amount, { paid: formatFen(paid) })}
          <input
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            data-testid="order-refund-amount"
          />
        </label>
        {confirming === null && (
          <button type="submit" className={ops.secondary} data-testid="order-refund-submit">
            {t.submit}
          </button>
        )}
      </div>
      {confirming !== null && (
        <ConfirmRefund
          text={fill(t.confirm, { amount: formatFen(confirming), no: detail.order.order_no })}
          busy={busy}
          onYes={() => void refund(confirming)}
          onNo={() => setConfirming(null)}
        />
      )}
      {error && (
        <p className={ops.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function Facts({ detail }: { detail: AdminOrderDetail }) {
  const { texts, locale } = useOrdersTexts();
  const t = texts.detail;
  const o = detail.order;
  const time = (iso: string | null) => (iso ? formatChinaTime(iso, locale) : '—');
  const rows: Array<[string, string]> = [
    [t.member, [o.phone, o.user_id].filter(Boolean).join(' · ') || '—'],
    [t.product, `${detail.product_name} (${o.product_id})`],
    [t.amount, formatFen(o.amount_fen)],
    [t.paid, o.paid_fen === null ? '—' : formatFen(o.paid_fen)],
    [t.price, t.prices[o.price] ?? o.price],
    [t.method, o.method],
    [t.transaction, o.transaction_id ?? '—'],
    [t.created, time(o.created_at)],
    [t.paidAt, time(o.paid_at)],
    [t.expires, time(detail.expires_at)],
    [t.closedAt, time(detail.closed_at)],
  ];
  const cert = detail.certificate;
  return (
    <dl className={local.facts} data-testid="order-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div>
        <dt>{t.certificate}</dt>
        <dd data-testid="order-certificate">
          {cert
            ? `${cert.code} · ${fill(t.serial, { serial: cert.serial })} · ${cert.withdrawn_at ? fill(t.withdrawn, { at: time(cert.withdrawn_at) }) : t.valid}`
            : t.noCertificate}
        </dd>
      </div>
    </dl>
  );
}

function Refunds({ detail }: { detail: AdminOrderDetail }) {
  const { texts, locale } = useOrdersTexts();
  const t = texts.detail;
  if (detail.order.refunds.length === 0) return <p>{t.noRefunds}</p>;
  return (
    <DataTable
      rows={detail.order.refunds}
      columns={[
        { id: 'refundNo', header: t.refundNo, cell: (r) => r.out_refund_no },
        { id: 'amount', header: t.amount, className: styles.num, cell: (r) => formatFen(r.amount_fen) },
        {
          id: 'state',
          header: texts.list.state,
          cell: (r) => `${texts.refundStates[r.state] ?? r.state} (${texts.by[r.requested_by] ?? r.requested_by})`,
        },
        { id: 'reason', header: t.reason, cell: (r) => r.reason },
        { id: 'note', header: t.note, cell: (r) => r.decision_note ?? '—' },
        { id: 'created', header: t.created, cell: (r) => formatChinaTime(r.created_at, locale) },
        { id: 'settled', header: t.settled, cell: (r) => (r.settled_at ? formatChinaTime(r.settled_at, locale) : '—') },
      ]}
      rowKey={(r) => r.out_refund_no}
      className={styles.table}
      testId="order-refunds"
    />
  );
}

function Timeline({ detail }: { detail: AdminOrderDetail }) {
  const { texts, locale } = useOrdersTexts();
  const t = texts.detail;
  const state = (s: string | null) => (s ? ((texts.states as Record<string, string>)[s] ?? s) : '—');
  if (detail.events.length === 0) return <p>{t.noEvents}</p>;
  return (
    <ol data-testid="order-timeline">
      {detail.events.map((e, i) => (
        <li key={i}>
          {`${formatChinaTime(e.at, locale)} · ${state(e.from_state)} → ${state(e.to_state)} · ${t.source}: ${texts.by[e.source] ?? e.source}`}
        </li>
      ))}
    </ol>
  );
}

export function OrderDetail({ orderNo, onClose, onChanged }: { orderNo: string; onClose: () => void; onChanged: () => void }) {
  const { texts, ops: opsTexts } = useOrdersTexts();
  const t = texts.detail;
  const [detail, setDetail] = useState<AdminOrderDetail | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    ordersApi
      .detail(orderNo)
      .then(setDetail)
      .catch((e: Error) => setError(e.message || opsTexts.error));
  }, [orderNo, opsTexts.error]);
  useEffect(load, [load]);
  const changed = (text: string) => {
    setMessage(text);
    load();
    onChanged();
  };
  const pending = detail?.order.refunds.find((r) => r.state === 'requested' && r.requested_by === 'member');
  return (
    <div className={styles.panel} data-testid="order-detail">
      <div className={styles.inline}>
        <h2>{fill(t.heading, { no: orderNo })}</h2>
        <button type="button" className={ops.secondary} onClick={onClose}>
          {t.close}
        </button>
      </div>
      {error && (
        <p className={ops.error} role="alert">
          {error}
        </p>
      )}
      {message && (
        <p className={styles.ok} role="status" data-testid="order-message">
          {message}
        </p>
      )}
      {detail && (
        <>
          <p data-testid="order-detail-state">{texts.states[detail.order.state]}</p>
          <Facts detail={detail} />
          <h3>{t.refunds}</h3>
          <Refunds detail={detail} />
          <h3>{t.timeline}</h3>
          <Timeline detail={detail} />
          {pending && (
            <div className={styles.panel}>
              <h3>{fill(t.request, { reason: pending.reason })}</h3>
              <RefundDecision outRefundNo={pending.out_refund_no} onDecided={changed} />
            </div>
          )}
          {REFUNDABLE.has(detail.order.state) && <DirectRefund detail={detail} onDone={changed} />}
        </>
      )}
    </div>
  );
}
