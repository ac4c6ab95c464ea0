/**
 * The content section (docs/operator-console.md, "Content"): project pages and partner brands
 * (each paged on the server, each with a search box) and, for the one chosen (?page=slug or ?brand=id), the same editor
 * with the phone preview and the published versions; below the pages, publishing a legal
 * document's next version (legal-versions-panel.tsx).
 */
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { BrandAdminList, ContentPageList } from '@culture/protocol';
import { brandDocument, brandsApi, contentApi, pageDocument } from '../api/content-client';
import { useContentTexts } from '../model/content-texts';
import { formatTime } from '../model/format-time';
import { fill } from '../model/ops-texts';
import { usePaged } from '../model/use-paged';
import styles from './admin.module.css';
import { NewBrand } from './brand-new-form';
import { ContentEditor } from './content-editor';
import { DataTable, type DataColumn } from './data-table';
import { LegalVersionsPanel } from './legal-versions-panel';
import ops from './ops.module.css';
import { PagedFooter } from './paged-footer';
import { SearchBox } from './search-box';
import { SectionTabs } from './section-tabs';

type Row = ContentPageList['content'][number];
type BrandRow = BrandAdminList['content'][number];
const TABS = ['pages', 'brands'] as const;

export function ContentPage() {
  const [params, setParams] = useSearchParams();
  const slug = params.get('page');
  const brand = params.get('brand');
  if (slug) return <PageEditor slug={slug} onBack={() => setParams({})} />;
  if (brand) return <BrandEditor id={Number(brand)} onBack={() => setParams({ tab: 'brands' })} />;
  const tab = params.get('tab') === 'brands' ? 'brands' : 'pages';
  return (
    <ContentLists
      tab={tab}
      onTab={(next) => setParams(next === 'pages' ? {} : { tab: next })}
      onOpenPage={(page) => setParams({ page })}
      onOpenBrand={(id) => setParams({ brand: String(id) })}
    />
  );
}

function PageEditor({ slug, onBack }: { slug: string; onBack: () => void }) {
  const subject = useMemo(() => pageDocument(slug), [slug]);
  return <ContentEditor subject={subject} onBack={onBack} />;
}

function BrandEditor({ id, onBack }: { id: number; onBack: () => void }) {
  const subject = useMemo(() => brandDocument(id), [id]);
  return <ContentEditor subject={subject} onBack={onBack} />;
}

function ContentLists(props: {
  tab: (typeof TABS)[number];
  onTab: (tab: (typeof TABS)[number]) => void;
  onOpenPage: (slug: string) => void;
  onOpenBrand: (id: number) => void;
}) {
  const { texts } = useContentTexts();
  return (
    <section data-testid="ops-content">
      <div className={styles.heading}>
        <h1>{texts.heading}</h1>
      </div>
      <SectionTabs tabs={TABS} current={props.tab} labels={texts.tabs} onChoose={props.onTab} testIdPrefix="content" />
      {props.tab === 'pages' ? (
        <>
          <PageList onOpen={props.onOpenPage} />
          <LegalVersionsPanel />
        </>
      ) : (
        <BrandList onOpen={props.onOpenBrand} />
      )}
    </section>
  );
}

function Status({ hasDraft }: { hasDraft: boolean }) {
  const l = useContentTexts().texts.list;
  return hasDraft ? <span className={styles.tag}>{l.draft}</span> : <span className={styles.muted}>{l.live}</span>;
}

function PageList({ onOpen }: { onOpen: (slug: string) => void }) {
  const { texts, locale } = useContentTexts();
  // The search as last sent: a new one starts again from the first page.
  const [q, setQ] = useState('');
  const paged = usePaged<Row>(async (cursor) => {
    const data = await contentApi.pages(cursor, q);
    return { rows: data.content, next: data.next };
  }, `pages:${q}`);
  const l = texts.list;
  const columns: DataColumn<Row>[] = [
    { id: 'page', header: l.page, className: styles.mono, cell: (row) => row.slug },
    { id: 'title', header: l.title, cell: (row) => row.title[locale] },
    { id: 'route', header: l.route, className: styles.mono, cell: (row) => row.route },
    { id: 'kind', header: l.kind, cell: (row) => l.kinds[row.kind] ?? row.kind },
    { id: 'status', header: l.status, cell: (row) => <Status hasDraft={row.hasDraft} /> },
    { id: 'updated', header: l.updated, cell: (row) => formatTime(row.updatedAt, locale) },
    {
      id: 'open',
      className: styles.actions,
      cell: (row) => (
        <button type="button" onClick={() => onOpen(row.slug)} data-testid={`content-open-${row.slug}`}>
          {l.open}
        </button>
      ),
    },
  ];
  return (
    <>
      <p className={ops.hint}>{l.hint}</p>
      <div className={styles.search}>
        <SearchBox label={l.search} button={l.searchButton} onSearch={setQ} testId="content-search" />
      </div>
      <DataTable
        rows={paged.rows}
        columns={columns}
        rowKey={(row) => row.slug}
        rowTestId={(row) => `content-row-${row.slug}`}
        className={styles.table}
      />
      <PagedFooter paged={paged} empty={q ? fill(l.noMatch, { q }) : undefined} />
    </>
  );
}

function BrandList({ onOpen }: { onOpen: (id: number) => void }) {
  const { texts, locale } = useContentTexts();
  const [q, setQ] = useState('');
  const paged = usePaged<BrandRow>(async (cursor) => {
    const data = await brandsApi.brands(cursor, q);
    return { rows: data.content, next: data.next };
  }, `brands:${q}`);
  const l = texts.list;
  const b = texts.brands;
  const columns: DataColumn<BrandRow>[] = [
    { id: 'brand', header: b.brand, className: styles.mono, cell: (row) => row.id },
    { id: 'name', header: b.name, cell: (row) => row.name[locale] },
    { id: 'status', header: l.status, cell: (row) => <Status hasDraft={row.hasDraft} /> },
    { id: 'updated', header: l.updated, cell: (row) => formatTime(row.updatedAt, locale) },
    {
      id: 'open',
      className: styles.actions,
      cell: (row) => (
        <button type="button" onClick={() => onOpen(row.id)} data-testid={`content-brand-open-${row.id}`}>
          {l.open}
        </button>
      ),
    },
  ];
  return (
    <>
      <p className={ops.hint}>{b.hint}</p>
      <NewBrand onCreated={onOpen} />
      <div className={styles.search}>
        <SearchBox label={b.search} button={l.searchButton} onSearch={setQ} testId="content-brand-search" />
      </div>
      <DataTable
        rows={paged.rows}
        columns={columns}
        rowKey={(row) => row.id}
        rowTestId={(row) => `content-brand-row-${row.id}`}
        className={styles.table}
      />
      <PagedFooter paged={paged} empty={q ? fill(b.noMatch, { q }) : undefined} />
    </>
  );
}
