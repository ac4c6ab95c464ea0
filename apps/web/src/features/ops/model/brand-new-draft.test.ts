/** The "New brand" form's document is one the server accepts (brandEquitySchema), texts trimmed, the rest empty. */
import { describe, expect, it } from 'vitest';
import { brandEquitySchema, LOCALES } from '@culture/protocol';
import { emptyNewBrand, FIRST_BENEFIT_ID, NEW_BRAND_TEXTS, newBrandDocument } from './brand-new-draft';

const filled = () => {
  const form = emptyNewBrand();
  form.id = '7301';
  form.logo = ' /images/brands/pocket.svg ';
  form.cover = '/images/pages/pocket/hero.svg';
  for (const field of NEW_BRAND_TEXTS) for (const locale of LOCALES) form.texts[field][locale] = ` ${field} ${locale} `;
  return form;
};

describe('newBrandDocument', () => {
  it('builds a brand the schema accepts, with one informational benefit', () => {
    const brand = newBrandDocument(filled());
    expect(brandEquitySchema.safeParse(brand).success).toBe(true);
    expect(brand).toMatchObject({ id: 7301, sortOrder: 100, logo: '/images/brands/pocket.svg', locations: [] });
    expect(brand.name['zh-TW']).toBe('name zh-TW');
    expect(brand.story).toEqual([{ 'zh-CN': 'story zh-CN', 'zh-TW': 'story zh-TW', 'en-US': 'story en-US' }]);
    expect(brand.items).toHaveLength(1);
    expect(brand.items[0]).toMatchObject({ id: FIRST_BENEFIT_ID, kind: 'discount', conditions: [], howToUse: [] });
    expect(brand.items[0]!.source).toBeUndefined();
  });

  it('leaves a missing text or a bad number for the schema to refuse', () => {
    const form = filled();
    form.texts.tagline['en-US'] = '   ';
    expect(brandEquitySchema.safeParse(newBrandDocument(form)).success).toBe(false);
    expect(brandEquitySchema.safeParse(newBrandDocument({ ...filled(), id: '0' })).success).toBe(false);
  });
});
