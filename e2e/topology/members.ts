/**
 * Simulated members talking to the fleet through the proxy, counted from outside: every call's
 * outcome, every acknowledged write (kept to be found afterwards), every failure with when it
 * started and ended (a failure is forgiven only when it was in flight as a node was killed).
 */
import { solveChallenge } from 'altcha-lib';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sealPayload } from '../../packages/protocol/src/payload/aes-envelope';
import { phonePayload } from '../../packages/protocol/src/api/auth';

/** Codes that say a write already happened: a retry after a lost answer ends here. */
export const ALREADY_DONE = {
  badgeAlreadyClaimed: 40910,
  couponLimitReached: 40905,
  couponAlreadyUsed: 40901,
  smsCooldown: 42902,
};

export interface Failure {
  what: string;
  status: number;
  body: string;
  startedAt: number;
  endedAt: number;
}

export class Tally {
  calls = 0;
  retried = 0;
  failures: Failure[] = [];
  logins = 0;
  walletLogins = 0;
  badgeClaims = new Set<string>();
  couponClaims = new Set<string>();
  count(what: string) {
    this.calls++;
    return what;
  }
}

export interface CallInit {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  token?: string;
  ip: string;
  /** Plain JSON (the operator API) rather than the app's sealed payload. */
  plain?: boolean;
  tries?: number;
  /** Result codes that also mean done (a retry finding its first try's write). */
  accept?: number[];
  /** A page, not the API: a 200 is the answer. */
  page?: boolean;
}

export interface Answer<T> {
  status: number;
  result: number;
  data: T;
  raw: string;
}

/** A retryable answer: the proxy found no node (502/504), a node was closing (503), or no answer at all. */
const retryable = (status: number) => status === 0 || status === 502 || status === 503 || status === 504;

/**
 * One call through the proxy as the member's phone makes it. A retryable answer is tried again
 * (up to `tries`); what the last try answered is returned. A call that ends without an answer the
 * app wrote is recorded as a failure with its time span.
 */
export async function call<T>(tally: Tally, baseUrl: string, what: string, path: string, init: CallInit): Promise<Answer<T>> {
  const startedAt = Date.now();
  let answer: Answer<T> = { status: 0, result: 0, data: undefined as T, raw: '' };
  const tries = init.tries ?? 5;
  for (let attempt = 0; attempt < tries; attempt++) {
    tally.count(what);
    if (attempt > 0) tally.retried++;
    answer = await once<T>(baseUrl, path, init);
    if (!retryable(answer.status)) break;
    // A phone's retry waits a moment (the proxy has marked the dead node by then).
    await new Promise((r) => setTimeout(r, 250 * (attempt + 1)));
  }
  const done = init.page ? answer.status === 200 : answer.result === 1 || (init.accept ?? []).includes(answer.result);
  if (!done) tally.failures.push({ what, status: answer.status, body: answer.raw.slice(0, 200), startedAt, endedAt: Date.now() });
  return answer;
}

async function once<T>(baseUrl: string, path: string, init: CallInit): Promise<Answer<T>> {
  try {
    const res = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        'content-type': 'application/json',
        channel: 'BROWSER',
        language: 'EN',
        'x-forwarded-for': init.ip,
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.plain ? init.body : sealPayload(init.body)),
      signal: AbortSignal.timeout(60_000),
    });
    const raw = await res.text();
    let json: { result?: number; data?: T } = {};
    try {
      json = JSON.parse(raw) as typeof json;
    } catch {
      /* the page shell, or nginx's own error page */
    }
    return { status: res.status, result: json.result ?? 0, data: json.data as T, raw };
  } catch (error) {
    return { status: 0, result: 0, data: undefined as T, raw: String(error) };
  }
}

/** A member: a phone number and an address of their own (random per run: Redis is shared). */
export function newPhone(seed: number, i: number) {
  return {
    national: `139${String((seed + i * 7919) % 100_000_000).padStart(8, '0')}`,
    ip: `10.${(seed >> 8) & 255}.${(i >> 8) & 255}.${i & 255}`,
  };
}

/**
 * The whole phone login as the login dialog does it: proof of work, code request, the code from
 * the SMS outbox, verify, login. Answers the bearer token, or null when a step failed.
 */
export async function phoneLogin(
  tally: Tally,
  baseUrl: string,
  who: { national: string; ip: string },
): Promise<{ token: string; userId: string } | null> {
  const phone = phonePayload(who.national);
  const challenge = await call<Parameters<typeof solveChallenge>[0]['challenge']>(
    tally,
    baseUrl,
    'challenge',
    '/api/v2/verifycode/challenge',
    { ip: who.ip },
  );
  if (challenge.result !== 1) return null;
  const solution = await solveChallenge({ challenge: challenge.data, deriveKey });
  const altcha = Buffer.from(JSON.stringify({ challenge: challenge.data, solution })).toString('base64');
  const requested = await call(tally, baseUrl, 'code request', '/api/v2/verifycode/request', {
    ip: who.ip,
    body: { phone, altcha },
    accept: [ALREADY_DONE.smsCooldown],
  });
  // A retried request whose first try was sent finds the cooldown running: the code is in the outbox.
  if (requested.result !== 1 && requested.result !== ALREADY_DONE.smsCooldown) return null;
  const outbox = await call<Array<{ code: string }>>(tally, baseUrl, 'sms outbox', `/dev/sms-outbox?phone=%2B86${who.national}`, {
    ip: who.ip,
  });
  const code = outbox.data?.[0]?.code;
  if (outbox.result === 1 && !code) {
    // An acknowledged code request whose code is not in the outbox: a lost write.
    tally.failures.push({ what: 'sms outbox empty', status: 200, body: outbox.raw, startedAt: Date.now(), endedAt: Date.now() });
  }
  if (outbox.result !== 1 || !code) return null;
  const verified = await call<string>(tally, baseUrl, 'verify', '/api/v1/verifycode/verify', {
    ip: who.ip,
    body: { phone, code },
  });
  if (verified.result !== 1) return null;
  const login = await call<{ token: string; user_id: string }>(tally, baseUrl, 'login', '/api/v5/auth/sms/login', {
    ip: who.ip,
    body: { phone, code: verified.data },
  });
  if (login.result !== 1) return null;
  tally.logins++;
  return { token: login.data.token, userId: login.data.user_id };
}

/**
 * A wallet login as the app does it (SIWE-style, spec §7): the message with its nonce from one
 * node, signed by a new wallet's key, posted to log in (through the proxy: another node, often).
 */
export async function walletLogin(tally: Tally, baseUrl: string, ip: string): Promise<{ token: string; userId: string } | null> {
  const account = privateKeyToAccount(generatePrivateKey());
  const nonce = await call<{ message: string }>(
    tally,
    baseUrl,
    'wallet nonce',
    `/api/v5/auth/blockchain/nonce?address=${account.address}&chainId=1`,
    { ip },
  );
  if (nonce.result !== 1) return null;
  const signature = await account.signMessage({ message: nonce.data.message });
  const login = await call<{ token: string; user_id: string }>(tally, baseUrl, 'wallet login', '/api/v5/auth/metamask/login', {
    ip,
    body: { message: nonce.data.message, signature },
  });
  if (login.result !== 1) return null;
  tally.walletLogins++;
  return { token: login.data.token, userId: login.data.user_id };
}
