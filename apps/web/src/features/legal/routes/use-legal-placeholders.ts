import { useTranslation } from 'react-i18next';
import type { Placeholders } from '../components/rich-text-line';

/** Values for {product}, {company} and {email}; the support address comes from the build config. */
export function useLegalPlaceholders(): Placeholders {
  const { t } = useTranslation();
  return { product: t('app.name'), company: t('legal.company'), email: __SUPPORT_EMAIL__ };
}
