/**
 * Rows the refund, reconciliation and certificate tests stand on: members, products and orders in
 * the states the orders side leaves them (fulfilled with a certificate or a worn dress), written
 * straight to the tables so these tests do not depend on checkout.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rows, type Database } from '../../db/client.js';
import { certificates, dressPurchases, orders, shopProducts, users, vrAvatars, vrDresses } from '../../db/schema.js';
import { nextId } from '../../lib/ids.js';

const L = (text: string) => ({ 'zh-CN': text, 'zh-TW': text, 'en-US': text });

export async function insertMember(db: Database, phone: string, nickname = 'Mei'): Promise<bigint> {
  const id = nextId();
  await db.insert(users).values({ id, isGuest: false, phoneE164: phone, nickname });
  return id;
}

export async function insertProduct(
  db: Database,
  id: string,
  kind: 'pocket-adoption' | 'collectible' | 'dress',
  options: { refundDays?: number; supply?: number | null; held?: number; dressId?: string } = {},
): Promise<void> {
  if (options.dressId) {
    await db
      .insert(vrDresses)
      .values({
        id: options.dressId,
        name: L('Ink blue'),
        thumbnail: '/d.png',
        colors: { skin: null, body: '#123', trim: null, legs: null, hat: null },
      })
      .onConflictDoNothing();
  }
  await db.insert(shopProducts).values({
    id,
    kind,
    name: { 'zh-CN': '口袋', 'zh-TW': '口袋', 'en-US': `Pocket ${id}` },
    description: L('About it'),
    image: '/images/pocket.png',
    priceFen: 990,
    supply: options.supply === undefined ? 100 : options.supply,
    held: options.held ?? 0,
    onSale: true,
    refundDays: options.refundDays ?? 7,
    dressId: options.dressId ?? null,
  });
}

export interface FulfilledOrder {
  id: bigint;
  outTradeNo: string;
  certificateCode: string | null;
}

/** A paid and granted order: a certificate (adoption, collectible) or an owned, worn dress. */
export async function insertFulfilledOrder(
  db: Database,
  userId: bigint,
  productId: string,
  options: { paidAt: Date; amountFen?: number; serial?: number; dressId?: string; holdsUnit?: boolean },
): Promise<FulfilledOrder> {
  const id = nextId();
  const outTradeNo = `CP${id}`;
  const amountFen = options.amountFen ?? 990;
  await db.insert(orders).values({
    id,
    outTradeNo,
    userId,
    productId,
    amountFen,
    price: 'regular',
    method: 'native',
    state: 'fulfilled',
    holdsUnit: options.holdsUnit ?? true,
    transactionId: `42000${id}`.slice(0, 28),
    paidFen: amountFen,
    createdAt: new Date(options.paidAt.getTime() - 60_000),
    expiresAt: new Date(options.paidAt.getTime() + 14 * 60_000),
    paidAt: options.paidAt,
  });
  if (options.dressId) {
    await db.insert(dressPurchases).values({ orderId: id, userId, dressId: options.dressId, purchasedAt: options.paidAt });
    await db
      .insert(vrAvatars)
      .values({ userId, dressId: options.dressId })
      .onConflictDoUpdate({ target: vrAvatars.userId, set: { dressId: options.dressId } });
    return { id, outTradeNo, certificateCode: null };
  }
  const code = randomBytes(10).toString('hex').toUpperCase().slice(0, 16);
  const [issued] = rows<{ issued: number }>(
    await db.execute(sql`update shop_products set issued = issued + 1 where id = ${productId} returning issued`),
  );
  const serial = options.serial ?? issued!.issued;
  await db.insert(certificates).values({
    code,
    orderId: id,
    userId,
    productId,
    serial,
    totem: ((serial - 1) % 15) + 1,
    hours: 6,
    ownerName: 'Mei',
    issuedAt: options.paidAt,
  });
  return { id, outTradeNo, certificateCode: code };
}

export async function orderState(db: Database, id: bigint): Promise<string> {
  return rows<{ state: string }>(await db.execute(sql`select state from orders where id = ${id}`))[0]!.state;
}
