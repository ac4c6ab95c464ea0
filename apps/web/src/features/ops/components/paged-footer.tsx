/** Under a server-paged table: the error, "load more" while there is a next page, or the end. */
import { useAdminTexts } from '../model/admin-texts';
import ops from './ops.module.css';
import styles from './admin.module.css';

export function PagedFooter({
  loading,
  error,
  next,
  count,
  onMore,
}: {
  loading: boolean;
  error: string | null;
  next: string | null;
  count: number;
  onMore: () => void;
}) {
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
        <button type="button" className={ops.secondary} onClick={onMore} data-testid="ops-more">
          {admin.more}
        </button>
      ) : (
        <span className={styles.muted}>{count === 0 ? admin.empty : admin.end}</span>
      )}
    </div>
  );
}
