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

  it('keeps Tab inside the top dialog: last control wraps to the first, Shift+Tab wraps back', () => {
    render(
      <>
        <button type="button">behind</button>
        <Modal open onClose={() => {}} title="trap" closeLabel="Close">
          <a href="/privacy">privacy</a>
          <button type="button">confirm</button>
        </Modal>
      </>,
    );
    const close = screen.getByRole('button', { name: 'Close' });
    const confirm = screen.getByRole('button', { name: 'confirm' });
    confirm.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
    // Focus that escaped to the page behind comes back in on the next Tab.
    screen.getByRole('button', { name: 'behind' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
  });
});
