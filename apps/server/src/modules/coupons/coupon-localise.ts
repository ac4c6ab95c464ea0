/**
 * A stored coupon and its template → the wire answer in the reader's language. Templates hold
 * their texts in simplified Chinese (required) and, where the operator gave them, in traditional
 * Chinese and English (`translations`). A text missing in the reader's language reads in
 * simplified Chinese, and the answer names it in `untranslated`, so the app can mark it as
 * Chinese (lang="zh-CN") instead of passing it off as the reader's language.
 */
import type { Coupon, Locale, TemplateTextInput } from '@culture/protocol';
import type { CouponTemplateTexts, CouponTemplateTranslations, couponTemplates, customerCoupons } from '../../db/schema.js';
import { isoToDotted, todayInChina } from './coupon-dates.js';
import { sanitizeUseRule } from './rich-text.js';

type CouponRow = typeof customerCoupons.$inferSelect;
type TemplateRow = typeof couponTemplates.$inferSelect;
/** The columns a wire coupon is made of (the wallet's list reads only these; its ids come as text). */
export type WireCouponRow = Pick<CouponRow, 'couponCode' | 'status' | 'voidReason' | 'issuedAt' | 'statusChangedAt'> & {
  id: bigint | string;
};
export type WireTemplateRow = Pick<
  TemplateRow,
  'brandName' | 'couponName' | 'type' | 'discordValue' | 'useCondition' | 'validUntil' | 'useRule' | 'translations'
>;

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
  template: WireTemplateRow,
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
export function effectiveCoupon<C extends WireCouponRow>(coupon: C, template: WireTemplateRow, nowMs: number): C {
  return effectiveOn(coupon, template, todayInChina(nowMs));
}

function effectiveOn<C extends WireCouponRow>(coupon: C, template: WireTemplateRow, todayIso: string): C {
  if (coupon.status === 'unused' && template.validUntil < todayIso) return { ...coupon, status: 'voided', voidReason: 'expired' };
  return coupon;
}

/** The wire coupon (spec §3) in `locale`. */
export function couponToWire(stored: WireCouponRow, template: WireTemplateRow, nowMs: number, locale: Locale): Coupon {
  return wireOf(stored, template, todayInChina(nowMs), localiseTemplate(template, locale));
}

/**
 * couponToWire for the many coupons of one answer (a wallet page): today's date is worked out
 * once, and each template is localised once however many of its coupons the page holds (the
 * caller names templates by a key, their id). The answers are couponToWire's.
 */
export function couponsToWire(nowMs: number, locale: Locale) {
  const todayIso = todayInChina(nowMs);
  const localised = new Map<unknown, ReturnType<typeof localiseTemplate>>();
  return (stored: WireCouponRow, template: WireTemplateRow, templateKey: unknown): Coupon => {
    let texts = localised.get(templateKey);
    if (!texts) localised.set(templateKey, (texts = localiseTemplate(template, locale)));
    return wireOf(stored, template, todayIso, texts);
  };
}

function wireOf(
  stored: WireCouponRow,
  template: WireTemplateRow,
  todayIso: string,
  { texts, untranslated }: ReturnType<typeof localiseTemplate>,
): Coupon {
  const coupon = effectiveOn(stored, template, todayIso);
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
    // A copy per coupon: the answer's coupons share nothing a later change to one could reach.
    untranslated: untranslated.slice(),
  };
}
