/**
 * What can be bought, priced for the person looking (GET /api/v5/shop/products, public): the
 * card-holder price's state for a member (their phone on the list, a code to enter, or used), the
 * units left, and the dresses they own already.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Locale, ProductKind, ProductView } from '@culture/protocol';
import type { Database } from '../../../db/client.js';
import { dressPurchases, shopEligibility, shopProducts } from '../../../db/schema.js';
import type { ProductRow } from '../commands/order-rows.js';

type MemberPrice = ProductView['member_price'];

/** The member's card-holder state per product that has eligibility rows ('code' where none matches them). */
async function memberPriceStates(db: Database, productIds: string[], userId: bigint): Promise<Map<string, MemberPrice>> {
  const states = new Map<string, MemberPrice>();
  if (productIds.length === 0) return states;
  const rows = await db
    .select({
      productId: shopEligibility.productId,
      used: sql<boolean>`bool_or(${shopEligibility.usedBy} = ${userId})`,
      phone: sql<boolean>`bool_or(${shopEligibility.phoneE164} = (select phone_e164 from users where id = ${userId})
        and ${shopEligibility.usedAt} is null and ${shopEligibility.orderId} is null)`,
    })
    .from(shopEligibility)
    .where(inArray(shopEligibility.productId, productIds))
    .groupBy(shopEligibility.productId);
  for (const row of rows) states.set(row.productId, row.used ? 'used' : row.phone ? 'phone' : 'code');
  return states;
}

async function ownedDresses(db: Database, userId: bigint): Promise<Set<string>> {
  const rows = await db
    .select({ dressId: dressPurchases.dressId })
    .from(dressPurchases)
    .where(and(eq(dressPurchases.userId, userId), isNull(dressPurchases.withdrawnAt)));
  return new Set(rows.map((r) => r.dressId));
}

export function presentProduct(product: ProductRow, locale: Locale, memberPrice: MemberPrice, owned: boolean): ProductView {
  return {
    id: product.id,
    kind: product.kind as ProductKind,
    name: product.name[locale],
    description: product.description[locale],
    image: product.image,
    price_fen: product.priceFen,
    member_price_fen: product.memberPriceFen,
    member_price: product.memberPriceFen === null ? null : memberPrice,
    remaining: product.supply === null ? null : Math.max(product.supply - product.held, 0),
    supply: product.supply,
    on_sale: product.onSale,
    owned,
    refund_days: product.refundDays,
    dress_id: product.dressId,
  };
}

/** Products on sale, and every dress product (priced dresses are not free), for `viewerId` (null: a guest). */
export async function listProducts(
  db: Database,
  viewerId: bigint | null,
  kind: ProductKind | undefined,
  locale: Locale,
): Promise<ProductView[]> {
  const products = await db
    .select()
    .from(shopProducts)
    .where(kind ? eq(shopProducts.kind, kind) : undefined)
    .orderBy(asc(shopProducts.sortOrder), asc(shopProducts.id));
  const [states, owned] = viewerId
    ? await Promise.all([
        memberPriceStates(
          db,
          products.filter((p) => p.memberPriceFen !== null).map((p) => p.id),
          viewerId,
        ),
        ownedDresses(db, viewerId),
      ])
    : [new Map<string, MemberPrice>(), new Set<string>()];
  return (
    products
      .map((p) =>
        presentProduct(p, locale, viewerId ? (states.get(p.id) ?? 'code') : null, p.dressId !== null && owned.has(p.dressId)),
      )
      // A dress off sale is still listed: its price tag is how the wardrobe knows it is not free
      // (docs/payments.md, "Screens: certificates and dresses": "Not on sale").
      .filter((p) => p.on_sale || p.owned || p.kind === 'dress')
  );
}
