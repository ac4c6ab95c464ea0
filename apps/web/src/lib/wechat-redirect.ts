/**
 * True while the page is on its way to WeChat's authorisation and back (spec §2: a blank screen
 * while a login redirect is pending), so nobody taps a page that is about to go away.
 */
import { createStore, useStore } from './store';

export const wechatRedirectStore = createStore(false);

export function useWeChatRedirectPending(): boolean {
  return useStore(wechatRedirectStore);
}
