/**
 * The content section (docs/operator-console.md, "Content"): the pages (paged on the server) and,
 * for the one chosen (?page=slug), its editor with the phone preview and the published versions.
 */
import { useSearchParams } from 'react-router';
import type { ContentPageList } from '@culture/protocol';
import { contentApi } from '../api/content-client';
import { useContentTexts } from '../model/content-texts';
import { formatTime } from '../model/format-time';
import { usePaged } from '../model/use-paged';
import styles from './admin.module.css';
import { ContentEditor } from './content-editor';
import ops from './ops.module.css';
import { PagedFooter } from './paged-footer';

type Row = ContentPageList['content'][number];

export function ContentPage() {
  const [params, setParams] = useSearchParams();
  const slug = params.get('page');
  if (slug) return <ContentEditor slug={slug} onBack={() => setParams({})} />;
  return <PageList onOpen={(page) => setParams({ page })} />;
}

function PageList({ onOpen }: { onOpen: (slug: string) => void }) {
  const { texts, locale } = useContentTexts();
  const paged = usePaged<Row>(async (cursor) => {
    const data = await contentApi.pages(cursor);
    return { rows: data.content, next: data.next };
  }, 'pages');
  const l = texts.list;
  return (
    <section data-testid="ops-content">
      <div className={styles.heading}>
        <h1>{texts.heading}</h1>
      </div>
      <p className={ops.hint}>{l.hint}</p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{l.page}</th>
            <th>{l.title}</th>
            <th>{l.route}</th>
            <th>{l.kind}</th>
            <th>{l.status}</th>
            <th>{l.updated}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {paged.rows.map((row) => (
            <tr key={row.slug} data-testid={`content-row-${row.slug}`}>
              <td className={styles.mono}>{row.slug}</td>
              <td>{row.title[locale]}</td>
              <td className={styles.mono}>{row.route}</td>
              <td>{l.kinds[row.kind] ?? row.kind}</td>
              <td>
                {row.hasDraft ? <span className={styles.tag}>{l.draft}</span> : <span className={styles.muted}>{l.live}</span>}
              </td>
              <td>{formatTime(row.updatedAt, locale)}</td>
              <td className={styles.actions}>
                <button type="button" onClick={() => onOpen(row.slug)} data-testid={`content-open-${row.slug}`}>
                  {l.open}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <PagedFooter loading={paged.loading} error={paged.error} next={paged.next} count={paged.rows.length} onMore={paged.more} />
    </section>
  );
}
