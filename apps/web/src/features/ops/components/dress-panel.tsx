/**
 * Official dresses with their prices (docs/operator-console.md, "World"; docs/decisions.md, "Dress
 * prices belong to the world curator"): each dress's price typed in yuan and sent in fen, whether
 * it is on sale, and a new dress with its look and price.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { AVATAR_PARTS, type AdminDress } from '@culture/protocol';
import { formatFen } from '../../../lib/money';
import { worldApi } from '../api/world-client';
import { fill } from '../model/ops-texts';
import { useWorldTexts } from '../model/world-texts';
import { fenToYuan, yuanToFen } from '../model/yuan';
import styles from './coupons.module.css';
import { DataTable, type DataColumn } from './data-table';
import { LocalizedGrid, LocalizedRow } from './localized-fields';
import ops from './ops.module.css';
import { OutcomeLine } from './outcome';
import css from './world.module.css';

export function DressPanel() {
  const { ops: opsTexts } = useWorldTexts();
  const [dresses, setDresses] = useState<AdminDress[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    worldApi
      .dresses()
      .then((list) => setDresses(list.content))
      .catch((err: Error) => setError(err.message || opsTexts.error));
  }, [opsTexts.error]);
  useEffect(load, [load]);

  return (
    <div className={styles.panel} data-testid="world-dresses">
      {error && (
        <p className={ops.error} role="alert">
          {error}
        </p>
      )}
      {dresses && <DressTable dresses={dresses} onSaved={load} />}
      <NewDress onAdded={load} />
    </div>
  );
}

function DressTable({ dresses, onSaved }: { dresses: AdminDress[]; onSaved: () => void }) {
  const { texts, locale } = useWorldTexts();
  const d = texts.dresses;
  const columns: DataColumn<AdminDress>[] = [
    {
      id: 'dress',
      header: d.dress,
      cell: (dress) => (
        <>
          <img className={css.thumb} src={dress.thumbnail} alt="" /> {dress.name[locale]}{' '}
          <span className={ops.hint}>{dress.id}</span>
        </>
      ),
    },
    {
      id: 'colors',
      header: d.colors,
      cell: (dress) => (
        <span className={css.swatches}>
          {AVATAR_PARTS.map((part) => {
            const color = dress.colors[part];
            return color ? <span key={part} className={css.swatch} style={{ background: color }} title={d.parts[part]} /> : null;
          })}
        </span>
      ),
    },
    { id: 'price', header: d.price, cell: (dress) => <PriceForm dress={dress} onSaved={onSaved} /> },
    { id: 'held', header: d.held, className: styles.num, cell: (dress) => dress.product?.held ?? '—' },
  ];
  return (
    <DataTable
      rows={dresses}
      columns={columns}
      rowKey={(dress) => dress.id}
      rowTestId={(dress) => `world-dress-${dress.id}`}
      className={styles.table}
    />
  );
}

function PriceForm({ dress, onSaved }: { dress: AdminDress; onSaved: () => void }) {
  const { texts, ops: opsTexts, locale } = useWorldTexts();
  const d = texts.dresses;
  const [price, setPrice] = useState(dress.product ? fenToYuan(dress.product.price_fen) : '');
  const [onSale, setOnSale] = useState(dress.product?.on_sale ?? false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const fen = yuanToFen(price);
    if (fen === null) return setOutcome({ ok: false, message: d.badPrice });
    try {
      const saved = await worldApi.price(dress.id, fen, onSale);
      // The field shows the price as saved ("8.8" → "8.80").
      setPrice(fenToYuan(fen));
      setOutcome({
        ok: true,
        message: fill(d.saved, { dress: saved.name[locale], price: formatFen(fen), sale: onSale ? d.sold : d.notSold }),
      });
      onSaved();
    } catch (error) {
      setOutcome({ ok: false, message: (error as Error).message || opsTexts.error });
    }
  };
  return (
    <form className={css.price} onSubmit={save}>
      <span className={ops.hint} data-testid="world-dress-current">
        {dress.product ? formatFen(dress.product.price_fen) : d.free}
      </span>
      <input
        type="text"
        inputMode="decimal"
        aria-label={d.price}
        value={price}
        onChange={(e) => setPrice(e.target.value)}
        data-testid="world-dress-price"
      />
      <label className={styles.check}>
        <input type="checkbox" checked={onSale} onChange={(e) => setOnSale(e.target.checked)} data-testid="world-dress-on-sale" />
        {d.onSale}
      </label>
      <button type="submit" className={ops.secondary} data-testid="world-dress-save">
        {d.save}
      </button>
      {outcome && (
        <span
          className={outcome.ok ? undefined : ops.error}
          role={outcome.ok ? 'status' : 'alert'}
          data-testid="world-dress-outcome"
        >
          {outcome.message}
        </span>
      )}
    </form>
  );
}

const NEW_COLORS = { skin: '#f1c27d', body: '#1f4e79', trim: '#d4a017', legs: '#2a211c', hat: '#1f4e79' };

function NewDress({ onAdded }: { onAdded: () => void }) {
  const { texts, ops: opsTexts } = useWorldTexts();
  const d = texts.dresses;
  const [id, setId] = useState('');
  const [name, setName] = useState({ 'zh-CN': '', 'zh-TW': '', 'en-US': '' });
  const [thumbnail, setThumbnail] = useState('');
  const [colors, setColors] = useState(NEW_COLORS);
  const [hat, setHat] = useState(true);
  const [free, setFree] = useState(false);
  const [price, setPrice] = useState('');
  const [onSale, setOnSale] = useState(true);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const fen = free ? null : yuanToFen(price);
    if (!free && fen === null) return setOutcome({ ok: false, message: d.badPrice });
    try {
      const made = await worldApi.addDress({
        id: id.trim(),
        name,
        thumbnail: thumbnail.trim(),
        colors: { ...colors, hat: hat ? colors.hat : null },
        price_fen: fen,
        on_sale: !free && onSale,
      });
      setOutcome({ ok: true, message: fill(d.added, { id: made.id }) });
      onAdded();
    } catch (error) {
      setOutcome({ ok: false, message: (error as Error).message || opsTexts.error });
    }
  };

  return (
    <form className={css.main} onSubmit={add} data-testid="world-dress-new">
      <h2>{d.addHeading}</h2>
      <LocalizedGrid languages={texts.languages}>
        <LocalizedRow
          label={d.dress}
          values={name}
          onChange={(locale, value) => setName((n) => ({ ...n, [locale]: value }))}
          testId={(locale) => `world-dress-name-${locale}`}
        />
      </LocalizedGrid>
      <div className={styles.fields}>
        <label>
          {d.id}
          <input
            required
            pattern="[a-z0-9\-]{1,34}"
            value={id}
            onChange={(e) => setId(e.target.value)}
            data-testid="world-dress-id"
          />
        </label>
        <label style={{ gridColumn: 'span 3' }}>
          {d.thumbnail}
          <input required value={thumbnail} onChange={(e) => setThumbnail(e.target.value)} data-testid="world-dress-thumbnail" />
        </label>
      </div>
      <div className={styles.inline}>
        {AVATAR_PARTS.map((part) => (
          <label key={part}>
            {d.parts[part]}
            <input
              type="color"
              className={css.color}
              value={colors[part]}
              disabled={part === 'hat' && !hat}
              onChange={(e) => setColors((c) => ({ ...c, [part]: e.target.value }))}
            />
          </label>
        ))}
        <label className={styles.check}>
          <input type="checkbox" checked={!hat} onChange={(e) => setHat(!e.target.checked)} />
          {d.noHat}
        </label>
      </div>
      <div className={css.price}>
        <label className={styles.check}>
          <input type="checkbox" checked={free} onChange={(e) => setFree(e.target.checked)} />
          {d.freeDress}
        </label>
        {!free && (
          <>
            <input
              type="text"
              inputMode="decimal"
              aria-label={d.price}
              placeholder={d.price}
              value={price}
              onChange={(e) => setPrice(e.target.value)}
              data-testid="world-dress-new-price"
            />
            <label className={styles.check}>
              <input type="checkbox" checked={onSale} onChange={(e) => setOnSale(e.target.checked)} />
              {d.onSale}
            </label>
          </>
        )}
        <button type="submit" className={ops.primary} data-testid="world-dress-add">
          {d.add}
        </button>
      </div>
      <OutcomeLine outcome={outcome} />
    </form>
  );
}
