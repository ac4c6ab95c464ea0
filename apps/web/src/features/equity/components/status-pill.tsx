import { useTranslation } from 'react-i18next';
import type { EquityState } from '@culture/protocol';
import styles from './equity.module.css';

/**
 * A benefit's state in words, as the server read it from what stands behind the benefit: available,
 * claimed by you, sold out, ended, not yet open, or at the counter (nothing to claim in the app).
 */
export function StatusPill({ state }: { state: EquityState }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.pill} ${styles[state]}`} data-state={state}>
      {t(`equity.state.${state}`)}
    </span>
  );
}
