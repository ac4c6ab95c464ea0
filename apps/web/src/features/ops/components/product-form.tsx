/**
 * A product written as operators edit it (PUT /api/admin/shop/products): names and descriptions in
 * the three languages side by side, prices typed in yuan and sent as fen, supply, on sale, refund
 * window. Dresses are not edited here: their prices belong to the world section.
 */
import { useState, type FormEvent } from 'react';
import type { AdminProduct, AdminProductRow, Locale } from '@culture/protocol';
import { ordersApi } from '../api/orders-client';
import { fenToYuan, yuanToFen } from '../model/yuan';
import { fill } from '../model/ops-texts';
import { useProductsTexts } from '../model/products-texts';
import styles from './coupons.module.css';
import { LocalizedGrid, LocalizedRow } from './localized-fields';
import ops from './ops.module.css';

const EMPTY_TEXT: Record<Locale, string> = { 'zh-CN': '', 'zh-TW': '', 'en-US': '' };

interface Draft {
  id: string;
  kind: 'pocket-adoption' | 'collectible';
  name: Record<Locale, string>;
  description: Record<Locale, string>;
  image: string;
  price: string;
  memberPrice: string;
  supply: string;
  onSale: boolean;
  refundDays: string;
}

function draftOf(p: AdminProductRow | null): Draft {
  if (!p)
    return {
      id: '',
      kind: 'collectible',
      name: EMPTY_TEXT,
      description: EMPTY_TEXT,
      image: '',
      price: '',
      memberPrice: '',
      supply: '',
      onSale: false,
      refundDays: '7',
    };
  return {
    id: p.id,
    kind: p.kind === 'pocket-adoption' ? 'pocket-adoption' : 'collectible',
    name: p.name,
    description: p.description,
    image: p.image,
    price: fenToYuan(p.price_fen),
    memberPrice: p.member_price_fen === null ? '' : fenToYuan(p.member_price_fen),
    supply: p.supply === null ? '' : String(p.supply),
    onSale: p.on_sale,
    refundDays: String(p.refund_days),
  };
}

/** The wire product, or null when a price is not an amount of yuan. */
function productOf(d: Draft): AdminProduct | null {
  const price = yuanToFen(d.price);
  const memberPrice = d.memberPrice.trim() ? yuanToFen(d.memberPrice) : null;
  if (price === null || price < 1 || (d.memberPrice.trim() && (memberPrice === null || memberPrice < 1))) return null;
  return {
    id: d.id.trim(),
    kind: d.kind,
    name: d.name,
    description: d.description,
    image: d.image.trim(),
    price_fen: price,
    member_price_fen: memberPrice,
    supply: d.supply.trim() ? Number(d.supply) : null,
    on_sale: d.onSale,
    refund_days: Number(d.refundDays),
    dress_id: null,
  };
}

export function ProductForm({ product, onSaved }: { product: AdminProductRow | null; onSaved: (text: string) => void }) {
  const { texts, ops: opsTexts } = useProductsTexts();
  const [draft, setDraft] = useState(() => draftOf(product));
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wire = productOf(draft);
    if (!wire) return setError(texts.badPrice);
    setError(null);
    ordersApi
      .saveProduct(wire)
      .then(() => onSaved(fill(texts.saved, { id: wire.id })))
      .catch((e: Error) => setError(e.message || opsTexts.error));
  };
  const input = (key: 'id' | 'image' | 'price' | 'memberPrice' | 'supply' | 'refundDays', label: string, extra = {}) => (
    <label>
      {label}
      <input value={draft[key]} onChange={(e) => set(key, e.target.value)} data-testid={`product-${key}`} {...extra} />
    </label>
  );
  return (
    <form className={styles.panel} onSubmit={submit} data-testid="product-form">
      <div className={styles.inline}>
        {input('id', texts.id, { required: true, readOnly: product !== null })}
        <label>
          {texts.kind}
          <select value={draft.kind} disabled={product !== null} onChange={(e) => set('kind', e.target.value as Draft['kind'])}>
            <option value="collectible">{texts.kinds.collectible}</option>
            <option value="pocket-adoption">{texts.kinds['pocket-adoption']}</option>
          </select>
        </label>
        {input('image', texts.image, { required: true })}
      </div>
      <LocalizedGrid languages={texts.languages}>
        <LocalizedRow label={texts.names} values={draft.name} onChange={(l, v) => set('name', { ...draft.name, [l]: v })} />
        <LocalizedRow
          label={texts.descriptions}
          multiline
          values={draft.description}
          onChange={(l, v) => set('description', { ...draft.description, [l]: v })}
        />
      </LocalizedGrid>
      <div className={styles.inline}>
        {input('price', texts.priceYuan, { required: true, inputMode: 'decimal' })}
        {draft.kind === 'pocket-adoption' && input('memberPrice', texts.memberPriceYuan, { inputMode: 'decimal' })}
        {input('supply', texts.supplyHint, { type: 'number', min: 0 })}
        {input('refundDays', texts.refundDays, { type: 'number', min: 0, max: 365, required: true })}
        <label className={styles.check}>
          <input type="checkbox" checked={draft.onSale} onChange={(e) => set('onSale', e.target.checked)} />
          {texts.onSale}
        </label>
        <button type="submit" className={ops.primary} data-testid="product-save">
          {texts.save}
        </button>
      </div>
      {error && (
        <p className={ops.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
