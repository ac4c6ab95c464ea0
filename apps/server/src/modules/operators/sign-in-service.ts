/**
 * Signing in (docs/operator-console.md, "Signing in"): name and password make a pending session
 * (5 minutes) that only the second factor can turn into a signed-in one. Sessions are rows keyed
 * by SHA-256 of the cookie's random token; a signed-in session ends after the idle timeout or
 * 12 hours. Attempts are limited by (name, address) and by address, never per account, so a
 * stranger cannot lock an operator out. Every attempt and every sign-out is audited.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { OpsPasswordResponse, OpsSession } from '@culture/protocol';
import type { Database, Transaction } from '../../db/client.js';
import { operatorRecoveryCodes, operators, operatorSessions } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { CounterStore } from '../../lib/rate-limit/counter-store.js';
import { clientKey } from '../../lib/rate-limit/client-key.js';
import { writeAudit } from './audit.js';
import { operatorView } from './operator-service.js';
import { DUMMY_HASH, passwordMatches } from './passwords.js';
import {
  isTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  otpauthUri,
  recoveryCodeHash,
  sealSecret,
  totpStep,
} from './second-factor.js';

export const PENDING_MS = 5 * 60_000;
export const ABSOLUTE_MS = 12 * 60 * 60_000;
/** Attempts at each step per 15 minutes: for one name from one address, and from one address in all. */
export const SIGN_IN_LIMITS = { windowMs: 15 * 60_000, perLoginAndAddress: 20, perAddress: 200 } as const;

export const tokenHash = (token: string) => createHash('sha256').update(token).digest();
const newToken = () => randomBytes(32).toString('base64url');

export interface Client {
  ip: string;
  userAgent: string | null;
}

export interface SignInOptions {
  db: Database;
  counters: CounterStore;
  totpKey: Buffer;
  idleTimeoutMs: number;
  now: () => number;
}

