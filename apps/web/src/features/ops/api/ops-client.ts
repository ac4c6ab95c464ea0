/**
 * The console's HTTP client. Unlike the member app's (lib/api-client.ts) it carries no bearer token
 * and seals nothing: the operator's session rides in an HttpOnly SameSite=Strict cookie
 * (credentials 'include'), and every call that changes something sends the session's CSRF token
 * in OPS_CSRF_HEADER (docs/operator-console.md). The envelope is read by the shared
 * lib/api-envelope.ts, so errors carry the catalogue's code and message in the chosen language.
 * A 40180 (opsSignedOut) on any call hands over to the sign-in screen.
 */
import {
  ERRORS,
  OPS_CSRF_HEADER,
  OPS_PATHS,
  type OpsDashboard,
  type OpsOperator,
  type OpsPasswordResponse,
  type OpsSession,
} from '@culture/protocol';
import { appHeaders } from '../../../lib/api-client';
import { ApiRequestError, fetchText, readEnvelope } from '../../../lib/api-envelope';
import { opsSessionStore, sessionEnded } from '../model/ops-session';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function opsRequest<T>(
  method: Method,
  path: string,
  { body, query }: { body?: unknown; query?: Record<string, string | number> } = {},
): Promise<T> {
  const headers: Record<string, string> = appHeaders();
  if (method !== 'GET') {
    const csrf = opsSessionStore.get().csrfToken;
    if (csrf) headers[OPS_CSRF_HEADER] = csrf;
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  const qs = query ? new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString() : '';
  const { response, text } = await fetchText(qs ? `${path}?${qs}` : path, {
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  try {
    return readEnvelope<T>(response, text);
  } catch (error) {
    if (error instanceof ApiRequestError && error.code === ERRORS.opsSignedOut.code) sessionEnded();
    throw error;
  }
}

export const opsApi = {
  /** The signed-in operator and a fresh CSRF token; 40180 when signed out. */
  session: () => opsRequest<OpsSession>('GET', OPS_PATHS.session),
  password: (login: string, password: string) =>
    opsRequest<OpsPasswordResponse>('POST', OPS_PATHS.sessionPassword, { body: { login, password } }),
  secondFactor: (code: string) => opsRequest<OpsSession>('POST', OPS_PATHS.sessionSecondFactor, { body: { code } }),
  /** Your own password; your other sessions end. */
  changePassword: (current_password: string, new_password: string) =>
    opsRequest<OpsOperator>('POST', OPS_PATHS.passwordChange, { body: { current_password, new_password } }),
  /** Ten new recovery codes, shown once; the old ones stop working. */
  recoveryCodes: () => opsRequest<{ recovery_codes: string[] }>('POST', OPS_PATHS.recoveryCodes, { body: {} }),
  signOut: () => opsRequest<unknown>('DELETE', OPS_PATHS.session),
  dashboard: (days: number) => opsRequest<OpsDashboard>('GET', OPS_PATHS.dashboard, { query: { days } }),
};
