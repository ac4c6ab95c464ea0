/**
 * Compact HS256 JSON Web Tokens with node:crypto. Only HS256 is accepted, so a token cannot pick a
 * weaker algorithm ("alg": "none") for itself.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

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

function sign(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function signToken(claims: TokenClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = sign(`${HEADER}.${payload}`, secret).toString('base64url');
  return `${HEADER}.${payload}.${signature}`;
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

export function verifyToken(token: string, secret: string, nowSeconds: number): VerifyResult {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  const expected = sign(`${header}.${payload}`, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'malformed' };
  if (claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
