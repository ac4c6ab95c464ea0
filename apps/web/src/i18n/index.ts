/**
 * i18next set-up. Only the active language's catalogue is loaded (each is its own chunk); the
 * choice is stored under localStorage `language` (spec §1) and sent as the `language` header.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@culture/protocol';
import type { Catalogue } from './types';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

const loaders: Record<Locale, () => Promise<Catalogue>> = {
  'zh-CN': () => import('./resources/zh-CN').then((m) => m.zhCN),
  'zh-TW': () => import('./resources/zh-TW').then((m) => m.zhTW),
  'en-US': () => import('./resources/en-US').then((m) => m.enUS as Catalogue),
};

async function ensureLoaded(locale: Locale) {
  if (!i18next.hasResourceBundle(locale, 'translation')) {
    i18next.addResourceBundle(locale, 'translation', await loaders[locale]());
  }
}

export async function initI18n(locale: Locale) {
  const catalogue = await loaders[locale]();
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: catalogue } },
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  document.documentElement.lang = locale;
  return i18next;
}

export async function changeLocale(locale: Locale) {
  await ensureLoaded(locale);
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}

export { i18next };
