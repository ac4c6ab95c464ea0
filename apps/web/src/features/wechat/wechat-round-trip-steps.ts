/**
 * The steps of WeChat's authorisation round trip only the WeChat flow takes: starting
 * one and taking back its answer, and the visit's flags only the flow reads. They load with the
 * flow; what the app shell must know from its first frame stays in wechat-round-trip.ts.
 */
import { PENDING_KEY, returnedCode, session, type RoundTripKind } from './wechat-round-trip';

export const CHECKED_KEY = 'culture.wechat.followChecked';
/** Where a "log in with WeChat" was heading (a gated tab), across the round trip. */
export const LOGIN_REDIRECT_KEY = 'culture.wechat.loginRedirectTo';

/**
 * A fresh state for a round trip of this kind, kept in this tab: 128 random bits, as OAuth 2.0
 * (RFC 6749 §10.12) asks, so only the tab that left can hand a code back to the app.
 */
export function beginRoundTrip(kind: RoundTripKind): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const state = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  session.set(PENDING_KEY, JSON.stringify({ state, kind }));
  return state;
}

/** Consumes this tab's round trip (a state answers once) and answers the returned code, if ours. */
export function takeReturnedCode(): { code: string; kind: RoundTripKind } | null {
  const returned = returnedCode();
  if (returned) session.take(PENDING_KEY);
  return returned;
}
