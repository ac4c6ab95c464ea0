/** One row of the conversation list: picture, name, last message, time and unread badge. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, routePath } from '@culture/protocol';
import type { ConversationView } from '../../../lib/messaging/chat-store';
import { Avatar } from '../../../components/avatar';
import { chatTime, conversationTitle } from '../lib/chat-time';
import styles from './chat.module.css';

export function ConversationRow({ conversation, me }: { conversation: ConversationView; me: string | null }) {
  const { t, i18n } = useTranslation();
  const title = conversationTitle(conversation, { unknown: t('chat.unknownPerson'), deleted: t('chat.deletedAccount') });
  const last = conversation.last;
  const typing = Object.keys(conversation.typing).length > 0;
  const preview = typing
    ? t('chat.someoneTyping')
    : last
      ? `${last.senderId === me ? `${t('chat.you')}: ` : ''}${last.content}`
      : t('chat.noMessages');
  return (
    <li>
      <Link
        to={routePath(APP_ROUTES.chatConversation, { id: conversation.id })}
        className={styles.row}
        data-testid="conversation-row"
        data-conversation={conversation.id}
      >
        <Avatar src={conversation.peer?.avatar ?? null} name={title} size={48} />
        <span className={styles.rowMain}>
          <span className={styles.rowTop}>
            <span className={styles.rowTitle}>
              {title}
              {conversation.kind === 'group' && <span className={styles.count}> ({conversation.members})</span>}
            </span>
            <span className={styles.rowTime}>
              {chatTime(last?.createdAt ?? conversation.activityAt, i18n.language, t('chat.yesterday'))}
            </span>
          </span>
          <span className={styles.rowBottom}>
            <span className={`${styles.preview} ${typing ? styles.typing : ''}`}>{preview}</span>
            {conversation.unread > 0 && (
              <span className={styles.unread} data-testid="conversation-unread">
                {conversation.unread > 99 ? '99+' : conversation.unread}
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
