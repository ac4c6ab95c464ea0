/** A console section's tabs (coupons, events, members): one button per tab, the chosen one selected. */
import styles from './coupons.module.css';

export function SectionTabs<T extends string>({
  tabs,
  current,
  labels,
  onChoose,
  testIdPrefix,
}: {
  tabs: readonly T[];
  current: T;
  labels: Record<T, string>;
  onChoose: (tab: T) => void;
  testIdPrefix: string;
}) {
  return (
    <div role="tablist" className={styles.tabs}>
      {tabs.map((key) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={current === key}
          onClick={() => onChoose(key)}
          data-testid={`${testIdPrefix}-tab-${key}`}
        >
          {labels[key]}
        </button>
      ))}
    </div>
  );
}
