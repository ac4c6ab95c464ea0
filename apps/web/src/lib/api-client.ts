/**
 * The one HTTP client (spec §7): sends `channel` and `language` on every call, seals POST bodies
 * in the AES params envelope, adds the bearer token (getting a guest token first when there is
 * none), and reads the response envelope. Answers that end the session (101101, 101102, 101105)
 * clear it and hand over to the login flow; a guest's stale token is simply renewed.
 */
import {
  AUTH_GUEST_PATH,
  ERRORS,
  LANGUAGE_HEADER_VALUE,
  SESSION_ENDING_CODES,
  STORAGE_KEYS,
  localeFromStored,
  type GuestSession,
} from '@culture/protocol';
import { i18next } from '../i18n';
import { ApiRequestError, fetchText, readEnvelope } from './api-envelope';
import { currentChannel } from './platform';
import { currentUserStore } from './current-user';
import { openLoginDialog } from './login-dialog';
import { clearSession, sessionStore, storeGuestSession } from './session';
import { storage } from './storage';

export { ApiRequestError };

const payloadKeys = { key: __PAYLOAD_AES_KEY__, iv: __PAYLOAD_AES_IV__ };

/** The server ended a logged-in session (spec: 101101, 101102, 101105): log out and ask to log in. */
function onSessionEnded(code: number, message: string): void {
  currentUserStore.set({ status: 'loggedOut' });
  openLoginDialog({
    notice: code === ERRORS.remoteLogin.code ? i18next.t('login.remoteLogin') : message,
    phone: storage.get(STORAGE_KEYS.telephone),
  });
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Send the bearer token (default true). */
  auth?: boolean;
  /** Parse with the lossless parser so 64-bit ids survive (spec's "custom parser"). */
  lossless?: boolean;
  signal?: AbortSignal;
  /** The caller deals with an ended session itself (logout, the silent start-up check). */
  handlesSessionEnd?: boolean;
  /** A credential other than the session's (the kiosk's token); use with `auth: false`. */
  authorization?: string;
}

function languageHeader(): string {
  const locale = localeFromStored(i18next.language) ?? 'en-US';
  return LANGUAGE_HEADER_VALUE[locale];
}

/** The headers every call carries, for the few requests that cannot go through `api` (a binary upload). */
export function appHeaders(): Record<string, string> {
  return { channel: currentChannel(), language: languageHeader() };
}

let guestRequest: Promise<string> | null = null;

/** Returns a token, asking for a guest token on a first visit (one request however many callers). */
export function ensureSessionToken(): Promise<string> {
  const { token } = sessionStore.get();
  if (token) return Promise.resolve(token);
  guestRequest ??= send<GuestSession>('POST', AUTH_GUEST_PATH, { auth: false })
    .then((guest) => storeGuestSession(guest))
    .finally(() => {
      guestRequest = null;
    });
  return guestRequest;
}

let payloadCodec: typeof import('./payload-codec') | undefined;

async function send<T>(method: 'GET' | 'POST', path: string, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { channel: currentChannel(), language: languageHeader() };
  if (options.auth !== false) headers.authorization = `Bearer ${await ensureSessionToken()}`;
  else if (options.authorization) headers.authorization = options.authorization;
  let url = path;
  if (options.query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(options.query)) if (value !== undefined) params.set(key, String(value));
    const qs = params.toString();
    if (qs) url += `?${qs}`;
  }
  let body: string | undefined;
  if (method === 'POST') {
    headers['content-type'] = 'application/json';
    // The cipher loads with the first POST, keeping it out of the first paint. Once here it is
    // used at once: awaiting even a loaded module lets a render run first, and the request waits.
    const { sealPayload } = payloadCodec ?? (payloadCodec = await import('./payload-codec'));
    body = JSON.stringify(sealPayload(options.body ?? {}, payloadKeys));
  }

  const { response, text } = await fetchText(url, { method, headers, body, signal: options.signal });
  const parse = options.lossless ? (await import('./lossless-json')).parseLosslessJson : JSON.parse;
  return readEnvelope<T>(response, text, parse);
}

export async function apiRequest<T>(method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<T> {
  const wasGuest = sessionStore.get().isGuest;
  try {
    return await send<T>(method, path, options);
  } catch (error) {
    if (!(error instanceof ApiRequestError) || !SESSION_ENDING_CODES.includes(error.code) || options.auth === false) throw error;
    clearSession();
    if (wasGuest) {
      // A guest has nothing to lose: take a fresh guest token and try once more.
      return send<T>(method, path, options);
    }
    if (!options.handlesSessionEnd) onSessionEnded(error.code, error.message);
    throw error;
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    apiRequest<T>('POST', path, { ...options, body }),
};
