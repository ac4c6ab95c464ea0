import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import styles from './empty-state.module.css';

/** Which situation the state is in: each has its own picture, so a glance tells them apart. */
export type EmptyIllustration = 'empty' | 'login' | 'not-found' | 'error';

// Small inline SVGs in the app's palette (paper, line, jade, cinnabar): no request, no layout shift.
const PICTURES: Record<EmptyIllustration, ReactNode> = {
  // An empty tray with a dashed ticket outline: nothing here yet.
  empty: (
    <>
      <path d="M14 44h68l-8 20H22z" fill="#fff" stroke="#e6e1d6" strokeWidth="2" strokeLinejoin="round" />
      <rect x="28" y="12" width="40" height="26" rx="5" fill="none" stroke="#c9a45c" strokeWidth="2" strokeDasharray="4 4" />
      <path d="M14 44h20a14 6 0 0 0 28 0h20" fill="none" stroke="#e6e1d6" strokeWidth="2" />
      <circle cx="48" cy="25" r="4" fill="#00d498" opacity=".45" />
    </>
  ),
  // A padlock over a card: log in to see it.
  login: (
    <>
      <rect x="10" y="20" width="60" height="40" rx="7" fill="#fff" stroke="#e6e1d6" strokeWidth="2" />
      <path d="M10 32h60" stroke="#e6e1d6" strokeWidth="2" strokeDasharray="4 4" />
      <path d="M62 40v-8a10 10 0 0 1 20 0v8" fill="none" stroke="#1d2b2a" strokeWidth="3" strokeLinecap="round" opacity=".7" />
      <rect x="56" y="40" width="32" height="24" rx="5" fill="#00d498" />
      <circle cx="72" cy="50" r="3" fill="#06261c" />
      <path d="M72 52v5" stroke="#06261c" strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  // A magnifying glass over a torn ticket: not found.
  'not-found': (
    <>
      <path d="M8 18h56v14l-6 4 6 4v16H8V40l6-4-6-4z" fill="#fff" stroke="#e6e1d6" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="58" cy="38" r="15" fill="rgb(255 255 255 / 70%)" stroke="#1d2b2a" strokeWidth="3" opacity=".75" />
      <path d="M69 49l13 13" stroke="#1d2b2a" strokeWidth="4" strokeLinecap="round" opacity=".75" />
      <path d="M53 33l10 10M63 33l-10 10" stroke="#c8443a" strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  // A cloud with a broken link: could not load.
  error: (
    <>
      <path
        d="M26 56a14 14 0 0 1-2-28 18 18 0 0 1 34-6 14 14 0 0 1 14 34z"
        fill="#fff"
        stroke="#e6e1d6"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M38 42h6m8 0h6" stroke="#c8443a" strokeWidth="3" strokeLinecap="round" />
      <path d="M46 36l2 12" stroke="#c9a45c" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
};

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
      <svg width="96" height="72" viewBox="0 0 96 72" aria-hidden="true" data-illustration={illustration}>
        {PICTURES[illustration]}
      </svg>
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
