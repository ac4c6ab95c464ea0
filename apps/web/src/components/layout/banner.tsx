/** The hideable banner above the tab bar (spec §2): NewDetail.t28 and an arrow, leading to /MobilePage. */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES } from '@culture/protocol';
import { ArrowRightIcon, CloseIcon } from '../icons/icons';
import styles from './banner.module.css';

const HIDDEN_KEY = 'culture.banner.hidden';

function initiallyHidden(): boolean {
  try {
    return window.sessionStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function Banner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [hidden, setHidden] = useState(initiallyHidden);
  if (hidden) return null;

  const hide = () => {
    setHidden(true);
    try {
      window.sessionStorage.setItem(HIDDEN_KEY, '1');
    } catch {
      /* ignore */
    }
  };

  return (
    <div className={styles.banner} data-testid="banner">
      <button type="button" className={styles.link} onClick={() => navigate(APP_ROUTES.mobilePage)} data-testid="banner-link">
        <span className={styles.text}>{t('NewDetail.t28')}</span>
        <ArrowRightIcon />
      </button>
      <button
        type="button"
        className={styles.hide}
        onClick={hide}
        aria-label={t('NewDetail.hideBanner')}
        data-testid="banner-hide"
      >
        <CloseIcon width={14} height={14} />
      </button>
    </div>
  );
}
