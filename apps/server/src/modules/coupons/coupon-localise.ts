/**
 * A stored coupon and its template → the wire answer in the reader's language. Templates hold
 * their texts in simplified Chinese (required) and, where the operator gave them, in traditional
 * Chinese and English (`translations`). A text missing in the reader's language reads in
 * simplified Chinese, and the answer names it in `untranslated`, so the app can mark it as
 * Chinese (lang="zh-CN") instead of passing it off as the reader's language.
 */
import type { Coupon, Locale, TemplateTextInput } from '@culture/protocol';
import type { CouponTemplateTexts, CouponTemplateTranslations, couponTemplates, customerCoupons } from '../../db/schema.js';
import { isoToDotted, isPastValidity } from './coupon-dates.js';
import { sanitizeUseRule } from './rich-text.js';

type CouponRow = typeof customerCoupons.$inferSelect;
type TemplateRow = typeof couponTemplates.$inferSelect;

export const TEMPLATE_TEXT_FIELDS = [
  'brandName',
  'couponName',
  'discordValue',
  'useCondition',
  'useRule',
] as const satisfies ReadonlyArray<keyof CouponTemplateTexts>;
export type TemplateTextField = (typeof TEMPLATE_TEXT_FIELDS)[number];

const TRANSLATED_LOCALES = ['zh-TW', 'en-US'] as const;

/**
 * An operator's template texts (each a string, or the three languages) → the simplified-Chinese
 * columns and the translations. Usage rules are sanitised in every language.
 */
export function splitTemplateTexts(input: Record<TemplateTextField, TemplateTextInput>): {
  texts: CouponTemplateTexts;
  translations: CouponTemplateTranslations;
} {
  const clean = (field: TemplateTextField, text: string) => (field === 'useRule' ? sanitizeUseRule(text) : text);
  const texts = {} as CouponTemplateTexts;
  const translations: CouponTemplateTranslations = {};
  for (const field of TEMPLATE_TEXT_FIELDS) {
    const given = input[field];
    if (typeof given === 'string') {
      texts[field] = clean(field, given);
      continue;
    }
    texts[field] = clean(field, given['zh-CN']);
    for (const locale of TRANSLATED_LOCALES) {
      const text = given[locale];
      if (text !== undefined) (translations[locale] ??= {})[field] = clean(field, text);
    }
  }
  return { texts, translations };
}

/** The template's texts in `locale`, and which of them fell back to simplified Chinese. */
export function localiseTemplate(
  template: TemplateRow,
  locale: Locale,
): { texts: CouponTemplateTexts; untranslated: TemplateTextField[] } {
  const texts: CouponTemplateTexts = {
    brandName: template.brandName,
    couponName: template.couponName,
    discordValue: template.discordValue,
    useCondition: template.useCondition,
    useRule: template.useRule,
  };
  if (locale === 'zh-CN') return { texts, untranslated: [] };
  const translated = template.translations?.[locale] ?? {};
  const untranslated: TemplateTextField[] = [];
  for (const field of TEMPLATE_TEXT_FIELDS) {
    const text = translated[field];
    // An empty simplified text (no use condition) needs no translation.
    if (typeof text === 'string' && (text !== '' || texts[field] === '')) texts[field] = text;
    else if (texts[field] !== '' && !(field === 'discordValue' && template.type !== 'EXCHANGE')) untranslated.push(field);
  }
  return { texts, untranslated };
}

/**
 * What a coupon is now: an unused coupon past its validity reads as voided/expired even before
 * the sweep (or a redemption attempt) writes that down, so reads never have to write.
 */
export function effectiveCoupon(coupon: CouponRow, template: TemplateRow, nowMs: number): CouponRow {
  if (coupon.status === 'unused' && isPastValidity(template.validUntil, nowMs))
    return { ...coupon, status: 'voided', voidReason: 'expired' };
  return coupon;
}

/** The wire coupon (spec §3) in `locale`. */
export function couponToWire(stored: CouponRow, template: TemplateRow, nowMs: number, locale: Locale): Coupon {
  const coupon = effectiveCoupon(stored, template, nowMs);
  const { texts, untranslated } = localiseTemplate(template, locale);
  return {
    customerCouponId: coupon.id.toString(),
    couponCode: coupon.couponCode,
    couponName: texts.couponName,
    brandName: texts.brandName,
    type: template.type,
    discordValue: texts.discordValue,
    useCondition: texts.useCondition,
    validDate: isoToDotted(template.validUntil),
    useRule: texts.useRule,
    status: coupon.status,
    expired: coupon.status === 'voided' && coupon.voidReason === 'expired',
    issuedAt: coupon.issuedAt.toISOString(),
    statusChangedAt: coupon.statusChangedAt.toISOString(),
    untranslated,
  };
}
