/**
 * The wardrobe (bottom sheet): the official dresses (`/api/v3/dresses/official`) as front views
 * of the avatar, then the member's own model (own-model.tsx). Choosing one dresses the avatar at
 * once (the hall hears it) and saves it to the account (`POST /api/v3/me/dress`); a guest's choice
 * is kept on this phone until they log in.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dress } from '@culture/protocol';
import { RoomSheet } from './room-sheet';
import styles from './world-room.module.css';

export function DressPicker({
  dresses,
  current,
  onPick,
  onClose,
  note,
  ownModel,
}: {
  dresses: Dress[];
  /** The official dress worn; null while wearing the default avatar or one's own model. */
  current: string | null;
  onPick: (dress: Dress) => void;
  onClose: () => void;
  /** What happened to the last choice (saved, saved here only, failed). */
  note: string | null;
  /** The "my own model" part. */
  ownModel: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <RoomSheet titleId="dress-picker-title" testId="dress-picker" onClose={onClose}>
      <h2 id="dress-picker-title" className={styles.cardTitle}>
        {t('world.dress.open')}
      </h2>
      <p className={styles.sheetIntro}>{t('world.dress.intro')}</p>
      <h3 className={styles.sheetHeading}>{t('world.dress.title')}</h3>
      {dresses.length === 0 ? (
        <p className={styles.sheetIntro}>{t('world.dress.loadFailed')}</p>
      ) : (
        <ul className={styles.dresses}>
          {dresses.map((dress) => {
            const wearing = dress.id === current;
            return (
              <li key={dress.id}>
                <button
                  type="button"
                  className={`${styles.dress} ${wearing ? styles.wearing : ''}`}
                  aria-pressed={wearing}
                  onClick={() => onPick(dress)}
                  data-testid="dress-option"
                  data-dress-id={dress.id}
                >
                  <img src={dress.thumbnail} alt="" width={128} height={160} />
                  <span className={styles.dressName}>{dress.name}</span>
                  {wearing && <span className={styles.wearingTag}>{t('world.dress.wearing')}</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {ownModel}
      {note && (
        <p className={styles.sheetNote} role="status" data-testid="dress-note">
          {note}
        </p>
      )}
    </RoomSheet>
  );
}
