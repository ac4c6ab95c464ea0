import { toastStore, dismissToast, type ToastType } from '../../lib/toast';
import { useStore } from '../../lib/store';
import styles from './toaster.module.css';

const ICON: Partial<Record<ToastType, string>> = { ok: '✓', sended: '✓', warning: '!', cancel: '×', close: '×', refresh: '↻' };

export function Toaster() {
  const items = useStore(toastStore);
  return (
    <div className={styles.stack} aria-live="polite" role="status">
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          className={`${styles.toast} ${styles[item.type] ?? ''}`}
          onClick={() => dismissToast(item.id)}
          data-testid="toast"
        >
          {item.type === 'loading' ? (
            <span className={styles.dot} aria-hidden />
          ) : ICON[item.type] ? (
            <span aria-hidden className={styles.icon}>
              {ICON[item.type]}
            </span>
          ) : null}
          <span>{item.content}</span>
        </button>
      ))}
    </div>
  );
}
