import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@culture/protocol';
import { seedDemoContent } from '../../db/seed/seed.js';
import { createTestApp } from '../../test/helper.js';

const t = await createTestApp();

describe('demo badge events', () => {
  it('gives a fresh install the lantern badge (in the app, limited) and the venue check-in badge, once', async () => {
    expect((await seedDemoContent(t.database.db)).badgeEvents).toBe(2);
    expect((await seedDemoContent(t.database.db)).badgeEvents).toBe(0);
    const lantern = (await t.get(`${API_PATHS.badgeEvents}?page=yuanxiao`, { locale: 'zh-CN' })).json().data.current;
    expect(lantern).toEqual([
      expect.objectContaining({
        slug: 'mid-autumn-lantern',
        name: '花灯徽章',
        state: 'notClaimed',
        supply: 500,
        remaining: 500,
        methods: ['app', 'code'],
      }),
    ]);
    const user = await t.loginWithPhone('13800160001');
    const claimed = await t.post(API_PATHS.badgeClaim, { event: 'mid-autumn-lantern' }, { token: user.token });
    expect(claimed.json().data).toMatchObject({ serial: 1, supply: 500 });
    const checkIn = (await t.get(API_PATHS.badgeEvent.replace(':slug', 'lantern-route-check-in'))).json().data;
    expect(checkIn).toMatchObject({
      page: 'clockin',
      supply: null,
      remaining: null,
      methods: ['venue', 'nfc'],
      state: 'notClaimed',
    });
  });
});
