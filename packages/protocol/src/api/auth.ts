/** Wire schemas of the auth domain. */
import { z } from 'zod';

/** 64-bit ids travel as decimal strings so no client can round them. */
export const userIdSchema = z.string().regex(/^\d{1,20}$/);

export const guestSessionSchema = z.object({
  token: z.string(),
  user_id: userIdSchema,
  isguest: z.literal(true),
  /** Seconds until the token expires. */
  expires_in: z.number().int().positive(),
});
export type GuestSession = z.infer<typeof guestSessionSchema>;
