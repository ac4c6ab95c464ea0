import { useTranslation } from 'react-i18next';
import { COPYRIGHT_YEAR } from '@culture/protocol';
import { openSubscribeDialog } from '../../lib/subscribe-dialog';
import { ArrowRightIcon } from '../icons/icons';
import styles from './footer.module.css';

/** Site footer (spec §2): coming soon, follow us (opens the official account's follow dialog), copyright 2023. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer} data-testid="footer">
      <p className={styles.soon}>{t('footer.comingSoon')}</p>
      <button
        type="button"
        className={styles.follow}
        onClick={openSubscribeDialog}
        aria-haspopup="dialog"
        data-testid="footer-follow"
      >
        <span>
          <strong>{t('footer.followUs')}</strong>
          {t('footer.followUsText')}
        </span>
        <ArrowRightIcon />
      </button>
      <p className={styles.copy}>{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
    </footer>
  );
}
