/** Wire schemas of the auth domain. */
import { z } from 'zod';

/** 64-bit ids travel as decimal strings so no client can round them. */
export const userIdSchema = z.string().regex(/^\d{1,20}$/);

export const MAX_ID = 9_223_372_036_854_775_807n; // PostgreSQL bigint
/** An id a client sends: decimal digits within PostgreSQL's bigint. */
export const idSchema = z
  .string()
  .regex(/^\d{1,19}$/, 'must be a decimal id')
  // zod runs refinements even after the regex failed, so guard the BigInt conversion.
  .refine((v) => !/^\d{1,19}$/.test(v) || BigInt(v) <= MAX_ID, 'id out of range');

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
  number: z.string().max(32).optional(),
  country_prefix: z.string().regex(/^\+?\d{1,4}$/),
  national_number: z.string().regex(/^[\d\s-]{1,20}$/),
});
export type PhonePayload = z.infer<typeof phoneSchema>;

/** The spec §3 phone payload for a national number (spaces and dashes dropped) and its prefix. */
export function phonePayload(nationalNumber: string, prefix = '86'): PhonePayload {
  const national = nationalNumber.replace(/[\s-]/g, '');
  return { number: `+${prefix}${national}`, country_prefix: prefix, national_number: national };
}

export const verifyCodeRequestSchema = z.object({ phone: phoneSchema });
export const verifyCodeVerifySchema = z.object({ phone: phoneSchema, code: z.string().max(16) });
/** `code` is the SMS token returned by verify, not the 6 digits. */
export const smsLoginSchema = z.object({ phone: phoneSchema, code: z.string().max(256) });
export const loginResultSchema = z.object({ token: z.string(), user_id: userIdSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;

export const smsOutboxMessageSchema = z.object({ phone: z.string(), text: z.string(), code: z.string(), sentAt: z.string() });
