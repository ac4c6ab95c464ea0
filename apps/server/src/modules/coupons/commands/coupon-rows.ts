/**
 * What every coupon change shares: the coupon_events row it writes (who, when), the new coupons'
 * rows of an issue or a claim, and the refusal for a coupon already in a final state.
 */
import { sql } from 'drizzle-orm';
import { couponEvents, type customerCoupons, type couponTemplates } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import { bulkPacer, ROWS_PER_STATEMENT } from '../../../lib/event-loop-turn.js';
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

/**
 * New unused coupons of the template for `owners` (one each, in order) with their `issued`
 * events, in the caller's transaction; their ids. The one way a coupon is made (a claim, an
 * operator's list, a CSV): set-based, one statement per chunk writing the coupons and their events
 * (INSERT … SELECT FROM unnest(…) feeding a second INSERT), paced between chunks (bulkPacer).
 */
export async function insertCoupons(
  { now }: Pick<CouponContext, 'now'>,
  tx: Tx,
  template: Pick<TemplateRow, 'id'>,
  owners: readonly (bigint | string)[],
  actor: string,
): Promise<string[]> {
  const at = new Date(now()).toISOString();
  const made: string[] = [];
  const pace = bulkPacer();
  for (let from = 0; from < owners.length; from += ROWS_PER_STATEMENT) {
    if (from > 0) await pace();
    const chunk = owners.slice(from, from + ROWS_PER_STATEMENT).map(String);
    const ids = chunk.map(() => nextId(now).toString());
    const codes = chunk.map(() => generateCouponCode());
    await tx.execute(sql`with made as (
        insert into customer_coupons (id, template_id, user_id, coupon_code, status, issued_at, status_changed_at)
        select c.id, ${template.id}, c.user_id, c.code, 'unused', ${at}::timestamptz, ${at}::timestamptz
        from unnest(${sql.param(ids)}::int8[], ${sql.param(chunk)}::int8[], ${sql.param(codes)}::text[]) as c(id, user_id, code)
        returning id)
      insert into coupon_events (coupon_id, from_status, to_status, actor, at)
      select id, null, 'unused', ${actor}, ${at}::timestamptz from made`);
    made.push(...ids);
  }
  return made;
}

/** Why a coupon that is not unused cannot be redeemed or voided. */
export function finalStateError(coupon: CouponRow): ApiError {
  if (coupon.status === 'used') return new ApiError('couponAlreadyUsed');
  return new ApiError(coupon.voidReason === 'expired' ? 'couponExpired' : 'couponVoided');
}
