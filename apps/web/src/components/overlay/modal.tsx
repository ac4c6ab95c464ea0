/**
 * A small accessible modal: portal to <body>, focus moves in and returns, Escape and the backdrop
 * close it, the page behind does not scroll.
 */
import { useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../icons/icons';
import styles from './modal.module.css';
import { useDialog } from './use-dialog';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Show the close icon in the corner (default true). */
  closeIcon?: boolean;
  closeLabel?: string;
  backgroundImage?: string;
  width?: string;
  testId?: string;
  /** Close when the backdrop is tapped (default true). */
  closeOnBackdrop?: boolean;
}

export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  closeIcon = true,
  closeLabel = 'Close',
  backgroundImage,
  width,
  testId,
  closeOnBackdrop = true,
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useDialog(panelRef, open, onClose);

  if (!open) return null;
  const style: CSSProperties = {};
  if (width) style.width = width;
  if (backgroundImage) style.backgroundImage = `url(${backgroundImage})`;

  return createPortal(
    <div
      className={styles.backdrop}
      onClick={closeOnBackdrop ? onClose : undefined}
      data-testid={testId ? `${testId}-backdrop` : undefined}
    >
      <div
        ref={panelRef}
        className={`${styles.panel} ${backgroundImage ? styles.withImage : ''}`}
        style={style}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
        data-testid={testId}
      >
        {closeIcon && (
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={closeLabel}
            data-testid={testId ? `${testId}-close` : undefined}
          >
            <CloseIcon />
          </button>
        )}
        {title && (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        )}
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
