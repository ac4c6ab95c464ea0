import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, phonePayload } from '../../test/helper.js';
import { OTP_LIMITS } from './otp-service.js';

const t = await createTestApp({ env: { ACCESS_TOKEN_TTL: '3600' } });
const ME = '/api/v2/me';

let counter = 0;
/** A fresh valid mainland mobile number per test, so limits of one test do not touch another. */
function newNumber(): string {
  counter += 1;
  return `139${String(10_000_000 + counter * 7919).slice(-8)}`;
}

async function requestCode(national: string, remoteAddress?: string) {
  return t.post('/api/v2/verifycode/request', { phone: phonePayload(national) }, remoteAddress ? { remoteAddress } : {});
}
async function latestCode(national: string): Promise<string> {
  const res = await t.get(`/dev/sms-outbox?phone=%2B86${national}`);
  return res.json().data[0].code;
}
async function verify(national: string, code: string) {
  return t.post('/api/v1/verifycode/verify', { phone: phonePayload(national), code });
}
function wrong(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe('requesting a code', () => {
  it('sends a 6-digit code for a valid number and answers result 1', async () => {
    const n = newNumber();
    const res = await requestCode(n);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 1, code: 200, data: null });
    expect(await latestCode(n)).toMatch(/^\d{6}$/);
    const outbox = await t.get(`/dev/sms-outbox?phone=%2B86${n}`);
    expect(outbox.json().data[0].text).toContain('expires in 5 minutes');
  });

  it.each([
    ['too short', { number: '+86123', country_prefix: '86', national_number: '123' }],
    ['not a mobile range', { number: '+8610000000000', country_prefix: '86', national_number: '10000000000' }],
    ['number disagreeing with its parts', { number: '+8613800138001', country_prefix: '86', national_number: '13800138000' }],
  ])('answers 10001 for a number that is %s', async (_label, phone) => {
    const res = await t.post('/api/v2/verifycode/request', { phone }, { locale: 'zh-CN' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ result: 10001, code: 10001, errmsg: '请输入有效的手机号码。' });
  });

  it('accepts valid numbers of other countries', async () => {
    const res = await t.post('/api/v2/verifycode/request', { phone: { country_prefix: '852', national_number: '91234567' } });
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

  it('allows at most 10 sends per phone per hour', async () => {
    const n = newNumber();
    for (let i = 0; i < OTP_LIMITS.perPhonePerHour; i++) {
      expect((await requestCode(n)).statusCode).toBe(200);
      t.clock.advance(61_000);
    }
    const over = await requestCode(n, '10.0.0.9');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ result: 42903, errmsg: 'Too many codes were requested. Please try again later.' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(3_600_000);
    expect((await requestCode(n)).statusCode).toBe(200);
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

describe('verifying a code', () => {
  it('answers 10004 when no code was requested', async () => {
    const res = await verify(newNumber(), '123456');
    expect(res.json()).toEqual({ result: 10004, code: 10004, errmsg: 'Please Click SendCode.' });
  });

  it('answers 20001 for a wrong code and accepts the right one afterwards', async () => {
    const n = newNumber();
    await requestCode(n);
    const code = await latestCode(n);
    expect((await verify(n, wrong(code))).json()).toMatchObject({ result: 20001, errmsg: 'The code you entered is incorrect. Please try again.' });
    const ok = await verify(n, code);
    expect(ok.json().result).toBe(1);
    expect(ok.json().data).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it('closes the code after 5 wrong tries', async () => {
    const n = newNumber();
    await requestCode(n);
    const code = await latestCode(n);
    for (let i = 0; i < OTP_LIMITS.maxFailedAttempts; i++) expect((await verify(n, wrong(code))).json().result).toBe(20001);
    expect((await verify(n, code)).json().result).toBe(10004);
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
    const rows = await t.database.db.execute<{ code_hmac: string }>(sql`select code_hmac from sms_codes where phone_e164 = ${`+86${n}`}`);
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
    expect(first.json()).toMatchObject({ result: 1, data: { token: expect.stringMatching(/^ey/), user_id: expect.stringMatching(/^\d+$/) } });
    t.clock.advance(61_000);
    const second = await login(n, await smsToken(n));
    expect(second.json().data.user_id).toBe(first.json().data.user_id);
    const me = await t.get(ME, { token: second.json().data.token });
    expect(me.json().data).toMatchObject({ isguest: false, user_id: first.json().data.user_id });
  });

  it.each([
    ['forged', async () => 'forged-token-forged-token-forged-token-123'],
    ['already used', async (n: string) => {
      const token = await smsToken(n);
      expect((await login(n, token)).statusCode).toBe(200);
      return token;
    }],
    ['expired', async (n: string) => {
      const token = await smsToken(n);
      t.clock.advance(OTP_LIMITS.smsTokenLifetimeMs);
      return token;
    }],
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
