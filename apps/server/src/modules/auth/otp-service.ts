/**
 * One-time SMS codes and the SMS tokens they are exchanged for.
 *
 * - codes come from a CSPRNG, are stored only as an HMAC, live 5 minutes, close after 5 wrong
 *   tries, and are compared in constant time;
 * - one send per phone per 60 s, at most 10 per phone and 30 per IP per hour (shared counters);
 * - a correct code yields a single-use SMS token (10 minutes) that the login call consumes.
 * Nothing here reveals whether a phone already has an account.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { smsCodes, smsTokens } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { clientKey } from '../../lib/rate-limit/client-key.js';
import type { CounterStore } from '../../lib/rate-limit/counter-store.js';
import { SmsDeliveryError, type SmsSender } from '../../integrations/sms/sms-sender.js';

export const OTP_LIMITS = {
  codeLifetimeMs: 5 * 60_000,
  maxFailedAttempts: 5,
  resendCooldownMs: 60_000,
  perPhonePerHour: 10,
  perIpPerHour: 30,
  smsTokenLifetimeMs: 10 * 60_000,
} as const;

const HOUR_MS = 3_600_000;

export interface OtpServiceOptions {
  db: Database;
  sms: SmsSender;
  counters: CounterStore;
  secret: string;
  now: () => number;
  log?: { warn: (obj: object, msg: string) => void };
  /** One send per phone per this many ms (spec: 60 s, matching the client countdown). */
  resendCooldownMs?: number;
}

export function createOtpService({ db, sms, counters, secret, now, log, resendCooldownMs = OTP_LIMITS.resendCooldownMs }: OtpServiceOptions) {
  const hmac = (phone: string, code: string) => createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');
  const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

  async function enforceSendLimits(phone: string, ip: string) {
    const wait = await counters.claim(`sms:cooldown:${phone}`, resendCooldownMs);
    if (wait > 0) throw new ApiError('smsCooldown', { retryAfterSeconds: Math.ceil(wait / 1000) });
    const perPhone = await counters.hit(`sms:phone:${phone}`, HOUR_MS);
    const perIp = await counters.hit(`sms:ip:${clientKey(ip)}`, HOUR_MS);
    const over = [perPhone.count > OTP_LIMITS.perPhonePerHour ? perPhone : null, perIp.count > OTP_LIMITS.perIpPerHour ? perIp : null].filter(Boolean);
    if (over.length > 0) {
      // The send did not happen, so the one-minute lock must not hold the person back further.
      await counters.release(`sms:cooldown:${phone}`);
      const retryMs = Math.max(...over.map((o) => o!.resetInMs));
      throw new ApiError('smsHourlyLimit', { retryAfterSeconds: Math.ceil(retryMs / 1000) });
    }
  }

  return {
    async requestCode(phone: string, ip: string, locale: Locale): Promise<void> {
      await enforceSendLimits(phone, ip);
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      const createdMs = now();
      try {
        await sms.sendVerificationCode({ phoneE164: phone, code, locale });
      } catch (error) {
        await counters.release(`sms:cooldown:${phone}`);
        log?.warn({ err: error, driver: sms.name }, 'SMS delivery failed');
        throw new ApiError('smsSendFailed', { cause: error instanceof SmsDeliveryError ? error : undefined });
      }
      await db.transaction(async (tx) => {
        // Only the newest code is live.
        await tx.update(smsCodes).set({ closedAt: new Date(createdMs) }).where(and(eq(smsCodes.phoneE164, phone), isNull(smsCodes.closedAt)));
        await tx.insert(smsCodes).values({
          phoneE164: phone,
          codeHmac: hmac(phone, code),
          createdAt: new Date(createdMs),
          expiresAt: new Date(createdMs + OTP_LIMITS.codeLifetimeMs),
        });
      });
    },

    /** Checks a code; returns a single-use SMS token. 10004 when no live code, 20001 when wrong. */
    async verifyCode(phone: string, code: string): Promise<string> {
      const nowMs = now();
      const [live] = await db
        .select()
        .from(smsCodes)
        .where(and(eq(smsCodes.phoneE164, phone), isNull(smsCodes.closedAt), gt(smsCodes.expiresAt, new Date(nowMs))))
        .orderBy(desc(smsCodes.createdAt))
        .limit(1);
      if (!live) throw new ApiError('codeNotRequested');

      const expected = Buffer.from(live.codeHmac, 'hex');
      const given = Buffer.from(hmac(phone, code.trim()), 'hex');
      if (!timingSafeEqual(expected, given)) {
        // Count the miss atomically; the fifth closes the code.
        await db
          .update(smsCodes)
          .set({
            failedAttempts: sql`${smsCodes.failedAttempts} + 1`,
            closedAt: sql`case when ${smsCodes.failedAttempts} + 1 >= ${OTP_LIMITS.maxFailedAttempts} then ${new Date(nowMs).toISOString()}::timestamptz else null end`,
          })
          .where(eq(smsCodes.id, live.id));
        throw new ApiError('codeIncorrect');
      }
      // Close it; if a concurrent verify already did, this one loses.
      const closed = await db
        .update(smsCodes)
        .set({ closedAt: new Date(nowMs) })
        .where(and(eq(smsCodes.id, live.id), isNull(smsCodes.closedAt)))
        .returning({ id: smsCodes.id });
      if (closed.length === 0) throw new ApiError('codeNotRequested');

      const token = randomBytes(32).toString('base64url');
      await db.insert(smsTokens).values({ tokenHash: tokenHash(token), phoneE164: phone, expiresAt: new Date(nowMs + OTP_LIMITS.smsTokenLifetimeMs) });
      return token;
    },

    /** Consumes an SMS token for this phone; 101104 when forged, used, expired or for another phone. */
    async consumeSmsToken(phone: string, token: string): Promise<void> {
      const nowMs = now();
      const used = await db
        .update(smsTokens)
        .set({ usedAt: new Date(nowMs) })
        .where(and(eq(smsTokens.tokenHash, tokenHash(token)), eq(smsTokens.phoneE164, phone), isNull(smsTokens.usedAt), gt(smsTokens.expiresAt, new Date(nowMs))))
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
