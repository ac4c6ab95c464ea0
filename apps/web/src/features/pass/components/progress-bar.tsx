/** A thin bar for "n of m minted": drawn by hand, since <progress> looks different in every WebView. */
import styles from './pass.module.css';

export function ProgressBar({ value, max, label }: { value: bigint; max: bigint; label?: string }) {
  const percent = max > 0n ? Number((value * 10_000n) / max) / 100 : 0;
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={Number(max)}
      aria-valuenow={Number(value)}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <span style={{ width: `${Math.min(100, percent)}%` }} />
    </div>
  );
}
