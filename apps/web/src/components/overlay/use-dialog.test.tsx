import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

describe('stacked dialogs', () => {
  it('Escape closes only the top dialog, and the page scrolls again after the last one closes', () => {
    const closeBottom = vi.fn();
    const closeTop = vi.fn();
    const { rerender } = render(
      <>
        <Modal open onClose={closeBottom} title="bottom">
          <p>bottom</p>
        </Modal>
        <Modal open onClose={closeTop} title="top">
          <p>top</p>
        </Modal>
      </>,
    );
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'top' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(closeTop).toHaveBeenCalledTimes(1);
    expect(closeBottom).not.toHaveBeenCalled();

    rerender(
      <>
        <Modal open onClose={closeBottom} title="bottom">
          <p>bottom</p>
        </Modal>
        <Modal open={false} onClose={closeTop} title="top">
          <p>top</p>
        </Modal>
      </>,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(closeBottom).toHaveBeenCalledTimes(1);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<></>);
    expect(document.body.style.overflow).toBe('');
  });
});
