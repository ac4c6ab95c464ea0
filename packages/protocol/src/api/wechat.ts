/**
 * Wire schemas of the WeChat h5 calls (spec §7, /h5/world/wechat/*). getQrcode answers the link the
 * official account's follow QR code encodes (or null); the client draws the QR image from it.
 */
import { z } from 'zod';

export const followQrcodeSchema = z.object({
  /**
   * The https link the follow QR code encodes; null when none is configured (the client then says
   * how to find the account by name: an expected state, not an error).
   */
  url: z.url({ protocol: /^https$/ }).nullable(),
});
export type FollowQrcode = z.infer<typeof followQrcodeSchema>;
