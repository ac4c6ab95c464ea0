/** spruceid's EIP-4361 verification vectors, read in place from the shared fixtures (EOA signatures, offline). */
import { readFileSync } from 'node:fs';
import { verifyMessage } from 'viem';
import { describe, expect, it } from 'vitest';
import { sharedFixture } from '../../test/shared-fixtures.js';
import { buildSiweMessage, type SiweFields } from './siwe-message.js';
import type { SignatureCheck } from '../../lib/wallet-signature.js';
import { strictTime, verifySiwe } from './siwe-verify.js';

const FIXTURES = sharedFixture('siwe/');
type Vector = SiweFields & { signature: string; time?: string; domainBinding?: string; matchNonce?: string };
function fixture(name: string): Record<string, Vector> {
  return JSON.parse(readFileSync(new URL(name, FIXTURES), 'utf8')) as Record<string, Vector>;
}

const eoa: SignatureCheck = (args) => verifyMessage(args);

function run(v: Vector) {
  const { signature, time, domainBinding, matchNonce, ...fields } = v;
  return verifySiwe(
    buildSiweMessage(fields),
    signature,
    { domain: domainBinding ?? fields.domain, nonce: matchNonce, now: time ? new Date(time) : new Date('2026-01-01T00:00:00Z') },
    eoa,
  );
}

describe('EIP-4361 verification vectors', () => {
  it.each(Object.entries(fixture('verification_positive.json')))('accepts %s', async (_name, v) => {
    expect(await run(v)).toMatchObject({ ok: true });
  });

  // Each negative vector is refused for its own reason, so a check that refuses everything fails here.
  // Impossible calendar days are already refused by the strict grammar (strictTime is the second guard).
  const reasons: Record<string, string> = {
    'expired message': 'expired',
    'domain binding': 'domain',
    'custom time': 'expired',
    'custom nonce': 'nonce',
    'malformed signature': 'signature',
    'wrong signature': 'signature',
    'not yet valid': 'not_yet_valid',
    'invalid issuedAt': 'malformed',
    'invalid notBefore': 'malformed',
    'invalid expirationTime': 'malformed',
  };
  it.each(Object.entries(fixture('verification_negative.json')))('refuses %s', async (name, v) => {
    expect(await run(v)).toEqual({ ok: false, reason: reasons[name] ?? 'unlisted vector' });
  });
});

describe('strictTime', () => {
  it('refuses a day the calendar lacks', () => {
    expect(strictTime('2022-02-31T17:09:38.578Z')).toBeNull();
    expect(strictTime('2024-02-29T00:00:00Z')).not.toBeNull();
  });
});
