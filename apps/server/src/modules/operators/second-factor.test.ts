import { describe, expect, it } from 'vitest';
import { HOTP, Secret, TOTP } from 'otpauth';
import { newRecoveryCodes, newTotpSecret, openSecret, recoveryCodeHash, sealSecret, totpStep } from './second-factor.js';
import { randomBytes } from 'node:crypto';

// RFC 6238 Appendix B, the SHA-1 rows: 8-digit codes for the ASCII secret "12345678901234567890".
const RFC_6238_SHA1 = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
] as const;

describe('TOTP (RFC 6238)', () => {
  const secret = Secret.fromUTF8('12345678901234567890');
  const rfc = new TOTP({ secret, algorithm: 'SHA1', digits: 8, period: 30 });

  it.each(RFC_6238_SHA1)('at %i s the code is %s', (seconds, code) => {
    expect(rfc.generate({ timestamp: seconds * 1000 })).toBe(code);
    expect(rfc.validate({ token: code, timestamp: seconds * 1000, window: 0 })).toBe(0);
  });

  it('accepts a code of the step before or after (±1) and names its step, not further', () => {
    const base32 = newTotpSecret();
    const now = 1_800_000_000_000;
    const step = Math.floor(now / 30_000);
    const at = (s: number) => new HOTP({ secret: Secret.fromBase32(base32), digits: 6 }).generate({ counter: s });
    expect(totpStep(base32, at(step), now)).toBe(step);
    expect(totpStep(base32, at(step - 1), now)).toBe(step - 1);
    expect(totpStep(base32, at(step + 1), now)).toBe(step + 1);
    expect(totpStep(base32, at(step - 2), now)).toBeNull();
    expect(totpStep(base32, at(step + 2), now)).toBeNull();
  });

  it('seals the secret so that only the key opens it', () => {
    const key = randomBytes(32);
    const base32 = newTotpSecret();
    const sealed = sealSecret(key, base32);
    expect(sealed.toString('utf8')).not.toContain(base32);
    expect(openSecret(key, sealed)).toBe(base32);
    expect(() => openSecret(randomBytes(32), sealed)).toThrow();
  });
});

describe('recovery codes', () => {
  it('are 10 distinct xxxx-xxxx-xxxx codes whose hash ignores dashes and case', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
    expect(recoveryCodeHash(codes[0]!.toUpperCase().replace(/-/g, ''))).toEqual(recoveryCodeHash(codes[0]!));
  });
});
