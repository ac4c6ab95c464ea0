import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPS_PATHS, type OpsOperator } from '@culture/protocol';
import { ApiRequestError } from '../../../lib/api-envelope';
import { opsSessionStore } from '../model/ops-session';
import { opsApi } from './ops-client';

type Call = { url: string; init: RequestInit };
let calls: Call[];
let answers: Array<{ status: number; body: unknown }>;
const operator = { id: '1', display_name: 'Olivia', permissions: ['dashboard.read'] } as OpsOperator;

beforeEach(() => {
  calls = [];
  answers = [];
  opsSessionStore.set({ status: 'signedIn', operator, csrfToken: 'csrf-1' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const answer = answers.shift()!;
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const headers = (call: Call) => call.init.headers as Record<string, string>;

describe('console API client', () => {
  it('sends the cookie on every call and the CSRF token only on writes', async () => {
    answers.push({ status: 200, body: { result: 1, code: 200, data: { days: 7 } } });
    answers.push({ status: 200, body: { result: 1, code: 200, data: null } });
    await opsApi.dashboard(7);
    await opsApi.signOut();
    expect(calls[0]!.url).toBe(`${OPS_PATHS.dashboard}?days=7`);
    expect(calls[0]!.init.credentials).toBe('include');
    expect(headers(calls[0]!)['x-csrf-token']).toBeUndefined();
    expect(calls[1]!.init).toMatchObject({ method: 'DELETE', credentials: 'include' });
    expect(headers(calls[1]!)['x-csrf-token']).toBe('csrf-1');
  });

  it('a 40180 on any call ends the session with the "session ended" notice; other errors keep it', async () => {
    answers.push({ status: 403, body: { result: 40380, code: 40380, errmsg: 'Your role does not allow this.' } });
    await expect(opsApi.dashboard(30)).rejects.toMatchObject({ code: 40380, message: 'Your role does not allow this.' });
    expect(opsSessionStore.get().status).toBe('signedIn');

    answers.push({ status: 401, body: { result: 40180, code: 40180, errmsg: 'Please sign in to the console.' } });
    const error = await opsApi.dashboard(30).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(opsSessionStore.get()).toEqual({ status: 'signedOut', expired: true });
  });
});
