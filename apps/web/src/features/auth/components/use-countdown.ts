import { useEffect, useReducer } from 'react';

/** Whole seconds left until `until` (ms since epoch); re-renders once a second while counting. */
export function useCountdown(until: number): number {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => {
      tick();
      if (until <= Date.now()) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - Date.now()) / 1000));
}
