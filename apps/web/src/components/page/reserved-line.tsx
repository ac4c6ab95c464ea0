/**
 * The room a line of a page action takes before its content is known (a buy button's price and
 * units left while the product loads, or while the button's code arrives), so the page below does
 * not jump when it comes (layout shift; bench/lighthouse). Invisible, and hidden from assistive
 * technology.
 */
import styles from './page-actions.module.css';

export function ReservedLine({ kind }: { kind: 'price' | 'remaining' }) {
  return kind === 'price' ? (
    <p className={`${styles.reservedPrice} ${styles.reserved}`} aria-hidden>
      <strong>¥0.00</strong>
    </p>
  ) : (
    <p className={`${styles.remaining} ${styles.reserved}`} aria-hidden>
      &nbsp;
    </p>
  );
}
