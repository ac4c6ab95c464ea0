/** A page's or a brand's published versions, newest first (paged on the server); restoring publishes one again. */
import { useState } from 'react';
import type { ContentVersionList } from '@culture/protocol';
import type { EditedDocument } from '../api/content-client';
import { useContentTexts } from '../model/content-texts';
import { formatTime } from '../model/format-time';
import { fill } from '../model/ops-texts';
import { usePaged } from '../model/use-paged';
import styles from './admin.module.css';
import { DataTable, type DataColumn } from './data-table';
import ops from './ops.module.css';
import { PagedFooter } from './paged-footer';

type Row = ContentVersionList['content'][number];

export function ContentHistory<D>({
  subject,
  version,
  onRestored,
  emptyText,
}: {
  subject: EditedDocument<D>;
  version: number;
  onRestored: (message: string) => void;
  /** What an empty history says instead of the usual (a brand never published has no version 1 to keep). */
  emptyText?: string;
}) {
  const { texts, ops: opsTexts } = useContentTexts();
  const h = texts.history;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const paged = usePaged<Row>(async (cursor) => {
    const data = await subject.versions(cursor);
    return { rows: data.content, next: data.next };
  }, `${subject.key}:${version}`);

  const restore = async (from: number) => {
    if (!window.confirm(fill(h.confirm, { version: from }))) return;
    setBusy(true);
    setError(null);
    try {
      const done = await subject.restore(from);
      onRestored(fill(h.restored, { from, version: done.version }));
    } catch (e) {
      setError((e as Error).message || opsTexts.error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.panel} data-testid="content-history">
      <h2>{h.heading}</h2>
      {error && (
        <p className={ops.error} role="alert">
          {error}
        </p>
      )}
      {!paged.loading && paged.rows.length === 0 ? (
        <p className={ops.hint}>{emptyText ?? h.empty}</p>
      ) : (
        <VersionTable rows={paged.rows} busy={busy} onRestore={(from) => void restore(from)} />
      )}
      {paged.rows.length > 0 && <PagedFooter paged={paged} />}
    </div>
  );
}

function VersionTable({ rows, busy, onRestore }: { rows: Row[]; busy: boolean; onRestore: (version: number) => void }) {
  const { texts, locale } = useContentTexts();
  const h = texts.history;
  const columns: DataColumn<Row>[] = [
    { id: 'version', header: h.version, cell: (row) => row.version },
    {
      id: 'title',
      header: h.title,
      cell: (row) => (
        <>
          {row.title[locale]}
          {row.restoredFrom !== null && <div className={styles.muted}>{fill(h.restoredFrom, { version: row.restoredFrom })}</div>}
        </>
      ),
    },
    { id: 'at', header: h.at, cell: (row) => formatTime(row.publishedAt, locale) },
    { id: 'by', header: h.by, cell: (row) => (row.publishedBy === '-' ? h.before : row.publishedBy) },
    {
      id: 'restore',
      className: styles.actions,
      // The newest version is the one published now: only older ones can be restored.
      cell: (row, index) =>
        index > 0 && (
          <button
            type="button"
            disabled={busy}
            onClick={() => onRestore(row.version)}
            data-testid={`content-restore-${row.version}`}
          >
            {h.restore}
          </button>
        ),
    },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.version}
      rowTestId={(row) => `content-version-${row.version}`}
      className={styles.table}
    />
  );
}
