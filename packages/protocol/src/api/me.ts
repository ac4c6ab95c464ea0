/** Wire schemas of the current user (spec §3 "User info"). */
import { z } from 'zod';
import { userIdSchema } from './auth.js';
import { cleanDisplayName, codePointLength, plainText } from './primitives.js';

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
  /** The official dress the world avatar wears (null: the default look). */
  vr_dress_id: z.string().nullable().optional(),
  /** The member's own uploaded avatar model, when they uploaded one. */
  vr_user_model: z.string().nullable().optional(),
  /** Ours: the WeChat that logs in to this account (nickname as WeChat gave it when linked), or null. */
  wechat: z.object({ nickname: z.string().nullable() }).nullable().optional(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** In Unicode code points (an emoji counts once), after cleaning. */
export const NICKNAME_MAX_LENGTH = 24;
export const AVATAR_MAX_BYTES = 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Widest and tallest avatar accepted, in pixels: a small file must not unpack into a huge bitmap. */
export const AVATAR_MAX_DIMENSION = 4096;

/**
 * A nickname as others will see it: bidi overrides, control characters and the like are stripped
 * (see cleanDisplayName), then trimmed; what is left must be 1–24 code points.
 */
export const nicknameSchema = z
  .string()
  // Generous before cleaning (invisible characters get stripped), bounded so cleaning stays cheap.
  .max(NICKNAME_MAX_LENGTH * 8)
  .transform(cleanDisplayName)
  .refine((v) => v.length > 0, 'must not be empty')
  .refine((v) => codePointLength(v) <= NICKNAME_MAX_LENGTH, `must be at most ${NICKNAME_MAX_LENGTH} characters`);

export const profileUpdateSchema = z
  .object({
    nickname: nicknameSchema.optional(),
    gender: genderSchema.optional(),
    /** A data URL (image/png, image/jpeg or image/webp, at most 1 MiB decoded). */
    avatar: z
      .string()
      .startsWith('data:image/')
      .max(Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 64)
      .optional(),
  })
  .refine((v) => v.nickname !== undefined || v.gender !== undefined || v.avatar !== undefined, { message: 'nothing to update' });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const saveUserSchema = z.object({
  userId: z.union([plainText().max(32), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)]).optional(),
  depositAddress: plainText().max(128).optional().nullable(),
  metamaskAddress: plainText().max(128).optional().nullable(),
  telephone: plainText().max(32).optional().nullable(),
  openId: plainText().max(128).optional().nullable(),
  code: plainText().max(256).optional().nullable(),
});
export const saveUserResultSchema = z.object({
  nickName: z.string(),
  /** Ours: the WeChat this call linked (its `code` was a wechatLogin link ticket); absent when none. */
  wechatLinked: z.object({ nickname: z.string().nullable() }).optional(),
});
export type SaveUserResult = z.infer<typeof saveUserResultSchema>;
