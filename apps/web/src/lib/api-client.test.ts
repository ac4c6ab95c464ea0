import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openParams } from '@culture/protocol';
import { api, ensureSessionToken } from './api-client';
import { currentUserStore } from './current-user';
import { clearLoginDraft, closeLoginDialog, loginDialogStore, loginDraftStore } from './login-dialog';
import { clearSession, sessionStore, storeGuestSession, storeUserSession } from './session';

type Call = { url: string; init: RequestInit };
let calls: Call[];
let answers: Array<{ status: number; body: unknown }>;

beforeEach(() => {
  calls = [];
  answers = [];
  clearSession();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const answer = answers.shift() ?? { status: 500, body: { result: 50001, code: 50001, errmsg: 'no answer queued' } };
      return new Response(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body), { status: answer.status });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const guest = (token: string, id = '600000000000000001') => ({
  status: 200,
  body: { result: 1, code: 200, data: { token, user_id: id, isguest: true, expires_in: 60 } },
});
const ok = (data: unknown) => ({ status: 200, body: { result: 1, code: 200, data } });

describe('api client', () => {
  it('gets one guest token for concurrent first calls and stores it without the JWT flag', async () => {
    answers.push(guest('guest-token'));
    const [a, b] = await Promise.all([ensureSessionToken(), ensureSessionToken()]);
    expect(a).toBe('guest-token');
    expect(b).toBe('guest-token');
    expect(calls).toHaveLength(1);
    expect(localStorage.getItem('may_uni_token')).toBe('guest-token');
    expect(localStorage.getItem('may_user_id')).toBe('600000000000000001');
    expect(localStorage.getItem('may_uni_JWT')).toBeNull();
    expect(sessionStore.get().isGuest).toBe(true);
  });

  it('keeps a session stored while the guest token was on its way (a late guest token logs no one out)', async () => {
    answers.push(guest('late-guest'));
    const pending = ensureSessionToken();
    // Another tab (or this tab's login) stores a member's session before the guest answer arrives.
    localStorage.setItem('may_uni_token', 'member-token');
    localStorage.setItem('may_user_id', '7');
    localStorage.setItem('may_uni_JWT', 'true');
    expect(await pending).toBe('member-token');
    expect(localStorage.getItem('may_uni_token')).toBe('member-token');
    expect(localStorage.getItem('may_uni_JWT')).toBe('true');
    expect(sessionStore.get()).toMatchObject({ token: 'member-token', isGuest: false });
  });

  it('seals POST bodies and sends channel, language and the bearer token', async () => {
    storeGuestSession({ token: 't1', user_id: '1' });
    answers.push(ok({ fine: true }));
    const data = await api.post('/api/x', { phone: '13800138000' });
    expect(data).toEqual({ fine: true });
    const { init } = calls[0]!;
    const headers = init.headers as Record<string, string>;
    expect(headers).toMatchObject({
      channel: 'BROWSER',
      language: 'EN',
      authorization: 'Bearer t1',
      'content-type': 'application/json',
    });
    const sent = JSON.parse(init.body as string);
    expect(Object.keys(sent)).toEqual(['params']);
    expect(openParams(sent.params)).toEqual({ phone: '13800138000' });
  });

  it('keeps 64-bit ids exact with the lossless parser', async () => {
    storeGuestSession({ token: 't1', user_id: '1' });
    answers.push({ status: 200, body: '{"result":1,"code":200,"data":{"id":9007199254740993}}' });
    expect(await api.get('/api/y', { lossless: true })).toEqual({ id: '9007199254740993' });
  });

  it('rejects with the server errmsg and code', async () => {
    storeGuestSession({ token: 't1', user_id: '1' });
    answers.push({
      status: 400,
      body: { result: 20001, code: 20001, errmsg: 'The code you entered is incorrect. Please try again.' },
    });
    await expect(api.post('/api/z', {})).rejects.toMatchObject({
      code: 20001,
      message: 'The code you entered is incorrect. Please try again.',
    });
  });

  it('renews a stale guest token silently and retries once', async () => {
    storeGuestSession({ token: 'stale', user_id: '1' });
    answers.push(
      { status: 401, body: { result: 101101, code: 101101, errmsg: 'Illegal token.' } },
      guest('fresh', '2'),
      ok('done'),
    );
    expect(await api.get('/api/a')).toBe('done');
    expect((calls[2]!.init.headers as Record<string, string>).authorization).toBe('Bearer fresh');
  });

  it('ends a logged-in session on 101105 and tells the login flow', async () => {
    storeUserSession({ token: 'user-token', userId: '5', loginType: '2' });
    closeLoginDialog();
    answers.push({ status: 401, body: { result: 101105, code: 101105, errmsg: 'Remote login.' } });
    await expect(api.get('/api/b')).rejects.toMatchObject({ code: 101105 });
    expect(loginDialogStore.get()).toMatchObject({
      open: true,
      notice: 'You were logged out because your account logged in on another device.',
    });
    expect(currentUserStore.get()).toEqual({ status: 'loggedOut' });
    expect(localStorage.getItem('may_uni_token')).toBeNull();
    expect(localStorage.getItem('loginType')).toBeNull();
  });

  it('prefills the phone the ended session belonged to, so logging back in is one code away', async () => {
    storeUserSession({ token: 'user-token', userId: '5', loginType: '2' });
    localStorage.setItem('telephone', '13800138000');
    closeLoginDialog();
    clearLoginDraft();
    answers.push({ status: 401, body: { result: 101105, code: 101105, errmsg: 'Remote login.' } });
    await expect(api.get('/api/b')).rejects.toMatchObject({ code: 101105 });
    expect(loginDialogStore.get().open).toBe(true);
    expect(loginDraftStore.get().national).toBe('13800138000');
  });

  it('ends a logged-in session on 101102 with the server message', async () => {
    storeUserSession({ token: 'user-token', userId: '5', loginType: '2' });
    closeLoginDialog();
    answers.push({ status: 401, body: { result: 101102, code: 101102, errmsg: 'Token Out Of Date.' } });
    await expect(api.get('/api/b')).rejects.toMatchObject({ code: 101102 });
    expect(loginDialogStore.get()).toMatchObject({ open: true, notice: 'Token Out Of Date.' });
    expect(sessionStore.get().token).toBeNull();
  });

  it('reports a network failure with the localised message', async () => {
    storeGuestSession({ token: 't1', user_id: '1' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/api/c')).rejects.toMatchObject({
      code: 0,
      message: 'Network error. Please check your connection and try again.',
    });
  });
});
