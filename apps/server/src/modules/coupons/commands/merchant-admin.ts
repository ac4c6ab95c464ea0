/**
 * The console's merchants (docs/operator-console.md, "Coupons"): the list, newest first, searched
 * by part of a brand or a phone, and removal. A removed account's next lookup or redeem finds no
 * merchant row and is refused (routes.ts reads the row on every merchant call).
 */
import { and, count, desc, eq, ilike, like, lt, or, type SQL } from 'drizzle-orm';
import { decodeListCursor, encodeListCursor, MERCHANT_PAGE_SIZE, type MerchantList } from '@culture/protocol';
import { merchants, users } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import type { CouponContext } from '../coupon-context.js';

/** `%`, `_` and `\` typed by the operator are matched as themselves. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchCondition(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const digits = text.replace(/[\s()+-]/g, '');
  const byBrand = ilike(merchants.brandName, `%${literal(text)}%`);
  return /^\d{3,15}$/.test(digits) ? or(byBrand, like(users.phoneE164, `%${digits}%`)) : byBrand;
}

export async function listMerchants(
  { db }: CouponContext,
  q: string | undefined,
  cursor: string | undefined,
): Promise<MerchantList> {
  const position = cursor === undefined ? null : decodeListCursor(cursor);
  const matching = searchCondition(q);
  const after = position
    ? or(lt(merchants.createdAt, position.at), and(eq(merchants.createdAt, position.at), lt(merchants.userId, position.id)))
    : undefined;
  const [[{ total } = { total: 0 }], page] = await Promise.all([
    db.select({ total: count() }).from(merchants).innerJoin(users, eq(users.id, merchants.userId)).where(matching),
    db
      .select({ merchant: merchants, phone: users.phoneE164, nickname: users.nickname })
      .from(merchants)
      .innerJoin(users, eq(users.id, merchants.userId))
      .where(and(matching, after))
      .orderBy(desc(merchants.createdAt), desc(merchants.userId))
      .limit(MERCHANT_PAGE_SIZE + 1),
  ]);
  const shown = page.slice(0, MERCHANT_PAGE_SIZE);
  const last = shown.at(-1)?.merchant;
  return {
    total: Number(total),
    next: page.length > MERCHANT_PAGE_SIZE && last ? encodeListCursor({ at: last.createdAt, id: last.userId }) : null,
    content: shown.map(({ merchant, phone, nickname }) => ({
      userId: merchant.userId.toString(),
      nickname,
      phone,
      brandName: merchant.brandName,
      since: merchant.createdAt.toISOString(),
    })),
  };
}

/** Run in the audit's transaction: the brand the account was a merchant of (404 when it was none). */
export async function removeMerchant({ db }: CouponContext, userId: string): Promise<{ brand: string }> {
  const [removed] = await db
    .delete(merchants)
    .where(eq(merchants.userId, BigInt(userId)))
    .returning({ brand: merchants.brandName });
  if (!removed) throw new ApiError('notFound');
  return removed;
}
