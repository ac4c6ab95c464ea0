import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMemoryCounterStore } from '../../lib/rate-limit/memory-store.js';
import { createTestApp, phonePayload } from '../../test/helper.js';
import { OTP_LIMITS } from './otp-service.js';
import { createPowService, POW_LIMITS } from './pow-service.js';

const t = await createTestApp({ env: { ACCESS_TOKEN_TTL: '3600' } });
const ME = '/api/v2/me';

let counter = 0;
/** A fresh valid mainland mobile number per test, so limits of one test do not touch another. */
function newNumber(): string {
  counter += 1;
  return `139${String(10_000_000 + counter * 7919).slice(-8)}`;
}

async function requestCode(national: string, remoteAddress?: string) {
  const altcha = await t.solvedPow(remoteAddress ? { remoteAddress } : {});
  return t.post('/api/v2/verifycode/request', { phone: phonePayload(national), altcha }, remoteAddress ? { remoteAddress } : {});
}
async function latestCode(national: string): Promise<string> {
  const res = await t.get(`/dev/sms-outbox?phone=%2B86${national}`);
  return res.json().data[0].code;
}
/** Each verify from its own address unless told, so the per-client limit stays out of the way. */
let addresses = 0;
function newAddress(): string {
  addresses += 1;
  return `198.18.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}
async function verify(national: string, code: string, remoteAddress = newAddress()) {
  return t.post('/api/v1/verifycode/verify', { phone: phonePayload(national), code }, { remoteAddress });
}
function wrong(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe('requesting a code', () => {
  it('sends a 6-digit code for a valid number and answers result 1', async () => {
    const n = newNumber();
    const res = await requestCode(n);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 1, code: 200, data: { resend_in: 60 } });
    expect(await latestCode(n)).toMatch(/^\d{6}$/);
    const outbox = await t.get(`/dev/sms-outbox?phone=%2B86${n}`);
    expect(outbox.json().data[0].text).toContain('expires in 5 minutes');
  });

  it.each([
    ['too short', { number: '+86123', country_prefix: '86', national_number: '123' }],
    ['not a mobile range', { number: '+8610000000000', country_prefix: '86', national_number: '10000000000' }],
    ['number disagreeing with its parts', { number: '+8613800138001', country_prefix: '86', national_number: '13800138000' }],
  ])('answers 10001 for a number that is %s', async (_label, phone) => {
    const res = await t.post('/api/v2/verifycode/request', { phone, altcha: await t.solvedPow() }, { locale: 'zh-CN' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ result: 10001, code: 10001, errmsg: '请输入有效的手机号码。' });
  });

  it('accepts valid numbers of other countries', async () => {
    const res = await t.post('/api/v2/verifycode/request', {
      phone: { country_prefix: '852', national_number: '91234567' },
      altcha: await t.solvedPow(),
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers the same for a phone with and without an account', async () => {
    const known = newNumber();
    await t.loginWithPhone(known);
    const a = await requestCode(known);
    const b = await requestCode(newNumber());
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.body).toBe(b.body);
  });
});

describe('send limits', () => {
  it('allows one send per phone per 60 s and says when to retry', async () => {
    const n = newNumber();
    expect((await requestCode(n)).statusCode).toBe(200);
    t.clock.advance(20_000);
    const again = await requestCode(n);
    expect(again.statusCode).toBe(429);
    expect(again.json().result).toBe(42902);
    expect(again.headers['retry-after']).toBe('40');
    t.clock.advance(40_000);
    expect((await requestCode(n)).statusCode).toBe(200);
  });

  it('makes a phone wait longer after each send (60 s, 2, 5, 15, 60 minutes) instead of a cap anyone can spend', async () => {
    const n = newNumber();
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const sent = await requestCode(n, newAddress());
      expect(sent.statusCode).toBe(200);
      const wait = sent.json().data.resend_in as number;
      waits.push(wait);
      // Just before the wait is over the phone is refused, with the real wait, localised.
      t.clock.advance((wait - 1) * 1000);
      const early = await t.post(
        '/api/v2/verifycode/request',
        { phone: phonePayload(n), altcha: await t.solvedPow() },
        { locale: 'zh-TW', remoteAddress: newAddress() },
      );
      expect(early.statusCode).toBe(429);
      expect(early.json()).toMatchObject({ result: 42902, errmsg: '驗證碼剛剛已發送至該號碼，請稍後再獲取。' });
      expect(early.headers['retry-after']).toBe('1');
      t.clock.advance(1000);
    }
    // Ten sends an hour were once allowed forever; now the seventh waits an hour.
    expect(waits).toEqual([60, 120, 300, 900, 3600, 3600, 3600]);
    // Two quiet hours and the phone starts again from 60 s.
    t.clock.advance(2 * 3_600_000 + 3_600_000);
    expect((await requestCode(n)).json().data.resend_in).toBe(60);
  });

  it('starts the climb again once the owner has logged in', async () => {
    const n = newNumber();
    for (let i = 0; i < 3; i++) {
      const wait = (await requestCode(n)).json().data.resend_in as number;
      t.clock.advance(wait * 1000);
    }
    await requestCode(n);
    expect((await verify(n, await latestCode(n))).json().result).toBe(1);
    t.clock.advance(900_000);
    expect((await requestCode(n)).json().data.resend_in).toBe(60);
  });

  it('allows at most 30 sends per IP per hour across phones', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < OTP_LIMITS.perIpPerHour; i++) expect((await requestCode(newNumber(), ip)).statusCode).toBe(200);
    const over = await requestCode(newNumber(), ip);
    expect(over.json().result).toBe(42903);
    expect((await requestCode(newNumber(), '203.0.113.8')).statusCode).toBe(200);
    t.clock.advance(3_600_001);
  });
});

describe('proof of work before a send', () => {
  const send = (altcha: string | undefined, locale?: 'zh-CN') =>
    t.post(
      '/api/v2/verifycode/request',
      { phone: phonePayload(newNumber()), ...(altcha === undefined ? {} : { altcha }) },
      locale ? { locale } : {},
    );

  it('answers a signed ALTCHA v2 challenge that is cheap in tests', async () => {
    const res = await t.get('/api/v2/verifycode/challenge');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toMatchObject({
      parameters: { algorithm: 'PBKDF2/SHA-256', cost: 1, keySignature: expect.any(String) },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('refuses a request without a solution (40005, localised)', async () => {
    const res = await send(undefined, 'zh-CN');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ result: 40005, code: 40005, errmsg: '安全验证缺失、已过期或已使用，请重试。' });
  });

  it.each([
    ['not base64 JSON', async () => '%%%not-a-payload'],
    [
      'a wrong solution',
      async () => {
        const payload = JSON.parse(Buffer.from(await t.solvedPow(), 'base64').toString());
        payload.solution.counter += 1;
        payload.solution.derivedKey = payload.solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0'));
        return Buffer.from(JSON.stringify(payload)).toString('base64');
      },
    ],
    [
      'a challenge with easier parameters',
      async () => {
        const payload = JSON.parse(Buffer.from(await t.solvedPow(), 'base64').toString());
        payload.challenge.parameters.keyPrefix = '00';
        return Buffer.from(JSON.stringify(payload)).toString('base64');
      },
    ],
    [
      'a challenge signed with another key',
      async () => {
        const other = createPowService({
          hmacKey: 'another-altcha-key-another-altcha-key',
          cost: 1,
          maxCounter: 20,
          counters: createMemoryCounterStore(t.clock.now),
          now: t.clock.now,
        });
        const challenge = await other.issue('203.0.113.1');
        const solution = await solveChallenge({ challenge, deriveKey });
        return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
      },
    ],
    [
      'odd types',
      async () =>
        Buffer.from(JSON.stringify({ challenge: { parameters: { nonce: 1 }, signature: [] }, solution: 'x' })).toString('base64'),
    ],
  ])('refuses %s (40005)', async (_label, make) => {
    const res = await send(await make());
    expect(res.statusCode).toBe(400);
    expect(res.json().result).toBe(40005);
  });

  it('refuses an expired solution', async () => {
    const altcha = await t.solvedPow();
    t.clock.advance(POW_LIMITS.challengeLifetimeMs);
    expect((await send(altcha)).json().result).toBe(40005);
  });

  it('accepts a solution once: a replay is refused, even for another phone', async () => {
    const altcha = await t.solvedPow();
    expect((await send(altcha)).statusCode).toBe(200);
    const replay = await send(altcha);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().result).toBe(40005);
  });

  it('limits challenges per client address', async () => {
    const ip = '203.0.113.90';
    for (let i = 0; i < POW_LIMITS.challengesPerClient.max; i++)
      expect((await t.app.inject({ method: 'GET', url: '/api/v2/verifycode/challenge', remoteAddress: ip })).statusCode).toBe(
        200,
      );
    const over = await t.app.inject({ method: 'GET', url: '/api/v2/verifycode/challenge', remoteAddress: ip });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(POW_LIMITS.challengesPerClient.windowMs);
  });

  it('takes the per-address limit from ALTCHA_CHALLENGES_PER_ADDRESS', async () => {
    // Closed when the test ends (test/helper.ts).
    const small = await createTestApp({ env: { ALTCHA_CHALLENGES_PER_ADDRESS: '2' } });
    const ask = () => small.app.inject({ method: 'GET', url: '/api/v2/verifycode/challenge', remoteAddress: '203.0.113.91' });
    expect([(await ask()).statusCode, (await ask()).statusCode, (await ask()).statusCode]).toEqual([200, 200, 429]);
  });
});

describe('verifying a code', () => {
  it('answers 10004 when no code was requested', async () => {
    const res = await verify(newNumber(), '123456');
    expect(res.json()).toEqual({ result: 10004, code: 10004, errmsg: 'Please Click SendCode.' });
  });

  it('answers 20001 for a wrong code and accepts the right one afterwards', async () => {
    const n = newNumber();
    await requestCode(n);
    const code = await latestCode(n);
    expect((await verify(n, wrong(code))).json()).toMatchObject({
      result: 20001,
      errmsg: 'The code you entered is incorrect. Please try again.',
    });
    const ok = await verify(n, code);
    expect(ok.json().result).toBe(1);
    expect(ok.json().data).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('closes the code after 5 wrong tries', async () => {
    const n = newNumber();
    await requestCode(n);
    const code = await latestCode(n);
    for (let i = 0; i < OTP_LIMITS.maxGuessesPerCode; i++) expect((await verify(n, wrong(code))).json().result).toBe(20001);
    expect((await verify(n, code)).json().result).toBe(10004);
  });

  it('lets one client address spend only 3 of a code’s 5 guesses, so a stranger cannot close the owner’s code', async () => {
    const n = newNumber();
    await requestCode(n);
    const code = await latestCode(n);
    const stranger = '203.0.113.66';
    for (let i = 0; i < OTP_LIMITS.maxGuessesPerClientPerCode; i++)
      expect((await verify(n, wrong(code), stranger)).json().result).toBe(20001);
    expect((await verify(n, wrong(code), stranger)).json().result).toBe(10004);
    expect((await verify(n, wrong(code), stranger)).json().result).toBe(10004);
    // The owner, from their own address, still gets in.
    expect((await verify(n, code, '198.51.100.200')).json().result).toBe(1);
  });

  it('limits verify calls per client address (42901 with Retry-After)', async () => {
    const ip = '203.0.113.44';
    for (let i = 0; i < OTP_LIMITS.verifyPerClient.max; i++)
      expect((await verify(newNumber(), '123456', ip)).json().result).toBe(10004);
    const over = await t.post(
      '/api/v1/verifycode/verify',
      { phone: phonePayload(newNumber()), code: '123456' },
      { remoteAddress: ip, locale: 'zh-CN' },
    );
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ result: 42901, code: 42901, errmsg: '操作过于频繁，请稍后再试。' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await verify(newNumber(), '123456')).json().result).toBe(10004);
    t.clock.advance(OTP_LIMITS.verifyPerClient.windowMs);
    expect((await verify(newNumber(), '123456', ip)).json().result).toBe(10004);
  });

  it('limits verify calls per phone across addresses (42901 with Retry-After)', async () => {
    const n = newNumber();
    for (let i = 0; i < OTP_LIMITS.verifyPerPhone.max; i++) expect((await verify(n, '123456')).json().result).toBe(10004);
    const over = await verify(n, '123456');
    expect(over.statusCode).toBe(429);
    expect(over.json().result).toBe(42901);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await verify(newNumber(), '123456')).json().result).toBe(10004);
    t.clock.advance(OTP_LIMITS.verifyPerPhone.windowMs);
  });

  it('expires a code after 5 minutes', async () => {
    const n = newNumber();
    await requestCode(n);
    const code = await latestCode(n);
    t.clock.advance(OTP_LIMITS.codeLifetimeMs);
    expect((await verify(n, code)).json().result).toBe(10004);
  });

  it('accepts a code once', async () => {
    const n = newNumber();
    await requestCode(n);
    const code = await latestCode(n);
    expect((await verify(n, code)).json().result).toBe(1);
    expect((await verify(n, code)).json().result).toBe(10004);
  });

  it('keeps only the newest code live', async () => {
    const n = newNumber();
    await requestCode(n);
    const first = await latestCode(n);
    t.clock.advance(61_000);
    await requestCode(n);
    const second = await latestCode(n);
    if (first !== second) expect((await verify(n, first)).json().result).toBe(20001);
    expect((await verify(n, second)).json().result).toBe(1);
  });

  it('never stores the code itself', async () => {
    const n = newNumber();
    await requestCode(n);
    const code = await latestCode(n);
    const rows = await t.database.db.execute<{ code_hmac: string }>(
      sql`select code_hmac from sms_codes where phone_e164 = ${`+86${n}`}`,
    );
    const hmacs = ('rows' in rows ? rows.rows : rows) as Array<{ code_hmac: string }>;
    expect(hmacs[0]!.code_hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(hmacs[0]!.code_hmac).not.toContain(code);
  });
});

describe('logging in with the SMS token', () => {
  async function smsToken(n: string) {
    await requestCode(n);
    return (await verify(n, await latestCode(n))).json().data as string;
  }
  const login = (n: string, code: string) => t.post('/api/v5/auth/sms/login', { phone: phonePayload(n), code });

  it('creates the account on first login and finds it on the next', async () => {
    const n = newNumber();
    const first = await login(n, await smsToken(n));
    expect(first.json()).toMatchObject({
      result: 1,
      data: { token: expect.stringMatching(/^ey/), user_id: expect.stringMatching(/^\d+$/) },
    });
    t.clock.advance(61_000);
    const second = await login(n, await smsToken(n));
    expect(second.json().data.user_id).toBe(first.json().data.user_id);
    const me = await t.get(ME, { token: second.json().data.token });
    expect(me.json().data).toMatchObject({ isguest: false, user_id: first.json().data.user_id });
  });

  it.each([
    ['forged', async () => 'forged-token-forged-token-forged-token-123'],
    [
      'already used',
      async (n: string) => {
        const token = await smsToken(n);
        expect((await login(n, token)).statusCode).toBe(200);
        return token;
      },
    ],
    [
      'expired',
      async (n: string) => {
        const token = await smsToken(n);
        t.clock.advance(OTP_LIMITS.smsTokenLifetimeMs);
        return token;
      },
    ],
  ])('answers 101104 for a %s SMS token', async (_label, make) => {
    const n = newNumber();
    const token = await make(n);
    const res = await login(n, token);
    expect(res.json()).toEqual({ result: 101104, code: 101104, errmsg: 'SMS token is illegal.' });
  });

  it('answers 101104 for a token issued to another phone', async () => {
    const a = newNumber();
    const token = await smsToken(a);
    expect((await login(newNumber(), token)).json().result).toBe(101104);
  });
});

describe('sessions', () => {
  it('keeps one active session per account: the older one answers 101105', async () => {
    const n = newNumber();
    const first = await t.loginWithPhone(n);
    const second = await t.loginWithPhone(n);
    expect((await t.get(ME, { token: second.token })).statusCode).toBe(200);
    const old = await t.get(ME, { token: first.token, locale: 'zh-CN' });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ result: 101105, code: 101105, errmsg: '您的账号已在其他设备登录。' });
  });

  it('expires a session after ACCESS_TOKEN_TTL (101102)', async () => {
    const { token } = await t.loginWithPhone(newNumber());
    t.clock.advance(3600 * 1000);
    expect((await t.get(ME, { token })).json().result).toBe(101102);
  });

  it('revokes the session on logout (101101 afterwards)', async () => {
    const { token } = await t.loginWithPhone(newNumber());
    expect((await t.post('/api/v5/auth/logout', {}, { token })).json().result).toBe(1);
    expect((await t.get(ME, { token })).json()).toMatchObject({ result: 101101, errmsg: 'Illegal token.' });
  });

  it('answers 101101 for a malformed authorization header', async () => {
    const res = await t.get(ME, { headers: { authorization: 'Token abc' } });
    expect(res.json().result).toBe(101101);
  });
});
