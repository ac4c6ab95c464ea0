import { SPINNER_DEFAULT_SIZE_PX } from '@culture/protocol';
import styles from './spinner.module.css';

export function Spinner({ size = SPINNER_DEFAULT_SIZE_PX, label }: { size?: number; label?: string }) {
  return (
    <span className={styles.spinner} style={{ width: size, height: size }} role="progressbar" aria-label={label} aria-busy="true">
      <span className={styles.ring} />
    </span>
  );
}

/** Full-screen spinner shown while a lazily loaded page arrives (spec §2). */
export function PageSpinner() {
  return (
    <div className={styles.fullscreen} data-testid="page-spinner">
      <Spinner label="Loading" />
    </div>
  );
}
