/**
 * Under a server-paged table: the error, "load more" while there is a next page, or the end
 * (`empty` says why nothing is listed, e.g. that nothing matched a search).
 */
import { useAdminTexts } from '../model/admin-texts';
import ops from './ops.module.css';
import styles from './admin.module.css';

/** What the footer reads of a paged list (`usePaged`'s answer, or a list paged its own way). */
export interface PagedList {
  loading: boolean;
  error: string | null;
  next: string | null;
  rows: readonly unknown[];
  more: () => void;
}

export function PagedFooter({ paged, empty }: { paged: PagedList; empty?: string }) {
  const { loading, error, next, more } = paged;
  const count = paged.rows.length;
  const { admin } = useAdminTexts();
  return (
    <div className={styles.pager}>
      {error ? (
        <p className={ops.error} role="alert">
          {error}
        </p>
      ) : loading ? (
        <span className={styles.muted}>{admin.loading}</span>
      ) : next ? (
        <button type="button" className={ops.secondary} onClick={more} data-testid="ops-more">
          {admin.more}
        </button>
      ) : (
        <span className={styles.muted} data-testid={count === 0 ? 'ops-empty' : undefined}>
          {count === 0 ? (empty ?? admin.empty) : admin.end}
        </span>
      )}
    </div>
  );
}
