/**
 * The first owner (docs/operator-console.md, "Bootstrap"): `npm run ops:owner -- --login <name>`
 * anywhere, and in development the first start with no operator creates `owner`. Either prints a
 * random password once; the owner enrols the second factor at the first sign-in at /ops.
 */
import { randomBytes } from 'node:crypto';
import { opsLoginSchema } from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { createOperatorService } from './operator-service.js';

/** 24 base64url characters: 144 random bits, within opsPasswordSchema's 12–128. */
export const newPassword = () => randomBytes(18).toString('base64url');

export function signInHelp(login: string, password: string, publicOrigin: string): string {
  return [
    `operator "${login}" created with the password: ${password}`,
    `sign in at ${publicOrigin}/ops and enrol the second factor (an authenticator app) as asked;`,
    'keep the 10 recovery codes shown then. This password is shown only once.',
  ].join('\n');
}

export async function createFirstOwner(db: Database, login: string, now: () => number = Date.now) {
  const parsed = opsLoginSchema.safeParse(login);
  if (!parsed.success) throw new Error(`--login ${parsed.error.issues[0]?.message ?? 'is not a valid sign-in name'}`);
  const password = newPassword();
  const operator = await createOperatorService({ db, now }).createOwner(parsed.data, password);
  return { operator, password };
}

/** Development only (never production): `owner` on the first start with no operator. */
export async function bootstrapDevelopmentOwner(
  db: Database,
  publicOrigin: string,
  log: (message: string) => void,
): Promise<void> {
  if ((await createOperatorService({ db, now: Date.now }).count()) > 0) return;
  const { password } = await createFirstOwner(db, 'owner');
  log(signInHelp('owner', password, publicOrigin));
}
