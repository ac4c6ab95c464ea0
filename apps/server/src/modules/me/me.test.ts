import { describe, expect, it } from 'vitest';
import { CANCELLATION_COOLING_OFF_MS } from '@culture/protocol';
import type { PrivacyJobs } from '../../app/sweeps.js';
import { createTestApp, phonePayload } from '../../test/helper.js';

const t = await createTestApp();
/** The deletion happens when the cooling-off ends (docs/privacy.md, "Cancelling an account"). */
async function afterCoolingOff() {
  t.clock.advance(CANCELLATION_COOLING_OFF_MS);
  await (t.app as unknown as { privacy: PrivacyJobs }).privacy.cancellations.completeDue();
}

// 1×1 PNG and a 1×1 WebP (real files, so type sniffing sees real signatures).
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const WEBP = 'UklGRiQAAABXRUJQVlA4IBgAAAAwAQCdASoBAAEAAwA0JaQAA3AA/vuUAAA=';

describe('GET /api/v2/me', () => {
  it('describes a guest', async () => {
    const token = await t.guestToken();
    const res = await t.get('/api/v2/me', { token, locale: 'zh-CN' });
    expect(res.json().data).toMatchObject({
      isguest: true,
      first_name: '游客',
      gender: 'female',
      telephone: null,
      user_wallets: [],
      wallet_address: null,
    });
  });

  it('describes a phone user with the fields of spec §3, phone masked', async () => {
    const { token, userId } = await t.loginWithPhone('13800138000');
    const res = await t.get('/api/v2/me', { token });
    expect(res.json().data).toEqual({
      user_id: userId,
      isguest: false,
      first_name: 'Member 8000',
      gender: 'female',
      avatar: null,
      telephone: '+86 138****8000',
      user_wallets: [],
      wallet_address: null,
      // The messaging token: "<user id>.<login session id>.<expiry>.<signature>".
      im_user_token: expect.stringMatching(new RegExp(`^${userId}\\.[0-9a-f-]{36}\\.\\d+\\.[A-Za-z0-9_-]{43}$`)),
      im_user_id: userId,
      // The world avatar: no dress chosen, no model uploaded yet.
      vr_dress_id: null,
      vr_user_model: null,
      wechat: null,
    });
  });
});

