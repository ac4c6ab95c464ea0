import { useTranslation } from 'react-i18next';
import type { EquityStatus } from '@culture/protocol';
import styles from './equity.module.css';

/** A benefit's state in words: available, opens soon (the equity area's usual state, spec §1) or ended. */
export function StatusPill({ status }: { status: EquityStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.pill} ${styles[status]}`} data-status={status}>
      {t(`equity.status.${status}`)}
    </span>
  );
}
