import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLocale, persistLocale } from './language';

const WECHAT = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47';

afterEach(() => vi.restoreAllMocks());

describe('initial language', () => {
  it('is en-US in an ordinary browser and zh-CN inside WeChat', () => {
    expect(initialLocale()).toBe('en-US');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT);
    expect(initialLocale()).toBe('zh-CN');
  });
  it('follows the stored choice, reading legacy fz-CN as zh-TW', () => {
    localStorage.setItem('language', 'fz-CN');
    expect(initialLocale()).toBe('zh-TW');
    persistLocale('zh-CN');
    expect(localStorage.getItem('language')).toBe('zh-CN');
    expect(initialLocale()).toBe('zh-CN');
  });
  it('falls back to the default for an unknown stored value', () => {
    localStorage.setItem('language', 'klingon');
    expect(initialLocale()).toBe('en-US');
  });
});
