/**
 * Share cards inside WeChat (spec §7 share configuration): the JS-SDK from the npm
 * package (never a script from WeChat's servers), `wx.config` with the server's signature, then
 * the chat and timeline cards with the fixed title and description, the current URL without its
 * query, and /share.jpg. WeChat checks the signature against the URL it knows for the page: on
 * iOS that stays the address the visitor landed on, on Android it is the current address, so the
 * single-page app signs that one and configures again after each route change.
 */
import { isIOS } from '../../lib/in-app-browser';
import { fetchShareConfig } from './api/wechat-api';
import { landingUrl } from './wechat-round-trip';

interface WxLike {
  config(options: Record<string, unknown>): void;
  ready(callback: () => void): void;
  error(callback: (error: unknown) => void): void;
  updateAppMessageShareData(options: Record<string, unknown>): void;
  updateTimelineShareData(options: Record<string, unknown>): void;
}

async function loadSdk(): Promise<WxLike | null> {
  const module = (await import('weixin-js-sdk')) as unknown as { default?: WxLike };
  // The package returns nothing when `window.jWeixin` already exists (WeChat's own or a test's).
  return module.default ?? (window as unknown as { jWeixin?: WxLike }).jWeixin ?? null;
}

export async function configureShare({ title, description }: { title: string; description: string }): Promise<void> {
  const signUrl = isIOS(navigator.userAgent, navigator.maxTouchPoints) ? landingUrl : window.location.href.split('#')[0]!;
  const [wx, config] = await Promise.all([loadSdk(), fetchShareConfig(signUrl)]);
  if (!wx || !config) return;
  wx.config({
    debug: false,
    appId: config.appId,
    timestamp: config.timestamp,
    nonceStr: config.nonceStr,
    signature: config.signature,
    jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData', 'chooseImage', 'previewImage'],
  });
  const link = `${window.location.origin}${window.location.pathname}`;
  const imgUrl = `${window.location.origin}/share.jpg`;
  wx.ready(() => {
    wx.updateAppMessageShareData({ title, desc: description, link, imgUrl });
    wx.updateTimelineShareData({ title, link, imgUrl });
  });
  wx.error(() => undefined); // a bad signature only costs the share card its picture and text
}
