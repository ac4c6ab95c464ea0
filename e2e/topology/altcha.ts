/** A solved proof-of-work challenge from one node (the `altcha` field of a code request). */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { call, type Tally } from './members';

export async function solvedAltcha(tally: Tally, baseUrl: string, ip: string): Promise<string> {
  const challenge = await call<Parameters<typeof solveChallenge>[0]['challenge']>(
    tally,
    baseUrl,
    'challenge',
    '/api/v2/verifycode/challenge',
    {
      ip,
    },
  );
  if (challenge.result !== 1) throw new Error(`challenge: ${challenge.raw}`);
  const solution = await solveChallenge({ challenge: challenge.data, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: challenge.data, solution })).toString('base64');
}
