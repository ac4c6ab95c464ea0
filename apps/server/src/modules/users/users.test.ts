import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.js';

const t = await createTestApp();

describe('GET /api/v2/users', () => {
  it('finds members by nickname, never the searcher, and matches % literally', async () => {
    const a = await t.loginWithPhone('13600136001');
    const b = await t.loginWithPhone('13600136002');
    const c = await t.loginWithPhone('13600136003');
    await t.post('/api/v2/me/profile', { nickname: '绣娘小荷' }, { token: a.token });
    await t.post('/api/v2/me/profile', { nickname: '小荷 100%' }, { token: b.token });
    await t.post('/api/v2/me/profile', { nickname: 'Lantern' }, { token: c.token });
    const found = await t.get(`/api/v2/users?nickname=${encodeURIComponent('小荷')}`, { token: c.token });
    expect(found.statusCode).toBe(200);
    expect(
      found
        .json()
        .data.content.map((u: { user_id: string }) => u.user_id)
        .sort(),
    ).toEqual([a.userId, b.userId].sort());
    const self = await t.get(`/api/v2/users?nickname=${encodeURIComponent('小荷')}`, { token: a.token });
    expect(self.json().data.content.map((u: { user_id: string }) => u.user_id)).toEqual([b.userId]);
    const percent = await t.get(`/api/v2/users?nickname=${encodeURIComponent('%')}`, { token: c.token });
    expect(percent.json().data.content.map((u: { user_id: string }) => u.user_id)).toEqual([b.userId]);
  });

  it('fetches one member by user_id, nobody for an unknown id, and refuses both or neither', async () => {
    const a = await t.loginWithPhone('13600136005');
    await t.post('/api/v2/me/profile', { nickname: 'Mask maker' }, { token: a.token });
    const b = await t.loginWithPhone('13600136006');
    const one = await t.get(`/api/v2/users?user_id=${a.userId}`, { token: b.token });
    expect(one.json().data.content).toEqual([{ user_id: a.userId, im_user_id: a.userId, nickname: 'Mask maker', avatar: null }]);
    expect((await t.get('/api/v2/users?user_id=99999999999', { token: b.token })).json().data.content).toEqual([]);
    expect((await t.get(`/api/v2/users?user_id=${'9'.repeat(30)}`, { token: b.token })).statusCode).toBe(400);
    expect((await t.get(`/api/v2/users?user_id=${a.userId}&nickname=x`, { token: b.token })).statusCode).toBe(400);
    expect((await t.get('/api/v2/users', { token: b.token })).statusCode).toBe(400);
  });

  it('needs a member session and a nickname', async () => {
    expect((await t.get('/api/v2/users?nickname=x')).statusCode).toBe(401);
    const a = await t.loginWithPhone('13600136004');
    expect((await t.get('/api/v2/users?nickname=', { token: a.token })).statusCode).toBe(400);
    expect((await t.get('/api/v2/users?nickname=a%00b', { token: a.token })).statusCode).toBe(400);
  });
});
