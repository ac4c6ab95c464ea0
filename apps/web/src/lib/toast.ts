/**
 * Toasts at top-centre (spec §2, §9): 3000 ms, 5000 ms for loading. Types follow spec §4.
 * The same message again replaces the one on screen (a double tap says it once), and at most
 * MAX_SHOWN stay on screen, so a burst of toasts never piles over the page.
 */
import { TOAST_DURATION_MS, TOAST_LOADING_DURATION_MS } from '@culture/protocol';
import { createStore } from './store';

export type ToastType = 'ok' | 'sended' | 'cancel' | 'loading' | 'warning' | 'refresh' | 'close';

export interface ToastItem {
  id: number;
  type: ToastType;
  content: string;
}

export const toastStore = createStore<ToastItem[]>([]);
let nextId = 1;
const MAX_SHOWN = 2;

export function showToast(content: string, type: ToastType = 'ok'): number {
  const id = nextId++;
  toastStore.set((items) => {
    const kept = items.filter(
      (item) => !(item.type === 'loading' && type === 'loading') && !(item.type === type && item.content === content),
    );
    return [...kept, { id, type, content }].slice(-MAX_SHOWN);
  });
  window.setTimeout(() => dismissToast(id), type === 'loading' ? TOAST_LOADING_DURATION_MS : TOAST_DURATION_MS);
  return id;
}

export function dismissToast(id: number): void {
  toastStore.set((items) => items.filter((item) => item.id !== id));
}
