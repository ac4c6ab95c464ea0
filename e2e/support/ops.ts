/**
 * What the operator console's browser tests share: the code an authenticator app shows for a
 * second-factor secret (the `otpauth` library the server checks it with, RFC 6238: SHA-1, 30 s,
 * 6 digits) and where their screenshots go.
 */
import fs from 'node:fs';
import path from 'node:path';
import { TOTP } from 'otpauth';

export function totp(secret: string, at = Date.now()): string {
  return new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });
}

/** The folder (made if missing) for a suite's screenshots: shots/<name>, not committed; OPS_SHOTS_DIR moves it. */
export function shotsDir(name: string): string {
  const dir = process.env.OPS_SHOTS_DIR ?? path.resolve(import.meta.dirname, '../../shots', name);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}
