/** The WeChat flow (issue 15) with the API stubbed by path and the redirect recorded. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@culture/protocol';
import { storeGuestSession, clearSession } from '../../lib/session';
import { closeSubscribeDialog, subscribeDialogStore } from '../../lib/subscribe-dialog';
import { wechatRedirectStore } from '../../lib/wechat-redirect';
import { WECHAT_STATE, runWeChatFlow } from './wechat-flow';

let calls: Array<{ url: string; body?: string }>;
let answers: Record<string, { code: number; data?: unknown }>;

beforeEach(() => {
  calls = [];
  answers = {};
  localStorage.clear();
  sessionStorage.clear();
  closeSubscribeDialog();
  storeGuestSession({ token: 'guest-token', user_id: '1' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: init.body as string | undefined });
      const path = url.split('?')[0]!;
      const answer = answers[path];
      if (!answer) throw new TypeError(`unexpected ${url}`);
      const status = answer.code === 200 ? 200 : answer.code >= 50000 ? 503 : 400;
      return new Response(
        JSON.stringify({ result: answer.code === 200 ? 1 : 0, code: answer.code, data: answer.data, errmsg: 'x' }),
        {
          status,
        },
      );
    }),
  );
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('WeChat flow', () => {
  it('exchanges the code from the address, stores the openId, cleans the address and asks to follow', async () => {
    window.history.replaceState(null, '', `/pocket?code=abc123&state=${WECHAT_STATE}&from=timeline`);
    answers['/h5/world/wechat/wechatAuth'] = { code: 200, data: { openId: 'openid-123456', isSubcribe: false } };
    await runWeChatFlow({ goHome: () => undefined });
    expect(window.location.pathname + window.location.search).toBe('/pocket?from=timeline');
    expect(localStorage.getItem(STORAGE_KEYS.openId)).toBe('openid-123456');
    expect(localStorage.getItem(STORAGE_KEYS.code)).toBe('abc123');
    expect(subscribeDialogStore.get().open).toBe(true);
  });

  it('keeps a snapshot visitor browsing as a guest: nothing stored, no dialog, no redirect loop', async () => {
    window.history.replaceState(null, '', `/nuo?code=snap&state=${WECHAT_STATE}`);
    answers['/h5/world/wechat/wechatAuth'] = { code: 40305 };
    await runWeChatFlow({ goHome: () => undefined });
    expect(localStorage.getItem(STORAGE_KEYS.openId)).toBeNull();
    expect(subscribeDialogStore.get().open).toBe(false);
  });

  it('sends a new visitor through the silent snsapi_base authorisation, retrying 5 times, then home', async () => {
    window.history.replaceState(null, '', '/pocket?from=moments');
    answers['/h5/world/wechat/getWechatShare'] = {
      code: 200,
      data: {
        data: {
          appId: 'wx0123456789abcdef',
          timestamp: 1,
          nonceStr: 'n',
          signature: 's',
          oauthBase: 'https://open.weixin.qq.com',
        },
      },
    };
    const targets: string[] = [];
    const goHome = vi.fn();
    const pending: boolean[] = [];
    await runWeChatFlow({
      goHome,
      redirect: (url) => targets.push(url),
      sleep: async () => void pending.push(wechatRedirectStore.get()),
    });
    expect(targets).toHaveLength(5);
    const target = new URL(targets[0]!);
    expect(target.origin + target.pathname).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      appid: 'wx0123456789abcdef',
      redirect_uri: `${window.location.origin}/pocket`,
      response_type: 'code',
      scope: 'snsapi_base',
      state: WECHAT_STATE,
    });
    expect(target.hash).toBe('#wechat_redirect');
    expect(pending.every(Boolean)).toBe(true);
    expect(wechatRedirectStore.get()).toBe(false);
    expect(goHome).toHaveBeenCalledOnce();

    // Once per visit: back without a code, it does not go round again.
    await runWeChatFlow({ goHome, redirect: (url) => targets.push(url), sleep: async () => undefined });
    expect(targets).toHaveLength(5);
  });

  it('checks a known visitor once per visit, and does nothing when WeChat is not configured', async () => {
    localStorage.setItem(STORAGE_KEYS.openId, 'openid-known-1');
    answers['/h5/world/wechat/isSubcribe'] = { code: 200, data: { isSubcribe: true } };
    await runWeChatFlow({ goHome: () => undefined });
    await runWeChatFlow({ goHome: () => undefined });
    expect(calls.filter((c) => c.url.startsWith('/h5/world/wechat/isSubcribe'))).toHaveLength(1);
    expect(subscribeDialogStore.get().open).toBe(false);

    localStorage.clear();
    sessionStorage.clear();
    answers['/h5/world/wechat/getWechatShare'] = { code: 200, data: { data: null } };
    const redirect = vi.fn();
    await runWeChatFlow({ goHome: () => undefined, redirect, sleep: async () => undefined });
    expect(redirect).not.toHaveBeenCalled();
  });
});
