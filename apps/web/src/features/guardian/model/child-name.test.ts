import { describe, expect, it } from 'vitest';
import { changeLocale, i18next, loadPageTexts } from '../../../i18n';
import { childName } from './child-name';

const child = { id: '517143187756400640', nickname: null, phone: '+86 138****0001' };

describe("the guardian's name for a child", () => {
  it('is the nickname when there is one, else the masked phone, else the account number', () => {
    expect(childName(i18next.t, { ...child, nickname: 'Xiaoming' })).toBe('Your child: Xiaoming');
    expect(childName(i18next.t, child)).toBe('Child account +86 138****0001');
    expect(childName(i18next.t, { ...child, phone: null })).toBe('Child account 517143187756400640');
  });

  it('reads the same way in both Chinese scripts', async () => {
    for (const [locale, text] of [
      ['zh-CN', '儿童账号 +86 138****0001'],
      ['zh-TW', '兒童帳號 +86 138****0001'],
    ] as const) {
      await changeLocale(locale);
      await loadPageTexts(locale);
      expect(childName(i18next.t, child)).toBe(text);
    }
    await changeLocale('en-US');
  });
});
