/**
 * The console's World section (docs/operator-console.md, "World"): the operators' page of
 * exhibitions (paged on the server, filtered by state and name) and the official dresses with
 * their prices (docs/decisions.md, "Dress prices belong to the world curator").
 */
import { z } from 'zod';
import { localizedSchema } from './content.js';
import { amountFenSchema } from './payments.js';
import { idSchema, plainText } from './primitives.js';
import { adminExhibitionSchema, colorSchema, dressIdSchema, worldMediaPath } from './world.js';

// ------------------------------------------------------------------------------ exhibitions

export const EXHIBITION_ADMIN_PAGE_SIZE = 50;
export const EXHIBITION_ADMIN_STATES = ['published', 'draft'] as const;
/** `GET /api/admin/vr-rooms/exhibitions?cursor=&state=&q=`: newest first by id, 50 a page. */
export const adminExhibitionListQuerySchema = z.object({
  /** The last id of the previous page. */
  cursor: idSchema.optional(),
  state: z.enum(EXHIBITION_ADMIN_STATES).optional(),
  /** Part of the name in any language (case-insensitive). */
  q: plainText()
    .transform((v) => v.trim())
    .pipe(z.string().max(100))
    .optional(),
});
export type AdminExhibitionListQuery = z.infer<typeof adminExhibitionListQuerySchema>;
export const adminExhibitionPageSchema = z.object({
  total: z.number().int(),
  next: z.string().nullable(),
  content: z.array(adminExhibitionSchema),
});
export type AdminExhibitionPage = z.infer<typeof adminExhibitionPageSchema>;

// ---------------------------------------------------------------------------------- dresses

const dressColorsInputSchema = z.strictObject({
  skin: colorSchema,
  body: colorSchema,
  trim: colorSchema,
  legs: colorSchema,
  hat: colorSchema.nullable(),
});

/** An official dress as operators read it: every language, and its shop product (null: free). */
export const adminDressSchema = z.object({
  id: z.string(),
  name: localizedSchema,
  thumbnail: z.string(),
  colors: z.object({ skin: z.string(), body: z.string(), trim: z.string(), legs: z.string(), hat: z.string().nullable() }),
  product: z
    .object({
      id: z.string(),
      /** Fen (1/100 yuan), an integer. */
      price_fen: z.number().int(),
      on_sale: z.boolean(),
      /** Copies held by orders (bought or waiting for payment). */
      held: z.number().int(),
    })
    .nullable(),
});
export type AdminDress = z.infer<typeof adminDressSchema>;
/** `GET /api/admin/vr-rooms/dresses`: every official dress in the wardrobe's order (a short list). */
export const adminDressListSchema = z.object({ content: z.array(adminDressSchema) });

/** `POST /api/admin/vr-rooms/dresses`: a new official dress, with a price or free (null). */
export const adminDressCreateSchema = z.strictObject({
  /** At most 34 characters: its product is `dress-<id>` (product ids are at most 40). */
  id: z.string().regex(/^[a-z0-9-]{1,34}$/, 'must be 1–34 lowercase letters, digits or dashes'),
  name: localizedSchema,
  /** A picture under /images, /media or /world. */
  thumbnail: worldMediaPath,
  colors: dressColorsInputSchema,
  price_fen: amountFenSchema.nullable(),
  on_sale: z.boolean(),
});
export type AdminDressCreate = z.infer<typeof adminDressCreateSchema>;

/** `POST /api/admin/vr-rooms/dresses/price`: a dress's price and whether it is sold now. */
export const adminDressPriceSchema = z.strictObject({
  dressId: dressIdSchema,
  price_fen: amountFenSchema,
  on_sale: z.boolean(),
});
export type AdminDressPrice = z.infer<typeof adminDressPriceSchema>;
