/**
 * The one check for a child under 14 (docs/privacy.md, "Children and guardians"; PIPL Art. 31):
 * until a guardian agrees to the children's rules, and after a guardian withdraws, no personal
 * information beyond the login is used: no chat, no public profile or personal room, no purchases,
 * no uploads. Browsing, coupons and badges stay. Every module that does one of those calls
 * `assertAllowed` (or asks `limited`) before it acts; the ledger's latest decision decides, read on
 * every call, so a withdrawal counts at the child's next request.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { AgeState, GuardianState } from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { consentRecords, users } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { ConsentService } from '../consent/consent-service.js';
import { isChild } from './age.js';

const DECISION_STATE: Record<string, GuardianState> = { agree: 'agreed', refuse: 'refused', withdraw: 'withdrawn' };

export function createChildLimits({ db, now, consent }: { db: Database; now: () => number; consent: ConsentService }) {
  async function birthMonthOf(userId: bigint): Promise<string | null> {
    const [row] = await db.select({ birthMonth: users.birthMonth }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.birthMonth ?? null;
  }

  /** The guardian's latest decision for the child, as the ledger has it. */
  async function guardianState(userId: bigint): Promise<GuardianState> {
    const [row] = await db
      .select({ decision: consentRecords.decision })
      .from(consentRecords)
      .where(and(eq(consentRecords.userId, userId), eq(consentRecords.purpose, 'childInformation')))
      .orderBy(desc(consentRecords.at), desc(consentRecords.id))
      .limit(1);
    return row ? (DECISION_STATE[row.decision] ?? 'none') : 'none';
  }

  /** True for a child under 14 whose guardian has not agreed (or withdrew). Adults cost one key lookup. */
  async function limited(userId: bigint): Promise<boolean> {
    if (!isChild(await birthMonthOf(userId), now())) return false;
    return !(await consent.consentsTo(userId, 'childInformation'));
  }

  return {
    limited,
    /** Under 14 by the birth month given, whatever a guardian decided (an unanswered age: not known to be a child). */
    async isChild(userId: bigint): Promise<boolean> {
      return isChild(await birthMonthOf(userId), now());
    },
    guardianState,

    /** 40390 while the person is a child without a guardian's agreement. */
    async assertAllowed(userId: bigint): Promise<void> {
      if (await limited(userId)) throw new ApiError('guardianConsentRequired');
    },

    async ageState(userId: bigint): Promise<AgeState> {
      const birthMonth = await birthMonthOf(userId);
      const child = isChild(birthMonth, now());
      const guardian = child ? await guardianState(userId) : 'none';
      return { birthMonth, child, guardian, limited: child && guardian !== 'agreed' };
    },
  };
}

export type ChildLimits = ReturnType<typeof createChildLimits>;
