/** An inline confirmation of a destructive step: a title, a warning, an optional reason, confirm or cancel. */
import { useState } from 'react';
import ops from './ops.module.css';
import styles from './coupons.module.css';

export function ConfirmReason({
  title,
  warning,
  reasonLabel,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
  testId,
}: {
  title: string;
  warning: string;
  /** Asks for a reason when given. */
  reasonLabel?: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  testId: string;
}) {
  const [reason, setReason] = useState('');
  return (
    <div className={styles.confirm} role="alertdialog" aria-label={title} data-testid={testId}>
      <strong>{title}</strong>
      <p className={ops.hint}>{warning}</p>
      {reasonLabel && (
        <label>
          {reasonLabel}
          <input
            value={reason}
            maxLength={200}
            required
            onChange={(e) => setReason(e.target.value)}
            data-testid={`${testId}-reason`}
          />
        </label>
      )}
      <div className={ops.row}>
        <button
          type="button"
          className={ops.primary}
          disabled={busy || (reasonLabel !== undefined && reason.trim() === '')}
          onClick={() => onConfirm(reason.trim())}
          data-testid={`${testId}-confirm`}
        >
          {confirmLabel}
        </button>
        <button type="button" className={ops.secondary} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}
