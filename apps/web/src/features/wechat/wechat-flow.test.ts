/** The WeChat flow with the API stubbed by path and the redirect recorded. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@culture/protocol';
import { storeGuestSession, clearSession } from '../../lib/session';
import { closeLoginDialog, loginDialogStore, loginDraftStore, openLoginDialog } from '../../lib/login-dialog';
import { closeSubscribeDialog, subscribeDialogStore } from '../../lib/subscribe-dialog';
import { toastStore } from '../../lib/toast';
import { takeLinkTicket, wechatAppStore, wechatNeedsLinkStore } from '../../lib/wechat-login';
import { wechatRedirectStore } from '../../lib/wechat-redirect';
import { forgetShareConfigsForTests } from './api/wechat-api';
import { runWeChatFlow, startWeChatLogin } from './wechat-flow';
import { willAuthoriseSilently, type RoundTripKind } from './wechat-round-trip';
import { beginRoundTrip } from './wechat-round-trip-steps';

/** The page as WeChat sends it back after a round trip this tab started (its random state). */
function backFromWeChat(path: string, code: string, kind: RoundTripKind = 'silent', extra = '') {
  const state = beginRoundTrip(kind);
  window.history.replaceState(null, '', `${path}?code=${code}&state=${state}${extra}`);
  return state;
}

let calls: Array<{ url: string; body?: string }>;
let answers: Record<string, { code: number; data?: unknown }>;

