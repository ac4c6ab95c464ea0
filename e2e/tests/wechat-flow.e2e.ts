/**
 * The WeChat path in Chromium with WeChat's user agent, against a server configured for
 * a local fake of WeChat's API: a first visit goes through the silent authorisation and back, the
 * openId is stored, the follow dialog opens for a visitor who does not follow, the share cards are
 * configured through a stand-in `wx` that records its calls; a follower sees no dialog; the blank
 * screen and the loader's retries; "log in with WeChat" (phone once to link, then WeChat alone);
 * snapshot visitors stay guests. Screenshots in the three languages go to e2e/.artifacts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { startFakeWeChat, type FakeWeChat } from '../../apps/server/src/integrations/wechat/wechat-fake';
import { useBrowser } from '../support/browser';
import { launchServer } from '../support/launch';

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

const ARTIFACTS = path.resolve(import.meta.dirname, '../.artifacts');
async function screenshot(page: Page, name: string) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  // Let animations (dialog entrance, toasts) settle before the picture.
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

/** The browser's console line for a non-200 answer the page expects and handles. */
const HANDLED_HTTP_ERRORS = [/Failed to load resource: the server responded with a status of 40\d/];

const wxCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __wxCalls: Array<[string, Record<string, unknown>]> }).__wxCalls);

