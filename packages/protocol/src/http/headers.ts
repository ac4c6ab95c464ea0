/** Request headers every call carries (spec §7). */
export const CHANNEL_HEADER = 'channel';
export const LANGUAGE_HEADER = 'language';
export const AUTHORIZATION_HEADER = 'authorization';

export type Channel = 'WECHAT' | 'BROWSER';

/** WeChat's in-app browser announces itself with `MicroMessenger` in the user agent. */
export function isWeChatUserAgent(userAgent: string | null | undefined): boolean {
  return /MicroMessenger/i.test(userAgent ?? '');
}

export function channelFor(userAgent: string | null | undefined): Channel {
  return isWeChatUserAgent(userAgent) ? 'WECHAT' : 'BROWSER';
}

export function channelFromHeader(value: string | string[] | undefined): Channel {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw?.trim().toUpperCase() === 'WECHAT' ? 'WECHAT' : 'BROWSER';
}
