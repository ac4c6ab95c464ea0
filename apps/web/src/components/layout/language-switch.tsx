import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@culture/protocol';
import { GlobeIcon } from '../icons/icons';
import styles from './language-switch.module.css';

// The picker loads on first tap: it is not part of the first paint.
const LanguagePicker = lazy(() => import('./language-picker').then((m) => ({ default: m.LanguagePicker })));

const SHORT: Record<Locale, string> = { 'zh-CN': '简', 'zh-TW': '繁', 'en-US': 'EN' };

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const current = i18n.language as Locale;

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => setOpen(true)}
        // The accessible name starts with the visible short name (WCAG 2.5.3, label in name).
        aria-label={`${SHORT[current] ?? 'EN'} ${t('app.chooseLanguage')}`}
        data-testid="language-switch"
      >
        <span className={styles.pill}>
          <GlobeIcon />
          <span>{SHORT[current] ?? 'EN'}</span>
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <LanguagePicker current={current} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
