/**
 * Live counts on a console screen (docs/operator-console.md, "Badges and events"): `tick` runs
 * every `ms` while the page is visible, at once when it becomes visible again, and not at all
 * while the tab is hidden, so a forgotten tab costs the server nothing.
 */
import { useEffect, useRef } from 'react';

/** The console's polite refresh interval for live counts. */
export const LIVE_REFRESH_MS = 10_000;

type Visibility = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

/** Starts polling on `doc`; answers the function that stops it. */
export function startVisiblePoll(doc: Visibility, tick: () => void, ms: number): () => void {
  let timer: ReturnType<typeof setInterval> | null = null;
  const start = () => {
    timer ??= setInterval(tick, ms);
  };
  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const onChange = () => {
    if (doc.visibilityState === 'visible') {
      tick();
      start();
    } else stop();
  };
  if (doc.visibilityState === 'visible') start();
  doc.addEventListener('visibilitychange', onChange);
  return () => {
    stop();
    doc.removeEventListener('visibilitychange', onChange);
  };
}

/** Calls the latest `tick` while the component is mounted and the page visible. */
export function useVisiblePoll(tick: () => void, ms = LIVE_REFRESH_MS) {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => startVisiblePoll(document, () => latest.current(), ms), [ms]);
}
