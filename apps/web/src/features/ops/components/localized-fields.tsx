/**
 * Texts an operator writes in the three languages side by side (docs/operator-console.md): a grid
 * headed by the language names, one row per text, an input (or a text area) per language. Shared
 * by the coupon template, badge event and event session forms.
 */
import type { ReactNode } from 'react';
import { LOCALES, type Locale } from '@culture/protocol';
import styles from './coupons.module.css';

export function LocalizedGrid({ languages, children }: { languages: Record<Locale, string>; children: ReactNode }) {
  return (
    <div className={styles.languages}>
      <span />
      {LOCALES.map((locale) => (
        <span key={locale}>{languages[locale]}</span>
      ))}
      {children}
    </div>
  );
}

export function LocalizedRow({
  label,
  values,
  onChange,
  multiline = false,
  required = 'all',
  testId,
}: {
  label: string;
  values: Record<Locale, string>;
  onChange: (locale: Locale, value: string) => void;
  multiline?: boolean;
  /** Which languages must be filled: all, only simplified Chinese (the others fall back to it), or none. */
  required?: 'all' | 'zh-CN' | 'none';
  testId?: (locale: Locale) => string;
}) {
  return (
    <>
      <span>{label}</span>
      {LOCALES.map((locale) => {
        const props = {
          'aria-label': `${label} (${locale})`,
          lang: locale,
          required: required === 'all' || (required === 'zh-CN' && locale === 'zh-CN'),
          value: values[locale],
          'data-testid': testId?.(locale),
        };
        return multiline ? (
          <textarea key={locale} {...props} onChange={(e) => onChange(locale, e.target.value)} />
        ) : (
          <input key={locale} {...props} onChange={(e) => onChange(locale, e.target.value)} />
        );
      })}
    </>
  );
}
