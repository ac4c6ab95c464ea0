/**
 * Share cards: which URL is signed (the landing address on iOS, the current one on
 * Android), and what `wx` is told, with a stand-in `wx` (window.jWeixin, which the weixin-js-sdk
 * package steps aside for) and the API stubbed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47';

let signed: string[];
let wxCalls: Array<[string, unknown]>;

beforeEach(() => {
  signed = [];
  wxCalls = [];
  (window as unknown as { jWeixin: unknown }).jWeixin = {
    config: (options: unknown) => wxCalls.push(['config', options]),
    ready: (callback: () => void) => callback(),
    error: () => undefined,
    updateAppMessageShareData: (options: unknown) => wxCalls.push(['updateAppMessageShareData', options]),
    updateTimelineShareData: (options: unknown) => wxCalls.push(['updateTimelineShareData', options]),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const address = new URL(url, window.location.origin);
      if (address.pathname !== '/h5/world/wechat/getWechatShare') {
        // The guest session the API client asks for first.
        return new Response(JSON.stringify({ result: 1, code: 200, data: { token: 'guest', user_id: '1' } }));
      }
      signed.push(address.searchParams.get('url')!);
      const data = {
        appId: 'wx0123456789abcdef',
        timestamp: 1414587457,
        nonceStr: 'Wm3WZYTPz0wzccnW',
        signature: 'f'.repeat(40),
        oauthBase: 'x',
      };
      return new Response(JSON.stringify({ result: 1, code: 200, data: { data } }));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

/** Loads the share module as a page that landed on `landing` would, then moves to `/nuo?tab=2`. */
async function sharedFrom(userAgent: string, landing: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  window.history.replaceState(null, '', landing);
  vi.resetModules();
  const { configureShare } = await import('./wechat-share');
  window.history.replaceState(null, '', '/nuo?tab=2#part');
  await configureShare({ title: 'Title', description: 'Description' });
}

describe('share cards', () => {
  it('on iOS signs the address the visitor landed on (code and all), for every route', async () => {
    await sharedFrom(IOS, '/pocket?code=abc&state=culture-wx');
    expect(signed).toEqual([`${window.location.origin}/pocket?code=abc&state=culture-wx`]);
  });

  it('on Android signs the current address without its fragment', async () => {
    await sharedFrom(ANDROID, '/pocket?code=abc&state=culture-wx');
    expect(signed).toEqual([`${window.location.origin}/nuo?tab=2`]);
  });

  it('configures wx with the signature, then both cards: this page without its query, /share.jpg', async () => {
    await sharedFrom(ANDROID, '/pocket');
    const origin = window.location.origin;
    expect(wxCalls).toEqual([
      [
        'config',
        {
          debug: false,
          appId: 'wx0123456789abcdef',
          timestamp: 1414587457,
          nonceStr: 'Wm3WZYTPz0wzccnW',
          signature: 'f'.repeat(40),
          jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData', 'chooseImage', 'previewImage'],
        },
      ],
      [
        'updateAppMessageShareData',
        { title: 'Title', desc: 'Description', link: `${origin}/nuo`, imgUrl: `${origin}/share.jpg` },
      ],
      ['updateTimelineShareData', { title: 'Title', link: `${origin}/nuo`, imgUrl: `${origin}/share.jpg` }],
    ]);
  });
});
