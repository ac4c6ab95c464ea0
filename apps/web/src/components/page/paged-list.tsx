/**
 * A paged list with its states, the same on every "my ..." list (coupons, NFTs, badges): a spinner
 * while the first page comes, "try again" when it failed, the empty state when there is nothing,
 * else the items and, below them, the sentinel that asks for the next page on scrolling
 * (lib/use-load-more) with "load more" or the end-of-list line.
 */
import type { ReactNode } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import { useLoadMore } from '../../lib/use-load-more';
import { Spinner } from '../feedback/spinner';
import { LoadFailed } from './empty-state';
import styles from './paged-list.module.css';

/** What PagedList needs of a TanStack infinite query whose pages each carry `content`. */
export interface PagedQuery<Page> {
  isPending: boolean;
  isError: boolean;
  data: InfiniteData<Page, unknown> | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

/** The centred spinner a list shows while it loads. */
export function ListSpinner() {
  return (
    <div className={styles.center}>
      <Spinner size={40} />
    </div>
  );
}

export function PagedList<Page extends { content: readonly unknown[] }>({
  query,
  failedText,
  failedTestId,
  empty,
  loadMoreText,
  noMoreText = null,
  children,
}: {
  query: PagedQuery<Page>;
  failedText: string;
  failedTestId?: string;
  /** What shows when the list has nothing (an EmptyState). */
  empty: ReactNode;
  loadMoreText: string;
  /** The line under the last page; none when null. */
  noMoreText?: string | null;
  /** The items of every page so far, and the pages (for a total, say). */
  children: (items: Page['content'][number][], pages: Page[]) => ReactNode;
}) {
  const sentinel = useLoadMore(query);
  if (query.isPending) return <ListSpinner />;
  if (query.isError || !query.data) {
    return <LoadFailed text={failedText} onRetry={() => void query.refetch()} testId={failedTestId} />;
  }
  const { pages } = query.data;
  const items = pages.flatMap((page) => page.content);
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      {children(items, pages)}
      <div ref={sentinel} className={styles.more}>
        {query.hasNextPage ? loadMoreText : noMoreText}
      </div>
    </>
  );
}
