/**
 * Toasts at top-centre (spec §2, §9): 3000 ms, 5000 ms for loading. Types follow spec §4.
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

export function showToast(content: string, type: ToastType = 'ok'): number {
  const id = nextId++;
  toastStore.set((items) => [...items.filter((item) => item.type !== 'loading' || type !== 'loading'), { id, type, content }]);
  window.setTimeout(() => dismissToast(id), type === 'loading' ? TOAST_LOADING_DURATION_MS : TOAST_DURATION_MS);
  return id;
}

export function dismissToast(id: number): void {
  toastStore.set((items) => items.filter((item) => item.id !== id));
}
