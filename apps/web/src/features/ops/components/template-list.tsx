/** The coupon templates, newest first, a page at a time from the server (cursor paging). */
import { useEffect, useMemo, useState } from 'react';
import type { CouponTemplateList } from '@culture/protocol';
import { couponsApi } from '../api/coupons-client';
import { useCouponsTexts } from '../model/coupons-texts';
import { fill } from '../model/ops-texts';
import styles from './coupons.module.css';
import ops from './ops.module.css';

export interface ChosenTemplate {
  templateId: number;
  name: string;
}

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: CouponTemplateList };

export function TemplateList({ onIssue }: { onIssue: (template: ChosenTemplate) => void }) {
  const { texts, ops: opsTexts, locale } = useCouponsTexts();
  // The cursors of the pages walked so far: the first page has none.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const cursor = cursors.at(-1);
  const count = useMemo(() => new Intl.NumberFormat(locale), [locale]);

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    couponsApi
      .templates(cursor)
      .then((data) => live && setLoad({ status: 'ready', data }))
      .catch((error: Error) => live && setLoad({ status: 'error', message: error.message || opsTexts.error }));
    return () => {
      live = false;
    };
    // Names come in the request's language: a language switch reloads.
  }, [cursor, locale, opsTexts.error]);

  if (load.status === 'loading') return <p className={ops.hint}>…</p>;
  if (load.status === 'error')
    return (
      <p className={ops.error} role="alert">
        {load.message}
      </p>
    );
  const { data } = load;
  const l = texts.list;
  return (
    <div className={styles.panel} data-testid="coupons-templates">
      <p className={ops.hint}>{fill(l.total, { total: count.format(data.total) })}</p>
      {data.content.length === 0 ? (
        <p className={ops.hint}>{l.empty}</p>
      ) : (
        <TemplateTable rows={data.content} count={count} onIssue={onIssue} />
      )}
      <div className={ops.row}>
        {cursors.length > 1 && (
          <button type="button" className={ops.secondary} onClick={() => setCursors([undefined])}>
            {l.first}
          </button>
        )}
        {data.next && (
          <button
            type="button"
            className={ops.secondary}
            onClick={() => setCursors((walked) => [...walked, data.next!])}
            data-testid="coupons-next-page"
          >
            {l.next}
          </button>
        )}
      </div>
    </div>
  );
}

function TemplateTable({
  rows,
  count,
  onIssue,
}: {
  rows: CouponTemplateList['content'];
  count: Intl.NumberFormat;
  onIssue: (template: ChosenTemplate) => void;
}) {
  const { texts } = useCouponsTexts();
  const l = texts.list;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th className={styles.num}>{l.id}</th>
          <th>{l.name}</th>
          <th>{l.brand}</th>
          <th>{l.type}</th>
          <th>{l.value}</th>
          <th>{l.validUntil}</th>
          <th className={styles.num}>{l.stock}</th>
          <th>{l.claimable}</th>
          <th aria-label={l.issue} />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.templateId} data-testid={`coupons-template-${row.templateId}`}>
            <td className={styles.num}>{row.templateId}</td>
            <td>{row.couponName}</td>
            <td>{row.brandName}</td>
            <td>{texts.types[row.type]}</td>
            <td>{row.discordValue}</td>
            <td>{row.validDate}</td>
            <td className={styles.num}>
              {count.format(row.issued)} / {count.format(row.stock)}
            </td>
            <td>{row.claimable ? l.yes : l.no}</td>
            <td>
              <button
                type="button"
                className={ops.secondary}
                onClick={() => onIssue({ templateId: row.templateId, name: row.couponName })}
                data-testid={`coupons-issue-${row.templateId}`}
              >
                {l.issue}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
