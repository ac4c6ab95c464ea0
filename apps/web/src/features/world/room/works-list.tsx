/**
 * The works of the hall as a list (bottom sheet): the way to every card without aiming at a wall,
 * for a screen reader, a keyboard, or someone who just wants the list.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExhibitWork } from '@culture/protocol';
import { CloseIcon } from '../../../components/icons/icons';
import { useDialog } from '../../../components/overlay/use-dialog';
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
  const panel = useRef<HTMLDivElement>(null);
  useDialog(panel, true, onClose);
  return (
    <div className={styles.sheetBackdrop} onClick={onClose}>
      <div
        ref={panel}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby="works-list-title"
        onClick={(e) => e.stopPropagation()}
        data-testid="works-list"
      >
        <button type="button" className={styles.sheetClose} onClick={onClose} aria-label={t('app.close')}>
          <CloseIcon />
        </button>
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
      </div>
    </div>
  );
}
