/**
 * A bottom sheet over the hall (the wardrobe, the works list, a work's card): a dialog labelled by
 * its heading (`titleId`), closed by its close button, a tap on the backdrop or Escape; focus is
 * kept inside while it is open (useDialog).
 */
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/icons/icons';
import { useDialog } from '../../../components/overlay/use-dialog';
import styles from './world-room.module.css';

export function RoomSheet({
  titleId,
  testId,
  closeTestId,
  slot,
  onClose,
  children,
}: {
  /** The id of the sheet's heading, which names the dialog. */
  titleId: string;
  testId: string;
  closeTestId?: string;
  /** A work's slot, for the card (`data-slot`). */
  slot?: string;
  onClose: () => void;
  children: ReactNode;
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
        aria-labelledby={titleId}
        onClick={(e) => e.stopPropagation()}
        data-testid={testId}
        data-slot={slot}
      >
        <button
          type="button"
          className={styles.sheetClose}
          onClick={onClose}
          aria-label={t('app.close')}
          data-testid={closeTestId}
        >
          <CloseIcon />
        </button>
        {children}
      </div>
    </div>
  );
}
