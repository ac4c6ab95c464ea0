/**
 * Brand equity: read in the reader's language with each benefit's state as of the read (from what
 * stands behind it, benefit-states.ts), written by operators (no deploy needed).
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  localize,
  type BrandEquity,
  type BrandEquitySummary,
  type BrandEquityView,
  type EquityItem,
  type EquityItemView,
  type Locale,
} from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { brandEquities } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { readBenefitStates, unknownSources } from './benefit-states.js';

/** A stored benefit in one language with its state; a stored document may still carry the old `status` text, never read. */
function itemView(
  item: EquityItem,
  state: Awaited<ReturnType<typeof readBenefitStates>>[number],
  locale: Locale,
): EquityItemView {
  const { source: _source, status: _status, ...texts } = item as EquityItem & { status?: unknown };
  return { ...localize(texts, locale), ...state };
}

export function createEquityService({ db, now }: { db: Database; now: () => number }) {
  /** A stored brand document in `locale` with each benefit's state as `viewerId` sees it now. */
  async function view(document: BrandEquity, locale: Locale, viewerId: bigint | null): Promise<BrandEquityView> {
    const states = await readBenefitStates(db, document.items, viewerId, now());
    const { items, ...rest } = document;
    return { ...localize(rest, locale), items: items.map((item, i) => itemView(item, states[i]!, locale)) };
  }

  /**
   * What a brand must be to be stored (published or as a draft): benefit ids unique within it (they
   * are anchors), an opening day only on a benefit with nothing behind it, every source naming something.
   */
  async function validate(brand: BrandEquity, tx: Database): Promise<void> {
    const seen = new Set<string>();
    for (const item of brand.items) {
      if (seen.has(item.id)) throw new ApiError('validation', { details: { items: `duplicate benefit id ${item.id}` } });
      if (item.source && item.opensOn)
        throw new ApiError('validation', {
          details: { items: `benefit ${item.id}: opensOn is for a benefit without a source` },
        });
      seen.add(item.id);
    }
    const unknown = await unknownSources(
      tx,
      brand.items.flatMap((item) => (item.source ? [item.source] : [])),
    );
    if (unknown.length > 0) throw new ApiError('equitySourceUnknown', { details: { source: unknown.join(', ') } });
  }

  // Told after an operator's write (the page shell drops what it rendered from the old text).
  const changeListeners = new Set<() => void>();
  return {
    /** Calls `listener` after every successful upsert. */
    onChange(listener: () => void): void {
      changeListeners.add(listener);
    },

    /** Every brand with the headlines of its benefits, in list order, as `viewerId` (null: a guest) sees them. */
    async list(locale: Locale, viewerId: bigint | null = null): Promise<BrandEquitySummary[]> {
      const rows = await db
        .select({ document: brandEquities.document })
        .from(brandEquities)
        .where(eq(brandEquities.visible, true))
        .orderBy(asc(brandEquities.sortOrder), asc(brandEquities.id));
      const states = await readBenefitStates(
        db,
        rows.flatMap(({ document }) => document.items),
        viewerId,
        now(),
      );
      let next = 0;
      return rows.map(({ document }) => {
        const brand = localize(document, locale);
        return {
          id: brand.id,
          name: brand.name,
          category: brand.category,
          tagline: brand.tagline,
          logo: brand.logo,
          items: document.items.map((item) => {
            const { id, kind, title, value, opensOn, state, claimRoute } = itemView(item, states[next++]!, locale);
            return { id, kind, title, value, state, claimRoute, ...(opensOn ? { opensOn } : {}) };
          }),
        };
      });
    },

    /**
     * One brand in `locale` as `viewerId` (null: a guest) sees it, or null when there is none with
     * this id or it was created in the console and is not yet published (members never see it).
     */
    async find(id: number, locale: Locale, viewerId: bigint | null = null): Promise<BrandEquityView | null> {
      const [row] = await db
        .select({ document: brandEquities.document })
        .from(brandEquities)
        .where(and(eq(brandEquities.id, id), eq(brandEquities.visible, true)))
        .limit(1);
      return row ? view(row.document, locale, viewerId) : null;
    },

    view,
    validate,

    async get(id: number, locale: Locale, viewerId: bigint | null = null): Promise<BrandEquityView> {
      const brand = await this.find(id, locale, viewerId);
      if (!brand) throw new ApiError('notFound');
      return brand;
    },

    /**
     * Creates or replaces a brand (`validate` first) and makes it visible to members (a brand created
     * in the console becomes visible at its first publish, which writes through here). Runs in the
     * operator's transaction (the audit row's); answers the brand as it was (null: new). Call
     * `changed()` once the transaction has committed.
     */
    async upsert(brand: BrandEquity, tx: Database = db): Promise<BrandEquity | null> {
      await validate(brand, tx);
      const [before] = await tx.select().from(brandEquities).where(eq(brandEquities.id, brand.id)).for('update');
      const values = { sortOrder: brand.sortOrder, document: brand, visible: true, updatedAt: new Date(now()) };
      await tx
        .insert(brandEquities)
        .values({ id: brand.id, ...values })
        .onConflictDoUpdate({ target: brandEquities.id, set: values });
      return before?.document ?? null;
    },

    /** Tells the listeners (the page shell's cache) after an upsert's transaction committed. */
    changed: (): void => changeListeners.forEach((listener) => listener()),
  };
}

export type EquityService = ReturnType<typeof createEquityService>;
