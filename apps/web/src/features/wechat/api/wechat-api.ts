/** One fetcher per WeChat h5 call the page makes (spec §7). */
import { API_PATHS, type WechatShare } from '@culture/protocol';
import { api } from '../../../lib/api-client';

export type ShareConfig = NonNullable<WechatShare['data']>;

/** The JS-SDK config for a page; null when WeChat is not configured on the server. */
export const fetchShareConfig = (url: string): Promise<ShareConfig | null> =>
  api.get<WechatShare>(API_PATHS.wechatShare, { query: { url } }).then((answer) => answer.data);

export const authoriseWithCode = (code: string) =>
  api.post<{ openId: string; isSubcribe: boolean }>(API_PATHS.wechatAuth, { code });

export const checkFollowing = (openId: string) =>
  api.post<{ isSubcribe: boolean }>(API_PATHS.wechatSubscribe, { openId }).then((answer) => answer.isSubcribe);
