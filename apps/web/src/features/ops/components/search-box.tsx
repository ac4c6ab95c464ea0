/**
 * A list's search box: typed freely, sent on Enter or the button (trimmed), the server filters
 * (docs/operator-console.md). Shared by the coupon templates, badge events, merchants, event
 * sessions, content pages and brands.
 */
import { useState } from 'react';
import { CONSOLE_SEARCH_MAX } from '@culture/protocol';
import styles from './coupons.module.css';
import ops from './ops.module.css';

export function SearchBox({
  label,
  button,
  onSearch,
  testId,
}: {
  label: string;
  button: string;
  onSearch: (q: string) => void;
  testId: string;
}) {
  const [typed, setTyped] = useState('');
  return (
    <form
      className={styles.inline}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <input
        aria-label={label}
        placeholder={label}
        value={typed}
        maxLength={CONSOLE_SEARCH_MAX}
        onChange={(e) => setTyped(e.target.value)}
        data-testid={testId}
      />
      <button type="submit" className={ops.secondary}>
        {button}
      </button>
    </form>
  );
}
