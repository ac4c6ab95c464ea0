/**
 * The World section's tabs (docs/operator-console.md, "World"): "New exhibition" is selected only
 * for a new one; editing an existing exhibition keeps "Exhibitions" selected (the edit opened from
 * that list and goes back to it). The list, form and dresses are stubs.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminExhibition } from '@culture/protocol';
import { WorldPage } from './world-page';

vi.mock('./exhibition-list', () => ({
  ExhibitionList: ({ onEdit }: { onEdit: (e: AdminExhibition) => void }) => (
    <button
      type="button"
      data-testid="stub-edit"
      onClick={() =>
        onEdit({
          id: 'ex-1',
          name: { 'zh-CN': '展', 'zh-TW': '展', 'en-US': 'Show' },
          summary: { 'zh-CN': '', 'zh-TW': '', 'en-US': '' },
          cover: '',
          templateId: 'hall',
          works: [],
        } as unknown as AdminExhibition)
      }
    />
  ),
}));
vi.mock('./exhibition-form', () => ({
  ExhibitionForm: ({ initial }: { initial: { id: string | null } }) => <p data-testid="stub-form">{initial.id ?? 'new'}</p>,
}));
vi.mock('./dress-panel', () => ({ DressPanel: () => null }));

const selected = (tab: string) => screen.getByTestId(`world-tab-${tab}`).getAttribute('aria-selected');

describe('the World tabs', () => {
  it('keeps "Exhibitions" selected while an existing exhibition is edited', () => {
    render(<WorldPage />);
    fireEvent.click(screen.getByTestId('stub-edit'));
    expect(screen.getByTestId('stub-form').textContent).toBe('ex-1');
    expect(selected('edit')).toBe('false');
    expect(selected('exhibitions')).toBe('true');
  });

  it('selects "New exhibition" for a new one', () => {
    render(<WorldPage />);
    fireEvent.click(screen.getByTestId('world-tab-edit'));
    expect(screen.getByTestId('stub-form').textContent).toBe('new');
    expect(selected('edit')).toBe('true');
    expect(selected('exhibitions')).toBe('false');
  });
});
