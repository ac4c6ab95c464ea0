/** Personal rooms: the culture passes a member's wallets hold, beside their badges. */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@culture/protocol';
import { depositWallets, passTokens, userWallets } from '../../db/schema.js';
import { createWorldTestApp, publicWorld } from '../../test/world-test-app.js';
import { PASS_ARTWORK } from './personal-room.js';

const { t } = await createWorldTestApp();

describe('passes in personal rooms', () => {
  it('shows the culture passes the member’s linked and deposit wallets hold, with their stake, after the badges', async () => {
    const owner = await t.loginWithPhone('13800138104');
    const linked = '0x' + 'ab'.repeat(20);
    const deposit = '0x' + 'cd'.repeat(20);
    const stranger = '0x' + 'ef'.repeat(20);
    const db = t.database.db;
    // The linked address as a wallet shows it (checksummed case): matched regardless of case.
    await db
      .insert(userWallets)
      .values({ userId: BigInt(owner.userId), walletType: 1, address: linked.toUpperCase().replace('0X', '0x') });
    await db.insert(depositWallets).values({ userId: BigInt(owner.userId), address: deposit });
    await db.insert(passTokens).values([
      { tokenId: '7', owner: linked, staked: true, stakedAt: Date.UTC(2026, 10, 20) / 1000, changedBlock: 10 },
      { tokenId: '12', owner: deposit, staked: false, stakedAt: null, changedBlock: 12 },
      // Someone else's pass never shows.
      { tokenId: '99', owner: stranger, staked: false, stakedAt: null, changedBlock: 13 },
    ]);
    await t.post(API_PATHS.badgeClaim, { event: 'mid-autumn-lantern' }, { token: owner.token });

    const room = (await t.post(API_PATHS.vrExhibition, { id: owner.userId })).json().data;
    expect(room.works.map((w: { slot: string; title: string }) => [w.slot, w.title])).toEqual([
      ['slot-03', 'Lantern badge'],
      ['slot-04', 'Culture pass #12'],
      ['slot-02', 'Culture pass #7'],
    ]);
    expect(room.works[1]).toMatchObject({ kind: 'image', image: PASS_ARTWORK, link: '/pass', video: null });
    expect(room.works[1].body).toMatch(/token 12\. Not staked\.$/);
    expect(room.works[2].body).toMatch(/token 7\. Staked since 2026-11-20\.$/);
    const zh = (await t.post(API_PATHS.vrExhibition, { id: owner.userId }, { locale: 'zh-CN' })).json().data;
    expect(zh.works[2]).toMatchObject({ title: '文化通行证 #7' });
    expect(zh.works[2].body).toMatch(/编号 7。自 2026-11-20 起质押中。$/);
    expect((await t.post(API_PATHS.vrExhibition, { id: owner.userId }, { locale: 'zh-TW' })).json().data.works[1].title).toBe(
      '文化通行證 #12',
    );
    // The picture is served by the web app.
    expect(fs.existsSync(path.join(publicWorld, '..', PASS_ARTWORK))).toBe(true);

    // A pass sent away leaves the room.
    await db.update(passTokens).set({ owner: stranger }).where(eq(passTokens.tokenId, '12'));
    const after = (await t.post(API_PATHS.vrExhibition, { id: owner.userId })).json().data;
    expect(after.works.map((w: { title: string }) => w.title)).toEqual(['Lantern badge', 'Culture pass #7']);
  });

  it('fills every slot with passes when there are no badges, and shows the pass on the room’s card', async () => {
    const collector = await t.loginWithPhone('13800138105');
    const wallet = '0x' + '12'.repeat(20);
    await t.database.db.insert(userWallets).values({ userId: BigInt(collector.userId), walletType: 1, address: wallet });
    await t.database.db.insert(passTokens).values(
      Array.from({ length: 20 }, (_, i) => ({
        tokenId: String(1000 + i),
        owner: wallet,
        staked: false,
        stakedAt: null,
        changedBlock: 1,
      })),
    );
    const room = (await t.post(API_PATHS.vrExhibition, { id: collector.userId })).json().data;
    // No badges: every slot holds a pass.
    expect(room.works).toHaveLength(16);
    expect(room.works.every((w: { image: string }) => w.image === PASS_ARTWORK)).toBe(true);
    expect(room.cover).toBe(PASS_ARTWORK);
  });
});
