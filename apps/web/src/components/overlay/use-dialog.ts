/**
 * What every dialog does while open: focus moves into it and returns on close, Tab and Shift+Tab
 * cycle within it (the page behind is inert to the keyboard), Escape closes it, the page behind
 * does not scroll. Dialogs stack (the follow dialog over the open-in-browser
 * screen): Escape closes only the top one, and the page scrolls again when the last one closes.
 */
import { useEffect, useRef, type RefObject } from 'react';

const openDialogs: object[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside `container`: from the last control to the first, and Shift+Tab the other way. */
function keepTabInside(container: HTMLElement, event: KeyboardEvent): void {
  const controls = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden], [inert]'));
  if (controls.length === 0) {
    event.preventDefault();
    container.focus();
    return;
  }
  const first = controls[0]!;
  const last = controls.at(-1)!;
  const active = document.activeElement;
  const outside = !container.contains(active);
  if (event.shiftKey && (active === first || active === container || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

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
      if (openDialogs.at(-1) !== self) return;
      if (event.key === 'Escape') closeRef.current();
      else if (event.key === 'Tab' && ref.current) keepTabInside(ref.current, event);
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
