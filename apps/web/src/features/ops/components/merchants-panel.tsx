/**
 * The merchants (docs/operator-console.md, "Coupons"; merchants.manage): paged on the server,
 * searched by brand or phone, each removable after a confirmation (their next redeem is refused).
 */
import { useCallback, useState } from 'react';
import type { MerchantSummary } from '@culture/protocol';
import { couponPeopleApi } from '../api/coupons-client';
import { useCouponOpsTexts } from '../model/coupon-ops-texts';
import { formatTime } from '../model/format-time';
import { fill } from '../model/ops-texts';
import { usePaged } from '../model/use-paged';
import { DataTable } from './data-table';
import { ConfirmReason } from './confirm-reason';
import styles from './coupons.module.css';
import ops from './ops.module.css';
import { OutcomeLine, useOutcome } from './outcome';
import { SearchBox } from './search-box';
import { PagedFooter } from './paged-footer';

export function MerchantsPanel() {
  const { texts, locale } = useCouponOpsTexts();
  const t = texts.merchants;
  const [q, setQ] = useState('');
  const [total, setTotal] = useState<number | null>(null);
  const load = useCallback(
    async (cursor: string | null) => {
      const page = await couponPeopleApi.merchants(q, cursor);
      setTotal(page.total);
      return { rows: page.content, next: page.next };
    },
    [q],
  );
  const paged = usePaged<MerchantSummary>(load, q);
  const [removing, setRemoving] = useState<MerchantSummary | null>(null);
  const { busy, outcome: message, setOutcome: setMessage, run } = useOutcome();

  const remove = () => {
    if (!removing) return;
    void run(async () => {
      await couponPeopleApi.removeMerchant(removing.userId);
      setRemoving(null);
      paged.reload();
      return fill(t.removed, { id: removing.userId });
    });
  };

  return (
    <div className={styles.panel} data-testid="coupons-merchants">
      <SearchBox label={t.search} button={t.searchButton} onSearch={setQ} testId="merchants-search" />
      {total !== null && <p className={ops.hint}>{fill(t.total, { total })}</p>}
      {paged.rows.length > 0 && (
        <DataTable
          rows={paged.rows}
          columns={[
            {
              id: 'member',
              header: t.member,
              cell: (m) => (
                <>
                  {m.userId}
                  {m.nickname ? ` · ${m.nickname}` : ''}
                </>
              ),
            },
            { id: 'phone', header: t.phone, cell: (m) => m.phone ?? '—' },
            { id: 'brand', header: t.brand, cell: (m) => m.brandName },
            { id: 'since', header: t.since, cell: (m) => formatTime(m.since, locale) },
            {
              id: 'remove',
              label: t.remove,
              cell: (m) => (
                <button
                  type="button"
                  className={ops.secondary}
                  onClick={() => {
                    setMessage(null);
                    setRemoving(m);
                  }}
                  data-testid={`merchant-remove-${m.userId}`}
                >
                  {t.remove}
                </button>
              ),
            },
          ]}
          rowKey={(m) => m.userId}
          rowTestId={(m) => `merchant-${m.userId}`}
          className={styles.table}
        />
      )}
      {removing && (
        <ConfirmReason
          key={removing.userId}
          title={fill(t.removeTitle, { id: removing.userId, brand: removing.brandName })}
          warning={t.removeWarning}
          confirmLabel={t.confirmRemove}
          cancelLabel={t.cancel}
          busy={busy}
          onConfirm={remove}
          onCancel={() => setRemoving(null)}
          testId="merchant-remove-dialog"
        />
      )}
      <OutcomeLine outcome={message} />
      <PagedFooter paged={paged} />
    </div>
  );
}
