/**
 * Brands stored before benefits named what stands behind them carried a written `status` ("opens
 * soon") instead. Such a document loses that text and gains the seed's source for each benefit the
 * seed knows by the same id, so an existing demo install agrees with its campaign pages too; the
 * operator's texts stay as they are, and a document without the old field is never touched.
 */
import { eq } from 'drizzle-orm';
import type { BrandEquity } from '@culture/protocol';
import type { Database } from '../client.js';
import { brandEquities } from '../schema.js';
import { brands } from './content/brands/index.js';

type StoredItem = BrandEquity['items'][number] & { status?: unknown };

/** The number of brand documents brought over from written statuses. */
export async function linkLegacyBrandSources(db: Database): Promise<number> {
  const rows = await db.select({ id: brandEquities.id, document: brandEquities.document }).from(brandEquities);
  let updated = 0;
  for (const { id, document } of rows) {
    const items = document.items as StoredItem[];
    if (!items.some((item) => 'status' in item)) continue;
    const seeded = brands.find((brand) => brand.id === id);
    const next = items.map(({ status: _written, ...item }) => {
      const source = item.source ?? seeded?.items.find((s) => s.id === item.id)?.source;
      return source ? { ...item, source } : item;
    });
    await db
      .update(brandEquities)
      .set({ document: { ...document, items: next } })
      .where(eq(brandEquities.id, id));
    updated += 1;
  }
  return updated;
}
