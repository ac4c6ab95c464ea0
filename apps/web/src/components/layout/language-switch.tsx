import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@culture/protocol';
import { changeLocale } from '../../i18n';
import { persistLocale } from '../../lib/language';
import { GlobeIcon } from '../icons/icons';
import { Modal } from '../overlay/modal';
import styles from './language-switch.module.css';

const SHORT: Record<Locale, string> = { 'zh-CN': '简', 'zh-TW': '繁', 'en-US': 'EN' };

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const current = i18n.language as Locale;

  const choose = async (locale: Locale) => {
    setOpen(false);
    persistLocale(locale);
    await changeLocale(locale);
  };

  return (
    <>
      <button type="button" className={styles.trigger} onClick={() => setOpen(true)} aria-label={t('app.chooseLanguage')} data-testid="language-switch">
        <GlobeIcon />
        <span>{SHORT[current] ?? 'EN'}</span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('app.chooseLanguage')} closeLabel={t('app.close')} testId="language-modal">
        <ul className={styles.list}>
          {LOCALES.map((locale) => (
            <li key={locale}>
              <button type="button" className={`${styles.option} ${locale === current ? styles.active : ''}`} onClick={() => void choose(locale)} data-testid={`language-${locale}`} aria-pressed={locale === current}>
                {t(`languages.${locale}`)}
              </button>
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
