import { useTranslation } from 'react-i18next';
import { localeFromStored, type Locale } from '@culture/protocol';
import { OPS_TEXTS, type OpsTexts } from './ops-texts';

/** The console's texts in the app's current language (re-rendering when it changes). */
export function useOpsTexts(): { texts: OpsTexts; locale: Locale } {
  const { i18n } = useTranslation();
  const locale = localeFromStored(i18n.language) ?? 'en-US';
  return { texts: OPS_TEXTS[locale], locale };
}
