/**
 * Who is signed in to the console. `checking` until GET session answers; `signedOut` keeps the page
 * to return to after signing in again (a 40180 on any call lands here).
 */
import type { OpsOperator } from '@culture/protocol';
import { createStore } from '../../../lib/store';

export type OpsSessionState =
  | { status: 'checking'; csrfToken?: undefined }
  | { status: 'signedOut'; expired: boolean; csrfToken?: undefined }
  | { status: 'signedIn'; operator: OpsOperator; csrfToken: string };

export const opsSessionStore = createStore<OpsSessionState>({ status: 'checking' });

/** The server says the session is over (40180): show sign-in, with the "session ended" notice if one was open. */
export function sessionEnded(): void {
  const was = opsSessionStore.get().status;
  if (was === 'signedOut') return;
  opsSessionStore.set({ status: 'signedOut', expired: was === 'signedIn' });
}
