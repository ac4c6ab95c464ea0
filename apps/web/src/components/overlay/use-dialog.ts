/**
 * What every dialog does while open: focus moves into it and returns on close, Escape closes it,
 * the page behind does not scroll. Dialogs stack (the follow dialog over the open-in-browser
 * screen): Escape closes only the top one, and the page scrolls again when the last one closes.
 */
import { useEffect, useRef, type RefObject } from 'react';

const openDialogs: object[] = [];

export function useDialog(ref: RefObject<HTMLElement | null>, open: boolean, onClose: () => void): void {
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const self = {};
    openDialogs.push(self);
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && openDialogs.at(-1) === self) closeRef.current();
    };
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKey);
    return () => {
      openDialogs.splice(openDialogs.indexOf(self), 1);
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, [open, ref]);
}
