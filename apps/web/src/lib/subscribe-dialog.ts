/**
 * The one way to show the official account's follow dialog (spec §2 subscribe prompt, §4). The
 * footer's "follow us" opens it today; the WeChat issue opens it when the visitor has not
 * subscribed. The wechat feature renders the dialog from this store.
 */
import { createStore } from './store';

export const subscribeDialogStore = createStore<{ open: boolean }>({ open: false });

export function openSubscribeDialog(): void {
  if (!subscribeDialogStore.get().open) subscribeDialogStore.set({ open: true });
}

export function closeSubscribeDialog(): void {
  if (subscribeDialogStore.get().open) subscribeDialogStore.set({ open: false });
}
