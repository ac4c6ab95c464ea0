/**
 * Proof of work before an SMS is sent, with ALTCHA (altcha-lib 2.x, challenge format v2: the same
 * one the `altcha` 3.x widget and its solver speak). Sending a text costs us money and the
 * recipient attention; a challenge makes every send cost the sender some seconds of CPU, so a
 * script cannot text people for free. No third-party service is involved, so it works wherever
 * WebCrypto does, WeChat's browser included.
 *
 * - challenges are PBKDF2/SHA-256 in ALTCHA's deterministic mode: the server draws the counter
 *   the client must find (work = counter × cost) and signs the derived key, so checking a
 *   solution is two HMACs, not a key derivation;
 * - a solution is single-use: its nonce is recorded in the shared counter store until the
 *   challenge expires, so a replay is refused on every server process;
 * - expiry is carried in the signed `data` and checked against the app's clock (altcha-lib's own
 *   `expiresAt` is checked against the wall clock, which tests cannot move).
 */
import { createChallenge, randomInt, verifySolution, type Payload } from 'altcha-lib';
import type { PowChallenge } from '@culture/protocol';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { deriveHmacKeySecret } from 'altcha-lib/frameworks/shared';
import { ApiError } from '../../lib/api-error.js';
import { clientKey } from '../../lib/rate-limit/client-key.js';
import type { CounterStore } from '../../lib/rate-limit/counter-store.js';

export const POW_LIMITS = {
  challengeLifetimeMs: 10 * 60_000,
  /** Issuing costs one key derivation, so a client may ask only so often (max: the default). */
  challengesPerClient: { max: 60, windowMs: 10 * 60_000 },
} as const;

export interface PowServiceOptions {
  hmacKey: string;
  /** PBKDF2 iterations per attempt. */
  cost: number;
  /** The counter to find is drawn from [maxCounter / 2, maxCounter]. */
  maxCounter: number;
  /** Challenges one client address may ask for per window (ALTCHA_CHALLENGES_PER_ADDRESS). */
  challengesPerAddress?: number;
  counters: CounterStore;
  now: () => number;
}

/** The body field is the widget's payload: base64 of JSON `{challenge, solution}`. */
function parsePayload(text: string | undefined): Payload | null {
  if (!text) return null;
  try {
    const payload = JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as Payload;
    const parameters = payload?.challenge?.parameters;
    if (typeof parameters !== 'object' || parameters === null || typeof payload.challenge.signature !== 'string') return null;
    if (typeof parameters.nonce !== 'string' || typeof payload.solution !== 'object' || payload.solution === null) return null;
    return payload;
  } catch {
    return null;
  }
}

export function createPowService({
  hmacKey,
  cost,
  maxCounter,
  challengesPerAddress = POW_LIMITS.challengesPerClient.max,
  counters,
  now,
}: PowServiceOptions) {
  const keySignatureSecret = deriveHmacKeySecret(hmacKey);

  return {
    async issue(ip: string): Promise<PowChallenge> {
      const asked = await counters.hit(`pow:challenge:${clientKey(ip)}`, POW_LIMITS.challengesPerClient.windowMs);
      if (asked.count > challengesPerAddress)
        throw new ApiError('rateLimited', { retryAfterSeconds: Math.ceil(asked.resetInMs / 1000) });
      const challenge = await createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost,
        counter: randomInt(maxCounter, Math.ceil(maxCounter / 2)),
        deriveKey,
        data: { expires: Math.floor((now() + POW_LIMITS.challengeLifetimeMs) / 1000) },
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: await keySignatureSecret,
      });
      return { parameters: { ...challenge.parameters }, signature: challenge.signature! };
    },

    /** Accepts a solved challenge once; 40005 when missing, forged, unsolved, expired or used. */
    async redeem(text: string | undefined): Promise<void> {
      const payload = parsePayload(text);
      if (!payload) throw new ApiError('powInvalid');
      let verified = false;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: hmacKey,
          hmacKeySignatureSecret: await keySignatureSecret,
        });
        verified = result.verified;
      } catch {
        // A malformed challenge (bad hex, odd types) is a forged one, not a server fault.
        verified = false;
      }
      if (!verified) throw new ApiError('powInvalid');
      // Signed, so these are ours.
      const expiresMs = Number(payload.challenge.parameters.data?.expires) * 1000;
      const leftMs = expiresMs - now();
      if (!(leftMs > 0)) throw new ApiError('powInvalid');
      if ((await counters.claim(`pow:used:${payload.challenge.parameters.nonce}`, leftMs)) > 0) throw new ApiError('powInvalid');
    },
  };
}

export type PowService = ReturnType<typeof createPowService>;
