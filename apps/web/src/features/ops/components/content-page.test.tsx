/**
 * The content section's page and brand lists searched (docs/operator-console.md, "Content"): the
 * search is sent to the server from the first page, and one that finds nothing says so, naming it.
 * The content client and the parts beside the lists are stubs.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandAdminList, ContentPageList } from '@culture/protocol';
import { brandsApi, contentApi } from '../api/content-client';
import { ContentPage } from './content-page';

vi.mock('../api/content-client', () => ({
  contentApi: { pages: vi.fn() },
  brandsApi: { brands: vi.fn() },
  pageDocument: vi.fn(),
  brandDocument: vi.fn(),
}));
vi.mock('./brand-new-form', () => ({ NewBrand: () => null }));
vi.mock('./legal-versions-panel', () => ({ LegalVersionsPanel: () => null }));
vi.mock('./content-editor', () => ({ ContentEditor: () => null }));
const pages = vi.mocked(contentApi.pages);
const brands = vi.mocked(brandsApi.brands);

const title = { 'zh-CN': '口袋', 'zh-TW': '口袋', 'en-US': 'Pocket' };
const pageList = (slugs: string[], next: string | null): ContentPageList => ({
  next,
  content: slugs.map((slug) => ({
    slug,
    route: `/${slug}`,
    kind: 'project',
    title,
    hasDraft: false,
    updatedAt: '2026-11-01T00:00:00Z',
  })),
});
const brandList = (ids: number[]): BrandAdminList => ({
  next: null,
  content: ids.map((id) => ({ id, name: title, hasDraft: false, updatedAt: '2026-11-01T00:00:00Z' })),
});

const search = (testId: string, text: string) => {
  fireEvent.change(screen.getByTestId(testId), { target: { value: text } });
  fireEvent.submit(screen.getByTestId(testId).closest('form')!);
};
const open = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ContentPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.clearAllMocks();
});

describe('searching the content lists', () => {
  it('sends a page search from the first page and says when it found nothing', async () => {
    pages.mockImplementation(async (cursor, q) =>
      q ? pageList([], null) : cursor ? pageList(['zoo'], null) : pageList(['pocket'], 'pocket'),
    );
    open('/ops/content');
    fireEvent.click(await screen.findByTestId('ops-more'));
    await screen.findByTestId('content-row-zoo');
    search('content-search', ' lantern ');
    await waitFor(() =>
      expect(screen.getByTestId('ops-empty').textContent).toBe('No page has “lantern” in its title or as its slug.'),
    );
    expect(pages.mock.calls).toEqual([
      [null, ''],
      ['pocket', ''],
      [null, 'lantern'],
    ]);
    expect(screen.queryByTestId('content-row-pocket')).toBeNull();
  });

  it('sends a brand search and says when it found nothing', async () => {
    brands.mockImplementation(async (_cursor, q) => (q === '4' ? brandList([4]) : q ? brandList([]) : brandList([1, 4])));
    open('/ops/content?tab=brands');
    await screen.findByTestId('content-brand-row-1');
    search('content-brand-search', '4');
    await waitFor(() => expect(screen.queryByTestId('content-brand-row-1')).toBeNull());
    expect(screen.getByTestId('content-brand-row-4')).toBeTruthy();
    search('content-brand-search', 'tea');
    await waitFor(() =>
      expect(screen.getByTestId('ops-empty').textContent).toBe('No brand has “tea” in its name or as its number.'),
    );
    expect(brands).toHaveBeenLastCalledWith(null, 'tea');
  });
});
