/** Brand equity: read in the reader's language, written by operators (no deploy needed). */
import { asc, eq } from 'drizzle-orm';
import { localize, type BrandEquity, type BrandEquitySummary, type BrandEquityView, type Locale } from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { brandEquities } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';

export function createEquityService({ db, now }: { db: Database; now: () => number }) {
  // Told after an operator's write (the page shell drops what it rendered from the old text).
  const changeListeners = new Set<() => void>();
  return {
    /** Calls `listener` after every successful upsert. */
    onChange(listener: () => void): void {
      changeListeners.add(listener);
    },

    /** Every brand with the headlines of its benefits, in list order. */
    async list(locale: Locale): Promise<BrandEquitySummary[]> {
      const rows = await db
        .select({ document: brandEquities.document })
        .from(brandEquities)
        .orderBy(asc(brandEquities.sortOrder), asc(brandEquities.id));
      return rows.map(({ document }) => {
        const brand = localize(document, locale);
        return {
          id: brand.id,
          name: brand.name,
          category: brand.category,
          tagline: brand.tagline,
          logo: brand.logo,
          items: brand.items.map(({ id, kind, title, value, status }) => ({ id, kind, title, value, status })),
        };
      });
    },

    /** One brand in `locale`, or null when there is none with this id. */
    async find(id: number, locale: Locale): Promise<BrandEquityView | null> {
      const [row] = await db
        .select({ document: brandEquities.document })
        .from(brandEquities)
        .where(eq(brandEquities.id, id))
        .limit(1);
      return row ? localize(row.document, locale) : null;
    },

    async get(id: number, locale: Locale): Promise<BrandEquityView> {
      const brand = await this.find(id, locale);
      if (!brand) throw new ApiError('notFound');
      return brand;
    },

    /** Creates or replaces a brand; benefit ids must be unique within it (they are anchors). */
    async upsert(brand: BrandEquity): Promise<void> {
      const seen = new Set<string>();
      for (const item of brand.items) {
        if (seen.has(item.id)) throw new ApiError('validation', { details: { items: `duplicate benefit id ${item.id}` } });
        seen.add(item.id);
      }
      const values = { sortOrder: brand.sortOrder, document: brand, updatedAt: new Date(now()) };
      await db
        .insert(brandEquities)
        .values({ id: brand.id, ...values })
        .onConflictDoUpdate({ target: brandEquities.id, set: values });
      for (const listener of changeListeners) listener();
    },
  };
}

export type EquityService = ReturnType<typeof createEquityService>;
