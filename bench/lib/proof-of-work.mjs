/**
 * The proof of work a code request needs (ALTCHA v2): fetch a challenge, solve it with
 * altcha-lib, and answer the `altcha` body field. Benches start the server with CHEAP_POW so
 * they measure the server, not the solver.
 */
import { createChallenge, randomInt, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { pbkdf2, solveChallenge as solveInBrowserStyle } from 'altcha/lib';
import { repoRoot } from './server-process.mjs';

/** Server env for a challenge that costs next to nothing to solve. */
export const CHEAP_POW = { ALTCHA_COST: '1', ALTCHA_MAX_COUNTER: '20' };

/** `headers` should carry the client's address (x-forwarded-for) when the bench varies it. */
export async function solvedPow(baseUrl, headers = {}) {
  const res = await fetch(`${baseUrl}/api/v2/verifycode/challenge`, {
    headers: { channel: 'BROWSER', language: 'EN', ...headers },
  });
  const json = await res.json();
  if (json.result !== 1) throw new Error(`challenge: ${JSON.stringify(json)}`);
  const challenge = json.data;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Solves `count` challenges of the server's default complexity the way the login dialog does
 * (the altcha widget package's WebCrypto solver, 4 interleaved lanes); answers the times in ms.
 */
export async function timeDefaultSolve(count) {
  const { loadConfig } = await import(`${repoRoot}/apps/server/dist/config.js`);
  const { cost, maxCounter } = loadConfig({}).altcha;
  const ms = [];
  for (let i = 0; i < count; i++) {
    const counter = randomInt(maxCounter, Math.ceil(maxCounter / 2));
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost,
      counter,
      deriveKey,
      hmacSignatureSecret: 'bench-bench-bench-bench-bench-bench',
    });
    const start = performance.now();
    const controller = new AbortController();
    const lanes = Array.from({ length: 4 }, (_, lane) =>
      solveInBrowserStyle({ challenge, deriveKey: pbkdf2.deriveKey, counterStart: lane, counterStep: 4, controller }).then(
        (found) => {
          if (found) controller.abort();
          return found;
        },
      ),
    );
    await Promise.all(lanes);
    ms.push(performance.now() - start);
  }
  return { cost, maxCounter, ms };
}
