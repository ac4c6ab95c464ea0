/**
 * The chat icon in the title bar with the unread total. Only members see it; the
 * figure comes from a tiny store the chat state feeds once it has loaded after login.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES } from '@culture/protocol';
import { useChatUnread } from '../../lib/messaging/chat-unread';
import { isLoggedIn, useSession } from '../../lib/session';
import { ChatIcon } from '../icons/icons';
import styles from './chat-link.module.css';

export function ChatLink() {
  const { t } = useTranslation();
  const unread = useChatUnread();
  if (!isLoggedIn(useSession())) return null;
  return (
    <Link
      to={APP_ROUTES.chat}
      className={styles.link}
      aria-label={unread ? t('app.chatUnread', { count: unread }) : t('app.chat')}
      data-testid="chat-link"
    >
      <ChatIcon />
      {unread > 0 && (
        <span className={styles.badge} data-testid="chat-unread-total">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
