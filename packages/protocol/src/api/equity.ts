/**
 * Equity and brand benefits (spec §2 /Equity and /BrandEquityDetail/{id}). Each partner brand is
 * one document with its story, shops and the benefits it offers card holders; every text comes in
 * the three languages and readers get their own. The equity area is presented as not yet
 * available (spec §1), so each benefit carries a status an operator flips without a deploy.
 */
import { z } from 'zod';
import { appPath, imagePath, localizedSchema, sectionId, type Localized } from './content.js';
import { int4IdSchema, int4Schema } from './primitives.js';

/** Brand ids are small positive integers (an int4 column); they appear in /BrandEquityDetail/{id}. */
const brandIdSchema = int4IdSchema;
/** The id as it appears in a URL path: digits only, no sign or leading zero. */
export const brandIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'must be a brand id')
    .transform(Number)
    .pipe(brandIdSchema),
});

export const EQUITY_KINDS = ['discount', 'voucher', 'gift', 'access', 'experience'] as const;
export const EQUITY_STATUSES = ['available', 'opens-soon', 'ended'] as const;
export type EquityKind = (typeof EQUITY_KINDS)[number];
export type EquityStatus = (typeof EQUITY_STATUSES)[number];

const equityItemSchema = z.object({
  id: sectionId,
  kind: z.enum(EQUITY_KINDS),
  title: localizedSchema,
  /** The headline value as a shop would print it, e.g. 7折 / 30% off, ¥20. */
  value: localizedSchema,
  summary: localizedSchema,
  /** Who may use it and when. */
  conditions: z.array(localizedSchema).max(10),
  /** Steps at the counter. */
  howToUse: z.array(localizedSchema).max(10),
  validity: localizedSchema,
  status: z.enum(EQUITY_STATUSES),
});

const brandLocationSchema = z.object({ name: localizedSchema, address: localizedSchema, hours: localizedSchema.optional() });

export const brandEquitySchema = z.object({
  id: brandIdSchema,
  sortOrder: int4Schema,
  name: localizedSchema,
  category: localizedSchema,
  tagline: localizedSchema,
  logo: imagePath,
  cover: z.object({ image: imagePath, alt: localizedSchema }),
  story: z.array(localizedSchema).min(1).max(10),
  locations: z.array(brandLocationSchema).max(20),
  /** The brand's campaign page in the app, when it has one. */
  campaignRoute: appPath.optional(),
  items: z.array(equityItemSchema).min(1).max(20),
});

export type BrandEquity = z.infer<typeof brandEquitySchema>;
export type BrandEquityView = Localized<BrandEquity>;
export type EquityItemView = BrandEquityView['items'][number];
/** What the list shows of a brand: enough for a card with its benefits' headlines. */
export type BrandEquitySummary = Pick<BrandEquityView, 'id' | 'name' | 'category' | 'tagline' | 'logo'> & {
  items: Array<Pick<EquityItemView, 'id' | 'kind' | 'title' | 'value' | 'status'>>;
};

export const brandEquityViewSchema = z.custom<BrandEquityView>((value) => typeof value === 'object' && value !== null, 'brand');
export const brandEquityListSchema = z.object({
  brands: z.array(z.custom<BrandEquitySummary>((value) => typeof value === 'object' && value !== null)),
});
export const brandEquityUpsertSchema = z.object({ brand: brandEquitySchema });
