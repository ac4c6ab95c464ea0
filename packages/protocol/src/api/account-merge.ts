/**
 * Joining two accounts of one person (docs/decisions.md, "Joining two accounts"): the logged-in
 * account proves the other account's login afresh (a new wallet signature, or a new SMS token),
 * sees what that account holds, and merges it into itself with the ticket the proof earned.
 */
import { z } from 'zod';
import { userIdSchema, phoneSchema } from './auth.js';
import { plainText } from './primitives.js';
import { walletSignedMessageSchema } from './wallet.js';

/**
 * POST /api/v5/account/merge/preview — one fresh proof of the other account's login: a signed
 * EIP-4361 message from GET /api/v5/auth/blockchain/nonce, or a phone with the SMS token of
 * POST /api/v1/verifycode/verify (as the SMS login takes it).
 */
export const accountMergePreviewSchema = z.union([
  z.strictObject({ wallet: walletSignedMessageSchema }),
  z.strictObject({ phone: phoneSchema, code: plainText().max(256) }),
]);
export type AccountMergePreview = z.infer<typeof accountMergePreviewSchema>;

/** What the other account holds, counted the way /My shows it. */
export const accountHoldingsSchema = z.object({
  coupons: z.number().int().nonnegative(),
  badges: z.number().int().nonnegative(),
  tickets: z.number().int().nonnegative(),
  conversations: z.number().int().nonnegative(),
  messages: z.number().int().nonnegative(),
});
export type AccountHoldings = z.infer<typeof accountHoldingsSchema>;

/**
 * `ticket`: single-use permission to merge that account into this one, until `expires_at`
 * (ten minutes). `login`: the proven login as shown to its owner (a masked phone or the wallet).
 */
export const accountMergePreviewResultSchema = z.object({
  ticket: z.string(),
  expires_at: z.string(),
  other: z.object({ user_id: userIdSchema, login: z.string(), holds: accountHoldingsSchema }),
});
export type AccountMergePreviewResult = z.infer<typeof accountMergePreviewResultSchema>;

/** POST /api/v5/account/merge — the other account's rows become this account's; the other is deleted. */
export const accountMergeSchema = z.strictObject({ ticket: plainText().max(512) });
export const accountMergeResultSchema = z.object({ user_id: userIdSchema, merged_user_id: userIdSchema });
export type AccountMergeResult = z.infer<typeof accountMergeResultSchema>;
