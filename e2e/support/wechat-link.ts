/**
 * A member whose account has a WeChat openid linked the way the app links it (docs/decisions.md,
 * "WeChat links"): WeChat hands a snsapi_userinfo code (put straight into the fake WeChat's code
 * table, instead of clicking through its authorise redirect as wechat-flow.e2e.ts does),
 * wechatLogin answers a link ticket, and the phone login's saveUser sends it.
 */
import { expect } from 'vitest';
import type { FakeWeChat } from '../../apps/server/src/integrations/wechat/wechat-fake';
import { callAs, loginByApi } from './api';

/** Logs `national` in on the server at `baseUrl` with `openid` linked; answers the app's localStorage. */
export async function wechatLinkedMember(
  baseUrl: string,
  fake: FakeWeChat,
  national: string,
  openid: string,
): Promise<Record<string, string>> {
  // A follower of the official account: no follow prompt over the page.
  fake.followers.add(openid);
  const code = `0e2e${national}`;
  fake.codes.set(code, { openid, nickname: '荷包', scope: 'snsapi_userinfo' });
  const wechat = await callAs<{ linkTicket: string | null }>('/h5/world/wechat/wechatLogin', null, { code }, baseUrl);
  expect(wechat.linkTicket).toBeTruthy();
  const session = await loginByApi(national, baseUrl);
  const saved = await callAs<{ wechatLinked?: unknown }>(
    '/h5/world/wechat/saveUser',
    session.may_uni_token!,
    { openId: openid, code: wechat.linkTicket },
    baseUrl,
  );
  expect(saved.wechatLinked).toBeTruthy();
  return { ...session, openId: openid };
}
