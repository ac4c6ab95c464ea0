/**
 * The console's list of coupon templates (docs/operator-console.md, "Coupons"), newest first, a
 * page at a time by id (the primary key's index: any page of 100,000 templates is one range scan),
 * optionally those whose slug, brand or name in any language contains `q`.
 */
import { and, count, desc, lt, or, sql, type SQL } from 'drizzle-orm';
import { COUPON_TEMPLATE_PAGE_SIZE, type CouponTemplateList, type Locale } from '@culture/protocol';
import { couponTemplates } from '../../../db/schema.js';
import { containsPattern } from '../../../lib/contains-pattern.js';
import type { CouponContext } from '../coupon-context.js';
import { isoToDotted } from '../coupon-dates.js';
import { localiseTemplate } from '../coupon-localise.js';

/** The slug, the simplified-Chinese brand or name, or a translated brand or name contains `q`. */
function matches(q: string): SQL | undefined {
  const pattern = containsPattern(q);
  return or(
    sql`${couponTemplates.slug} ilike ${pattern}`,
    sql`${couponTemplates.brandName} ilike ${pattern}`,
    sql`${couponTemplates.couponName} ilike ${pattern}`,
    sql`exists (select 1 from jsonb_each(${couponTemplates.translations}) as t(locale, texts)
      where t.texts->>'brandName' ilike ${pattern} or t.texts->>'couponName' ilike ${pattern})`,
  );
}

export async function listTemplates(
  { db }: CouponContext,
  cursor: string | undefined,
  locale: Locale,
  q?: string,
): Promise<CouponTemplateList> {
  const matching = q ? matches(q) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(couponTemplates).where(matching);
  const page = await db
    .select()
    .from(couponTemplates)
    .where(and(matching, cursor === undefined ? undefined : lt(couponTemplates.id, Number(cursor))))
    .orderBy(desc(couponTemplates.id))
    .limit(COUPON_TEMPLATE_PAGE_SIZE + 1);
  const shown = page.slice(0, COUPON_TEMPLATE_PAGE_SIZE);
  return {
    total: Number(total),
    next: page.length > COUPON_TEMPLATE_PAGE_SIZE ? String(shown.at(-1)!.id) : null,
    content: shown.map((row) => {
      const { texts } = localiseTemplate(row, locale);
      return {
        templateId: row.id,
        slug: row.slug,
        brandName: texts.brandName,
        couponName: texts.couponName,
        type: row.type,
        discordValue: texts.discordValue,
        validDate: isoToDotted(row.validUntil),
        stock: row.stock,
        issued: row.issued,
        claimable: row.claimable,
        createdAt: row.createdAt.toISOString(),
      };
    }),
  };
}
