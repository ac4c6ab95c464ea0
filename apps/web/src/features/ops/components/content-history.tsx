/** A page's published versions, newest first (paged on the server); restoring publishes one again. */
import { useState } from 'react';
import type { ContentVersionList } from '@culture/protocol';
import { contentApi } from '../api/content-client';
import { useContentTexts } from '../model/content-texts';
import { formatTime } from '../model/format-time';
import { fill } from '../model/ops-texts';
import { usePaged } from '../model/use-paged';
import styles from './admin.module.css';
import ops from './ops.module.css';
import { PagedFooter } from './paged-footer';

type Row = ContentVersionList['content'][number];

export function ContentHistory({
  slug,
  version,
  onRestored,
}: {
  slug: string;
  version: number;
  onRestored: (message: string) => void;
}) {
  const { texts, ops: opsTexts } = useContentTexts();
  const h = texts.history;
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const paged = usePaged<Row>(async (cursor) => {
    const data = await contentApi.versions(slug, cursor);
    return { rows: data.content, next: data.next };
  }, `${slug}:${version}`);

  const restore = async (from: number) => {
    if (!window.confirm(fill(h.confirm, { version: from }))) return;
    setBusy(true);
    setError(null);
    try {
      const done = await contentApi.restore(slug, from);
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
        <p className={ops.hint}>{h.empty}</p>
      ) : (
        <VersionTable rows={paged.rows} busy={busy} onRestore={(from) => void restore(from)} />
      )}
      {paged.rows.length > 0 && (
        <PagedFooter
          loading={paged.loading}
          error={paged.error}
          next={paged.next}
          count={paged.rows.length}
          onMore={paged.more}
        />
      )}
    </div>
  );
}

function VersionTable({ rows, busy, onRestore }: { rows: Row[]; busy: boolean; onRestore: (version: number) => void }) {
  const { texts, locale } = useContentTexts();
  const h = texts.history;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>{h.version}</th>
          <th>{h.title}</th>
          <th>{h.at}</th>
          <th>{h.by}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.version} data-testid={`content-version-${row.version}`}>
            <td>{row.version}</td>
            <td>
              {row.title[locale]}
              {row.restoredFrom !== null && (
                <div className={styles.muted}>{fill(h.restoredFrom, { version: row.restoredFrom })}</div>
              )}
            </td>
            <td>{formatTime(row.publishedAt, locale)}</td>
            <td>{row.publishedBy === '-' ? h.before : row.publishedBy}</td>
            {index > 0 ? (
              <td className={styles.actions}>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onRestore(row.version)}
                  data-testid={`content-restore-${row.version}`}
                >
                  {h.restore}
                </button>
              </td>
            ) : (
              <td />
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
