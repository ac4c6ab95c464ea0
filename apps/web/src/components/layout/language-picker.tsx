import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@culture/protocol';
import { changeLocale } from '../../i18n';
import { persistLocale } from '../../lib/language';
import { Modal } from '../overlay/modal';
import styles from './language-switch.module.css';

/** The list of languages; choosing one stores it and switches the whole app. */
export function LanguagePicker({ current, onClose }: { current: Locale; onClose: () => void }) {
  const { t } = useTranslation();
  const choose = async (locale: Locale) => {
    onClose();
    persistLocale(locale);
    await changeLocale(locale);
  };
  return (
    <Modal open onClose={onClose} title={t('app.chooseLanguage')} closeLabel={t('app.close')} testId="language-modal">
      <ul className={styles.list}>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <button
              type="button"
              className={`${styles.option} ${locale === current ? styles.active : ''}`}
              onClick={() => void choose(locale)}
              data-testid={`language-${locale}`}
              aria-pressed={locale === current}
            >
              {t(`languages.${locale}`)}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
