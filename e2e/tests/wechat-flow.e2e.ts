/**
 * The WeChat path (issue 15) in Chromium with WeChat's user agent, against a server configured for
 * a local fake of WeChat's API: a first visit goes through the silent authorisation and back, the
 * openId is stored, the follow dialog opens for a visitor who does not follow, the share cards are
 * configured through a stand-in `wx` that records its calls; a follower sees no dialog.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startFakeWeChat, type FakeWeChat } from '../../apps/server/src/integrations/wechat/wechat-fake';
import { useBrowser } from '../support/browser';
import { startExtraServer } from '../support/extra-server';

const b = useBrowser();
const APP_ID = 'wx00112233445566ff';
const APP_SECRET = 'e2eSecret0123456789abcdef';

/** A stand-in for WeChat's JS-SDK (the npm package steps aside when window.jWeixin exists). */
function installStandInWx(page: Page) {
  return page.addInitScript(() => {
    const calls: Array<[string, unknown]> = [];
    (window as unknown as { __wxCalls: typeof calls }).__wxCalls = calls;
    (window as unknown as { jWeixin: unknown }).jWeixin = {
      config: (options: unknown) => calls.push(['config', options]),
      ready: (callback: () => void) => setTimeout(callback, 0),
      error: () => undefined,
      updateAppMessageShareData: (options: unknown) => calls.push(['updateAppMessageShareData', options]),
      updateTimelineShareData: (options: unknown) => calls.push(['updateTimelineShareData', options]),
    };
  });
}

const wxCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __wxCalls: Array<[string, Record<string, unknown>]> }).__wxCalls);

describe('inside WeChat', () => {
  let fake: FakeWeChat;
  let server: Awaited<ReturnType<typeof startExtraServer>>;
  beforeAll(async () => {
    fake = await startFakeWeChat({ appId: APP_ID, appSecret: APP_SECRET });
    server = await startExtraServer((port) => ({
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      WECHAT_APP_ID: APP_ID,
      WECHAT_APP_SECRET: APP_SECRET,
      WECHAT_API_BASE: fake.url,
      WECHAT_OAUTH_BASE: fake.url,
    }));
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  it('a first visit authorises silently, stores the openId, asks to follow, and configures the share cards', async () => {
    fake.visitors.push({ openid: 'openid-e2e-visitor' });
    const { page } = await b.phone({ wechat: true });
    await installStandInWx(page);
    await page.goto(`${server.baseUrl}/pocket?from=timeline`);
    // Back from WeChat with a code, which the page removes from the address at once.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('openId'))).toBe('openid-e2e-visitor');
    expect(new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).pathname).toBe('/pocket');
    await page.getByTestId('subscribe-dialog').waitFor();
    expect(fake.calls.oauth).toBe(1);

    await expect.poll(async () => (await wxCalls(page)).map(([name]) => name)).toContain('updateTimelineShareData');
    const calls = await wxCalls(page);
    const config = calls.find(([name]) => name === 'config')![1];
    expect(config).toMatchObject({ appId: APP_ID, debug: false });
    expect(config.signature).toMatch(/^[0-9a-f]{40}$/);
    const card = calls.find(([name]) => name === 'updateAppMessageShareData')![1];
    expect(card).toEqual({
      title: '五月宇宙',
      desc: '把中国文化装进口袋：绣荷包、傩面、花灯节、卡券、徽章与虚拟展览世界。',
      link: `${server.baseUrl}/pocket`,
      imgUrl: `${server.baseUrl}/share.jpg`,
    });
  });

  it('a follower sees no follow dialog, and a route change configures the share card again', async () => {
    fake.visitors.push({ openid: 'openid-e2e-follower' });
    fake.followers.add('openid-e2e-follower');
    const { page } = await b.phone({ wechat: true });
    await installStandInWx(page);
    await page.goto(`${server.baseUrl}/nuo`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('openId'))).toBe('openid-e2e-follower');
    await expect
      .poll(async () => (await wxCalls(page)).filter(([name]) => name === 'updateAppMessageShareData').length)
      .toBeGreaterThan(0);
    expect(await page.getByTestId('subscribe-dialog').count()).toBe(0);
    await page.evaluate(() => {
      history.pushState(null, '', '/pocket');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect
      .poll(async () => (await wxCalls(page)).filter(([name]) => name === 'updateAppMessageShareData').map(([, o]) => o.link))
      .toContain(`${server.baseUrl}/pocket`);
  });
});
