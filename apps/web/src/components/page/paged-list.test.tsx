/**
 * The one paged list of my coupons, NFTs and badges: each state of the query draws its own thing,
 * and the line under the items says whether more can come.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EmptyState } from './empty-state';
import { PagedList, type PagedQuery } from './paged-list';

type Page = { content: string[] };

function query(patch: Partial<PagedQuery<Page>>): PagedQuery<Page> {
  return {
    isPending: false,
    isError: false,
    data: undefined,
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: vi.fn(),
    refetch: vi.fn(),
    ...patch,
  };
}
const pages = (...lists: string[][]) => ({ pages: lists.map((content) => ({ content })), pageParams: lists.map(() => null) });

function List({ q }: { q: PagedQuery<Page> }) {
  return (
    <PagedList
      query={q}
      failedText="Could not load"
      empty={<EmptyState text="Nothing yet" testId="nothing" />}
      loadMoreText="More…"
      noMoreText="The end"
    >
      {(items, all) => (
        <ul data-testid="items" data-pages={all.length}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

beforeAll(() => {
  // jsdom has no IntersectionObserver; the sentinel only needs one to exist.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.clearAllMocks());

describe('PagedList', () => {
  it('shows the spinner while the first page comes, nothing of the list yet', () => {
    render(<List q={query({ isPending: true })} />);
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.queryByTestId('items')).toBeNull();
    expect(screen.queryByTestId('nothing')).toBeNull();
  });

  it('offers to try again when the request failed', () => {
    const q = query({ isError: true });
    render(<List q={q} />);
    expect(screen.getByText('Could not load')).toBeTruthy();
    fireEvent.click(screen.getByRole('button'));
    expect(q.refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state when no page holds anything', () => {
    render(<List q={query({ data: pages([], []) })} />);
    expect(screen.getByTestId('nothing').textContent).toContain('Nothing yet');
    expect(screen.queryByTestId('items')).toBeNull();
  });

  it('draws the items of every page, then "more" while pages remain and the end line after the last', () => {
    const { rerender } = render(<List q={query({ data: pages(['a', 'b'], ['c']), hasNextPage: true })} />);
    expect(screen.getByTestId('items').textContent).toBe('abc');
    expect(screen.getByTestId('items').getAttribute('data-pages')).toBe('2');
    expect(screen.getByText('More…')).toBeTruthy();
    rerender(<List q={query({ data: pages(['a', 'b'], ['c']) })} />);
    expect(screen.getByText('The end')).toBeTruthy();
    expect(screen.queryByText('More…')).toBeNull();
  });
});
