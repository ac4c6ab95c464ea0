import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserStore, setCurrentUser } from './current-user';
import { loginDialogStore } from './login-dialog';
import { clearSession, sessionStore, storeUserSession } from './session';
import { loadCurrentUser } from './session-lifecycle';

let answers: Array<{ status: number; body: unknown } | 'offline'>;
let calls: number;

const me = {
  status: 200,
  body: { result: 1, code: 200, data: { user_id: '7', isguest: false, user_wallets: [], gender: 'female', first_name: 'Ada' } },
};
const shed = { status: 503, body: { result: 50301, code: 50301, errmsg: 'busy' } };

beforeEach(() => {
  vi.useFakeTimers();
  answers = [];
  calls = 0;
  clearSession();
  setCurrentUser(null);
  currentUserStore.set({ status: 'unknown' });
  storeUserSession({ token: 'member-token', userId: '7', loginType: '2' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      calls++;
      const answer = answers.shift() ?? 'offline';
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the start-up session check', () => {
  it('keeps the session when the server cannot answer, and asks again until it does', async () => {
    answers.push('offline', shed, me);
    await loadCurrentUser();
    expect(sessionStore.get().token).toBe('member-token');
    expect(currentUserStore.get().status).toBe('unknown');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sessionStore.get().token).toBe('member-token');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toBe(3);
    expect(currentUserStore.get()).toMatchObject({ status: 'loggedIn', user: { user_id: '7' } });
  });

  it('logs out silently when the server says the session is over', async () => {
    answers.push({ status: 401, body: { result: 101102, code: 101102, errmsg: 'Token Out Of Date.' } });
    await loadCurrentUser();
    expect(sessionStore.get().token).toBeNull();
    expect(currentUserStore.get().status).toBe('loggedOut');
    expect(loginDialogStore.get().open).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(1);
  });

  it('tells a disabled member why they were logged out, in the words the server sent', async () => {
    const disabled = 'This account has been disabled. Please contact support.';
    loginDialogStore.set({ open: false, notice: null, redirectTo: null, resumeOnReturn: false });
    answers.push({ status: 403, body: { result: 40338, code: 40338, errmsg: disabled } });
    await loadCurrentUser();
    expect(sessionStore.get().token).toBeNull();
    expect(currentUserStore.get().status).toBe('loggedOut');
    expect(loginDialogStore.get()).toMatchObject({ open: true, notice: disabled });
  });

  it('stops asking once another login replaced the session', async () => {
    answers.push('offline');
    await loadCurrentUser();
    storeUserSession({ token: 'newer-token', userId: '8', loginType: '2' });
    answers.push('offline');
    await vi.advanceTimersByTimeAsync(1_000);
    // The retry checks the newer session; its failure leaves that session alone too.
    expect(sessionStore.get().token).toBe('newer-token');
  });
});
