/**
 * Finds people by nickname (GET /api/v2/users) and, for a group, lets the person tick several;
 * the people they already chat with are offered before anything is typed.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatPerson } from '@culture/protocol';
import { Spinner } from '../../../components/feedback/spinner';
import { Avatar } from '../../../components/avatar';
import { useUserSearch } from '../api/user-queries';
import styles from './chat.module.css';

export function PeoplePicker({
  known,
  picked,
  onPick,
  multiple = false,
  exclude = [],
}: {
  /** People to offer before a search (the other people of private conversations). */
  known: ChatPerson[];
  picked?: ReadonlySet<string>;
  onPick: (person: ChatPerson) => void;
  multiple?: boolean;
  exclude?: readonly string[];
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useUserSearch(text);
  const typed = text.trim().length > 0;
  const people = (typed ? (search.data ?? []) : known).filter((p) => !exclude.includes(p.user_id));

  return (
    <div className={styles.picker}>
      <input
        className={styles.searchInput}
        type="search"
        value={text}
        maxLength={32}
        placeholder={t('chat.searchPlaceholder')}
        aria-label={t('chat.searchPlaceholder')}
        onChange={(e) => setText(e.target.value)}
        data-testid="people-search"
      />
      {typed && search.isPending && (
        <div className={styles.center}>
          <Spinner size={24} />
        </div>
      )}
      {typed && search.isError && <p className={styles.hint}>{t('chat.searchFailed')}</p>}
      {typed && search.isSuccess && people.length === 0 && <p className={styles.hint}>{t('chat.searchEmpty')}</p>}
      {!typed && people.length === 0 && <p className={styles.hint}>{t('chat.searchHint')}</p>}
      <ul className={styles.people}>
        {people.map((person) => {
          const checked = picked?.has(person.user_id) ?? false;
          return (
            <li key={person.user_id}>
              <button
                type="button"
                className={styles.person}
                onClick={() => onPick(person)}
                aria-pressed={multiple ? checked : undefined}
                data-testid="people-result"
              >
                <Avatar src={person.avatar} name={person.nickname || '?'} size={40} />
                <span className={styles.personName}>{person.nickname || t('chat.unknownPerson')}</span>
                {multiple && <span className={`${styles.check} ${checked ? styles.checked : ''}`} aria-hidden />}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
