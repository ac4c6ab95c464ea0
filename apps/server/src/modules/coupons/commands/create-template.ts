/** An operator creates a coupon template (texts in one or three languages, coupon-localise.ts). */
import type { TemplateTextInput } from '@culture/protocol';
import { couponTemplates } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import { nextId } from '../../../lib/ids.js';
import type { CouponContext } from '../coupon-context.js';
import { dottedToIso, isRealDate } from '../coupon-dates.js';
import { splitTemplateTexts } from '../coupon-localise.js';

export interface TemplateInput {
  /** Generated when absent. */
  slug?: string;
  /** Each text: simplified Chinese, or the three languages (coupon-localise.ts). */
  brandName: TemplateTextInput;
  couponName: TemplateTextInput;
  type: (typeof couponTemplates.$inferSelect)['type'];
  discordValue: TemplateTextInput;
  useCondition: TemplateTextInput;
  validDate: string;
  useRule: TemplateTextInput;
  stock: number;
  perUserLimit: number;
  claimable: boolean;
}

/** The new template's id. */
export async function createTemplate({ db, now }: CouponContext, input: TemplateInput): Promise<number> {
  if (!isRealDate(input.validDate)) throw new ApiError('validation', { details: { validDate: 'not a real date' } });
  const { texts, translations } = splitTemplateTexts(input);
  const [row] = await db
    .insert(couponTemplates)
    .values({
      slug: input.slug ?? `tpl-${nextId(now).toString(36)}`,
      brandName: texts.brandName,
      couponName: texts.couponName,
      type: input.type,
      discordValue: texts.discordValue,
      useCondition: texts.useCondition,
      validUntil: dottedToIso(input.validDate),
      useRule: texts.useRule,
      translations,
      stock: input.stock,
      perUserLimit: input.perUserLimit,
      claimable: input.claimable,
    })
    // A slug names one template (campaign pages point at it): a second one is refused, not a 500.
    .onConflictDoNothing({ target: couponTemplates.slug })
    .returning({ id: couponTemplates.id });
  if (!row) throw new ApiError('validation', { details: { slug: 'already names another template' } });
  return row.id;
}
