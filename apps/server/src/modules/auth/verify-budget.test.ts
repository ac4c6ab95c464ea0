/**
 * The failed-guess budget under concurrency. Run on PGlite and on PostgreSQL (the server-postgres
 * project), where parallel verifies really overlap: before the budget was taken in one conditional
 * UPDATE, up to 299 guesses were compared against one code.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, phonePayload } from '../../test/helper.js';
import { OTP_LIMITS } from './otp-service.js';

const t = await createTestApp();
const GUESSES = 30; // under the per-phone verify limit, so only the budget can stop them

function wrong(code: string, i: number): string {
  return String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
}

describe('the guess budget under parallel guesses', () => {
  it.each([1, 2, 3, 4, 5])('compares at most 5 of 30 simultaneous guesses against one code (round %i)', async (round) => {
    const national = `1370000${String(1000 + round)}`;
    const phone = phonePayload(national);
    const sent = await t.post('/api/v2/verifycode/request', { phone, altcha: await t.solvedPow() });
    expect(sent.statusCode).toBe(200);
    const code = (await t.get(`/dev/sms-outbox?phone=%2B86${national}`)).json().data[0].code as string;

    // Many wrong guesses and the right one, all at once, each from its own address.
    const guesses = Array.from({ length: GUESSES }, (_, i) => (i === round * 5 ? code : wrong(code, i)));
    const answers = await Promise.all(
      guesses.map((guess, i) =>
        t.post('/api/v1/verifycode/verify', { phone, code: guess }, { remoteAddress: `198.19.${round}.${i + 1}` }),
      ),
    );
    const results = answers.map((a) => a.json().result as number);
    const compared = results.filter((r) => r === 20001 || r === 1).length;
    expect(results.every((r) => r === 1 || r === 20001 || r === 10004)).toBe(true);
    expect(compared).toBeLessThanOrEqual(OTP_LIMITS.maxGuessesPerCode);
    expect(results.filter((r) => r === 1).length).toBeLessThanOrEqual(1);

    const rows = await t.database.db.execute<{ failed_attempts: number }>(
      sql`select failed_attempts from sms_codes where phone_e164 = ${`+86${national}`}`,
    );
    const counted = ('rows' in rows ? rows.rows : rows) as Array<{ failed_attempts: number }>;
    expect(counted[0]!.failed_attempts).toBeLessThanOrEqual(OTP_LIMITS.maxGuessesPerCode);
    t.clock.advance(OTP_LIMITS.verifyPerPhone.windowMs);
  });
});