describe('inside WeChat', () => {
  let fake: FakeWeChat;
  let server: Awaited<ReturnType<typeof launchServer>>;
  beforeAll(async () => {
    fake = await startFakeWeChat({ appId: APP_ID, appSecret: APP_SECRET });
    server = await launchServer((port) => ({
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      WECHAT_APP_ID: APP_ID,
      WECHAT_APP_SECRET: APP_SECRET,
      WECHAT_API_BASE: fake.url,
      WECHAT_OAUTH_BASE: fake.url,
      WECHAT_FOLLOW_URL: 'https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=MzE2ZTJlLXRlc3Q=#wechat_redirect',
      ALTCHA_COST: '1',
      ALTCHA_MAX_COUNTER: '50',
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

  it('asks for the share signature once per address it signs', async () => {
    fake.followers.add('openid-e2e-known');
    const { page } = await b.phone({ wechat: true, storage: { openId: 'openid-e2e-known' } });
    await installStandInWx(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/h5/world/wechat/getWechatShare')) asked.push(new URL(request.url()).searchParams.get('url')!);
    });
    await page.goto(`${server.baseUrl}/nuo`);
    await expect
      .poll(async () => (await wxCalls(page)).filter(([name]) => name === 'updateAppMessageShareData').length)
      .toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([`${server.baseUrl}/nuo`]);
    await page.evaluate(() => {
      history.pushState(null, '', '/pocket');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    // WeChat on iOS (this user agent) checks every signature against the landing address, so the
    // next page's card is configured with the signature already in hand.
    await expect
      .poll(async () => (await wxCalls(page)).filter(([name]) => name === 'updateAppMessageShareData').map(([, o]) => o.link))
      .toContain(`${server.baseUrl}/pocket`);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([`${server.baseUrl}/nuo`]);
  });

  it('is blank from the first frame while the redirect is pending; the loader tries 5 times, 1 s apart, then /', async () => {
    const { page } = await b.phone({ wechat: true });
    // WeChat does not take the page away (204: the browser stays where it is), five times over.
    const attempts: string[] = [];
    await page.route(`${fake.url}/connect/oauth2/authorize*`, (route) => {
      attempts.push(route.request().url());
      return route.fulfill({ status: 204 });
    });
    await page.goto(`${server.baseUrl}/nuo`);
    await page.getByTestId('wechat-redirect-pending').waitFor();
    await expect.poll(() => attempts.length).toBeGreaterThan(0);
    const target = new URL(attempts[0]!);
    expect(target.searchParams.get('scope')).toBe('snsapi_base');
    expect(target.searchParams.get('redirect_uri')).toBe(`${server.baseUrl}/nuo`);
    expect(await page.getByTestId('wechat-redirect-pending').isVisible()).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/');
    expect(attempts).toHaveLength(5);
    await page.getByTestId('wechat-redirect-pending').waitFor({ state: 'detached' });
    await page.getByTestId('project-card-pocket').waitFor();
    // Once per visit: the next page does not go round again.
    await page.goto(`${server.baseUrl}/pocket`);
    await page.waitForLoadState('networkidle');
    expect(attempts).toHaveLength(5);
  });

  it('keeps a snapshot visitor browsing as a guest: nothing stored, no follow dialog', async () => {
    fake.visitors.push({ openid: 'openid-e2e-virtual', snapshot: true });
    const { page } = await b.phone({ wechat: true, allowErrors: HANDLED_HTTP_ERRORS });
    const answers: number[] = [];
    page.on('response', (r) => r.url().includes('/h5/world/wechat/wechatAuth') && answers.push(r.status()));
    await page.goto(`${server.baseUrl}/pocket`);
    await expect.poll(() => answers).toEqual([403]);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => [localStorage.getItem('openId'), localStorage.getItem('loginType')])).toEqual([null, null]);
    await page.getByTestId('wechat-redirect-pending').waitFor({ state: 'detached' });
    expect(await page.getByTestId('subscribe-dialog').count()).toBe(0);
    // Once per visit: no second round trip on the next page.
    const authorizeBefore = fake.calls.authorize;
    await page.goto(`${server.baseUrl}/nuo`);
    await page.waitForLoadState('networkidle');
    expect(fake.calls.authorize).toBe(authorizeBefore);
  });

  it('logs in with WeChat: the phone once to link, then WeChat alone', async () => {
    const openid = 'openid-e2e-login';
    fake.visitors.push({ openid }, { openid, nickname: '小红' }, { openid, nickname: '小红' });
    const { page } = await b.phone({ wechat: true, allowErrors: HANDLED_HTTP_ERRORS });
    await page.goto(`${server.baseUrl}/My`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('openId'))).toBe(openid);
    const dialog = page.getByTestId('login-dialog');
    await dialog.waitFor();
    const wechatButton = page.getByTestId('login-wechat');
    await wechatButton.waitFor();
    expect(await wechatButton.textContent()).toBe('微信登录');

    // Consent first, as for the phone.
    await wechatButton.click();
    await page.getByText('请勾选同意协议').waitFor();
    await page.getByTestId('login-consent').click();
    await wechatButton.click();
    // WeChat asks for snsapi_userinfo only now, and the page comes back to /My.
    await expect.poll(() => fake.authorizeScopes.at(-1)).toBe('snsapi_userinfo');
    await page.getByTestId('login-notice').waitFor();
    expect(await page.getByTestId('login-notice').textContent()).toContain('尚未关联账号');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/My');

    // The follow prompt waits while the login dialog is open; WeChat is not offered again, and the
    // terms stay agreed to.
    expect(await page.getByTestId('subscribe-dialog').count()).toBe(0);
    expect(await page.getByTestId('login-wechat').count()).toBe(0);
    expect(await page.getByTestId('login-consent').locator('input').isChecked()).toBe(true);

    // The phone, once: its saveUser links this WeChat to the account.
    const national = '13700001234';
    await page.getByTestId('login-phone').locator('input').fill(national);
    await page.getByTestId('login-get-code').click();
    const outbox = async () =>
      (await (await fetch(`${server.baseUrl}/dev/sms-outbox?phone=%2B86${national}`)).json()) as {
        data: Array<{ code: string }>;
      };
    await expect.poll(async () => (await outbox()).data.length).toBe(1);
    await page
      .getByTestId('login-code')
      .locator('input')
      .fill((await outbox()).data[0]!.code);
    if (!(await page.getByTestId('login-consent').locator('input').isChecked())) await page.getByTestId('login-consent').click();
    const linked = page.waitForResponse((r) => r.url().includes('/h5/world/wechat/saveUser'));
    await page.getByTestId('login-submit').click();
    expect((await linked).status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    // The person is told which WeChat now logs in to this account, and /My shows it.
    await page.getByText('微信“小红”已关联此账号，之后可用它登录。').waitFor();
    expect(await page.getByTestId('profile-wechat').textContent()).toBe('微信小红');
    expect(await page.evaluate(() => localStorage.getItem('code'))).toBeNull();
    const userId = await page.evaluate(() => localStorage.getItem('may_user_id'));

    // Logged out (the openId stays), WeChat alone logs the same account back in.
    await page.evaluate(() => {
      for (const key of ['may_uni_token', 'may_user_id', 'may_uni_JWT', 'loginType']) localStorage.removeItem(key);
    });
    await page.goto(`${server.baseUrl}/My`);
    await page.getByTestId('login-wechat').waitFor();
    await page.getByTestId('login-consent').click();
    await page.getByTestId('login-wechat').click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('loginType'))).toBe('3');
    expect(await page.evaluate(() => localStorage.getItem('may_user_id'))).toBe(userId);
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/My');
    expect(fake.authorizeScopes.slice(-3)).toEqual(['snsapi_base', 'snsapi_userinfo', 'snsapi_userinfo']);
  });
});

describe('without WeChat', () => {
  it('offers no WeChat login on a server without WeChat settings, nor outside WeChat, and never leaves the page', async () => {
    // Inside WeChat, the suite's own server (no WECHAT_APP_ID): the browser flow.
    const inside = await b.phone({ wechat: true });
    const authorise: string[] = [];
    inside.page.on('request', (r) => r.url().includes('/connect/oauth2/authorize') && authorise.push(r.url()));
    await inside.page.goto('/My');
    await inside.page.getByTestId('login-dialog').waitFor();
    await inside.page.waitForLoadState('networkidle');
    expect(await inside.page.getByTestId('login-wechat').count()).toBe(0);
    expect(await inside.page.getByTestId('wechat-redirect-pending').count()).toBe(0);
    expect(await inside.page.evaluate(() => sessionStorage.getItem('culture.wechat.unconfigured'))).toBe('1');
    expect(authorise).toEqual([]);

    // A normal browser: no WeChat login either.
    const outside = await b.phone();
    await outside.page.goto('/My');
    await outside.page.getByTestId('login-dialog').waitFor();
    await outside.page.waitForLoadState('networkidle');
    expect(await outside.page.getByTestId('login-wechat').count()).toBe(0);
  });
});

describe.each(['zh-CN', 'zh-TW', 'en-US'])('what a WeChat visitor sees in %s (screenshots)', (language) => {
  let fake: FakeWeChat;
  let server: Awaited<ReturnType<typeof launchServer>>;
  beforeAll(async () => {
    fake = await startFakeWeChat({ appId: APP_ID, appSecret: APP_SECRET });
    server = await launchServer((port) => ({
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      WECHAT_APP_ID: APP_ID,
      WECHAT_APP_SECRET: APP_SECRET,
      WECHAT_API_BASE: fake.url,
      WECHAT_OAUTH_BASE: fake.url,
      ALTCHA_COST: '1',
      ALTCHA_MAX_COUNTER: '50',
    }));
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  it('blank redirect, follow dialog, log in with WeChat, snapshot guest', async () => {
    const held: Route[] = [];
    const blank = await b.phone({ wechat: true, storage: { language } });
    await blank.page.route(`${fake.url}/connect/oauth2/authorize*`, (route) => void held.push(route));
    await blank.page.goto(`${server.baseUrl}/pocket`);
    await blank.page.getByTestId('wechat-redirect-pending').waitFor();
    await screenshot(blank.page, `wechat-blank-${language}`);
    await blank.context.close();

    const visitor = await b.phone({ wechat: true, storage: { language } });
    await visitor.page.goto(`${server.baseUrl}/pocket`);
    await visitor.page.getByTestId('subscribe-qr').waitFor();
    await screenshot(visitor.page, `wechat-follow-${language}`);
    await visitor.page.getByTestId('subscribe-dialog-close').click();
    await visitor.page.goto(`${server.baseUrl}/My`);
    await visitor.page.getByTestId('login-wechat').waitFor();
    await screenshot(visitor.page, `wechat-login-${language}`);
    // No account has this WeChat yet: the dialog asks for the phone, once.
    await visitor.page.getByTestId('login-consent').click();
    await visitor.page.getByTestId('login-wechat').click();
    await visitor.page.getByTestId('login-notice').waitFor();
    await screenshot(visitor.page, `wechat-link-phone-${language}`);
    // The phone once: the toast names the WeChat just linked, and /My shows it.
    const national = `1370000${{ 'zh-CN': '2001', 'zh-TW': '2002', 'en-US': '2003' }[language]}`;
    await visitor.page.getByTestId('login-phone').locator('input').fill(national);
    await visitor.page.getByTestId('login-get-code').click();
    const outbox = async () =>
      (await (await fetch(`${server.baseUrl}/dev/sms-outbox?phone=%2B86${national}`)).json()) as {
        data: Array<{ code: string }>;
      };
    await expect.poll(async () => (await outbox()).data.length).toBe(1);
    await visitor.page
      .getByTestId('login-code')
      .locator('input')
      .fill((await outbox()).data[0]!.code);
    await visitor.page.getByTestId('login-submit').click();
    await visitor.page.getByTestId('profile-wechat').waitFor();
    await screenshot(visitor.page, `wechat-linked-${language}`);

    fake.visitors.push({ openid: `openid-snapshot-${language}`, snapshot: true });
    const snapshot = await b.phone({ wechat: true, storage: { language }, allowErrors: HANDLED_HTTP_ERRORS });
    await snapshot.page.goto(`${server.baseUrl}/pocket`);
    await expect.poll(() => fake.calls.oauth).toBe(3);
    await snapshot.page.getByTestId('wechat-redirect-pending').waitFor({ state: 'detached' });
    await snapshot.page.waitForLoadState('networkidle');
    await screenshot(snapshot.page, `wechat-snapshot-guest-${language}`);
    expect(await snapshot.page.evaluate(() => localStorage.getItem('openId'))).toBeNull();
    await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
  });
});
