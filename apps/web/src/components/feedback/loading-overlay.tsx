import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadingStore } from '../../lib/loading';
import { useStore } from '../../lib/store';
import { Spinner } from './spinner';
import styles from './loading-overlay.module.css';

/** Full-screen loading overlay whose message changes while the wait goes on (spec §2). */
export function LoadingOverlay() {
  const active = useStore(loadingStore) > 0;
  const { t } = useTranslation();
  const messages = t('app.loadingMessages', { returnObjects: true }) as readonly string[];
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!active) return;
    setIndex(0);
    const timer = window.setInterval(() => setIndex((i) => i + 1), 1500);
    return () => window.clearInterval(timer);
  }, [active]);

  if (!active) return null;
  return (
    <div className={styles.overlay} data-testid="loading-overlay" role="alert" aria-busy="true">
      <Spinner size={56} />
      <p className={styles.message}>{messages[index % messages.length]}</p>
    </div>
  );
}
