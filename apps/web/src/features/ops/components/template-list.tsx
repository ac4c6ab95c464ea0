/** The coupon templates, newest first, a page at a time from the server (cursor paging). */
import { useEffect, useMemo, useState } from 'react';
import type { CouponTemplateList } from '@culture/protocol';
import { couponsApi, templateEditApi } from '../api/coupons-client';
import { useCouponOpsTexts } from '../model/coupon-ops-texts';
import { useCouponsTexts } from '../model/coupons-texts';
import { fill } from '../model/ops-texts';
import styles from './coupons.module.css';
import ops from './ops.module.css';
import { OutcomeLine } from './outcome';
import { DataTable, type DataColumn } from './data-table';
import { SearchBox } from './search-box';

export interface ChosenTemplate {
  templateId: number;
  name: string;
}

type Row = CouponTemplateList['content'][number];

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: CouponTemplateList };

export function TemplateList({
  onIssue,
  onEdit,
}: {
  onIssue: (template: ChosenTemplate) => void;
  onEdit: (templateId: number) => void;
}) {
  const { texts, ops: opsTexts, locale } = useCouponsTexts();
  const editTexts = useCouponOpsTexts().texts.edit;
  const [reload, setReload] = useState(0);
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);
  // The cursors of the pages walked so far: the first page has none.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  // The search as last sent (a new search starts from the first page).
  const [q, setQ] = useState('');
  const cursor = cursors.at(-1);
  const count = useMemo(() => new Intl.NumberFormat(locale), [locale]);

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    couponsApi
      .templates(cursor, q)
      .then((data) => live && setLoad({ status: 'ready', data }))
      .catch((error: Error) => live && setLoad({ status: 'error', message: error.message || opsTexts.error }));
    return () => {
      live = false;
    };
    // Names come in the request's language: a language switch reloads.
  }, [cursor, q, locale, opsTexts.error, reload]);

  // Stop or resume members' claims, then read the page again.
  const setClaiming = (templateId: number, claimable: boolean) => {
    setNotice(null);
    templateEditApi
      .setClaiming(templateId, claimable)
      .then(() => {
        setNotice({ ok: true, message: fill(claimable ? editTexts.resumed : editTexts.stopped, { id: templateId }) });
        setReload((n) => n + 1);
      })
      .catch((error: Error) => setNotice({ ok: false, message: error.message || opsTexts.error }));
  };

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
      <SearchBox
        label={l.search}
        button={l.searchButton}
        onSearch={(next) => {
          setQ(next);
          setCursors([undefined]);
        }}
        testId="coupons-search"
      />
      <p className={ops.hint}>{fill(l.total, { total: count.format(data.total) })}</p>
      <OutcomeLine outcome={notice} testId="coupons-notice" />
      {data.content.length === 0 ? (
        <p className={ops.hint}>{l.empty}</p>
      ) : (
        <TemplateTable rows={data.content} count={count} onIssue={onIssue} onEdit={onEdit} onClaiming={setClaiming} />
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
  onEdit,
  onClaiming,
}: {
  rows: Row[];
  count: Intl.NumberFormat;
  onIssue: (template: ChosenTemplate) => void;
  onEdit: (templateId: number) => void;
  onClaiming: (templateId: number, claimable: boolean) => void;
}) {
  const { texts } = useCouponsTexts();
  const editTexts = useCouponOpsTexts().texts.edit;
  const l = texts.list;
  const columns: DataColumn<Row>[] = [
    { id: 'id', header: l.id, className: styles.num, cell: (row) => row.templateId },
    { id: 'name', header: l.name, cell: (row) => row.couponName },
    { id: 'brand', header: l.brand, cell: (row) => row.brandName },
    { id: 'type', header: l.type, cell: (row) => texts.types[row.type] },
    { id: 'value', header: l.value, cell: (row) => row.discordValue },
    { id: 'validUntil', header: l.validUntil, cell: (row) => row.validDate },
    {
      id: 'stock',
      header: l.stock,
      className: styles.num,
      cell: (row) => (
        <>
          {count.format(row.issued)} / {count.format(row.stock)}
        </>
      ),
    },
    { id: 'claimable', header: l.claimable, cell: (row) => (row.claimable ? l.yes : l.no) },
    {
      id: 'actions',
      label: l.issue,
      className: styles.actions,
      cell: (row) => (
        <>
          <button
            type="button"
            className={ops.secondary}
            onClick={() => onIssue({ templateId: row.templateId, name: row.couponName })}
            data-testid={`coupons-issue-${row.templateId}`}
          >
            {l.issue}
          </button>
          <button
            type="button"
            className={ops.secondary}
            onClick={() => onEdit(row.templateId)}
            data-testid={`coupons-edit-${row.templateId}`}
          >
            {editTexts.edit}
          </button>
          <button
            type="button"
            className={ops.secondary}
            onClick={() => onClaiming(row.templateId, !row.claimable)}
            data-testid={`coupons-claiming-${row.templateId}`}
          >
            {row.claimable ? editTexts.stop : editTexts.resume}
          </button>
        </>
      ),
    },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.templateId}
      rowTestId={(row) => `coupons-template-${row.templateId}`}
      className={styles.table}
    />
  );
}
