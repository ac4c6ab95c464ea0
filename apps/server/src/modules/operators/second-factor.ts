/**
 * The second factor: TOTP (RFC 6238) through `otpauth`, a kept library, and single-use recovery
 * codes. TOTP secrets are sealed at rest with AES-256-GCM (Node's crypto) under OPS_TOTP_KEY, so a
 * copy of the database alone does not yield working codes.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'Culture ops';

function totp(secretBase32: string, label = 'operator') {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret (RFC 4226 §4 recommends 160 bits), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUri(secretBase32: string, login: string): string {
  return totp(secretBase32, login).toString();
}

/**
 * The time step of `code` if it is valid within ±1 step of `nowMs` (clock drift, RFC 6238 §5.2),
 * else null. The caller refuses a step at or before the last one used, so no code works twice.
 */
export function totpStep(secretBase32: string, code: string, nowMs: number): number | null {
  const delta = totp(secretBase32).validate({ token: code, timestamp: nowMs, window: 1 });
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

export function sealSecret(key: Buffer, secretBase32: string): Buffer {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, body, cipher.getAuthTag()]);
}

export function openSecret(key: Buffer, sealed: Buffer): string {
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  return Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]).toString('utf8');
}

// Recovery codes: 12 characters of an unambiguous alphabet (≈ 60 bits), shown as xxxx-xxxx-xxxx.
// 60 random bits cannot be guessed offline from their hash, so SHA-256 suffices (no slow hash).
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(12);
    const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

export function recoveryCodeHash(code: string): Buffer {
  return createHash('sha256').update(code.toLowerCase().replace(/-/g, '')).digest();
}

export const isTotpCode = (code: string) => /^\d{6}$/.test(code);
