/**
 * Session tokens: compact HS256 JSON Web Tokens, signed and checked with `jose` (a well-kept
 * library rather than our own JOSE code). Only HS256 with `typ: JWT` is accepted, so a token cannot
 * pick another algorithm ("alg": "none") for itself, and only the one canonical spelling of a
 * signature is accepted (see CANONICAL_TOKEN).
 */
import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

type CryptoKey = webcrypto.CryptoKey;

/** A verified token's claims: whose session it names. */
export interface TokenSession {
  userId: bigint;
  sessionId: string;
}

export interface TokenClaims {
  /** user id */
  sub: string;
  /** session id */
  sid: string;
  /** issued at, seconds */
  iat: number;
  /** expires at, seconds */
  exp: number;
}

export type VerifyResult = { ok: true; claims: TokenClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/**
 * Three base64url segments without padding; the signature is 32 bytes, i.e. 43 characters whose
 * last one carries 2 unused bits that must be zero. Base64 decoders (jose's included) ignore
 * padding and those bits, so without this check one signature would have several accepted
 * spellings, and a token would not be one string (a cache or a deny-list keyed by it could be
 * sidestepped).
 */
const CANONICAL_TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;

// Importing the secret as a CryptoKey once halves jose's cost per token (it would import raw bytes on every call).
const keys = new Map<string, Promise<CryptoKey>>();
function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

export async function signToken(claims: TokenClaims, secret: string): Promise<string> {
  const { sub, sid, iat, exp } = claims;
  return new SignJWT({ sub, sid, iat, exp }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(await keyFor(secret));
}

function isClaims(value: unknown): value is TokenClaims {
  const c = value as Partial<TokenClaims> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.sub === 'string' &&
    typeof c.sid === 'string' &&
    Number.isInteger(c.iat) &&
    Number.isInteger(c.exp)
  );
}

/**
 * Tokens jose has verified, per secret: a phone sends the same token with every request, and
 * WebCrypto's HMAC (the only one jose 6 uses) costs a thread-pool round trip each time. Only the
 * exact canonical string jose accepted is a key, a hit still checks the expiry against the clock,
 * and the session row (plugins/auth.ts) still decides whether the session is good. Bounded:
 * the oldest entry goes first.
 */
const VERIFIED_MAX = 20_000;
const verified = new Map<string, Map<string, TokenClaims>>();
function verifiedFor(secret: string): Map<string, TokenClaims> {
  let cache = verified.get(secret);
  if (!cache) verified.set(secret, (cache = new Map()));
  return cache;
}

export async function verifyToken(token: string, secret: string, nowSeconds: number): Promise<VerifyResult> {
  const cache = verifiedFor(secret);
  const known = cache.get(token);
  if (known) return known.exp <= nowSeconds ? { ok: false, reason: 'expired' } : { ok: true, claims: known };
  if (!CANONICAL_TOKEN.test(token)) return { ok: false, reason: 'malformed' };
  try {
    const { payload } = await jwtVerify(token, await keyFor(secret), {
      algorithms: ['HS256'],
      typ: 'JWT',
      currentDate: new Date(nowSeconds * 1000),
    });
    if (!isClaims(payload)) return { ok: false, reason: 'malformed' };
    const { sub, sid, iat, exp } = payload;
    const claims = { sub, sid, iat, exp };
    if (cache.size >= VERIFIED_MAX) cache.delete(cache.keys().next().value!);
    cache.set(token, claims);
    return { ok: true, claims };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof errors.JWSSignatureVerificationFailed) return { ok: false, reason: 'signature' };
    return { ok: false, reason: 'malformed' };
  }
}