describe('POST /api/v2/me/profile', () => {
  it('edits nickname and gender', async () => {
    const { token } = await t.loginWithPhone('13800138001');
    const res = await t.post('/api/v2/me/profile', { nickname: '  绣娘小荷 ', gender: 'male' }, { token });
    expect(res.json().data).toMatchObject({ first_name: '绣娘小荷', gender: 'male' });
  });

  it('stores an avatar and serves it back with its type', async () => {
    const { token, userId } = await t.loginWithPhone('13800138002');
    const res = await t.post('/api/v2/me/profile', { avatar: `data:image/png;base64,${PNG}` }, { token });
    const url = res.json().data.avatar as string;
    expect(url).toMatch(new RegExp(`^/api/v2/users/${userId}/avatar\\?v=[0-9a-f]{16}$`));
    const image = await t.get(url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);
    const webp = await t.post('/api/v2/me/profile', { avatar: `data:image/webp;base64,${WEBP}` }, { token });
    expect(webp.json().data.avatar).not.toBe(url);
  });

  it.each([
    ['a type that is not allowed', `data:image/gif;base64,R0lGODlhAQABAAAAACw=`],
    [
      'bytes that are not the declared type',
      `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`,
    ],
    ['a JPEG label on PNG bytes', `data:image/jpeg;base64,${PNG}`],
    [
      'a PNG magic number followed by garbage',
      `data:image/png;base64,${Buffer.concat([Buffer.from(PNG, 'base64').subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]).toString('base64')}`,
    ],
    ['a truncated PNG', `data:image/png;base64,${Buffer.from(PNG, 'base64').subarray(0, 40).toString('base64')}`],
    [
      'a WebP whose RIFF header is followed by garbage',
      `data:image/webp;base64,${Buffer.concat([Buffer.from(WEBP, 'base64').subarray(0, 12), Buffer.alloc(32, 0x41)]).toString('base64')}`,
    ],
    [
      'an image over 1 MB',
      `data:image/png;base64,${Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(1024 * 1024)]).toString('base64')}`,
    ],
  ])('refuses %s with 40004 and keeps the old avatar', async (_label, avatar) => {
    const { token } = await t.loginWithPhone('13800138003');
    const before = (await t.post('/api/v2/me/profile', { avatar: `data:image/png;base64,${PNG}` }, { token })).json().data.avatar;
    const res = await t.post('/api/v2/me/profile', { avatar }, { token });
    expect(res.statusCode).toBe(400);
    expect([40004, 40002]).toContain(res.json().result);
    expect((await t.get('/api/v2/me', { token })).json().data.avatar).toBe(before);
  });

  it('strips bidi overrides, directional marks and control characters from a nickname, keeping emoji and CJK', async () => {
    const { token } = await t.loginWithPhone('13800138008');
    const res = await t.post(
      '/api/v2/me/profile',
      { nickname: '\u202e绣娘\u2066🏮\u2069\u200f\u0000 Lantern\u0007\u061c ' },
      { token },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.first_name).toBe('绣娘🏮 Lantern');
    expect((await t.get('/api/v2/me', { token })).json().data.first_name).toBe('绣娘🏮 Lantern');
  });

  it('counts a nickname in characters, so 24 emoji fit', async () => {
    const { token } = await t.loginWithPhone('13800138009');
    const res = await t.post('/api/v2/me/profile', { nickname: '🏮'.repeat(24) }, { token });
    expect(res.json().data.first_name).toBe('🏮'.repeat(24));
  });

  it('refuses an empty or too long nickname and an unknown gender', async () => {
    const { token } = await t.loginWithPhone('13800138004');
    for (const body of [
      { nickname: '   ' },
      { nickname: '\u202e\u0000\u200f' },
      { nickname: 'x'.repeat(25) },
      { gender: 'robot' },
      {},
    ]) {
      const res = await t.post('/api/v2/me/profile', body, { token });
      expect(res.statusCode).toBe(400);
      expect(res.json().result).toBe(40002);
    }
  });

  it('is for logged-in users only', async () => {
    const res = await t.post('/api/v2/me/profile', { nickname: 'x' }, { token: await t.guestToken() });
    expect(res.json().result).toBe(40101);
  });
});

describe('POST /h5/world/wechat/saveUser', () => {
  it('answers the nickname', async () => {
    const { token } = await t.loginWithPhone('13800138005');
    await t.post('/api/v2/me/profile', { nickname: 'Lantern' }, { token });
    const res = await t.post('/h5/world/wechat/saveUser', { userId: '1', openId: 'o-abc', telephone: '13800138005' }, { token });
    expect(res.json()).toEqual({ result: 1, code: 200, data: { nickName: 'Lantern' } });
  });
});

describe('POST /api/v2/me/delete', () => {
  it('ends every session at once; after the cooling-off the account is gone and a new login starts an empty one', async () => {
    const phone = '13800138006';
    const first = await t.loginWithPhone(phone);
    await t.post('/api/v2/me/profile', { nickname: 'Gone soon', avatar: `data:image/png;base64,${PNG}` }, { token: first.token });
    const avatarUrl = (await t.get('/api/v2/me', { token: first.token })).json().data.avatar;
    expect((await t.post('/api/v2/me/delete', {}, { token: first.token })).json().result).toBe(1);
    expect((await t.get('/api/v2/me', { token: first.token })).json().result).toBe(101101);
    await afterCoolingOff();
    expect((await t.get(avatarUrl)).statusCode).toBe(404);
    expect((await t.get(`/dev/sms-outbox?phone=%2B86${phone}`)).json().data).toEqual([]);
    const again = await t.loginWithPhone(phone);
    expect(again.userId).not.toBe(first.userId);
    expect((await t.get('/api/v2/me', { token: again.token })).json().data).toMatchObject({
      first_name: 'Member 8006',
      avatar: null,
    });
  });

  it('answers 10004 for the old code of a deleted account', async () => {
    const phone = '13800138007';
    const { token } = await t.loginWithPhone(phone);
    await t.post('/api/v2/verifycode/request', { phone: phonePayload(phone), altcha: await t.solvedPow() });
    await t.post('/api/v2/me/delete', {}, { token });
    await afterCoolingOff();
    expect((await t.post('/api/v1/verifycode/verify', { phone: phonePayload(phone), code: '000000' })).json().result).toBe(10004);
  });
});
