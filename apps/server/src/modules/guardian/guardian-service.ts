/**
 * The age question and the guardian's side (docs/privacy.md, "Children and guardians"): a member
 * answers their birth month; a child gets an invite for a guardian's phone; the guardian proves
 * their phone by SMS, decides for the child (the ledger's `childInformation`, with their phone),
 * and afterwards sees, corrects, deletes and withdraws from that phone.
 */
import { eq, inArray } from 'drizzle-orm';
import type {
  BirthMonth,
  ConsentChannel,
  GuardianChild,
  GuardianInvitedChild,
  GuardianCorrection,
  GuardianDecisionBody,
  GuardianRelationship,
  Locale,
} from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { accountCancellations, childGuardians, users } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { maskPhone } from '../auth/phone.js';
import type { ConsentService } from '../consent/consent-service.js';
import type { CancellationService } from '../privacy/cancellation-service.js';
import { isChild, validBirthMonth } from './age.js';
import type { ChildLimits } from './child-limits.js';
import type { GuardianTokens } from './guardian-tokens.js';

export interface GuardianDeps {
  db: Database;
  now: () => number;
  consent: ConsentService;
  limits: ChildLimits;
  tokens: GuardianTokens;
  cancellations: CancellationService;
}

export interface RequestFacts {
  channel: ConsentChannel;
  language: Locale;
  ip: string | null;
}

export function createGuardianService({ db, now, consent, limits, tokens, cancellations }: GuardianDeps) {
  async function member(userId: bigint) {
    const [row] = await db
      .select({
        id: users.id,
        isGuest: users.isGuest,
        birthMonth: users.birthMonth,
        nickname: users.nickname,
        phone: users.phoneE164,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row && !row.isGuest ? row : null;
  }

  /** The children this phone decided for, with their state. */
  async function children(phone: string): Promise<GuardianChild[]> {
    const rows = await db
      .select({
        id: users.id,
        nickname: users.nickname,
        phone: users.phoneE164,
        birthMonth: users.birthMonth,
        name: childGuardians.name,
        relationship: childGuardians.relationship,
      })
      .from(childGuardians)
      .innerJoin(users, eq(users.id, childGuardians.userId))
      .where(eq(childGuardians.phoneE164, phone))
      .orderBy(users.id);
    if (rows.length === 0) return [];
    const pending = await db
      .select({ userId: accountCancellations.userId, completesAt: accountCancellations.completesAt })
      .from(accountCancellations)
      .where(
        inArray(
          accountCancellations.userId,
          rows.map((r) => r.id),
        ),
      );
    return Promise.all(
      rows.map(async (r) => ({
        id: r.id.toString(),
        nickname: r.nickname,
        phone: r.phone === null ? null : maskPhone(r.phone),
        birthMonth: r.birthMonth,
        state: await limits.guardianState(r.id),
        guardianName: r.name,
        relationship: r.relationship as GuardianRelationship,
        cancellationCompletesAt: pending.find((p) => p.userId === r.id)?.completesAt.toISOString() ?? null,
      })),
    );
  }

  /** The child `phone` is the guardian of, or 40482 (a stranger's id looks like a missing one). */
  async function ownChild(phone: string, childId: bigint): Promise<bigint> {
    const [row] = await db
      .select({ userId: childGuardians.userId, phone: childGuardians.phoneE164 })
      .from(childGuardians)
      .where(eq(childGuardians.userId, childId))
      .limit(1);
    if (!row || row.phone !== phone) throw new ApiError('guardianChildNotFound');
    return row.userId;
  }

  /** A child under 14 an invite names (40081 otherwise). */
  async function invitedChild(invite: string) {
    const childId = tokens.inviteChild(invite);
    const child = childId === null ? null : await member(childId);
    if (!child || !isChild(child.birthMonth, now())) throw new ApiError('guardianInviteInvalid');
    return child;
  }

  return {
    /** The age question's answer (40080 for a month before 1900 or in the future). */
    async answerAge(userId: bigint, birth: BirthMonth) {
      const birthMonth = validBirthMonth(birth, now());
      const person = await member(userId);
      if (!person) throw new ApiError('unauthorized');
      // Asked once: afterwards only a guardian corrects it, so a child cannot answer their way out.
      if (person.birthMonth !== null) throw new ApiError('ageAlreadyAnswered');
      await db
        .update(users)
        .set({ birthMonth, updatedAt: new Date(now()) })
        .where(eq(users.id, userId));
      return limits.ageState(userId);
    },

    /** An invite for the guardian's phone; only a child needs one (40991). */
    async invite(userId: bigint) {
      const child = await member(userId);
      if (!child || !isChild(child.birthMonth, now())) throw new ApiError('guardianNotChild');
      const { token, expiresAt } = tokens.invite(userId);
      return { invite: token, expiresAt: expiresAt.toISOString() };
    },

    async preview(invite: string): Promise<GuardianInvitedChild> {
      const child = await invitedChild(invite);
      return {
        id: child.id.toString(),
        nickname: child.nickname,
        phone: child.phone === null ? null : maskPhone(child.phone),
        birthMonth: child.birthMonth,
      };
    },

    children,

    /**
     * The guardian's decision, in the ledger with their phone. Named by an invite (the first time,
     * or a new guardian) or by the id of a child this phone already decided for.
     */
    async decide(phone: string, body: GuardianDecisionBody, facts: RequestFacts): Promise<GuardianChild[]> {
      let childId: bigint;
      if (body.invite !== undefined) childId = (await invitedChild(body.invite)).id;
      else if (body.childId !== undefined) childId = await ownChild(phone, BigInt(body.childId));
      else throw new ApiError('guardianInviteInvalid');
      const rows = await consent.decisionRows(childId, {
        purpose: 'childInformation',
        decision: body.decision,
        versions: [{ document: 'childrenRules', version: body.version }],
        channel: facts.channel,
        language: facts.language,
        ip: facts.ip,
        guardianPhone: phone,
      });
      const at = new Date(now());
      // The ledger's rows and the guardian's details together, or neither (checked before, above).
      await db.transaction(async (tx) => {
        await consent.record(rows, tx);
        await tx
          .insert(childGuardians)
          .values({
            userId: childId,
            phoneE164: phone,
            name: body.name,
            relationship: body.relationship,
            createdAt: at,
            updatedAt: at,
          })
          .onConflictDoUpdate({
            target: childGuardians.userId,
            set: { phoneE164: phone, name: body.name, relationship: body.relationship, updatedAt: at },
          });
      });
      return children(phone);
    },

    /** The guardian corrects the child's nickname or birth month (PIPL Art. 46). */
    async correct(phone: string, childId: bigint, correction: GuardianCorrection): Promise<GuardianChild[]> {
      const id = await ownChild(phone, childId);
      const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date(now()) };
      if (correction.nickname !== undefined) changes.nickname = correction.nickname;
      if (correction.birthMonth !== undefined) changes.birthMonth = validBirthMonth(correction.birthMonth, now());
      await db.update(users).set(changes).where(eq(users.id, id));
      return children(phone);
    },

    /** The child's account cancellation, the same seven days as the child's own (modules/privacy). */
    async cancel(phone: string, childId: bigint, ip: string | null): Promise<GuardianChild[]> {
      await cancellations.request(await ownChild(phone, childId), ip);
      return children(phone);
    },
  };
}

export type GuardianService = ReturnType<typeof createGuardianService>;
