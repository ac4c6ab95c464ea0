import { useEffect, useState } from 'react';

/**
 * True once `active` has lasted `afterMs` (then `onGiveUp` runs once); false again as soon as it is
 * active anew (the person asked to check again).
 */
export function useGiveUp(active: boolean, afterMs: number, onGiveUp: () => void): boolean {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!active) return;
    setGaveUp(false);
    const timer = window.setTimeout(() => {
      setGaveUp(true);
      onGiveUp();
    }, afterMs);
    return () => window.clearTimeout(timer);
    // onGiveUp is a fresh closure each render; only the activity and the delay restart the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, afterMs]);
  return gaveUp && !active;
}
