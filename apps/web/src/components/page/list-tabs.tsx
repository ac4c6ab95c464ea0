import styles from './paged-list.module.css';

/**
 * The tab row above a list (my coupons by state, my NFTs by chain): sticky under the navigation
 * bar, the picked tab underlined. `compact` is for labels that must stay on one line (chain names).
 */
export function ListTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  testId,
  compact = false,
}: {
  tabs: readonly T[];
  value: T;
  onChange: (tab: T) => void;
  label: (tab: T) => string;
  testId: (tab: T) => string;
  compact?: boolean;
}) {
  return (
    <div
      className={compact ? `${styles.tabs} ${styles.compact}` : styles.tabs}
      style={{ gridTemplateColumns: `repeat(${tabs.length}, 1fr)` }}
      role="tablist"
    >
      {tabs.map((id) => (
        <button
          key={id}
          type="button"
          role="tab"
          aria-selected={value === id}
          className={value === id ? styles.active : ''}
          onClick={() => onChange(id)}
          data-testid={testId(id)}
        >
          {label(id)}
        </button>
      ))}
    </div>
  );
}
