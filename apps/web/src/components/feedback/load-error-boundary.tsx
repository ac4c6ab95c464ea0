/**
 * Catches a page or overlay whose code failed to download (offline, or a deploy replaced the
 * files), so one failed chunk never blanks the whole app. React.lazy remembers a failure, so
 * "try again" reloads the page; the default fallback says what happened.
 */
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { removePrepaint } from '../../lib/prepaint';
import { LoadFailed } from '../page/empty-state';

interface Props {
  children: ReactNode;
  /** What to show instead; the default is a "could not be loaded" message with a reload button. */
  fallback?: ReactNode;
  onError?: (error: unknown) => void;
}

function PageLoadFailed() {
  const { t } = useTranslation();
  return <LoadFailed text={t('projects.loadFailed')} testId="load-failed" onRetry={() => window.location.reload()} />;
}

export class LoadErrorBoundary extends Component<Props, { failed: boolean }> {
  // Set in the constructor, not as a class field: the build targets es2020, where a class field
  // compiles to a defineProperty helper (~0.8 kB gzip) that would ride in the entry chunk for this
  // one line.
  constructor(props: Props) {
    super(props);
    this.state = { failed: false };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('a part of the app could not be loaded', error);
    removePrepaint();
    this.props.onError?.(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback === undefined ? <PageLoadFailed /> : this.props.fallback;
  }
}
