/**
 * One-time SMS codes and the SMS tokens they are exchanged for.
 *
 * - codes come from a CSPRNG, are stored only as an HMAC, live 5 minutes and are compared in
 *   constant time;
 * - a code is compared against at most 5 guesses, ever: each guess first takes one from the
 *   code's budget in one conditional UPDATE, so parallel guesses cannot all slip through between
 *   a read and a write; one client address may spend at most 3 of them, so a stranger alone
 *   cannot close the owner's code (docs/decisions.md, "Phone login under attack");
 * - verify is limited per client address and per phone (shared counters);
 * - sends: an escalating cooldown per phone (60 s, then 2, 5, 15, 60 minutes, back to 60 s after
 *   two quiet hours or a successful login) and 30 per client address per hour;
 * - a correct code yields a single-use SMS token (10 minutes) that the login call consumes.
 * Nothing here reveals whether a phone already has an account.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Locale } from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { smsCodes, smsTokens } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { clientKey } from '../../lib/rate-limit/client-key.js';
import type { CounterStore } from '../../lib/rate-limit/counter-store.js';
import { SmsDeliveryError, type SmsSender } from '../../integrations/sms/sms-sender.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

export const OTP_LIMITS = {
  codeLifetimeMs: 5 * MINUTE_MS,
  /** Guesses ever compared against one code (right or wrong). */
  maxGuessesPerCode: 5,
  /** Of those, what one client address may spend: the owner always keeps the rest. */
  maxGuessesPerClientPerCode: 3,
  /** The resend cooldown's steps, as multiples of the first (SMS_RESEND_COOLDOWN_SECONDS, 60 s). */
  resendSteps: [1, 2, 5, 15, 60],
  resendCooldownMs: MINUTE_MS,
  perIpPerHour: 30,
  verifyPerClient: { max: 20, windowMs: 10 * MINUTE_MS },
  verifyPerPhone: { max: 40, windowMs: 10 * MINUTE_MS },
  smsTokenLifetimeMs: 10 * MINUTE_MS,
};

export type OtpLimits = typeof OTP_LIMITS;

export interface OtpServiceOptions {
  db: Database;
  sms: SmsSender;
  counters: CounterStore;
  secret: string;
  now: () => number;
  log?: { warn: (obj: object, msg: string) => void };
  /** The first step of the resend cooldown (spec: 60 s, matching the client countdown). */
  resendCooldownMs?: number;
  /** Tests loosen single limits to reach the ones behind them. */
  limits?: Partial<OtpLimits>;
}

