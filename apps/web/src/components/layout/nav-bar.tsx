import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BackIcon } from '../icons/icons';
import { ChatLink } from './chat-link';
import { LanguageSwitch } from './language-switch';
import styles from './nav-bar.module.css';

export interface BackControl {
  /** Text beside the arrow (e.g. "coupons"); defaults to "Back". */
  label?: string;
  /** Where to go when there is no in-app history (a deep link); defaults to home. */
  fallback?: string;
}

export function NavBar({ title, back, sticky }: { title: string; back?: BackControl; sticky: boolean }) {
  const navigate = useNavigate();
  const { t } = useTranslation();

  const goBack = () => {
    // react-router keeps an index in history.state; 0 means this page was the entry point.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(back?.fallback ?? '/', { replace: true });
  };

  return (
    <header className={`${styles.bar} ${sticky ? styles.sticky : ''}`}>
      <div className={styles.side}>
        {back && (
          <button type="button" className={styles.back} onClick={goBack} data-testid="back-control">
            <BackIcon />
            <span>{back.label ?? t('app.back')}</span>
          </button>
        )}
      </div>
      <h1 className={styles.title} data-testid="page-title">
        {title}
      </h1>
      <div className={`${styles.side} ${styles.right}`}>
        <ChatLink />
        <LanguageSwitch />
      </div>
    </header>
  );
}
