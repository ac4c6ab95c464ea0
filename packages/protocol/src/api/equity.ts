/**
 * Equity and brand benefits (spec §2 /Equity and /BrandEquityDetail/{id}). Each partner brand is
 * one document with its story, shops and the benefits it offers card holders; every text comes in
 * the three languages and readers get their own. A benefit's state is never written as text: it
 * is read from what stands behind the benefit (a coupon template, a badge event, an event with
 * sessions) when it is read, so /Equity and the campaign page that offers the same thing agree
 * (docs/decisions.md, "Equity states come from what stands behind a benefit").
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
/**
 * What a reader sees of a benefit, computed at read time: `available` (claim it now), `claimed`
 * (the reader holds it), `soldOut`, `ended`, `notYetOpen` (its window or sessions are still to
 * come, or the operator gave an opening day still ahead) and `info` (nothing to claim in the app:
 * the brand honours it at the counter).
 */
export const EQUITY_STATES = ['available', 'claimed', 'soldOut', 'ended', 'notYetOpen', 'info'] as const;
export type EquityKind = (typeof EQUITY_KINDS)[number];
export type EquityState = (typeof EQUITY_STATES)[number];

/**
 * What stands behind a benefit, by slug: a coupon template (claimed on the campaign page whose
 * coupon-claim action names it), a badge event (its holders' benefit) or an event with sessions
 * (a place reserved on its sign-up page).
 */
export const equitySourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('coupon'), template: sectionId }),
  z.object({ kind: z.literal('badge'), event: sectionId }),
  z.object({ kind: z.literal('event'), event: sectionId }),
]);
export type EquitySource = z.infer<typeof equitySourceSchema>;

/** A calendar day, yyyy-mm-dd, in the years 2000–9999. */
const openingDaySchema = z
  .string()
  .regex(/^[2-9]\d{3}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be yyyy-mm-dd (2000–9999)')
  // Runs even when the pattern failed (zod checks are not fatal): an invalid Date must not throw.
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  }, 'not a real date');

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
  /** Absent: an informational benefit the brand honours at the counter. */
  source: equitySourceSchema.optional(),
  /**
   * Only for a benefit with no source: the day (Asia/Shanghai) it opens. Before it the benefit reads
   * "not yet open" with this day; from it on, informational. Nothing reads "opens soon" without one.
   */
  opensOn: openingDaySchema.optional(),
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
export type EquityItem = BrandEquity['items'][number];
/** A benefit as a reader gets it: its texts in one language, its state as of the read and where to claim it. */
export type EquityItemView = Omit<Localized<EquityItem>, 'source'> & {
  state: EquityState;
  /** The app page where it is claimed (a campaign or sign-up page), when one offers it; null otherwise. */
  claimRoute: string | null;
};
export type BrandEquityView = Omit<Localized<BrandEquity>, 'items'> & { items: EquityItemView[] };
/** What the list shows of a brand: enough for a card with its benefits' headlines. */
export type BrandEquitySummary = Pick<BrandEquityView, 'id' | 'name' | 'category' | 'tagline' | 'logo'> & {
  items: Array<Pick<EquityItemView, 'id' | 'kind' | 'title' | 'value' | 'state' | 'claimRoute' | 'opensOn'>>;
};

export const brandEquityViewSchema = z.custom<BrandEquityView>((value) => typeof value === 'object' && value !== null, 'brand');
export const brandEquityListSchema = z.object({
  brands: z.array(z.custom<BrandEquitySummary>((value) => typeof value === 'object' && value !== null)),
});
export const brandEquityUpsertSchema = z.object({ brand: brandEquitySchema });
