/**
 * Children under 14 and their guardians (docs/privacy.md, "Children and guardians"; PIPL Art. 28,
 * 31): the age question, the guardian's consent from the child's phone or their own, and what the
 * guardian can do afterwards from their own phone.
 */
import { z } from 'zod';
import { phoneSchema } from './auth.js';
import { nicknameSchema } from './me.js';
import { idSchema, int4IdSchema, plainText } from './primitives.js';

/**
 * A birth year and month. The schema takes any four-digit year so the answer to a year before
 * 1900 or a month in the future is its own clear error (40080), not a generic one.
 */
export const birthMonthSchema = z
  .object({ year: z.number().int().min(1000).max(9999), month: z.number().int().min(1).max(12) })
  .strict();
export type BirthMonth = z.infer<typeof birthMonthSchema>;

/** Where the guardian's consent for a child stands: the latest ledger decision, or none yet. */
export const GUARDIAN_STATES = ['none', 'agreed', 'refused', 'withdrawn'] as const;
export type GuardianState = (typeof GUARDIAN_STATES)[number];

export const GUARDIAN_RELATIONSHIPS = ['mother', 'father', 'grandparent', 'legalGuardian', 'other'] as const;
export type GuardianRelationship = (typeof GUARDIAN_RELATIONSHIPS)[number];

/** GET /api/v2/me/age: what the gate asks and what the limits are. */
export const ageStateSchema = z.object({
  /** yyyy-mm, or null while the question was never answered. */
  birthMonth: z.string().nullable(),
  /** Under 14 in China time (constants MINOR_AGE_LIMIT). */
  child: z.boolean(),
  guardian: z.enum(GUARDIAN_STATES),
  /** True while chat, purchases, uploads and the public profile are closed (a child without a guardian's agreement). */
  limited: z.boolean(),
});
export type AgeState = z.infer<typeof ageStateSchema>;

/** POST /api/v2/me/guardian-invite: what the child's screen shows for the guardian's phone. */
export const guardianInviteSchema = z.object({ invite: z.string(), expiresAt: z.string() });
export type GuardianInvite = z.infer<typeof guardianInviteSchema>;

/** An invite as the child's screen hands it over (signed, short-lived; docs/decisions.md). */
export const inviteTokenSchema = plainText().min(1).max(200);

/** POST /api/v2/guardian/session: the guardian's phone, proved by an SMS token (the login's verify step). */
export const guardianSessionRequestSchema = z.object({ phone: phoneSchema, smsToken: plainText().min(1).max(256) }).strict();
export const guardianSessionSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type GuardianSession = z.infer<typeof guardianSessionSchema>;

/**
 * GET /api/v2/guardian/invite: the child an invite names, as the guardian's screen names them: by
 * nickname, else by their login phone masked (+86 138****8000, null for a wallet-only account), as
 * a child who just signed up has no nickname yet.
 */
export const guardianInvitedChildSchema = z.object({
  id: z.string(),
  nickname: z.string().nullable(),
  phone: z.string().nullable(),
  birthMonth: z.string().nullable(),
});
export type GuardianInvitedChild = z.infer<typeof guardianInvitedChildSchema>;

/** A child as their guardian sees them. */
export const guardianChildSchema = guardianInvitedChildSchema.extend({
  state: z.enum(GUARDIAN_STATES),
  guardianName: z.string().nullable(),
  relationship: z.enum(GUARDIAN_RELATIONSHIPS).nullable(),
  /** When a cancellation is pending, the day it completes (ISO); else null. */
  cancellationCompletesAt: z.string().nullable(),
});
export type GuardianChild = z.infer<typeof guardianChildSchema>;
export const guardianChildrenSchema = z.object({ children: z.array(guardianChildSchema) });

/**
 * POST /api/v2/guardian/consent: the guardian's decision. The first one names the child by the
 * invite from the child's screen; later ones (a withdrawal) by the child's id, for a child this
 * phone already decided for. An agreement names the children's rules' current version.
 */
export const guardianDecisionSchema = z
  .object({
    invite: inviteTokenSchema.optional(),
    childId: idSchema.optional(),
    name: plainText().trim().min(1).max(40),
    relationship: z.enum(GUARDIAN_RELATIONSHIPS),
    decision: z.enum(['agree', 'refuse', 'withdraw']),
    version: int4IdSchema,
  })
  .strict();
export type GuardianDecisionBody = z.infer<typeof guardianDecisionSchema>;

/** POST /api/v2/guardian/children/:id: the guardian corrects the child's information. */
export const guardianCorrectionSchema = z
  .object({ nickname: nicknameSchema.optional(), birthMonth: birthMonthSchema.optional() })
  .strict();
export type GuardianCorrection = z.infer<typeof guardianCorrectionSchema>;
