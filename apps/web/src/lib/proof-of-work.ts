/**
 * Shared by the login dialog and the guardian page (both send a code to a phone).
 * The proof of work the server asks before it sends a code (ALTCHA v2, see the server's
 * pow-service.ts), solved in the background: the dialog starts it as soon as a phone number is
 * typed, so "get code" rarely waits for it.
 *
 * The solver is the `altcha` widget package's own (`altcha/lib`: the same solveChallenge and PBKDF2
 * key derivation as altcha-lib 2.x, which issues and checks the challenge on the server), without
 * the widget: the person sees no checkbox, only a short "verifying…" on the button, and the dialog's
 * chunk carries a few kB instead of the widget's 35 kB. No Web Worker either (nothing for the CSP to
 * allow, nothing WeChat's browser might refuse): each attempt is a WebCrypto PBKDF2, which the
 * browser computes off the page's thread, and a few interleaved lanes keep several cores busy.
 */
import { pbkdf2, solveChallenge, type Solution } from 'altcha/lib';
import { API_PATHS, type PowChallenge } from '@culture/protocol';
import { api } from './api-client';

/** Re-solve well before the server's 10-minute challenge lifetime runs out. */
const FRESH_FOR_MS = 8 * 60_000;

async function solve(): Promise<string> {
  const challenge = await api.get<PowChallenge>(API_PATHS.verifyCodeChallenge, { auth: false });
  const lanes = Math.min(4, Math.max(1, navigator.hardwareConcurrency || 2));
  const controller = new AbortController();
  const solution = await new Promise<Solution | null>((resolve, reject) => {
    let left = lanes;
    for (let lane = 0; lane < lanes; lane++) {
      solveChallenge({ challenge, deriveKey: pbkdf2.deriveKey, counterStart: lane, counterStep: lanes, controller }).then(
        (found) => {
          if (found) {
            controller.abort();
            resolve(found);
          } else if (--left === 0) resolve(null);
        },
        (error: unknown) => {
          controller.abort();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }
  });
  if (!solution) throw new Error('proof of work timed out');
  // The widget's payload: base64 of JSON {challenge, solution} (ASCII only, so btoa is safe).
  return btoa(JSON.stringify({ challenge, solution }));
}

let prepared: { startedAt: number; payload: Promise<string> } | null = null;

/** Starts solving a challenge in the background, unless one is already on its way or ready. */
export function prepareProofOfWork(): void {
  if (prepared && Date.now() - prepared.startedAt < FRESH_FOR_MS) return;
  const entry = { startedAt: Date.now(), payload: solve() };
  // A failure is reported to whoever takes it; until then it must not be an unhandled rejection.
  entry.payload.catch(() => {
    if (prepared === entry) prepared = null;
  });
  prepared = entry;
}

/** The solved payload for one code request (single-use: the next request solves anew). */
export function takeProofOfWork(): Promise<string> {
  prepareProofOfWork();
  const entry = prepared!;
  prepared = null;
  return entry.payload;
}
