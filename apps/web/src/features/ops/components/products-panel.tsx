/**
 * Products as operators edit them (shop.manage): the list with prices in yuan, supply, units held
 * and granted, the card-holder list's counts; a product edited or made; phones or codes added to
 * the card-holder list (generated codes shown once). Dresses are listed, priced by the world section.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { ELIGIBILITY_PHONES_PER_LIST, type AdminProductRow } from '@culture/protocol';
import { formatFen } from '../../../lib/money';
import { ordersApi } from '../api/orders-client';
import { addInChunks, tooManyPhones, type ChunkFailure } from '../model/eligibility-chunks';
import { phonesFromText } from '../model/order-filters';
import { fill } from '../model/ops-texts';
import { useProductsTexts } from '../model/products-texts';
import { DataTable } from './data-table';
import styles from './coupons.module.css';
import ops from './ops.module.css';
import { OutcomeLine } from './outcome';
import local from './orders.module.css';
import { ProductForm } from './product-form';

function EligibilityUpload({ productId, onAdded }: { productId: string; onAdded: () => void }) {
  const { texts, ops: opsTexts } = useProductsTexts();
  const [phones, setPhones] = useState('');
  const [codes, setCodes] = useState('');
  const [generate, setGenerate] = useState('');
  const [result, setResult] = useState<{ added: number; codes: string[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = phonesFromText(phones);
    if (read.bad.length > 0) return setError(read.bad.slice(0, 5).join(', '));
    if (tooManyPhones(read.phones)) return setError(fill(texts.tooMany, { max: ELIGIBILITY_PHONES_PER_LIST }));
    const codeList = codes.split(/\s+/).filter(Boolean);
    setError(null);
    setResult(null);
    const total = read.phones.length;
    addInChunks(
      {
        product_id: productId,
        ...(total ? { phones: read.phones } : {}),
        ...(codeList.length ? { codes: codeList } : {}),
        ...(Number(generate) > 0 ? { generate: Number(generate) } : {}),
      },
      ordersApi.addEligibility,
      (sent) => setProgress(total > 0 ? fill(texts.sending, { sent, total }) : null),
    )
      .then((r) => {
        setResult(r);
        onAdded();
      })
      .catch((e: ChunkFailure) =>
        setError(
          e.sent > 0
            ? fill(texts.stopped, { sent: e.sent, total, added: e.added, error: e.message || opsTexts.error })
            : e.message || opsTexts.error,
        ),
      )
      .finally(() => setProgress(null));
  };
  return (
    <form className={styles.panel} onSubmit={submit} data-testid="eligibility-upload">
      <h3>{fill(texts.upload, { id: productId })}</h3>
      <div className={styles.inline}>
        <label>
          {texts.phones}
          <textarea rows={4} value={phones} onChange={(e) => setPhones(e.target.value)} />
        </label>
        <label>
          {texts.codes}
          <textarea rows={4} value={codes} onChange={(e) => setCodes(e.target.value)} />
        </label>
        <label>
          {texts.generate}
          <input type="number" min={0} max={10000} value={generate} onChange={(e) => setGenerate(e.target.value)} />
        </label>
        <button type="submit" className={ops.primary}>
          {texts.add}
        </button>
      </div>
      {progress && <p role="status">{progress}</p>}
      {error && (
        <p className={ops.error} role="alert">
          {error}
        </p>
      )}
      {result && (
        <div role="status">
          <p className={styles.ok}>{fill(texts.added, { added: result.added })}</p>
          {result.codes.length > 0 && (
            <>
              <p>{texts.generated}</p>
              <pre className={local.codes}>{result.codes.join('\n')}</pre>
            </>
          )}
        </div>
      )}
    </form>
  );
}

function ProductTable({
  products,
  onEdit,
  onList,
}: {
  products: AdminProductRow[];
  onEdit: (p: AdminProductRow) => void;
  onList: (id: string) => void;
}) {
  const { texts, locale } = useProductsTexts();
  return (
    <DataTable
      rows={products}
      columns={[
        { id: 'id', header: texts.id, cell: (p) => p.id },
        { id: 'kind', header: texts.kind, cell: (p) => texts.kinds[p.kind] ?? p.kind },
        { id: 'name', header: texts.name, cell: (p) => p.name[locale] },
        { id: 'price', header: texts.price, className: styles.num, cell: (p) => formatFen(p.price_fen) },
        {
          id: 'memberPrice',
          header: texts.memberPrice,
          className: styles.num,
          cell: (p) => (p.member_price_fen === null ? '—' : formatFen(p.member_price_fen)),
        },
        { id: 'supply', header: texts.supply, className: styles.num, cell: (p) => p.supply ?? texts.unlimited },
        { id: 'sold', header: texts.sold, className: styles.num, cell: (p) => `${p.held} / ${p.issued}` },
        { id: 'onSale', header: texts.onSale, cell: (p) => (p.on_sale ? texts.yes : texts.no) },
        {
          id: 'eligibility',
          header: texts.eligibility,
          cell: (p) => (p.kind === 'pocket-adoption' ? fill(texts.counts, p.eligibility) : '—'),
        },
        {
          id: 'actions',
          cell: (p) =>
            p.kind !== 'dress' && (
              <div className={styles.inline}>
                <button type="button" className={ops.secondary} onClick={() => onEdit(p)} data-testid={`product-edit-${p.id}`}>
                  {texts.edit}
                </button>
                {p.kind === 'pocket-adoption' && (
                  <button type="button" className={ops.secondary} onClick={() => onList(p.id)}>
                    {texts.eligibility}
                  </button>
                )}
              </div>
            ),
        },
      ]}
      rowKey={(p) => p.id}
      rowTestId={(p) => `product-row-${p.id}`}
      className={styles.table}
    />
  );
}

export function ProductsPanel() {
  const { texts, ops: opsTexts } = useProductsTexts();
  const [products, setProducts] = useState<AdminProductRow[] | null>(null);
  const [editing, setEditing] = useState<AdminProductRow | 'new' | null>(null);
  const [listing, setListing] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; message: string } | null>(null);
  const load = useCallback(() => {
    ordersApi
      .products()
      .then((r) => setProducts(r.content))
      .catch((e: Error) => setMessage({ ok: false, message: e.message || opsTexts.error }));
  }, [opsTexts.error]);
  useEffect(load, [load]);
  return (
    <div data-testid="orders-products">
      <div className={styles.panel}>
        <OutcomeLine outcome={message} />
        <div className={ops.row}>
          <button type="button" className={ops.secondary} onClick={() => setEditing('new')}>
            {texts.create}
          </button>
        </div>
        {products && <ProductTable products={products} onEdit={setEditing} onList={setListing} />}
      </div>
      {editing && (
        <ProductForm
          key={editing === 'new' ? 'new' : editing.id}
          product={editing === 'new' ? null : editing}
          onSaved={(text) => {
            setMessage({ ok: true, message: text });
            setEditing(null);
            load();
          }}
        />
      )}
      {listing && <EligibilityUpload key={listing} productId={listing} onAdded={load} />}
    </div>
  );
}
