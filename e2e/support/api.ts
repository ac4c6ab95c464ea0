/** Talks to the running server the way the web client does, to set up state for a browser test. */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sealPayload } from '../../packages/protocol/src/payload/aes-envelope';
import { phonePayload } from '../../packages/protocol/src/api/auth';
import type { ConsentState } from '../../packages/protocol/src/api/consent';
import type { LegalDocumentId } from '../../packages/protocol/src/api/consent-terms';
import { suiteUrl } from './server';

// Every call goes to this file's suite server (support/server.ts); a test that starts its own
// with other settings (launch.ts, launchServer) passes its base URL instead.

async function call<T>(path: string, init: { method?: string; body?: unknown } = {}, baseUrl = suiteUrl()): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: { 'content-type': 'application/json', channel: 'BROWSER', language: 'EN' },
    body: init.body === undefined ? undefined : JSON.stringify(sealPayload(init.body)),
  });
  const json = (await res.json()) as { result: number; data: T; errmsg?: string };
  if (json.result !== 1) throw new Error(`${path}: ${json.errmsg}`);
  return json.data;
}

/**
 * The documents' current versions as the server answers them, for a consent decision (an agreement
 * must name the current ones: docs/privacy.md, "Routes"), so no test writes a version number.
 */
export async function currentVersions(token: string, documents: LegalDocumentId[], baseUrl = suiteUrl()) {
  const state = await callAs<ConsentState>('/api/v2/consent', token, undefined, baseUrl);
  return state.documents.filter((d) => documents.includes(d.document)).map(({ document, version }) => ({ document, version }));
}

/** The API as the web client calls it, as a member (their token) or anonymously (null). */
export async function callAs<T>(pathname: string, token: string | null, body?: unknown, baseUrl = suiteUrl()): Promise<T> {
  const res = await fetch(`${baseUrl}${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      channel: 'BROWSER',
      language: 'EN',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(sealPayload(body)),
  });
  const json = (await res.json()) as { result: number; data: T; errmsg?: string };
  if (json.result !== 1) throw new Error(`${pathname}: ${json.errmsg}`);
  return json.data;
}

/** A solved proof-of-work challenge: the `altcha` field of a code request (cheap in this suite). */
export async function solvedPow(baseUrl = suiteUrl()): Promise<string> {
  const challenge = await call<Parameters<typeof solveChallenge>[0]['challenge']>('/api/v2/verifycode/challenge', {}, baseUrl);
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Logs a phone in through the real API; returns what the app keeps in localStorage. */
export async function loginByApi(national: string, baseUrl = suiteUrl()): Promise<Record<string, string>> {
  const phone = phonePayload(national);
  await call('/api/v2/verifycode/request', { body: { phone, altcha: await solvedPow(baseUrl) } }, baseUrl);
  // The newest message with a code: notices (an operator's deletion, a rights answer) carry none.
  const message = (await call<Array<{ code: string }>>(`/dev/sms-outbox?phone=%2B86${national}`, {}, baseUrl)).find(
    (m) => m.code,
  );
  const smsToken = await call<string>('/api/v1/verifycode/verify', { body: { phone, code: message!.code } }, baseUrl);
  const { token, user_id } = await call<{ token: string; user_id: string }>(
    '/api/v5/auth/sms/login',
    { body: { phone, code: smsToken } },
    baseUrl,
  );
  return { may_uni_token: token, may_user_id: user_id, may_uni_JWT: 'true', loginType: '2', telephone: national };
}

/** Sets a logged-in member's nickname through the profile API (the session as loginByApi returns it). */
export async function setNickname(session: Record<string, string>, nickname: string): Promise<void> {
  const res = await fetch(`${suiteUrl()}/api/v2/me/profile`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${session.may_uni_token}`,
      channel: 'BROWSER',
      language: 'EN',
    },
    body: JSON.stringify(sealPayload({ nickname })),
  });
  if (res.status !== 200) throw new Error(`setting the nickname answered ${res.status}: ${await res.text()}`);
}

/** Calls the operator API (plain JSON, ADMIN_TOKEN). */
export async function operator<T>(path: string, body: unknown, baseUrl = suiteUrl()): Promise<T> {
  const { E2E_ADMIN_TOKEN } = await import('./global-setup');
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { result: number; data: T; errmsg?: string };
  if (json.result !== 1) throw new Error(`${path}: ${json.errmsg} ${JSON.stringify(json)}`);
  return json.data;
}
