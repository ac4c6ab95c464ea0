/**
 * The message box: grows with the text up to a few lines; Enter sends on a keyboard (not while an
 * input method is composing Chinese), the button on a phone. Over 4 KB it says so instead of
 * sending something the server will refuse.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_TEXT_MAX_BYTES } from '@culture/protocol';
import { SendIcon } from '../../../components/icons/icons';
import { sendMessage } from '../../../lib/messaging/outbox';
import { sendTyping } from '../../../lib/messaging/read-marks';
import styles from './chat.module.css';

const encoder = new TextEncoder();

/** `closedNote`: why nothing can be written here any more (the other person's account is gone). */
export function Composer({
  conversationId,
  disabled,
  closedNote,
}: {
  conversationId: string;
  disabled?: boolean;
  closedNote?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const bytes = encoder.encode(text).length;
  const tooLong = bytes > MESSAGE_TEXT_MAX_BYTES;
  const canSend = text.trim().length > 0 && !tooLong && !disabled;

  const send = () => {
    if (!canSend) return;
    sendMessage(conversationId, text.trim());
    setText('');
    box.current?.focus();
  };

  if (closedNote)
    return (
      <div className={styles.composerWrap}>
        <p className={styles.composerClosed} data-testid="composer-closed">
          {closedNote}
        </p>
      </div>
    );
  return (
    <div className={styles.composerWrap}>
      {tooLong && (
        <p className={styles.tooLong} role="alert">
          {t('chat.tooLong', { count: bytes })}
        </p>
      )}
      <form
        className={styles.composer}
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <textarea
          ref={box}
          className={styles.input}
          rows={1}
          value={text}
          disabled={disabled}
          placeholder={t('chat.composer')}
          aria-label={t('chat.composer')}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value) sendTyping(conversationId);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              send();
            }
          }}
          data-testid="composer-input"
        />
        <button type="submit" className={styles.send} disabled={!canSend} aria-label={t('chat.send')} data-testid="composer-send">
          <SendIcon />
        </button>
      </form>
    </div>
  );
}
