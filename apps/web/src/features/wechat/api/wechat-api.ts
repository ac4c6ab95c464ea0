/** One fetcher per WeChat h5 call the page makes (spec §7; wechatLogin is ours, issue 15). */
import { API_PATHS, type WechatLogin, type WechatShare } from '@culture/protocol';
import { api } from '../../../lib/api-client';
import { wechatAppStore } from '../../../lib/wechat-redirect';

export type ShareConfig = NonNullable<WechatShare['data']>;

/**
 * The JS-SDK config for a page; null when WeChat is not configured on the server. Its answer also
 * tells the login dialog whether "log in with WeChat" can be offered.
 */
export const fetchShareConfig = (url: string): Promise<ShareConfig | null> =>
  api.get<WechatShare>(API_PATHS.wechatShare, { query: { url } }).then(({ data }) => {
    wechatAppStore.set(data ? { appId: data.appId, oauthBase: data.oauthBase } : null);
    return data;
  });

export const authoriseWithCode = (code: string) =>
  api.post<{ openId: string; isSubcribe: boolean }>(API_PATHS.wechatAuth, { code });

export const loginWithCode = (code: string) => api.post<WechatLogin>(API_PATHS.wechatLogin, { code });

export const checkFollowing = (openId: string) =>
  api.post<{ isSubcribe: boolean }>(API_PATHS.wechatSubscribe, { openId }).then((answer) => answer.isSubcribe);
