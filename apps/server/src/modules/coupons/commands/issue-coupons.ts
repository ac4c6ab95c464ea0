/**
 * An operator issues coupons of a template, to accounts or phone numbers, one or in bulk: all or
 * nothing within stock (a conditional UPDATE of the template's `issued`). Unknown phones get an
 * account.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { couponTemplates, users } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import { parseE164 } from '../../auth/phone.js';
import type { CouponContext } from '../coupon-context.js';
import { insertCoupons, type Tx } from './coupon-rows.js';

export interface IssueContext extends CouponContext {
  findOrCreateByPhone: (phone: string) => Promise<bigint>;
}

/** Refuses ids that are not (non-guest) accounts. */
async function checkAccounts({ db }: CouponContext, userIds: string[]): Promise<bigint[]> {
  const owners = userIds.map((id) => BigInt(id));
  if (owners.length === 0) return owners;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, owners), eq(users.isGuest, false)));
  const known = new Set(found.map((u) => u.id.toString()));
  const missing = userIds.filter((id) => !known.has(id));
  if (missing.length > 0)
    throw new ApiError('validation', { details: { userIds: `unknown or guest users: ${missing.slice(0, 10).join(', ')}` } });
  return owners;
}

/** Canonical numbers only: a number written another way would make an account nobody can log into. */
function canonicalPhones(phones: string[]): string[] {
  const canonical = phones.map((phone) => ({ phone, e164: parseE164(phone) }));
  const invalid = canonical.filter((p) => !p.e164).map((p) => p.phone);
  if (invalid.length > 0)
    throw new ApiError('validation', { details: { phones: `not valid numbers: ${invalid.slice(0, 10).join(', ')}` } });
  return canonical.map((p) => p.e164!);
}

/**
 * The accounts to issue to: the ids checked, the phones' accounts found or made. Done before the
 * operator's audited transaction (accounts are made through the users module's own connection);
 * the stock is checked here to refuse early and decided again by `issueCoupons`.
 */
export async function issueRecipients(
  context: IssueContext,
  templateId: number,
  userIds: string[],
  phones: string[],
): Promise<bigint[]> {
  const { db } = context;
  const owners = await checkAccounts(context, userIds);
  const e164s = canonicalPhones(phones);
  const [template] = await db
    .select({ stock: couponTemplates.stock, issued: couponTemplates.issued })
    .from(couponTemplates)
    .where(eq(couponTemplates.id, templateId));
  if (!template) throw new ApiError('notFound');
  if (template.issued + owners.length + e164s.length > template.stock) throw new ApiError('couponSoldOut');
  for (const e164 of e164s) owners.push(await context.findOrCreateByPhone(e164));
  return owners;
}

/** Issues one coupon to each recipient in the operator's transaction; the new coupons' ids. */
export async function issueCoupons(context: IssueContext, tx: Tx, templateId: number, owners: bigint[]): Promise<string[]> {
  const [template] = await tx
    .update(couponTemplates)
    .set({ issued: sql`${couponTemplates.issued} + ${owners.length}` })
    .where(and(eq(couponTemplates.id, templateId), sql`${couponTemplates.issued} + ${owners.length} <= ${couponTemplates.stock}`))
    .returning();
  if (!template) {
    const exists = await tx.select({ id: couponTemplates.id }).from(couponTemplates).where(eq(couponTemplates.id, templateId));
    throw new ApiError(exists.length ? 'couponSoldOut' : 'notFound');
  }
  return insertCoupons(context, tx, template, owners, 'operator');
}
