/**
 * An operator creates or changes a product (docs/payments.md, "Operator API"): prices in fen, the
 * supply never below the units already held (orders waiting for payment or paid), the refund
 * window, names in the three languages. A dress product names an official dress; a product's kind
 * never changes once it exists (its orders and grants depend on it). Answers the product as it was
 * (the audit's before; null when new). Given the operator's transaction as `ctx.db`, it runs inside it.
 */
import { eq, sql } from 'drizzle-orm';
import type { AdminProduct } from '@culture/protocol';
import { shopProducts, vrDresses } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import type { PaymentsContext } from '../payments-context.js';

export async function upsertProduct(
  ctx: Pick<PaymentsContext, 'db' | 'now'>,
  product: AdminProduct,
): Promise<{ created: boolean; before: typeof shopProducts.$inferSelect | null }> {
  if ((product.kind === 'dress') !== (product.dress_id !== null))
    throw new ApiError('validation', { details: { dress_id: 'a dress product names its dress; others name none' } });
  if (product.member_price_fen !== null && product.kind !== 'pocket-adoption')
    throw new ApiError('validation', { details: { member_price_fen: 'only the pocket adoption has a card-holder price' } });
  return ctx.db.transaction(async (tx) => {
    if (product.dress_id) {
      const [dress] = await tx.select({ id: vrDresses.id }).from(vrDresses).where(eq(vrDresses.id, product.dress_id));
      if (!dress) throw new ApiError('validation', { details: { dress_id: 'no official dress has this id' } });
    }
    const [existing] = await tx.select().from(shopProducts).where(eq(shopProducts.id, product.id)).for('update');
    if (existing && existing.kind !== product.kind)
      throw new ApiError('validation', { details: { kind: 'a product keeps its kind' } });
    if (existing && product.supply !== null && product.supply < existing.held)
      throw new ApiError('validation', { details: { supply: `${existing.held} units are already held by orders` } });
    if (existing && existing.dressId !== product.dress_id && product.dress_id) await ensureDressFree(tx, product);
    const values = {
      kind: product.kind,
      name: product.name,
      description: product.description,
      image: product.image,
      priceFen: product.price_fen,
      memberPriceFen: product.member_price_fen,
      supply: product.supply,
      onSale: product.on_sale,
      refundDays: product.refund_days,
      dressId: product.dress_id,
      updatedAt: new Date(ctx.now()),
    };
    if (existing) {
      await tx.update(shopProducts).set(values).where(eq(shopProducts.id, product.id));
      return { created: false, before: existing };
    }
    if (product.dress_id) await ensureDressFree(tx, product);
    await tx.insert(shopProducts).values({ id: product.id, ...values });
    return { created: true, before: null };
  });
}

/** One product per dress (shop_products_dress_key): say so rather than fail on the index. */
async function ensureDressFree(tx: Parameters<Parameters<PaymentsContext['db']['transaction']>[0]>[0], product: AdminProduct) {
  const [taken] = await tx
    .select({ id: shopProducts.id })
    .from(shopProducts)
    .where(sql`${shopProducts.dressId} = ${product.dress_id} and ${shopProducts.id} <> ${product.id}`);
  if (taken) throw new ApiError('validation', { details: { dress_id: `the product ${taken.id} already sells this dress` } });
}
