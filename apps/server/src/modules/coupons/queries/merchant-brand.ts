/** A merchant's brand: the one an operator gave the account, and its text in the reader's language. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@culture/protocol';
import { couponTemplates, merchants } from '../../../db/schema.js';
import type { CouponContext } from '../coupon-context.js';

/** Null when the account is no merchant. */
export async function merchantBrand({ db }: CouponContext, userId: bigint): Promise<string | null> {
  const [row] = await db.select({ brandName: merchants.brandName }).from(merchants).where(eq(merchants.userId, userId));
  return row?.brandName ?? null;
}

/**
 * A merchant's brand is the simplified-Chinese brand_name its templates carry, and its other
 * languages are those templates' translations (the newest template that has one). Without one it
 * reads in simplified Chinese, said so.
 */
export async function merchantBrandText(
  { db }: CouponContext,
  brandName: string,
  locale: Locale,
): Promise<{ brandName: string; untranslated?: ['brandName'] }> {
  if (locale === 'zh-CN') return { brandName };
  const translated = sql<string | null>`${couponTemplates.translations} -> ${locale}::text ->> 'brandName'`;
  const [row] = await db
    .select({ text: translated })
    .from(couponTemplates)
    .where(and(eq(couponTemplates.brandName, brandName), sql`${translated} is not null`))
    .orderBy(desc(couponTemplates.id))
    .limit(1);
  return row?.text ? { brandName: row.text } : { brandName, untranslated: ['brandName'] };
}
