/**
 * The WeChat official account (spec §4, §7). Today it answers the follow link the follow QR code
 * encodes, from configuration. Where the link comes from is a `FollowLinkSource`: the WeChat
 * issue swaps in one that asks WeChat's QR-code API, and adds the subscribe check and web
 * authorisation (isSubcribe, wechatAuth) as further methods of this service.
 */
import type { FollowQrcode } from '@culture/protocol';

/** Where the follow link comes from; null when there is none (not configured). */
export interface FollowLinkSource {
  followLink(): Promise<string | null>;
}

/** The link from WECHAT_FOLLOW_URL (config.wechat.followUrl). */
export function configuredFollowLink(url: string | undefined): FollowLinkSource {
  return { followLink: async () => url ?? null };
}

export interface WeChatService {
  /**
   * What getQrcode answers: `{ url }`, with `url: null` when no follow link is configured. That is
   * a normal state of a deployment (the dialog then names the account), so it is a 200, not an
   * error a browser would log on every opening.
   */
  followQrcode(): Promise<FollowQrcode>;
}

export function createWeChatService({ followLinks }: { followLinks: FollowLinkSource }): WeChatService {
  return {
    async followQrcode() {
      return { url: await followLinks.followLink() };
    },
  };
}