export function createOtpService({
  db,
  sms,
  counters,
  secret,
  now,
  log,
  resendCooldownMs = OTP_LIMITS.resendCooldownMs,
  limits: overrides,
}: OtpServiceOptions) {
  const limits = { ...OTP_LIMITS, ...overrides };
  const resendStepsMs = limits.resendSteps.map((step) => step * resendCooldownMs);
  // Longer than the longest step: whoever waits out every step never finds the phone quiet.
  const resendQuietMs = 2 * Math.max(...resendStepsMs);
  const hmac = (phone: string, code: string) => createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');
  const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
  const cooldownKey = (phone: string) => `sms:cooldown:${phone}`;

  async function limit(
    key: string,
    { max, windowMs }: { max: number; windowMs: number },
    error: 'rateLimited' | 'smsHourlyLimit',
  ) {
    const { count, resetInMs } = await counters.hit(key, windowMs);
    if (count > max) throw new ApiError(error, { retryAfterSeconds: Math.ceil(resetInMs / 1000) });
  }

  /** Takes the phone's next cooldown step; answers its length in ms, or 42902 while one runs. */
  async function takeSendSlot(phone: string, ip: string): Promise<number> {
    await limit(`sms:ip:${clientKey(ip)}`, { max: limits.perIpPerHour, windowMs: HOUR_MS }, 'smsHourlyLimit');
    const slot = await counters.escalate(cooldownKey(phone), resendStepsMs, resendQuietMs);
    if (!slot.taken) throw new ApiError('smsCooldown', { retryAfterSeconds: Math.ceil(slot.ms / 1000) });
    return slot.ms;
  }

  return {
    /** Sends a code; answers the seconds until this phone may ask again. */
    async requestCode(phone: string, ip: string, locale: Locale): Promise<number> {
      const cooldownMs = await takeSendSlot(phone, ip);
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      const createdMs = now();
      try {
        await sms.sendVerificationCode({ phoneE164: phone, code, locale });
      } catch (error) {
        // Nothing was sent, so the person may retry at once (the climb stays: it cannot be reset by failing).
        await counters.release(cooldownKey(phone));
        log?.warn({ err: error, driver: sms.name }, 'SMS delivery failed');
        throw new ApiError('smsSendFailed', { cause: error instanceof SmsDeliveryError ? error : undefined });
      }
      await db.transaction(async (tx) => {
        // Only the newest code is live.
        await tx
          .update(smsCodes)
          .set({ closedAt: new Date(createdMs) })
          .where(and(eq(smsCodes.phoneE164, phone), isNull(smsCodes.closedAt)));
        await tx.insert(smsCodes).values({
          phoneE164: phone,
          codeHmac: hmac(phone, code),
          createdAt: new Date(createdMs),
          expiresAt: new Date(createdMs + limits.codeLifetimeMs),
        });
      });
      return Math.ceil(cooldownMs / 1000);
    },

    /**
     * Checks a code; returns a single-use SMS token. 42901 over the client's or the phone's verify
     * limit, 10004 when no live code (or its guesses are spent), 20001 when wrong.
     */
    async verifyCode(phone: string, code: string, ip: string): Promise<string> {
      const client = clientKey(ip);
      await limit(`otp:verify:client:${client}`, limits.verifyPerClient, 'rateLimited');
      await limit(`otp:verify:phone:${phone}`, limits.verifyPerPhone, 'rateLimited');

      const nowMs = now();
      const nowDate = new Date(nowMs);
      const [live] = await db
        .select({ id: smsCodes.id })
        .from(smsCodes)
        .where(and(eq(smsCodes.phoneE164, phone), isNull(smsCodes.closedAt), gt(smsCodes.expiresAt, nowDate)))
        .orderBy(desc(smsCodes.createdAt))
        .limit(1);
      if (!live) throw new ApiError('codeNotRequested');

      // This client's share of the code's guesses (counted before comparing, like the budget).
      const share = await counters.hit(`otp:guess:${live.id}:${client}`, limits.codeLifetimeMs);
      if (share.count > limits.maxGuessesPerClientPerCode) throw new ApiError('codeNotRequested');

      // Take one guess from the code's budget (failed_attempts counts every compared guess; a right
      // one closes the code anyway) in one statement: under concurrency PostgreSQL
      // re-checks the condition on the row each waiting UPDATE finally sees, so at most
      // maxGuessesPerCode guesses ever reach the comparison below.
      const [taken] = await db
        .update(smsCodes)
        .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
        .where(
          and(
            eq(smsCodes.id, live.id),
            isNull(smsCodes.closedAt),
            gt(smsCodes.expiresAt, nowDate),
            lt(smsCodes.failedAttempts, limits.maxGuessesPerCode),
          ),
        )
        .returning({ codeHmac: smsCodes.codeHmac });
      if (!taken) throw new ApiError('codeNotRequested');

      const expected = Buffer.from(taken.codeHmac, 'hex');
      const given = Buffer.from(hmac(phone, code.trim()), 'hex');
      // A spent budget needs no closing: the condition above already refuses every later guess
      // (and closing here could beat a right guess that took an earlier slot).
      if (!timingSafeEqual(expected, given)) throw new ApiError('codeIncorrect');
      // Close it; if a concurrent verify already did, this one loses.
      const closed = await db
        .update(smsCodes)
        .set({ closedAt: nowDate })
        .where(and(eq(smsCodes.id, live.id), isNull(smsCodes.closedAt)))
        .returning({ id: smsCodes.id });
      if (closed.length === 0) throw new ApiError('codeNotRequested');
      // The owner has shown the phone is theirs: their next send starts from the first step again.
      await counters.release(`${cooldownKey(phone)}:level`);

      const token = randomBytes(32).toString('base64url');
      await db
        .insert(smsTokens)
        .values({ tokenHash: tokenHash(token), phoneE164: phone, expiresAt: new Date(nowMs + limits.smsTokenLifetimeMs) });
      return token;
    },

    /** Consumes an SMS token for this phone; 101104 when forged, used, expired or for another phone. */
    async consumeSmsToken(phone: string, token: string): Promise<void> {
      const nowMs = now();
      const used = await db
        .update(smsTokens)
        .set({ usedAt: new Date(nowMs) })
        .where(
          and(
            eq(smsTokens.tokenHash, tokenHash(token)),
            eq(smsTokens.phoneE164, phone),
            isNull(smsTokens.usedAt),
            gt(smsTokens.expiresAt, new Date(nowMs)),
          ),
        )
        .returning({ hash: smsTokens.tokenHash });
      if (used.length === 0) throw new ApiError('smsTokenIllegal');
    },

    async forgetPhone(phone: string): Promise<void> {
      await db.delete(smsCodes).where(eq(smsCodes.phoneE164, phone));
      await db.delete(smsTokens).where(eq(smsTokens.phoneE164, phone));
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;
