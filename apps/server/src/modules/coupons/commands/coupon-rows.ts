/**
 * What every coupon change shares: the coupon_events row it writes (who, when), the new coupons'
 * rows of an issue or a claim, and the refusal for a coupon already in a final state.
 */
import { couponEvents, customerCoupons, type couponTemplates } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import { nextId } from '../../../lib/ids.js';
import type { CouponContext } from '../coupon-context.js';
import { generateCouponCode } from '../coupon-code.js';

type CouponRow = typeof customerCoupons.$inferSelect;
type TemplateRow = typeof couponTemplates.$inferSelect;
/** The database or a transaction on it. */
export type Tx = CouponContext['db'];

export interface StatusChange {
  couponId: bigint;
  from: string | null;
  to: string;
  actor: string;
}

export async function recordEvents({ now }: Pick<CouponContext, 'now'>, tx: Tx, rows: StatusChange[]): Promise<void> {
  if (rows.length === 0) return;
  const at = new Date(now());
  await tx
    .insert(couponEvents)
    .values(rows.map((r) => ({ couponId: r.couponId, fromStatus: r.from, toStatus: r.to, actor: r.actor, at })));
}

/** New unused coupons of `template` for `owners`, in the caller's transaction; their ids. */
export async function insertCoupons(
  { now }: Pick<CouponContext, 'now'>,
  tx: Tx,
  template: TemplateRow,
  owners: bigint[],
  actor: string,
): Promise<string[]> {
  const at = new Date(now());
  const rows = owners.map((userId) => ({
    id: nextId(now),
    templateId: template.id,
    userId,
    couponCode: generateCouponCode(),
    status: 'unused' as const,
    issuedAt: at,
    statusChangedAt: at,
  }));
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(customerCoupons).values(rows.slice(i, i + 1000));
  await recordEvents(
    { now },
    tx,
    rows.map((r) => ({ couponId: r.id, from: null, to: 'unused', actor })),
  );
  return rows.map((r) => r.id.toString());
}

/** Why a coupon that is not unused cannot be redeemed or voided. */
export function finalStateError(coupon: CouponRow): ApiError {
  if (coupon.status === 'used') return new ApiError('couponAlreadyUsed');
  return new ApiError(coupon.voidReason === 'expired' ? 'couponExpired' : 'couponVoided');
}
