import { useTranslation } from 'react-i18next';
import { COPYRIGHT_YEAR } from '@culture/protocol';
import styles from './footer.module.css';

/** Site footer (spec §2): coming soon, follow us, copyright 2023. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer} data-testid="footer">
      <p className={styles.soon}>{t('footer.comingSoon')}</p>
      <div className={styles.follow}>
        <h2>{t('footer.followUs')}</h2>
        <p>{t('footer.followUsText')}</p>
      </div>
      <p className={styles.copy}>{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
    </footer>
  );
}
