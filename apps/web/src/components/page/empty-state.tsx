import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import styles from './empty-state.module.css';

export function EmptyState({ text, action, testId }: { text: string; action?: ReactNode; testId?: string }) {
  return (
    <div className={styles.empty} data-testid={testId ?? 'empty-state'}>
      <svg width="96" height="72" viewBox="0 0 96 72" aria-hidden="true">
        <rect x="8" y="14" width="80" height="48" rx="8" fill="#fff" stroke="#e6e1d6" strokeWidth="2" />
        <path d="M8 30h80" stroke="#e6e1d6" strokeWidth="2" strokeDasharray="4 4" />
        <circle cx="48" cy="46" r="7" fill="#00d498" opacity=".35" />
      </svg>
      <p>{text}</p>
      {action}
    </div>
  );
}

/** Something could not be loaded: says so and offers to try again. */
export function LoadFailed({ text, onRetry, testId }: { text: string; onRetry: () => void; testId?: string }) {
  const { t } = useTranslation();
  return <EmptyState text={text} testId={testId} action={<Button onClick={onRetry}>{t('app.retry')}</Button>} />;
}
