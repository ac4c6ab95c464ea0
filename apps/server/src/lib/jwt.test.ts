import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './jwt.js';

const SECRET = 'a-test-secret-of-more-than-32-characters';
const claims = { sub: '123', sid: 'session-1', iat: 1_800_000_000, exp: 1_800_003_600 };
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The same token with its signature segment replaced. */
const withSignature = (token: string, signature: string) => `${token.split('.').slice(0, 2).join('.')}.${signature}`;

describe('session tokens', () => {
  it('signs compact HS256 tokens that verify with exactly the claims', async () => {
    const token = await signToken(claims, SECRET);
    const [header, payload] = token.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toEqual(claims);
    expect(await verifyToken(token, SECRET, claims.iat)).toEqual({ ok: true, claims });
    expect(await verifyToken(token, SECRET, claims.exp)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifyToken(token, 'another-secret-of-more-than-32-characters', claims.iat)).toMatchObject({ ok: false });
  });

  it('accepts one spelling of a signature only', async () => {
    const token = await signToken(claims, SECRET);
    const signature = token.split('.')[2]!;
    // The last of 43 characters carries two bits that decoders drop: flip them.
    const last = BASE64URL.indexOf(signature.at(-1)!);
    const spellings = [
      `${signature}=`,
      `${signature.slice(0, -1)}${BASE64URL[last ^ 1]}`,
      `${signature.slice(0, -1)}${BASE64URL[last ^ 3]}`,
    ];
    for (const spelling of spellings) {
      // The same bytes, so a lenient decoder (and the hand-written module this replaced) took them.
      expect(Buffer.from(spelling, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
      expect(await verifyToken(withSignature(token, spelling), SECRET, claims.iat)).toMatchObject({ ok: false });
    }
  });

  it('refuses other algorithms, a missing typ and incomplete claims even when correctly signed', async () => {
    const sign = (header: object, body: object) => {
      const input = `${b64url(header)}.${b64url(body)}`;
      return `${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`;
    };
    expect(await verifyToken(sign({ alg: 'HS256', typ: 'JWT' }, claims), SECRET, claims.iat)).toMatchObject({ ok: true });
    expect(await verifyToken(sign({ alg: 'HS256' }, claims), SECRET, claims.iat)).toEqual({ ok: false, reason: 'malformed' });
    expect(await verifyToken(sign({ alg: 'HS256', typ: 'JWT' }, { ...claims, sid: 7 }), SECRET, claims.iat)).toEqual({
      ok: false,
      reason: 'malformed',
    });
    const none = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claims)}.`;
    expect(await verifyToken(none, SECRET, claims.iat)).toMatchObject({ ok: false });
  });
});
