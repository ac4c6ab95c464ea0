/** An operator makes an account the merchant of one brand (again: the brand changes). */
import { eq } from 'drizzle-orm';
import { merchants, users } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import type { CouponContext } from '../coupon-context.js';

export async function makeMerchant({ db }: CouponContext, userId: string, brandName: string): Promise<void> {
  const [user] = await db
    .select({ isGuest: users.isGuest })
    .from(users)
    .where(eq(users.id, BigInt(userId)));
  if (!user || user.isGuest) throw new ApiError('validation', { details: { userId: 'no such (non-guest) user' } });
  await db
    .insert(merchants)
    .values({ userId: BigInt(userId), brandName })
    .onConflictDoUpdate({ target: merchants.userId, set: { brandName } });
}
