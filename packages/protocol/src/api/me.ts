/** Wire schemas of the current user (spec §3 "User info"). */
import { z } from 'zod';
import { userIdSchema } from './auth.js';

export const GENDERS = ['female', 'male', 'other'] as const;
export const genderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof genderSchema>;

export const userWalletSchema = z.object({ wallet_type: z.number().int(), wallet_address: z.string() });

export const userInfoSchema = z.object({
  user_id: userIdSchema,
  isguest: z.boolean(),
  first_name: z.string(),
  /** Spec §3: female when the person has not said. */
  gender: genderSchema,
  avatar: z.string().nullable(),
  /** Masked, e.g. +86 138****8000; null for guests and wallet-only accounts. */
  telephone: z.string().nullable(),
  /** Sorted by wallet_type descending: the first is the deposit wallet, the second the external wallet. */
  user_wallets: z.array(userWalletSchema),
  wallet_address: z.string().nullable(),
  /** Messaging credentials; null until the messaging service provisions this account. */
  im_user_token: z.string().nullable(),
  im_user_id: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const NICKNAME_MAX_LENGTH = 24;
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const profileUpdateSchema = z
  .object({
    nickname: z.string().trim().min(1).max(NICKNAME_MAX_LENGTH).optional(),
    gender: genderSchema.optional(),
    /** A data URL (image/png, image/jpeg or image/webp, at most 1 MiB decoded). */
    avatar: z.string().startsWith('data:image/').max(Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 64).optional(),
  })
  .refine((v) => v.nickname !== undefined || v.gender !== undefined || v.avatar !== undefined, { message: 'nothing to update' });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const saveUserSchema = z.object({
  userId: z.union([z.string(), z.number()]).optional(),
  depositAddress: z.string().max(128).optional().nullable(),
  metamaskAddress: z.string().max(128).optional().nullable(),
  telephone: z.string().max(32).optional().nullable(),
  openId: z.string().max(128).optional().nullable(),
  code: z.string().max(256).optional().nullable(),
});
export const saveUserResultSchema = z.object({ nickName: z.string() });
