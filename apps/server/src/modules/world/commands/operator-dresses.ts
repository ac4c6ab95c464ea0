/**
 * The console's official dresses (world.manage; docs/decisions.md, "Dress prices belong to the
 * world curator"): the list with each dress's shop product, a new dress, and a dress's price and
 * whether it is sold. Prices go through the shop's one product write (payments' upsertProduct),
 * so its rules (positive fen, one product per dress, a kind never changes) hold here too. Given
 * the operator's transaction as `db`, each runs inside it.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { AdminDress, AdminDressCreate, AdminDressPrice, AdminProduct } from '@culture/protocol';
import type { Database } from '../../../db/client.js';
import { shopProducts, vrDresses } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import { upsertProduct } from '../../payments/commands/upsert-product.js';

interface DressContext {
  db: Database;
  now: () => number;
}

/** What a member reads under a dress's product, as the seeded dress products say it. */
const DRESS_DESCRIPTION = {
  'zh-CN': '世界形象的官方服装，购买后即可穿上。',
  'zh-TW': '世界形象的官方服裝，購買後即可穿上。',
  'en-US': 'An official dress for your world avatar, worn as soon as it is bought.',
};
/** Members may ask for their money back within a week, like the seeded dresses. */
const DRESS_REFUND_DAYS = 7;

const columns = {
  dress: vrDresses,
  product: {
    id: shopProducts.id,
    price_fen: shopProducts.priceFen,
    on_sale: shopProducts.onSale,
    held: shopProducts.held,
  },
};

function present(row: { dress: typeof vrDresses.$inferSelect; product: AdminDress['product'] }): AdminDress {
  const { id, name, thumbnail, colors } = row.dress;
  return {
    id,
    name,
    thumbnail,
    colors: {
      skin: colors.skin ?? '',
      body: colors.body ?? '',
      trim: colors.trim ?? '',
      legs: colors.legs ?? '',
      hat: colors.hat ?? null,
    },
    product: row.product,
  };
}

/** Every official dress in the wardrobe's order, with its product (null: the dress is free). */
export async function listAdminDresses(db: Database): Promise<AdminDress[]> {
  const rows = await db
    .select(columns)
    .from(vrDresses)
    .leftJoin(shopProducts, eq(shopProducts.dressId, vrDresses.id))
    .orderBy(asc(vrDresses.sortOrder), asc(vrDresses.id));
  return rows.map(present);
}

/** One dress as operators read it (the audit's before and after), null when there is none. */
export async function getAdminDress(db: Database, id: string): Promise<AdminDress | null> {
  const [row] = await db
    .select(columns)
    .from(vrDresses)
    .leftJoin(shopProducts, eq(shopProducts.dressId, vrDresses.id))
    .where(eq(vrDresses.id, id));
  return row ? present(row) : null;
}

/** The dress's product as the shop's write takes it: the one it has, or a new `dress-<id>`. */
async function productOf(db: Database, dress: typeof vrDresses.$inferSelect): Promise<AdminProduct> {
  const [row] = await db.select().from(shopProducts).where(eq(shopProducts.dressId, dress.id));
  if (row)
    return {
      id: row.id,
      kind: 'dress',
      name: row.name,
      description: row.description,
      image: row.image,
      price_fen: row.priceFen,
      member_price_fen: row.memberPriceFen,
      supply: row.supply,
      on_sale: row.onSale,
      refund_days: row.refundDays,
      dress_id: dress.id,
    };
  return {
    id: `dress-${dress.id}`,
    kind: 'dress',
    name: dress.name,
    description: DRESS_DESCRIPTION,
    image: dress.thumbnail,
    price_fen: 1,
    member_price_fen: null,
    supply: null,
    on_sale: false,
    refund_days: DRESS_REFUND_DAYS,
    dress_id: dress.id,
  };
}

/** A new official dress, last in the wardrobe; with a price it is a product at once. */
export async function createDress(ctx: DressContext, input: AdminDressCreate): Promise<AdminDress> {
  const { db } = ctx;
  const [dress] = await db
    .insert(vrDresses)
    .values({
      id: input.id,
      name: input.name,
      thumbnail: input.thumbnail,
      colors: input.colors,
      sortOrder: sql`(select coalesce(max(${vrDresses.sortOrder}), -1) + 1 from ${vrDresses})`,
    })
    .onConflictDoNothing({ target: vrDresses.id })
    .returning();
  if (!dress) throw new ApiError('validation', { details: { id: 'an official dress already has this id' } });
  if (input.price_fen !== null)
    await upsertProduct(ctx, { ...(await productOf(db, dress)), price_fen: input.price_fen, on_sale: input.on_sale });
  return (await getAdminDress(db, input.id))!;
}

/** A dress's price (fen) and whether it is sold now; a free dress becomes a product. */
export async function setDressPrice(ctx: DressContext, input: AdminDressPrice): Promise<AdminDress> {
  const { db } = ctx;
  const [dress] = await db.select().from(vrDresses).where(eq(vrDresses.id, input.dressId));
  if (!dress) throw new ApiError('dressNotFound');
  await upsertProduct(ctx, { ...(await productOf(db, dress)), price_fen: input.price_fen, on_sale: input.on_sale });
  return (await getAdminDress(db, input.dressId))!;
}
