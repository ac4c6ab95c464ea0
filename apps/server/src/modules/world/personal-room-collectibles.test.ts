/** Personal rooms: the numbered collectibles a member bought hang beside their badges and passes. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@culture/protocol';
import { certificates, orders, shopProducts, userWallets, passTokens } from '../../db/schema.js';
import { createWorldTestApp, L } from '../../test/world-test-app.js';
import { shareSlots } from './personal-room.js';

const { t } = await createWorldTestApp();
const db = t.database.db;

let nextId = 9_000_000_000n;
/** A fulfilled collectible order and its certificate, as the payments module's grant writes them. */
async function grantCollectible(userId: string, productId: string, serial: number, issuedAt: Date) {
  const id = (nextId += 1n);
  await db.insert(orders).values({
    id,
    outTradeNo: `CP${id}`,
    userId: BigInt(userId),
    productId,
    amountFen: 990,
    price: 'regular',
    method: 'h5',
    state: 'fulfilled',
    expiresAt: new Date(issuedAt.getTime() + 15 * 60_000),
    paidAt: issuedAt,
  });
  const code = `CODE${id}`.slice(0, 16);
  await db.insert(certificates).values({
    code,
    orderId: id,
    userId: BigInt(userId),
    productId,
    serial,
    ownerName: 'Mei',
    issuedAt,
  });
  return code;
}

// The seed has these products already (db/seed/shop-products.ts): set them to this test's names and prices.
for (const product of [
  {
    id: 'pocket-collectible',
    kind: 'collectible',
    name: L('Digital pocket'),
    description: L('A numbered digital pocket.'),
    image: '/images/pages/pocket/hero.svg',
    priceFen: 990,
    supply: 1000,
    onSale: true,
  },
  {
    id: 'pocket-adoption',
    kind: 'pocket-adoption',
    name: L('Pocket adoption'),
    description: L('Six hours of embroidery.'),
    image: '/images/pages/pocket/hero.svg',
    priceFen: 2000,
    memberPriceFen: 100,
    supply: 500,
    onSale: true,
  },
] as const) {
  await db.insert(shopProducts).values(product).onConflictDoUpdate({ target: shopProducts.id, set: product });
}

const room = async (userId: string, locale: 'zh-CN' | 'zh-TW' | 'en-US' = 'en-US') =>
  (await t.post(API_PATHS.vrExhibition, { id: userId }, { locale })).json().data;

describe('collectibles in personal rooms', () => {
  it('hangs the member’s collectibles after their badges, with serial of supply and a link to the public check; never an adoption or a withdrawn one', async () => {
    const owner = await t.loginWithPhone('13800138201');
    await t.post(API_PATHS.badgeClaim, { event: 'mid-autumn-lantern' }, { token: owner.token });
    const older = await grantCollectible(owner.userId, 'pocket-collectible', 7, new Date('2026-11-20T10:00:00Z'));
    const newer = await grantCollectible(owner.userId, 'pocket-collectible', 234, new Date('2026-11-21T10:00:00Z'));
    // An adoption certificate is not a collectible: it does not hang.
    await grantCollectible(owner.userId, 'pocket-adoption', 3, new Date('2026-11-22T10:00:00Z'));
    // Someone else's collectible never shows.
    const stranger = await t.loginWithPhone('13800138202');
    await grantCollectible(stranger.userId, 'pocket-collectible', 8, new Date('2026-11-22T10:00:00Z'));

    const data = await room(owner.userId);
    expect(data.works.map((w: { slot: string; title: string; link: string }) => [w.slot, w.title, w.link])).toEqual([
      ['slot-03', 'Lantern badge', expect.stringMatching(/^\/badge\/verify\//)],
      ['slot-04', 'Digital pocket', `/certificate/${newer}`],
      ['slot-02', 'Digital pocket', `/certificate/${older}`],
    ]);
    expect(data.works[1]).toMatchObject({
      kind: 'image',
      image: '/images/pages/pocket/hero.svg',
      video: null,
      body: 'No. 234 of 1,000 · A numbered digital pocket.',
    });
    expect(data.summary).toMatch(/^The badges, passes and collectibles .+ holds\.$/);
    const zh = await room(owner.userId, 'zh-CN');
    expect(zh.works[2]).toMatchObject({
      title: 'Digital pocket（简）',
      body: '第 7 号 / 共 1,000 份 · A numbered digital pocket.（简）',
    });
    expect((await room(owner.userId, 'zh-TW')).works[2].body).toBe('第 7 號 / 共 1,000 份 · A numbered digital pocket.（繁）');

    // Refunded: the certificate is withdrawn and the collectible leaves the room.
    await db.update(certificates).set({ withdrawnAt: new Date() }).where(eq(certificates.code, newer));
    const after = await room(owner.userId);
    expect(after.works.map((w: { link: string }) => w.link)).toEqual([expect.any(String), `/certificate/${older}`]);
  });

  it('keeps a share of the slots for collectibles when passes would fill the room, and shows one on the room’s card', async () => {
    const collector = await t.loginWithPhone('13800138203');
    const wallet = '0x' + '34'.repeat(20);
    await db.insert(userWallets).values({ userId: BigInt(collector.userId), walletType: 1, address: wallet });
    await db.insert(passTokens).values(
      Array.from({ length: 20 }, (_, i) => ({
        tokenId: String(5000 + i),
        owner: wallet,
        staked: false,
        stakedAt: null,
        changedBlock: 1,
      })),
    );
    await grantCollectible(collector.userId, 'pocket-collectible', 9, new Date('2026-11-23T10:00:00Z'));
    const data = await room(collector.userId);
    expect(data.works).toHaveLength(16);
    expect(data.works.filter((w: { link: string }) => w.link.startsWith('/certificate/'))).toHaveLength(1);

    const onlyCollectible = await t.loginWithPhone('13800138204');
    await grantCollectible(onlyCollectible.userId, 'pocket-collectible', 10, new Date('2026-11-23T11:00:00Z'));
    expect((await room(onlyCollectible.userId)).cover).toBe('/images/pages/pocket/hero.svg');
  });
});

describe('shareSlots', () => {
  it('gives each kind a slot in turn, and a kind’s unused share to the others', () => {
    expect(shareSlots(16, [20, 20, 20])).toEqual([6, 5, 5]);
    expect(shareSlots(16, [1, 2, 0])).toEqual([1, 2, 0]);
    expect(shareSlots(16, [3, 20, 0])).toEqual([3, 13, 0]);
    expect(shareSlots(16, [20, 3, 1])).toEqual([12, 3, 1]);
    expect(shareSlots(16, [0, 0, 0])).toEqual([0, 0, 0]);
  });
});
