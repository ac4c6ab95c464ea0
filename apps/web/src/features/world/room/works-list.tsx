/**
 * The works of the hall as a list (bottom sheet): the way to every card without aiming at a wall,
 * for a screen reader, a keyboard, or someone who just wants the list.
 */
import { useTranslation } from 'react-i18next';
import type { ExhibitWork } from '@culture/protocol';
import { RoomSheet } from './room-sheet';
import styles from './world-room.module.css';

export function WorksList({
  works,
  onPick,
  onClose,
}: {
  works: ExhibitWork[];
  onPick: (work: ExhibitWork) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <RoomSheet titleId="works-list-title" testId="works-list" onClose={onClose}>
      <h2 id="works-list-title" className={styles.cardTitle}>
        {t('world.room.works')}
      </h2>
      <ul className={styles.works}>
        {works.map((work) => (
          <li key={work.slot}>
            <button type="button" onClick={() => onPick(work)} data-testid="works-item">
              {work.image ? <img src={work.image} alt="" width={56} height={56} /> : <span className={styles.workDot} />}
              <span>
                <strong>{work.title}</strong>
                <small>{t(`world.card.${work.kind}`)}</small>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </RoomSheet>
  );
}
