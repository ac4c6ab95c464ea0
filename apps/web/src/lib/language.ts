/** The language choice: stored value (accepting legacy fz-CN), else zh-CN in WeChat and en-US elsewhere. */
import { defaultLocale, LANGUAGE_STORAGE_KEY, localeFromStored, type Locale } from '@culture/protocol';
import { isWeChat } from './platform';
import { storage } from './storage';

export function initialLocale(): Locale {
  return localeFromStored(storage.get(LANGUAGE_STORAGE_KEY)) ?? defaultLocale(isWeChat());
}

export function persistLocale(locale: Locale): void {
  storage.set(LANGUAGE_STORAGE_KEY, locale);
}
