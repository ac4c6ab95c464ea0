/**
 * Operator passwords: argon2id through @node-rs/argon2 (prebuilt, no install script), with the
 * OWASP Password Storage Cheat Sheet's first argon2id setting: m=19 MiB, t=2, p=1.
 */
import { hash, verify } from '@node-rs/argon2';

const OPTIONS = {
  // 2 is Algorithm.Argon2id (a const enum, which this build cannot import).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Checked against when the name is unknown, so a wrong name costs the same time as a wrong password. */
export const DUMMY_HASH = await hashPassword('not a password of anyone');
