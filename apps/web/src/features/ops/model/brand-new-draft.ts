/**
 * The console's "New brand" form as the brand's first document (docs/operator-console.md,
 * "Content"): what the form asks for, the rest left empty for the editor (no locations, no
 * conditions or steps, an informational first benefit with nothing behind it). The server checks
 * it like any brand (brandEquitySchema) and refuses a taken id.
 */
import type { BrandEquity, EquityKind, Locale } from '@culture/protocol';

export const NEW_BRAND_TEXTS = [
  'name',
  'category',
  'tagline',
  'story',
  'coverAlt',
  'itemTitle',
  'itemValue',
  'itemSummary',
  'itemValidity',
] as const;
export type NewBrandText = (typeof NEW_BRAND_TEXTS)[number];
type ByLocale = Record<Locale, string>;

export interface NewBrandForm {
  id: string;
  sortOrder: string;
  logo: string;
  cover: string;
  kind: EquityKind;
  texts: Record<NewBrandText, ByLocale>;
}

export const emptyNewBrand = (): NewBrandForm => ({
  id: '',
  sortOrder: '100',
  logo: '',
  cover: '',
  kind: 'discount',
  texts: Object.fromEntries(NEW_BRAND_TEXTS.map((f) => [f, { 'zh-CN': '', 'zh-TW': '', 'en-US': '' }])) as NewBrandForm['texts'],
});

const trimmed = (value: ByLocale): ByLocale => ({
  'zh-CN': value['zh-CN'].trim(),
  'zh-TW': value['zh-TW'].trim(),
  'en-US': value['en-US'].trim(),
});

/** The first benefit's id: an anchor on the brand page, which the editor's JSON may rename. */
export const FIRST_BENEFIT_ID = 'benefit-1';

export function newBrandDocument(form: NewBrandForm): BrandEquity {
  const t = (field: NewBrandText) => trimmed(form.texts[field]);
  return {
    id: Number(form.id),
    sortOrder: Number(form.sortOrder),
    name: t('name'),
    category: t('category'),
    tagline: t('tagline'),
    logo: form.logo.trim(),
    cover: { image: form.cover.trim(), alt: t('coverAlt') },
    story: [t('story')],
    locations: [],
    items: [
      {
        id: FIRST_BENEFIT_ID,
        kind: form.kind,
        title: t('itemTitle'),
        value: t('itemValue'),
        summary: t('itemSummary'),
        conditions: [],
        howToUse: [],
        validity: t('itemValidity'),
      },
    ],
  };
}
