/** One fetcher per WeChat h5 call the page makes (spec §7; wechatLogin is ours). */
import { API_PATHS, type WechatLogin, type WechatShare } from '@culture/protocol';
import { api } from '../../../lib/api-client';
import { wechatAppStore } from '../../../lib/wechat-login';

export type ShareConfig = NonNullable<WechatShare['data']>;

/** A signature stays good while WeChat's jsapi_ticket does (2 hours); asked again well before. */
const SHARE_CONFIG_REUSE_MS = 10 * 60_000;
const shareConfigs = new Map<string, { answer: Promise<ShareConfig | null>; until: number }>();

/**
 * The JS-SDK config for a page; null when WeChat is not configured on the server. Its answer also
 * tells the login dialog whether "log in with WeChat" can be offered. One request per address:
 * the authorisation flow and the share cards ask for the same page, and a failure is forgotten.
 */
export function fetchShareConfig(url: string): Promise<ShareConfig | null> {
  const kept = shareConfigs.get(url);
  if (kept && kept.until > Date.now()) return kept.answer;
  const answer = api.get<WechatShare>(API_PATHS.wechatShare, { query: { url } }).then(({ data }) => {
    wechatAppStore.set(data ? { appId: data.appId, oauthBase: data.oauthBase } : null);
    return data;
  });
  shareConfigs.set(url, { answer, until: Date.now() + SHARE_CONFIG_REUSE_MS });
  answer.catch(() => shareConfigs.delete(url));
  return answer;
}

/** Tests start each case with no answer kept. */
export function forgetShareConfigsForTests(): void {
  shareConfigs.clear();
}

export const authoriseWithCode = (code: string) =>
  api.post<{ openId: string; isSubcribe: boolean }>(API_PATHS.wechatAuth, { code });

export const loginWithCode = (code: string) => api.post<WechatLogin>(API_PATHS.wechatLogin, { code });

export const checkFollowing = (openId: string) =>
  api.post<{ isSubcribe: boolean }>(API_PATHS.wechatSubscribe, { openId }).then((answer) => answer.isSubcribe);
