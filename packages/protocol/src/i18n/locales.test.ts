import { describe, expect, it } from 'vitest';
import { defaultLocale, localeFromHeader, localeFromStored } from './locales.js';
import { channelFor, isWeChatUserAgent } from '../http/headers.js';
import { isAppRoute, routePath } from '../routes.js';

describe('locales', () => {
  it('maps the legacy fz-CN to traditional Chinese', () => expect(localeFromStored('fz-CN')).toBe('zh-TW'));
  it('falls back to null for unknown stored values', () => {
    expect(localeFromStored('fr-FR')).toBeNull();
    expect(localeFromStored(null)).toBeNull();
  });
  it('defaults to zh-CN in WeChat and en-US elsewhere', () => {
    expect(defaultLocale(true)).toBe('zh-CN');
    expect(defaultLocale(false)).toBe('en-US');
  });
  it('reads the language header case-insensitively', () => {
    expect(localeFromHeader('zh-tw')).toBe('zh-TW');
    expect(localeFromHeader('EN')).toBe('en-US');
    expect(localeFromHeader('xx')).toBeNull();
  });
});

describe('channel', () => {
  const wechatUa =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47';
  it('detects WeChat', () => {
    expect(isWeChatUserAgent(wechatUa)).toBe(true);
    expect(channelFor(wechatUa)).toBe('WECHAT');
    expect(channelFor('Mozilla/5.0 Chrome/120')).toBe('BROWSER');
  });
});

describe('routes', () => {
  it('matches exactly and case-sensitively', () => {
    expect(isAppRoute('/MobilePage')).toBe(true);
    expect(isAppRoute('/mobilepage')).toBe(false);
    expect(isAppRoute('/ticket-detail/123')).toBe(true);
    expect(isAppRoute('/ticket-detail')).toBe(false);
    expect(isAppRoute('/pocket/extra')).toBe(false);
  });
  it('fills parameters', () => expect(routePath('/ticket-detail/:id', { id: 7 })).toBe('/ticket-detail/7'));
});
