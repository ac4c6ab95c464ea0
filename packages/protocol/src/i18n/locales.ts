/**
 * The three languages of the product and their spellings: the locale inside the code, the value
 * stored under localStorage `language` (spec keeps the legacy `fz-CN` for traditional Chinese) and
 * the `language` request header (ZH, ZH-TW, EN). This file is the one place they are mapped.
 */
export const LOCALES = ['zh-CN', 'zh-TW', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];

export const LANGUAGE_STORAGE_KEY = 'language';

/** Value of the `language` header for each locale. */
export const LANGUAGE_HEADER_VALUE: Record<Locale, 'ZH' | 'ZH-TW' | 'EN'> = {
  'zh-CN': 'ZH',
  'zh-TW': 'ZH-TW',
  'en-US': 'EN',
};
export type LanguageHeader = (typeof LANGUAGE_HEADER_VALUE)[Locale];

/** Default when nothing (or nothing valid) is stored: zh-CN inside WeChat, en-US elsewhere. */
export function defaultLocale(inWeChat: boolean): Locale {
  return inWeChat ? 'zh-CN' : 'en-US';
}

/** Reads a stored `language` value, accepting the legacy `fz-CN`; null when unknown. */
export function localeFromStored(value: string | null | undefined): Locale | null {
  switch (value) {
    case 'zh-CN':
      return 'zh-CN';
    case 'zh-TW':
    case 'fz-CN':
      return 'zh-TW';
    case 'en-US':
      return 'en-US';
    default:
      return null;
  }
}

/** Reads a `language` header; case-insensitive, unknown values give null. */
export function localeFromHeader(value: string | string[] | undefined): Locale | null {
  const raw = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
  switch (raw) {
    case 'ZH':
      return 'zh-CN';
    case 'ZH-TW':
      return 'zh-TW';
    case 'EN':
      return 'en-US';
    default:
      return null;
  }
}
