import { describe, expect, it } from 'vitest';
import { detectInAppBrowser, isIOS, withoutOpenInBrowserParam } from './in-app-browser';
import { hasOpenInBrowserParam } from './open-in-browser';

const UA = {
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2227A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/5197 MMWEBSDK/20230805 MMWEBID/1234 MicroMessenger/8.0.42.2460(0x28002A35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  qqApp:
    'Mozilla/5.0 (Linux; Android 12; PEDM00 Build/SKQ1.210216.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/89.0.4389.72 MQQBrowser/6.2 TBS/046237 Mobile Safari/537.36 V1_AND_SQ_8.9.28_4234_YYB_D QQ/8.9.28.10155 NetType/WIFI WebP/0.3.0 AppId/537155547',
  qqBrowser:
    'Mozilla/5.0 (Linux; U; Android 12; zh-cn; PEDM00 Build/SKQ1.210216.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/98.0.4758.102 MQQBrowser/13.6 Mobile Safari/537.36 COVC/046237',
  weibo:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Weibo (iPhone14,5__weibo__13.6.1__iphone__os16.5)',
  dingtalk:
    'Mozilla/5.0 (Linux; U; Android 11; zh-CN; M2012K11AC Build/RKQ1.200826.002) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/69.0.3497.100 UWS/3.22.1.233 Mobile Safari/537.36 AliApp(DingTalk/7.0.10) com.alibaba.android.rimet/28686986 Channel/700159 language/zh-CN abi/64 UT4Aplus/0.2.25 colorScheme/light',
  alipay:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/20D47 Ariver/1.1.0 AliApp(AP/10.3.60.6000) Nebula WK RVKType(0) AlipayDefined(nt:WIFI,ws:390|780|3.0) AlipayClient/10.3.60.6000 Language/zh-Hans Region/CN',
  safari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  ipadOs: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
};

describe('in-app browsers', () => {
  it.each([
    ['wechatIos', 'wechat'],
    ['wechatAndroid', 'wechat'],
    ['qqApp', 'qq'],
    ['weibo', 'weibo'],
    ['dingtalk', 'dingtalk'],
    ['alipay', 'alipay'],
  ] as const)('recognises %s', (ua, name) => {
    expect(detectInAppBrowser(UA[ua])).toBe(name);
  });

  it.each(['qqBrowser', 'safari', 'chromeAndroid', 'ipadOs'] as const)('treats %s as a real browser', (ua) => {
    expect(detectInAppBrowser(UA[ua])).toBeNull();
  });

  it('tells iOS (iPadOS too) from Android for the menu wording', () => {
    expect(isIOS(UA.wechatIos)).toBe(true);
    expect(isIOS(UA.ipadOs, 5)).toBe(true);
    expect(isIOS(UA.ipadOs, 0)).toBe(false);
    expect(isIOS(UA.wechatAndroid)).toBe(false);
  });

  it('reads and removes only open=browser from a query string', () => {
    expect(hasOpenInBrowserParam('?open=browser')).toBe(true);
    expect(hasOpenInBrowserParam('?x=1&open=browser')).toBe(true);
    expect(hasOpenInBrowserParam('?open=app')).toBe(false);
    expect(hasOpenInBrowserParam('')).toBe(false);
    expect(withoutOpenInBrowserParam('?open=browser')).toBe('');
    expect(withoutOpenInBrowserParam('?x=1&open=browser&y=2')).toBe('?x=1&y=2');
    expect(withoutOpenInBrowserParam('?open=app')).toBe('?open=app');
  });
});