beforeEach(() => {
  forgetShareConfigsForTests();
  calls = [];
  answers = {};
  localStorage.clear();
  sessionStorage.clear();
  closeSubscribeDialog();
  closeLoginDialog();
  toastStore.set([]);
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
        JSON.stringify({
          result: answer.code === 200 ? 1 : 0,
          code: answer.code,
          data: answer.data,
          errmsg: `errmsg ${answer.code}`,
        }),
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
    localStorage.setItem(STORAGE_KEYS.code, 'legacy-code');
    backFromWeChat('/pocket', 'abc123', 'silent', '&from=timeline#wechat_redirect');
    answers['/h5/world/wechat/wechatAuth'] = { code: 200, data: { openId: 'openid-123456', isSubcribe: false } };
    await runWeChatFlow({ goHome: () => undefined });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/pocket?from=timeline');
    expect(localStorage.getItem(STORAGE_KEYS.openId)).toBe('openid-123456');
    // Codes are never kept (a stored one from an older version goes too).
    expect(localStorage.getItem(STORAGE_KEYS.code)).toBeNull();
    expect(subscribeDialogStore.get().open).toBe(true);
  });

  async function expectIgnored(state: string) {
    window.history.replaceState(null, '', `/pocket?code=attacker-code&state=${state}&from=timeline`);
    answers['/h5/world/wechat/wechatAuth'] = { code: 200, data: { openId: 'openid-attacker', isSubcribe: true } };
    answers['/h5/world/wechat/wechatLogin'] = { code: 200, data: { openId: 'openid-attacker', isSubcribe: true, login: null } };
    await runWeChatFlow({ goHome: () => undefined, redirect: () => undefined, sleep: async () => undefined });
    expect(window.location.pathname + window.location.search).toBe('/pocket?from=timeline');
    expect(calls.filter((c) => /wechatAuth|wechatLogin/.test(c.url))).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.openId)).not.toBe('openid-attacker');
    expect(localStorage.getItem(STORAGE_KEYS.code)).toBeNull();
  }

  it("ignores a code that comes back with a state this tab did not leave with (someone else's link)", async () => {
    await expectIgnored('culture-wx');
    await expectIgnored('culture-wx-login');
    beginRoundTrip('login'); // this tab is on its way, with another state
    await expectIgnored('0123456789abcdef0123456789abcdef');
  });

  it('answers a state once: the same address again is not exchanged again', async () => {
    const state = backFromWeChat('/pocket', 'own-code');
    answers['/h5/world/wechat/wechatAuth'] = { code: 200, data: { openId: 'openid-own-1', isSubcribe: true } };
    await runWeChatFlow({ goHome: () => undefined });
    expect(calls.filter((c) => c.url.includes('wechatAuth'))).toHaveLength(1);
    localStorage.removeItem(STORAGE_KEYS.openId);
    calls = [];
    await expectIgnored(state);
  });

  it('never opens the follow dialog over the login dialog: it waits until that is done', async () => {
    openLoginDialog({ redirectTo: '/My' });
    backFromWeChat('/My', 'abc124');
    answers['/h5/world/wechat/wechatAuth'] = { code: 200, data: { openId: 'openid-123457', isSubcribe: false } };
    await runWeChatFlow({ goHome: () => undefined });
    expect(subscribeDialogStore.get().open).toBe(false);
    closeLoginDialog();
    expect(subscribeDialogStore.get().open).toBe(true);
  });

  it('keeps a snapshot visitor browsing as a guest: nothing stored, no dialog, no redirect loop', async () => {
    backFromWeChat('/nuo', 'snap');
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
      state: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(JSON.parse(sessionStorage.getItem('culture.wechat.pending')!)).toEqual({
      state: target.searchParams.get('state'),
      kind: 'silent',
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

  it('the silent round trip is decided before the first frame: not with a stored openId, a code, or once tried', () => {
    expect(willAuthoriseSilently()).toBe(true);
    backFromWeChat('/pocket', 'abc');
    expect(willAuthoriseSilently()).toBe(false);
    window.history.replaceState(null, '', '/pocket');
    localStorage.setItem(STORAGE_KEYS.openId, 'openid-known-2');
    expect(willAuthoriseSilently()).toBe(false);
  });

  it('remembers for the visit that WeChat is not configured, but not that it failed to answer', async () => {
    const redirect = vi.fn();
    await runWeChatFlow({ goHome: () => undefined, redirect, sleep: async () => undefined });
    expect(willAuthoriseSilently()).toBe(true); // the share config call failed (no answer stubbed)
    expect(wechatRedirectStore.get()).toBe(false);
    answers['/h5/world/wechat/getWechatShare'] = { code: 200, data: { data: null } };
    await runWeChatFlow({ goHome: () => undefined, redirect, sleep: async () => undefined });
    expect(willAuthoriseSilently()).toBe(false);
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('log in with WeChat', () => {
  const config = {
    appId: 'wx0123456789abcdef',
    timestamp: 1,
    nonceStr: 'n',
    signature: 's',
    oauthBase: 'https://open.weixin.qq.com',
  };

  it('asks WeChat for snsapi_userinfo, back to the page without its query, remembering where it was heading', async () => {
    window.history.replaceState(null, '', '/nuo?from=timeline');
    answers['/h5/world/wechat/getWechatShare'] = { code: 200, data: { data: config } };
    const targets: string[] = [];
    await startWeChatLogin({
      goHome: () => undefined,
      redirect: (url) => targets.push(url),
      sleep: async () => undefined,
      redirectTo: '/My',
    });
    expect(targets).toHaveLength(5);
    const target = new URL(targets[0]!);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      redirect_uri: `${window.location.origin}/nuo`,
      scope: 'snsapi_userinfo',
      state: JSON.parse(sessionStorage.getItem('culture.wechat.pending')!).state,
    });
    expect(JSON.parse(sessionStorage.getItem('culture.wechat.pending')!).kind).toBe('login');
    expect(sessionStorage.getItem('culture.wechat.loginRedirectTo')).toBe('/My');
    expect(wechatAppStore.get()).toEqual({ appId: config.appId, oauthBase: config.oauthBase });
  });

  it('logs the linked account in on the way back (loginType 3) and goes where it was heading', async () => {
    sessionStorage.setItem('culture.wechat.loginRedirectTo', '/My');
    backFromWeChat('/nuo', 'login1', 'login');
    answers['/h5/world/wechat/wechatLogin'] = {
      code: 200,
      data: { openId: 'openid-linked-1', isSubcribe: true, login: { token: 'user-token', user_id: '77' } },
    };
    answers['/api/v2/me'] = { code: 200, data: { user_id: '77', isguest: false, first_name: 'Lan', user_wallets: [] } };
    const navigate = vi.fn();
    await runWeChatFlow({ goHome: () => undefined, navigate });
    expect(window.location.search).toBe('');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('user-token');
    expect(localStorage.getItem(STORAGE_KEYS.loginType)).toBe('3');
    expect(localStorage.getItem(STORAGE_KEYS.openId)).toBe('openid-linked-1');
    expect(navigate).toHaveBeenCalledWith('/My');
    expect(toastStore.get().map((toast) => toast.type)).toEqual(['ok']);
    expect(subscribeDialogStore.get().open).toBe(false);
  });

  it('asks for the phone once when no account has this WeChat yet (saveUser then links it)', async () => {
    backFromWeChat('/nuo', 'login2', 'login');
    answers['/h5/world/wechat/wechatLogin'] = {
      code: 200,
      data: { openId: 'openid-new-1', isSubcribe: false, login: null, linkTicket: 'ticket-1', nickname: '小红' },
    };
    await runWeChatFlow({ goHome: () => undefined });
    expect(loginDialogStore.get()).toMatchObject({ open: true, notice: expect.stringMatching(/phone/) });
    expect(wechatNeedsLinkStore.get()).toBe(true);
    expect(loginDraftStore.get().agreed).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.openId)).toBe('openid-new-1');
    expect(localStorage.getItem(STORAGE_KEYS.code)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.loginType)).toBeNull();
    // The ticket stays in this tab for the phone login's saveUser.
    expect(takeLinkTicket()).toEqual({ ticket: 'ticket-1', openId: 'openid-new-1', nickname: '小红' });
  });

  it("says why when WeChat refuses (a snapshot page): the server's message, nothing stored", async () => {
    backFromWeChat('/nuo', 'snap2', 'login');
    answers['/h5/world/wechat/wechatLogin'] = { code: 40305 };
    await runWeChatFlow({ goHome: () => undefined });
    expect(toastStore.get()).toMatchObject([{ type: 'warning', content: 'errmsg 40305' }]);
    expect(localStorage.getItem(STORAGE_KEYS.openId)).toBeNull();
    expect(loginDialogStore.get().open).toBe(false);
  });
});
