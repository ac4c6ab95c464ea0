/**
 * Scroll on page load the way people expect on a phone: a new page (link, tab) starts at the
 * top (spec §2: "scrolls the window to the top on load"); going back returns to where they were.
 */
import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const KEY = 'culture.scroll';

function positions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

export function useScrollRestoration(ready: boolean) {
  const location = useLocation();
  const navigationType = useNavigationType();

  // Remember this page's position as the person scrolls. A layout effect, so the listener for the
  // old page is gone in the same commit that swaps the page: the browser's clamp of the scroll
  // position to the new, shorter page must not be saved as the old page's position.
  useLayoutEffect(() => {
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const all = positions();
        all[location.key] = window.scrollY;
        try {
          sessionStorage.setItem(KEY, JSON.stringify(all));
        } catch {
          /* storage full: restoration is a nicety */
        }
      });
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', save);
    };
  }, [location.key]);

  // Once the page has its content, go to the top, or back to where the person left it.
  useLayoutEffect(() => {
    if (!ready) return;
    const saved = navigationType === 'POP' ? positions()[location.key] : undefined;
    window.scrollTo(0, saved ?? 0);
  }, [ready, location.key, navigationType]);
}
