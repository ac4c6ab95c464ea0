/**
 * The one place that maps a paid order to what it grants, and takes it back after a refund
 * (docs/payments.md, "Order states"): an adoption certificate (pocket number, love totem, the
 * embroiderer's six hours), a numbered collectible certificate, or an official dress worn at once.
 * Runs inside the transaction that records the payment.
 */
import { randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { certificates, dressPurchases, shopProducts, vrAvatars } from '../../db/schema.js';
import type { OrderRow, ProductRow } from './commands/order-rows.js';
import { totemOfSerial } from './love-totems.js';

/** Paid embroidery hours one adopted pocket stands for (the pocket project: one pocket = six hours). */
export const ADOPTION_HOURS = 6;

// Without 0/O/1/I/L, so a code read aloud or typed from a print is not mistaken.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 16;

/** A certificate's public verification code: 16 random characters (about 79 bits). */
export function certificateCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * The owner's display name on a certificate, in SQL over a `users` row aliased `u` (null when the
 * account is gone): nickname, WeChat nickname, else the phone's last four digits — never the whole
 * phone, it is shown on a public verification page. Used by grantCertificate and the settle statement.
 */
export const OWNER_NAME_SQL = (u: string): string =>
  `coalesce(${u}.nickname, ${u}.wechat_nickname, '***' || right(${u}.phone_e164, 4), '')`;

async function grantCertificate(tx: Transaction, order: OrderRow, product: ProductRow, at: Date): Promise<boolean> {
  const [numbered] = await tx
    .update(shopProducts)
    .set({ issued: sql`${shopProducts.issued} + 1` })
    .where(eq(shopProducts.id, product.id))
    .returning({ serial: shopProducts.issued });
  const serial = numbered!.serial;
  const adoption = product.kind === 'pocket-adoption';
  await tx.insert(certificates).values({
    code: certificateCode(),
    orderId: order.id,
    userId: order.userId,
    productId: product.id,
    serial,
    totem: adoption ? totemOfSerial(serial) : null,
    hours: adoption ? ADOPTION_HOURS : null,
    ownerName: sql`coalesce((select ${sql.raw(OWNER_NAME_SQL('u'))} from users u where u.id = ${order.userId}), '')`,
    issuedAt: at,
  });
  return true;
}

async function grantDress(tx: Transaction, order: OrderRow, product: ProductRow, at: Date): Promise<boolean> {
  if (order.userId === null || product.dressId === null) return false;
  const bought = await tx
    .insert(dressPurchases)
    .values({ orderId: order.id, userId: order.userId, dressId: product.dressId, purchasedAt: at })
    .onConflictDoNothing()
    .returning({ orderId: dressPurchases.orderId });
  // Already owned (two orders for one dress paid): this one cannot grant anything, it is refunded.
  if (bought.length === 0) return false;
  await tx
    .insert(vrAvatars)
    .values({ userId: order.userId, dressId: product.dressId, updatedAt: at })
    .onConflictDoUpdate({ target: vrAvatars.userId, set: { dressId: product.dressId, updatedAt: at } });
  return true;
}

/**
 * Grants what a paid order bought, in the caller's transaction. False: it cannot be granted (a
 * dress the buyer owns already, or whose account is gone); the caller then refunds the payment.
 */
export async function grant(tx: Transaction, order: OrderRow, product: ProductRow, at: Date): Promise<boolean> {
  if (product.kind === 'dress') return grantDress(tx, order, product, at);
  return grantCertificate(tx, order, product, at);
}

/**
 * Takes back what a refunded order granted: the certificate says withdrawn (the public check shows
 * it), the dress is no longer owned and comes off the avatar if worn. Safe for an order that
 * granted nothing and a second time.
 */
export async function withdrawGrant(tx: Transaction, order: { id: bigint }, at: Date): Promise<void> {
  await tx
    .update(certificates)
    .set({ withdrawnAt: at })
    .where(and(eq(certificates.orderId, order.id), isNull(certificates.withdrawnAt)));
  const [dress] = await tx
    .update(dressPurchases)
    .set({ withdrawnAt: at })
    .where(and(eq(dressPurchases.orderId, order.id), isNull(dressPurchases.withdrawnAt)))
    .returning({ userId: dressPurchases.userId, dressId: dressPurchases.dressId });
  if (dress) {
    await tx
      .update(vrAvatars)
      .set({ dressId: null, updatedAt: at })
      .where(and(eq(vrAvatars.userId, dress.userId), eq(vrAvatars.dressId, dress.dressId)));
  }
}
