/**
 * i18next set-up. Only the active language's catalogue is loaded (each is its own chunk); the
 * choice is stored under localStorage `language` (spec §1) and sent as the `language` header.
 * Each language comes in two parts: the first paint's texts, and the later pages' texts
 * (`loadPageTexts`), which the router fetches alongside any lazily loaded page.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@culture/protocol';
import type { Catalogue, PagesCatalogue } from './types';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue & PagesCatalogue };
  }
}

const loaders: Record<Locale, () => Promise<Catalogue>> = {
  'zh-CN': () => import('./resources/zh-CN').then((m) => m.zhCN),
  'zh-TW': () => import('./resources/zh-TW').then((m) => m.zhTW),
  'en-US': () => import('./resources/en-US').then((m) => m.enUS as Catalogue),
};

const pageLoaders: Record<Locale, () => Promise<PagesCatalogue>> = {
  'zh-CN': () => import('./resources/zh-CN.pages').then((m) => m.zhCNPages),
  'zh-TW': () => import('./resources/zh-TW.pages').then((m) => m.zhTWPages),
  'en-US': () => import('./resources/en-US.pages').then((m) => m.enUSPages as PagesCatalogue),
};
const pagesLoaded = new Map<Locale, Promise<void>>();

async function ensureLoaded(locale: Locale) {
  // Checked by a first-paint key: the later pages' part may have arrived first.
  if (i18next.getResource(locale, 'translation', 'app') === undefined) {
    i18next.addResourceBundle(locale, 'translation', await loaders[locale](), true);
  }
}

/** Loads the later pages' texts of the current language (once); pages await it before they render. */
export function loadPageTexts(locale = i18next.language as Locale): Promise<void> {
  let loading = pagesLoaded.get(locale);
  if (!loading) {
    loading = pageLoaders[locale]().then((texts) => {
      i18next.addResourceBundle(locale, 'translation', texts, true);
    });
    // A failed download (offline) is forgotten, so a reload or a language switch asks again.
    loading.catch(() => pagesLoaded.delete(locale));
    pagesLoaded.set(locale, loading);
  }
  return loading;
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
    // A key missing from the catalogue is a bug: say so loudly (the browser suite fails on it)
    // instead of quietly showing the key to the visitor.
    saveMissing: true,
    missingKeyHandler: (languages, _namespace, key) => console.error(`i18n: missing key "${key}" (${languages.join(', ')})`),
  });
  document.documentElement.lang = locale;
  return i18next;
}

export async function changeLocale(locale: Locale) {
  // The page on screen may use either part, so a switch loads both before it takes effect.
  await Promise.all([ensureLoaded(locale), loadPageTexts(locale)]);
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}

export { i18next };
