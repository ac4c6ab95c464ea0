import { describe, expect, it } from 'vitest';
import type { OpsSession } from '@culture/protocol';
import { initialSignIn, signInReducer, type SignInEvent, type SignInState } from './sign-in-machine';

const session: OpsSession = {
  operator: {
    id: '1',
    login: 'olivia',
    display_name: 'Olivia',
    roles: ['owner'],
    permissions: ['operators.manage', 'dashboard.read'],
    disabled: false,
    totp_enrolled: true,
    must_change_password: false,
    last_sign_in_at: null,
    created_at: '2026-01-01T00:00:00Z',
  },
  csrf_token: 'csrf',
  idle_timeout_seconds: 1800,
};
const codes = Array.from({ length: 10 }, (_, i) => `abcd-efgh-${String(i).padStart(4, '0')}`);

function run(events: SignInEvent[], from: SignInState = initialSignIn): SignInState {
  return events.reduce(signInReducer, from);
}

describe('console sign-in steps', () => {
  it('an enrolled operator goes password → code → signed in, without recovery codes', () => {
    const state = run([
      { type: 'passwordAccepted', answer: { stage: 'totp' } },
      { type: 'secondFactorAccepted', session },
    ]);
    expect(state).toEqual({ step: 'done', session });
  });

  it('a first sign-in goes password → enrolment (QR, secret) → recovery codes → done only once saved', () => {
    const enrol = run([{ type: 'passwordAccepted', answer: { stage: 'enrol', otpauth_uri: 'otpauth://totp/x', secret: 'ABC' } }]);
    expect(enrol).toEqual({ step: 'enrol', otpauthUri: 'otpauth://totp/x', secret: 'ABC' });
    const recovery = run([{ type: 'secondFactorAccepted', session: { ...session, recovery_codes: codes } }], enrol);
    expect(recovery).toMatchObject({ step: 'recovery', codes, saved: false });
    // Not confirmed: the console does not open.
    expect(run([{ type: 'finish' }], recovery).step).toBe('recovery');
    const saved = run([{ type: 'savedChanged', saved: true }], recovery);
    expect(run([{ type: 'finish' }], saved).step).toBe('done');
    // Unticking again closes the way again.
    expect(run([{ type: 'savedChanged', saved: false }, { type: 'finish' }], saved).step).toBe('recovery');
  });

  it('shows the server message on the step that failed and keeps the enrolment secret', () => {
    expect(run([{ type: 'failed', message: 'The sign-in name or password is wrong.' }])).toEqual({
      step: 'password',
      error: 'The sign-in name or password is wrong.',
    });
    const enrol = run([{ type: 'passwordAccepted', answer: { stage: 'enrol', otpauth_uri: 'u', secret: 'S' } }]);
    expect(run([{ type: 'failed', message: 'bad code' }], enrol)).toEqual({
      step: 'enrol',
      otpauthUri: 'u',
      secret: 'S',
      error: 'bad code',
    });
  });

  it('ignores answers that arrive at the wrong step, and restart goes back to the password', () => {
    expect(run([{ type: 'secondFactorAccepted', session }])).toEqual(initialSignIn);
    const totp = run([{ type: 'passwordAccepted', answer: { stage: 'totp' } }]);
    expect(run([{ type: 'passwordAccepted', answer: { stage: 'enrol', otpauth_uri: 'u', secret: 'S' } }], totp)).toBe(totp);
    expect(run([{ type: 'restart' }], totp)).toEqual(initialSignIn);
  });
});
