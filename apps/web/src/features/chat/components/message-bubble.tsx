/**
 * One message. Text is rendered as text (React escapes it; never HTML). The person's own messages
 * show how far they got: sending, not sent (with the reason and "send again"), sent, read.
 */
import { useTranslation } from 'react-i18next';
import { DELETED_ACCOUNT_ID } from '@culture/protocol';
import type { ChatMessage } from '../../../lib/messaging/chat-store';
import { retryMessage } from '../../../lib/messaging/outbox';
import styles from './chat.module.css';

export function MessageBubble({
  conversationId,
  message,
  own,
  senderName,
  read,
  showStatus,
  onReport,
}: {
  conversationId: string;
  message: ChatMessage;
  own: boolean;
  /** Shown above others' messages in a group. */
  senderName?: string;
  read: boolean;
  /** Sent/read is shown under the last own message only; sending and failures always. */
  showStatus: boolean;
  /** Someone else's stored message: open the report dialog (menu button, or long-press / right-click). */
  onReport?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const status =
    message.status === 'sending'
      ? t('chat.sending')
      : message.status === 'failed'
        ? null
        : showStatus
          ? read
            ? t('chat.read')
            : t('chat.sent')
          : null;
  return (
    <li
      className={`${styles.message} ${own ? styles.own : ''}`}
      data-testid="message"
      data-status={message.status}
      data-seq={message.seq?.toString() ?? ''}
      onContextMenu={
        onReport
          ? (event) => {
              event.preventDefault();
              onReport();
            }
          : undefined
      }
    >
      {senderName && <span className={styles.sender}>{senderName}</span>}
      <p className={`${styles.bubble} ${message.status === 'sending' ? styles.pending : ''}`} data-testid="message-text">
        {/* A deleted account's words went with it (docs/privacy.md, "Cancelling an account"). */}
        {message.senderId === DELETED_ACCOUNT_ID ? <em>{t('chat.deletedMessage')}</em> : message.content}
      </p>
      {message.status === 'failed' && (
        <span className={styles.failed} data-testid="message-failed">
          {t('chat.failed')} · {t(`chat.failure.${message.failure ?? 'rejected'}`)}{' '}
          <button type="button" className={styles.linkButton} onClick={() => retryMessage(conversationId, message.clientMsgId)}>
            {t('chat.retry')}
          </button>
        </span>
      )}
      {onReport && (
        <button type="button" className={styles.reportButton} onClick={onReport} data-testid="message-report">
          {t('chat.report.action')}
        </button>
      )}
      {status && (
        <span className={styles.status} data-testid="message-status">
          {status}
        </span>
      )}
    </li>
  );
}
