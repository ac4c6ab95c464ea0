import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import styles from './empty-state.module.css';

/** Which situation the state is in: each has its own picture, so a glance tells them apart. */
export type EmptyIllustration = 'empty' | 'login' | 'not-found' | 'error';

/**
 * The pictures are small SVG files in public/images/empty (in the app's palette: an empty tray, a
 * padlock over a card, a magnifier over a torn ticket, a cloud with a broken line). As files they
 * stay out of the first paint's code (the load-error boundary brings this component into the
 * entry); the fixed size keeps the layout still while one loads.
 */
export const illustrationSrc = (kind: EmptyIllustration) => `/images/empty/${kind}.svg`;

export function EmptyState({
  text,
  title,
  action,
  testId,
  illustration = 'empty',
}: {
  text: string;
  /** A short headline above the text. */
  title?: string;
  action?: ReactNode;
  testId?: string;
  illustration?: EmptyIllustration;
}) {
  return (
    <div className={styles.empty} data-testid={testId ?? 'empty-state'}>
      <img src={illustrationSrc(illustration)} width={96} height={72} alt="" data-illustration={illustration} />
      {title && <p className={styles.title}>{title}</p>}
      <p>{text}</p>
      {action}
    </div>
  );
}

/** Something could not be loaded: says so and offers to try again. */
export function LoadFailed({ text, onRetry, testId }: { text: string; onRetry: () => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState text={text} testId={testId} illustration="error" action={<Button onClick={onRetry}>{t('app.retry')}</Button>} />
  );
}
