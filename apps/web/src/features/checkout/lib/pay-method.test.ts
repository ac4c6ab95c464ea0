import { describe, expect, it } from 'vitest';
import { choosePayMethod } from './pay-method';

const UA = {
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2049A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  wechatIPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2f) NetType/WIFI Language/zh_CN',
  wechatWork:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 wxwork/4.1.10 MicroMessenger/7.0.1 Language/zh',
  safariIPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  qqBrowser:
    'Mozilla/5.0 (Linux; U; Android 12; zh-cn; PCAM00 Build/SKQ1.211019.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/109.0.5414.86 MQQBrowser/14.2 Mobile Safari/537.36',
  qqApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 QQ/8.9.80.606 V1_IPH_SQ_8.9.80_1_APP_A Pixel/1179 MiniAppEnable SimpleUISwitch/0 StudyMode/0 CurrentMode/0 CurrentFontScale/1.000000 QQTheme/1000 AppId/537176796 Core/WKWebView Device/Apple(iPhone 14 Pro) NetType/WIFI QBWebViewType/1 WKType/1',
  weibo:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Weibo (iPhone15,2__weibo__13.8.2__iphone__os16.6)',
  alipay:
    'Mozilla/5.0 (Linux; Android 12; M2012K11AC) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/89.0.4389.72 Mobile Safari/537.36 AlipayClient/10.5.36.8000',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
};

describe('choosePayMethod', () => {
  it.each([
    ['WeChat on Android', UA.wechatAndroid, 'jsapi'],
    ['WeChat on iPhone', UA.wechatIPhone, 'jsapi'],
    ['WeChat Work', UA.wechatWork, 'jsapi'],
    ['Safari on iPhone', UA.safariIPhone, 'h5'],
    ['Chrome on Android', UA.chromeAndroid, 'h5'],
    ['QQ Browser (a real browser)', UA.qqBrowser, 'h5'],
    ['Chrome on a desktop', UA.desktopChrome, 'native'],
    ['Safari on a Mac', UA.macSafari, 'native'],
  ])('%s pays with %s', (_, ua, method) => {
    expect(choosePayMethod(ua)).toEqual({ method });
  });

  it('takes an iPad that says it is a Mac (touch points) for a mobile browser', () => {
    expect(choosePayMethod(UA.macSafari, 5)).toEqual({ method: 'h5' });
  });

  it.each([
    ['the QQ app', UA.qqApp, 'qq'],
    ['Weibo', UA.weibo, 'weibo'],
    ['Alipay', UA.alipay, 'alipay'],
  ])('has no method inside %s, and says which app it is', (_, ua, inAppBrowser) => {
    expect(choosePayMethod(ua)).toEqual({ method: null, inAppBrowser });
  });
});
