/**
 * The sign-in steps (docs/operator-console.md): name and password, then either a code (enrolled
 * operators) or enrolment (QR of the otpauth URI and the secret, then a code), and after enrolment
 * the 10 recovery codes, shown once, which the operator must confirm having saved before the
 * console opens. A pure reducer so every path is unit-tested without a server.
 */
import type { OpsPasswordResponse, OpsSession } from '@culture/protocol';

export type SignInState =
  | { step: 'password'; error?: string }
  | { step: 'totp'; error?: string }
  | { step: 'enrol'; otpauthUri: string; secret: string; error?: string }
  | { step: 'recovery'; session: OpsSession; codes: string[]; saved: boolean }
  | { step: 'done'; session: OpsSession };

export type SignInEvent =
  | { type: 'passwordAccepted'; answer: OpsPasswordResponse }
  | { type: 'secondFactorAccepted'; session: OpsSession }
  | { type: 'failed'; message: string }
  | { type: 'restart' }
  | { type: 'savedChanged'; saved: boolean }
  | { type: 'finish' };

export const initialSignIn: SignInState = { step: 'password' };

export function signInReducer(state: SignInState, event: SignInEvent): SignInState {
  switch (event.type) {
    case 'restart':
      return initialSignIn;
    case 'passwordAccepted':
      if (state.step !== 'password') return state;
      return event.answer.stage === 'enrol'
        ? { step: 'enrol', otpauthUri: event.answer.otpauth_uri, secret: event.answer.secret }
        : { step: 'totp' };
    case 'secondFactorAccepted': {
      if (state.step !== 'totp' && state.step !== 'enrol') return state;
      const codes = event.session.recovery_codes;
      // Recovery codes come only with the enrolment answer; they are never shown again.
      if (codes && codes.length > 0) return { step: 'recovery', session: event.session, codes, saved: false };
      return { step: 'done', session: event.session };
    }
    case 'failed':
      if (state.step === 'recovery' || state.step === 'done') return state;
      return { ...state, error: event.message };
    case 'savedChanged':
      return state.step === 'recovery' ? { ...state, saved: event.saved } : state;
    case 'finish':
      // The console opens only once the operator says the codes are saved.
      return state.step === 'recovery' && state.saved ? { step: 'done', session: state.session } : state;
  }
}
