/** The hall's full-screen cover while its code, data and models arrive (and when it cannot open). */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/feedback/spinner';
import { CloseIcon } from '../../../components/icons/icons';
import { coverStyles as styles } from './list-styles';

export function RoomLoading({
  onLeave,
  message,
  onRetry,
  progress,
}: {
  onLeave: () => void;
  /** A reason it cannot open; without one, it is loading. */
  message?: string;
  onRetry?: () => void;
  /** 0..1 of the bytes to download, when known. */
  progress?: number;
}) {
  const { t } = useTranslation();
  return (
    <div style={styles.cover} data-testid={message ? 'room-failed' : 'room-loading'} role="status" aria-live="polite">
      <button type="button" style={styles.close} onClick={onLeave} aria-label={t('world.room.leave')}>
        <CloseIcon />
      </button>
      {message ? (
        <>
          <p style={styles.text}>{message}</p>
          <div style={styles.actions}>
            {onRetry && <Button onClick={onRetry}>{t('app.retry')}</Button>}
            <Button variant="ghost" onClick={onLeave}>
              {t('world.room.leave')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <Spinner size={48} />
          <p style={styles.text}>{t('world.room.loading')}</p>
          {progress !== undefined && (
            <div style={styles.bar} aria-hidden>
              <span style={{ ...styles.barFill, width: `${Math.round(Math.min(1, Math.max(0, progress)) * 100)}%` }} />
            </div>
          )}
        </>
      )}
    </div>
  );
}
