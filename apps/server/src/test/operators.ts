/**
 * Test helpers for the operator console: an operator made directly, signed in through the real
 * routes (password, enrolment, TOTP from the answer's secret at the test's clock), and calls
 * carrying the session cookie and CSRF token.
 */
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { TOTP, Secret } from 'otpauth';
import { OPS_CSRF_HEADER, OPS_PATHS, type OpsRole } from '@culture/protocol';
import { asc, eq } from 'drizzle-orm';
import { operatorAudit } from '../db/schema.js';
import type { TestApp } from './helper.js';
import { createOperatorService } from '../modules/operators/operator-service.js';

export const TEST_PASSWORD = 'correct horse battery staple';

export function totpCode(secret: string, atMs: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: atMs });
}

export function cookieOf(response: LightMyRequestResponse, name: string): string | undefined {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const found = all.find((c) => c.startsWith(`${name}=`));
  return found?.slice(name.length + 1).split(';')[0];
}

export function createOperator(t: TestApp, login: string, roles: OpsRole[]) {
  return createOperatorService({ db: t.database.db, now: t.clock.now }).create(
    { actor: null, actorName: 'test', ip: null, at: new Date(t.clock.now()) },
    { login, displayName: login, roles, password: TEST_PASSWORD },
  );
}

export const postJson = (t: TestApp, url: string, body: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

export interface SignedIn {
  cookie: string;
  csrf: string;
  secret: string;
  recoveryCodes: string[];
  /** A call with the session cookie (and the CSRF token unless `csrf: false`). */
  call(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse>;
}

const secrets = new WeakMap<TestApp, Map<string, string>>();

/**
 * Signs in through the routes: enrols at the first sign-in, later uses the kept secret (a step
 * later, as a code is good once).
 */
export async function signIn(t: TestApp, login: string, remoteAddress?: string, password = TEST_PASSWORD): Promise<SignedIn> {
  const first = await postJson(t, OPS_PATHS.sessionPassword, { login, password }, {}, remoteAddress);
  if (first.statusCode !== 200) throw new Error(`password step: ${first.body}`);
  const known = secrets.get(t) ?? new Map<string, string>();
  secrets.set(t, known);
  const answer = first.json().data as { stage: string; secret?: string };
  if (answer.stage === 'enrol') known.set(login, answer.secret!);
  else t.clock.advance(30_000);
  const secret = known.get(login)!;
  const pending = cookieOf(first, 'ops_pending')!;
  const second = await postJson(
    t,
    OPS_PATHS.sessionSecondFactor,
    { code: totpCode(secret, t.clock.now()) },
    { cookie: `ops_pending=${pending}` },
    remoteAddress,
  );
  if (second.statusCode !== 200) throw new Error(`second factor: ${second.body}`);
  const cookie = cookieOf(second, 'ops_session')!;
  const { csrf_token: csrf, recovery_codes: recoveryCodes = [] } = second.json().data as {
    csrf_token: string;
    recovery_codes?: string[];
  };
  return {
    cookie,
    csrf,
    secret,
    recoveryCodes,
    call: ({ csrf: withCsrf = true, headers, ...options }) =>
      t.app.inject({
        ...options,
        headers: {
          ...(options.payload !== undefined ? { 'content-type': 'application/json' } : {}),
          ...headers,
          cookie: `ops_session=${cookie}`,
          ...(withCsrf ? { [OPS_CSRF_HEADER]: csrf } : {}),
        },
      } as InjectOptions),
  };
}

/** The audit rows of one action, oldest first. */
export const auditRowsOf = (t: TestApp, action: string) =>
  t.database.db.select().from(operatorAudit).where(eq(operatorAudit.action, action)).orderBy(asc(operatorAudit.id));

/** Signs in a new operator holding `roles`: its id (as in the log's actor column) and its calls. */
export async function operatorWith(t: TestApp, login: string, roles: OpsRole[]) {
  const made = await createOperator(t, login, roles);
  const session = await signIn(t, login);
  const json = (method: 'POST' | 'PUT', url: string, body: unknown) =>
    session.call({ method, url, payload: JSON.stringify(body) });
  return {
    actor: `operator:${made.id}`,
    login,
    get: (url: string) => session.call({ method: 'GET', url }),
    post: (url: string, body: unknown) => json('POST', url, body),
    put: (url: string, body: unknown) => json('PUT', url, body),
  };
}
