/** Says when chat is not live: connecting for the first time, or offline with writes queued. */
import { useTranslation } from 'react-i18next';
import type { SocketStatus } from '../../../lib/messaging/messaging-socket';
import styles from './chat.module.css';

export function ConnectionNotice({ status, loaded }: { status: SocketStatus; loaded: boolean }) {
  const { t } = useTranslation();
  if (status === 'live' || status === 'idle') return null;
  const offline = status === 'waiting' || (loaded && status === 'connecting');
  return (
    <p className={styles.notice} role="status" data-testid="chat-connection">
      {offline ? t('chat.offlineNotice') : t('chat.connecting')}
    </p>
  );
}
