/** Wire schemas of the auth domain. */
import { z } from 'zod';
import { plainText } from './primitives.js';

/** 64-bit ids travel as decimal strings so no client can round them. */
export const userIdSchema = z.string().regex(/^\d{1,20}$/);

/** Ids a client sends (idSchema, MAX_ID) live in ./primitives.ts with the other range checks. */

export const guestSessionSchema = z.object({
  token: z.string(),
  user_id: userIdSchema,
  isguest: z.literal(true),
  /** Seconds until the token expires. */
  expires_in: z.number().int().positive(),
});
export type GuestSession = z.infer<typeof guestSessionSchema>;

/** Spec §3 phone payload: number is the prefix plus the national number. */
export const phoneSchema = z.object({
  number: plainText().max(32).optional(),
  country_prefix: z.string().regex(/^\+?\d{1,4}$/),
  national_number: z.string().regex(/^[\d\s-]{1,20}$/),
});
export type PhonePayload = z.infer<typeof phoneSchema>;

/** The spec §3 phone payload for a national number (spaces and dashes dropped) and its prefix. */
export function phonePayload(nationalNumber: string, prefix = '86'): PhonePayload {
  const national = nationalNumber.replace(/[\s-]/g, '');
  return { number: `+${prefix}${national}`, country_prefix: prefix, national_number: national };
}

/**
 * `altcha`: the solved proof-of-work challenge (base64 of JSON `{challenge, solution}`, the ALTCHA
 * widget's payload). Optional in the schema so a missing one answers its own code (40005).
 */
export const verifyCodeRequestSchema = z.object({ phone: phoneSchema, altcha: plainText().max(4096).optional() });
/** `resend_in`: seconds until this phone may ask for another code (the cooldown climbs). */
export const verifyCodeRequestResultSchema = z.object({ resend_in: z.number().int().positive() });
export type VerifyCodeRequestResult = z.infer<typeof verifyCodeRequestResultSchema>;
/** An ALTCHA v2 challenge (altcha-lib 2.x, the `altcha` 3.x widget): solve it, send it back in `altcha`. */
export const powChallengeSchema = z.object({
  // Loose: every field is covered by the signature, so none may be dropped on the way out.
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type PowChallenge = z.infer<typeof powChallengeSchema>;
export const verifyCodeVerifySchema = z.object({ phone: phoneSchema, code: plainText().max(16) });
/** `code` is the SMS token returned by verify, not the 6 digits. */
export const smsLoginSchema = z.object({ phone: phoneSchema, code: plainText().max(256) });
export const loginResultSchema = z.object({ token: z.string(), user_id: userIdSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;

export const smsOutboxMessageSchema = z.object({ phone: z.string(), text: z.string(), code: z.string(), sentAt: z.string() });
