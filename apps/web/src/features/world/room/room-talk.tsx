/**
 * Talking in the hall: the last few lines said (fading), and a one-line box to say something to
 * everyone in this copy of the hall (at most 120 characters; sent through the room's instant group,
 * not stored).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SendIcon } from '../../../components/icons/icons';
import { useStore } from '../../../lib/store';
import { ROOM_MESSAGE_MAX_CHARS } from '../logic/presence-codec';
import type { RoomPresence } from '../logic/room-presence';
import styles from './world-room.module.css';

const LINES_SHOWN = 4;
const LINE_SHOWN_MS = 12_000;

export function RoomLines({ presence }: { presence: RoomPresence }) {
  const { t } = useTranslation();
  const lines = useStore(presence.store).lines;
  // Lines fade out after a while; a new line brings the recent ones back.
  const [visibleFrom, setVisibleFrom] = useState(0);
  useEffect(() => {
    if (!lines.length) return;
    const timer = setTimeout(() => setVisibleFrom(lines.length), LINE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [lines.length]);
  const shown = lines.slice(Math.max(visibleFrom, lines.length - LINES_SHOWN));
  if (!shown.length) return null;
  return (
    <ol className={styles.lines} aria-live="polite" data-testid="room-lines">
      {shown.map((line) => (
        <li key={line.key} className={line.mine ? styles.mine : undefined} data-testid="room-line">
          <strong>{line.mine ? t('world.room.you') : line.nickname || t('world.room.visitor')}</strong> {line.text}
        </li>
      ))}
    </ol>
  );
}

export function TalkBox({ presence, onDone }: { presence: RoomPresence; onDone: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [failed, setFailed] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    const sent = await presence.say(text);
    setFailed(!sent);
    if (sent) {
      setText('');
      onDone();
    }
  };
  return (
    <form className={styles.talk} onSubmit={(e) => void submit(e)} data-testid="talk-form">
      <input
        autoFocus
        value={text}
        maxLength={ROOM_MESSAGE_MAX_CHARS}
        enterKeyHint="send"
        placeholder={t('world.room.talkPlaceholder')}
        aria-label={t('world.room.talkPlaceholder')}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && onDone()}
        data-testid="talk-input"
      />
      <button type="submit" aria-label={t('world.room.send')} disabled={!text.trim()} data-testid="talk-send">
        <SendIcon />
      </button>
      {failed && (
        <p className={styles.talkFailed} role="alert">
          {t('world.room.notSent')}
        </p>
      )}
    </form>
  );
}
