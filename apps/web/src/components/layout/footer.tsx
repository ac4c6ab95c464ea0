import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, COPYRIGHT_YEAR } from '@culture/protocol';
import { openSubscribeDialog } from '../../lib/subscribe-dialog';
import { ArrowRightIcon } from '../icons/icons';
import styles from './footer.module.css';

/**
 * Site footer (spec §2): coming soon, follow us (opens the official account's follow dialog), the
 * legal pages (reachable from every page that shows the footer, logged in or not), copyright 2023.
 */
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
      <nav className={styles.legal} aria-label={t('footer.legal')}>
        <Link to={APP_ROUTES.userAgreement} data-testid="footer-user-agreement">
          {t('legal.userAgreement')}
        </Link>
        <Link to={APP_ROUTES.privacy} data-testid="footer-privacy">
          {t('legal.privacy')}
        </Link>
      </nav>
      <p className={styles.copy}>{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
    </footer>
  );
}
