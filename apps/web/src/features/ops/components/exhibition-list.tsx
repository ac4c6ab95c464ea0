/**
 * The exhibitions, newest first, paged on the server (50 at a time, "load more"), filtered by
 * state and by a part of the name; each with edit, publish and unpublish.
 */
import { useMemo, useState } from 'react';
import type { AdminExhibition } from '@culture/protocol';
import { worldApi, type ExhibitionFilter } from '../api/world-client';
import { fill } from '../model/ops-texts';
import { usePaged } from '../model/use-paged';
import { useWorldTexts } from '../model/world-texts';
import styles from './coupons.module.css';
import { DataTable } from './data-table';
import ops from './ops.module.css';
import { PagedFooter } from './paged-footer';
import css from './world.module.css';

export function ExhibitionList({ onEdit }: { onEdit: (exhibition: AdminExhibition) => void }) {
  const { texts, ops: opsTexts, locale } = useWorldTexts();
  const l = texts.list;
  const [filter, setFilter] = useState<ExhibitionFilter>({ state: '', q: '' });
  const [total, setTotal] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const count = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const paged = usePaged(async (cursor) => {
    const page = await worldApi.exhibitions(filter, cursor);
    setTotal(page.total);
    return { rows: page.content, next: page.next };
  }, JSON.stringify(filter));

  const act = async (run: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await run();
      paged.reload();
    } catch (error) {
      setFailure((error as Error).message || opsTexts.error);
    }
  };

  return (
    <div className={styles.panel} data-testid="world-list">
      <div className={css.filters}>
        <label>
          {l.search}
          <input
            type="search"
            value={filter.q}
            onChange={(e) => setFilter((f) => ({ ...f, q: e.target.value }))}
            data-testid="world-search"
          />
        </label>
        <label>
          {l.state}
          <select
            value={filter.state}
            onChange={(e) => setFilter((f) => ({ ...f, state: e.target.value as ExhibitionFilter['state'] }))}
            data-testid="world-state"
          >
            <option value="">{l.all}</option>
            <option value="published">{l.published}</option>
            <option value="draft">{l.draft}</option>
          </select>
        </label>
      </div>
      <p className={ops.hint}>{fill(l.total, { total: count.format(total) })}</p>
      {failure && (
        <p className={ops.error} role="alert">
          {failure}
        </p>
      )}
      <DataTable
        rows={paged.rows}
        columns={[
          {
            id: 'name',
            header: l.name,
            cell: (row) => (
              <>
                {row.name[locale]} <span className={ops.hint}>#{row.id}</span>
              </>
            ),
          },
          {
            id: 'state',
            header: l.state,
            cellProps: () => ({ 'data-testid': 'world-row-state' }),
            cell: (row) => (row.publishedAt ? l.published : l.draft),
          },
          { id: 'works', header: l.works, className: styles.num, cell: (row) => count.format(row.works.length) },
          {
            id: 'edit',
            label: l.edit,
            className: ops.row,
            cell: (row) => (
              <>
                <button type="button" className={ops.secondary} onClick={() => onEdit(row)} data-testid="world-row-edit">
                  {l.edit}
                </button>
                {row.publishedAt ? (
                  <button
                    type="button"
                    className={ops.secondary}
                    onClick={() => act(() => worldApi.unpublish(row.id))}
                    data-testid="world-row-unpublish"
                  >
                    {l.unpublish}
                  </button>
                ) : (
                  <button
                    type="button"
                    className={ops.primary}
                    onClick={() => act(() => worldApi.publish(row.id))}
                    data-testid="world-row-publish"
                  >
                    {l.publish}
                  </button>
                )}
              </>
            ),
          },
        ]}
        rowKey={(row) => row.id}
        rowTestId={(row) => `world-row-${row.id}`}
        className={styles.table}
      />
      <PagedFooter paged={paged} />
    </div>
  );
}
