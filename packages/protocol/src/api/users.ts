/** User search (spec §7 `GET /api/v2/users`): find people by nickname to start a chat. */
import { z } from 'zod';
import { plainText } from './primitives.js';

export const USER_SEARCH_LIMIT = 20;

export const userSearchQuerySchema = z.object({
  nickname: plainText()
    .transform((v) => v.trim())
    .pipe(z.string().min(1).max(32)),
});

export const userSummarySchema = z.object({
  user_id: z.string(),
  im_user_id: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const userSearchResultSchema = z.object({ content: z.array(userSummarySchema) });
