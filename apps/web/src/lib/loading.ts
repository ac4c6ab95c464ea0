/** The full-screen loading overlay (spec §2): shown while any caller holds it. */
import { createStore } from './store';

export const loadingStore = createStore(0);

export function showLoading(): () => void {
  loadingStore.set((n) => n + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    loadingStore.set((n) => Math.max(0, n - 1));
  };
}
