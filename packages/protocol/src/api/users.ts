/** User search (spec §7 `GET /api/v2/users`): find people by nickname to start a chat. */
import { z } from 'zod';
import { idSchema, plainText } from './primitives.js';

export const USER_SEARCH_LIMIT = 20;

/**
 * `nickname` searches (people to chat with); `user_id` fetches one member's card (a profile page
 * opened from a chat). Exactly one of them.
 */
export const userSearchQuerySchema = z
  .object({
    nickname: plainText()
      .transform((v) => v.trim())
      .pipe(z.string().min(1).max(32))
      .optional(),
    user_id: idSchema.optional(),
  })
  .refine((q) => (q.nickname === undefined) !== (q.user_id === undefined), 'give either nickname or user_id');

export const userSummarySchema = z.object({
  user_id: z.string(),
  im_user_id: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const userSearchResultSchema = z.object({ content: z.array(userSummarySchema) });
