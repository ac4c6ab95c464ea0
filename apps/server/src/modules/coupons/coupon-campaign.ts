/**
 * What a campaign page's claim button shows: whether the person can still claim the template's
 * coupon, has already claimed it, or cannot because it is sold out or its validity has ended.
 * The claim itself (and the rules that hold under concurrency) is CouponService.claim; this is a
 * read, so the button can say the truth before anyone taps it.
 */
import { and, count, eq, max } from 'drizzle-orm';
import type { CouponCampaign, CouponCampaignState } from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { couponTemplates, customerCoupons } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { isPastValidity } from './coupon-dates.js';

/** What a template's claim reads as for someone holding `held` of it (0 for a guest). */
export function templateClaimState(
  template: { perUserLimit: number; validUntil: string; issued: number; stock: number },
  held: number,
  nowMs: number,
): CouponCampaignState {
  // Someone who holds theirs sees that first, even once the rest are gone.
  if (held >= template.perUserLimit) return 'claimed';
  if (isPastValidity(template.validUntil, nowMs)) return 'ended';
  return template.issued >= template.stock ? 'soldOut' : 'available';
}

/** What a template's claim state is worked out from (templateClaimState), for every reader of it. */
export const CLAIM_STATE_COLUMNS = {
  id: couponTemplates.id,
  claimable: couponTemplates.claimable,
  stock: couponTemplates.stock,
  issued: couponTemplates.issued,
  perUserLimit: couponTemplates.perUserLimit,
  validUntil: couponTemplates.validUntil,
};

export function createCouponCampaigns({ db, now }: { db: Database; now: () => number }) {
  return {
    /** The state of template `slug` for `userId` (null for a guest, who has claimed nothing). */
    async state(slug: string, userId: bigint | null): Promise<CouponCampaign> {
      const [template] = await db
        .select(CLAIM_STATE_COLUMNS)
        .from(couponTemplates)
        .where(eq(couponTemplates.slug, slug))
        .limit(1);
      if (!template) throw new ApiError('notFound');
      if (!template.claimable) throw new ApiError('couponNotClaimable');
      let held = 0;
      let newest: bigint | null = null;
      if (userId !== null) {
        // Coupon ids are time-ordered snowflakes: the largest is the newest.
        const [mine] = await db
          .select({ held: count(), newest: max(customerCoupons.id) })
          .from(customerCoupons)
          .where(and(eq(customerCoupons.templateId, template.id), eq(customerCoupons.userId, userId)));
        held = Number(mine?.held ?? 0);
        newest = mine?.newest ?? null;
      }
      const state = templateClaimState(template, held, now());
      return { templateId: template.id, state, customerCouponId: newest === null ? null : newest.toString() };
    },
  };
}

export type CouponCampaigns = ReturnType<typeof createCouponCampaigns>;