export function createSignInService({ db, counters, totpKey, idleTimeoutMs, now }: SignInOptions) {
  const at = () => new Date(now());

  /** Counts an attempt at `step`; over a limit answers opsSignInLimited (never a lock of the account). */
  async function limit(step: 'password' | 'factor', login: string, ip: string) {
    const address = clientKey(ip);
    const [pair, all] = await Promise.all([
      counters.hit(`ops-sign-in:${step}:${login}:${address}`, SIGN_IN_LIMITS.windowMs),
      counters.hit(`ops-sign-in:${step}:${address}`, SIGN_IN_LIMITS.windowMs),
    ]);
    const over = pair.count > SIGN_IN_LIMITS.perLoginAndAddress ? pair : all.count > SIGN_IN_LIMITS.perAddress ? all : undefined;
    if (over) throw new ApiError('opsSignInLimited', { retryAfterSeconds: Math.max(1, Math.ceil(over.resetInMs / 1000)) });
  }

  const audit = (
    tx: Database | Transaction,
    operator: { id: number; login: string } | null,
    client: Client,
    action: string,
    after?: unknown,
  ) =>
    writeAudit(
      tx,
      { actor: operator ? `operator:${operator.id}` : null, actorName: operator?.login ?? null, ip: client.ip, at: at() },
      { action, target: operator ? `operator:${operator.id}` : null, after },
    );

  /** The session row of a token with its operator, if it is alive at this stage. */
  async function find(token: string, stage: 'pending' | 'signed-in') {
    const [row] = await db
      .select({ session: operatorSessions, operator: operators })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(and(eq(operatorSessions.idHash, tokenHash(token)), eq(operatorSessions.stage, stage)));
    if (!row || row.operator.disabled) return null;
    const t = now();
    const alive =
      stage === 'pending'
        ? t - row.session.createdAt.getTime() < PENDING_MS
        : t - row.session.lastSeenAt.getTime() < idleTimeoutMs && t - row.session.createdAt.getTime() < ABSOLUTE_MS;
    if (!alive) {
      await db.delete(operatorSessions).where(eq(operatorSessions.idHash, row.session.idHash));
      return null;
    }
    return row;
  }

  function sessionAnswer(operator: typeof operators.$inferSelect, csrfToken: string, recoveryCodes?: string[]): OpsSession {
    return {
      operator: operatorView(operator),
      csrf_token: csrfToken,
      idle_timeout_seconds: Math.floor(idleTimeoutMs / 1000),
      ...(recoveryCodes ? { recovery_codes: recoveryCodes } : {}),
    };
  }

  async function storeRecoveryCodes(tx: Transaction, operatorId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
    await tx.insert(operatorRecoveryCodes).values(codes.map((code) => ({ operatorId, codeHash: recoveryCodeHash(code) })));
    return codes;
  }

  return {
    /** Step one. Answers the next stage and the pending token for the cookie. */
    async password(login: string, password: string, client: Client): Promise<{ answer: OpsPasswordResponse; token: string }> {
      await limit('password', login, client.ip);
      const [operator] = await db.select().from(operators).where(eq(operators.login, login));
      // The same work and the same answer for an unknown name as for a wrong password.
      const matches = await passwordMatches(operator?.passwordHash ?? DUMMY_HASH, password);
      if (!operator || !matches || operator.disabled) {
        await audit(db, operator ?? null, client, 'operator.sign-in-failed', { login, reason: 'password' });
        throw new ApiError('opsBadCredentials');
      }
      let answer: OpsPasswordResponse = { stage: 'totp' };
      if (!operator.totpEnrolled) {
        // A fresh secret for each enrolment attempt; it counts once a code from it is accepted.
        const secret = newTotpSecret();
        await db
          .update(operators)
          .set({ totpSecret: sealSecret(totpKey, secret) })
          .where(eq(operators.id, operator.id));
        answer = { stage: 'enrol', otpauth_uri: otpauthUri(secret, operator.login), secret };
      }
      const token = newToken();
      await db.insert(operatorSessions).values({
        idHash: tokenHash(token),
        operatorId: operator.id,
        stage: 'pending',
        createdAt: at(),
        lastSeenAt: at(),
        ip: client.ip,
        userAgent: client.userAgent?.slice(0, 400) ?? null,
        csrfToken: newToken(),
      });
      // Sweep this operator's stale rows as they sign in (no timer needed).
      await db
        .delete(operatorSessions)
        .where(
          and(
            eq(operatorSessions.operatorId, operator.id),
            or(
              and(eq(operatorSessions.stage, 'pending'), lt(operatorSessions.createdAt, new Date(now() - PENDING_MS))),
              lt(operatorSessions.createdAt, new Date(now() - ABSOLUTE_MS)),
              lt(operatorSessions.lastSeenAt, new Date(now() - idleTimeoutMs)),
            ),
          ),
        );
      return { answer, token };
    },

    /** Step two: a TOTP code (or a recovery code once enrolled) turns the pending session into a signed-in one. */
    async secondFactor(
      pendingToken: string | undefined,
      code: string,
      client: Client,
    ): Promise<{ answer: OpsSession; token: string }> {
      const pending = pendingToken ? await find(pendingToken, 'pending') : null;
      if (!pending) throw new ApiError('opsSignedOut');
      const { operator } = pending;
      await limit('factor', operator.login, client.ip);
      const result = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(operators).where(eq(operators.id, operator.id)).for('update');
        if (!row?.totpSecret) return null;
        let recoveryCodes: string[] | undefined;
        let how = 'totp';
        if (isTotpCode(code)) {
          const step = totpStep(openSecret(totpKey, row.totpSecret), code, now());
          // RFC 6238 §5.2: a code of a step already used (or earlier) is refused.
          if (step === null || (row.totpLastStep !== null && step <= row.totpLastStep)) return null;
          await tx
            .update(operators)
            .set({ totpLastStep: step, totpEnrolled: true, lastSignInAt: at() })
            .where(eq(operators.id, row.id));
          if (!row.totpEnrolled) recoveryCodes = await storeRecoveryCodes(tx, row.id);
        } else {
          if (!row.totpEnrolled) return null;
          const [used] = await tx
            .update(operatorRecoveryCodes)
            .set({ usedAt: at() })
            .where(
              and(
                eq(operatorRecoveryCodes.operatorId, row.id),
                eq(operatorRecoveryCodes.codeHash, recoveryCodeHash(code)),
                isNull(operatorRecoveryCodes.usedAt),
              ),
            )
            .returning({ id: operatorRecoveryCodes.id });
          if (!used) return null;
          how = 'recovery-code';
          await tx.update(operators).set({ lastSignInAt: at() }).where(eq(operators.id, row.id));
        }
        const token = newToken();
        const csrfToken = newToken();
        await tx.delete(operatorSessions).where(eq(operatorSessions.idHash, pending.session.idHash));
        await tx.insert(operatorSessions).values({
          idHash: tokenHash(token),
          operatorId: row.id,
          stage: 'signed-in',
          createdAt: at(),
          lastSeenAt: at(),
          ip: client.ip,
          userAgent: client.userAgent?.slice(0, 400) ?? null,
          csrfToken,
        });
        await audit(tx, row, client, 'operator.sign-in', { second_factor: how, enrolled: !row.totpEnrolled });
        const [fresh] = await tx.select().from(operators).where(eq(operators.id, row.id));
        return { answer: sessionAnswer(fresh!, csrfToken, recoveryCodes), token };
      });
      if (!result) {
        await audit(db, operator, client, 'operator.sign-in-failed', { reason: 'second-factor' });
        throw new ApiError('opsBadSecondFactor');
      }
      return result;
    },

    /** A signed-in session by its cookie token, kept alive by this call; null when none or ended. */
    async resolve(token: string) {
      const row = await find(token, 'signed-in');
      if (!row) return null;
      await db.update(operatorSessions).set({ lastSeenAt: at() }).where(eq(operatorSessions.idHash, row.session.idHash));
      return row;
    },

    answer: (operator: typeof operators.$inferSelect, csrfToken: string) => sessionAnswer(operator, csrfToken),

    async signOut(sessionHash: Buffer, operator: { id: number; login: string }, client: Client) {
      await db.transaction(async (tx) => {
        await tx.delete(operatorSessions).where(eq(operatorSessions.idHash, sessionHash));
        await audit(tx, operator, client, 'operator.sign-out');
      });
    },

    /** Ten new recovery codes; the old ones stop working. */
    regenerateRecoveryCodes: (operator: { id: number; login: string }, client: Client) =>
      db.transaction(async (tx) => {
        const codes = await storeRecoveryCodes(tx, operator.id);
        await audit(tx, operator, client, 'operator.recovery-codes');
        return codes;
      }),

    /** Sessions alive for an operator (tests). */
    countSessions: async (operatorId: number) => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(operatorSessions)
        .where(eq(operatorSessions.operatorId, operatorId));
      return row?.n ?? 0;
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
