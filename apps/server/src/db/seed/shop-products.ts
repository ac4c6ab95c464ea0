/**
 * The shop's demo products (docs/payments.md, "Products and prices"): the pocket adoption (regular
 * ¥20.00, card-holder ¥1.00, 500 pockets), the numbered digital pocket (¥9.90, 1,000), and two
 * official dresses at ¥6.00. Inserted when missing, never overwritten: operators change prices and
 * supply through the operator API, and a reseed must not undo that.
 */
import type { Database } from '../client.js';
import { shopProducts } from '../schema.js';

type NewProduct = typeof shopProducts.$inferInsert;

export const DEMO_PRODUCTS: NewProduct[] = [
  {
    id: 'pocket-adoption',
    kind: 'pocket-adoption',
    name: { 'zh-CN': '认养一只荷包', 'zh-TW': '認養一只荷包', 'en-US': 'Adopt a pocket' },
    description: {
      'zh-CN': '一只荷包＝绣娘六小时的有偿刺绣。你将获得认养证书：第几只荷包、哪一种爱情图腾、绣娘的工时。',
      'zh-TW': '一只荷包＝繡娘六小時的有償刺繡。你將獲得認養證書：第幾只荷包、哪一種愛情圖騰、繡娘的工時。',
      'en-US':
        "One pocket is six hours of paid embroidery work. You receive an adoption certificate: which pocket, which love totem, the embroiderer's hours.",
    },
    image: '/images/pages/pocket/adopt-cardholder.svg',
    priceFen: 2_000,
    memberPriceFen: 100,
    supply: 500,
    onSale: true,
    refundDays: 7,
    sortOrder: 1,
  },
  {
    id: 'pocket-collectible',
    kind: 'collectible',
    name: { 'zh-CN': '数字荷包藏品', 'zh-TW': '數位荷包藏品', 'en-US': 'Digital pocket collectible' },
    description: {
      'zh-CN': '限量编号的数字荷包，附收藏证书，陈列在你的世界个人展厅。',
      'zh-TW': '限量編號的數位荷包，附收藏證書，陳列在你的世界個人展廳。',
      'en-US': 'A numbered digital pocket with its certificate, hung in your personal room in the world.',
    },
    image: '/images/pages/pocket/adopt-digital.svg',
    priceFen: 990,
    memberPriceFen: null,
    supply: 1_000,
    onSale: true,
    refundDays: 7,
    sortOrder: 2,
  },
  {
    id: 'dress-pocket-embroidery',
    kind: 'dress',
    name: { 'zh-CN': '绣荷包红裳', 'zh-TW': '繡荷包紅裳', 'en-US': 'Embroidered red' },
    description: {
      'zh-CN': '世界形象的官方服装，购买后即可穿上。',
      'zh-TW': '世界形象的官方服裝，購買後即可穿上。',
      'en-US': 'An official dress for your world avatar, worn as soon as it is bought.',
    },
    image: '/images/pages/pocket/crossover-dress.svg',
    priceFen: 600,
    memberPriceFen: null,
    supply: null,
    onSale: true,
    refundDays: 7,
    dressId: 'pocket-embroidery',
    sortOrder: 10,
  },
  {
    id: 'dress-nuo-mask',
    kind: 'dress',
    name: { 'zh-CN': '傩戏玄衣', 'zh-TW': '儺戲玄衣', 'en-US': 'Nuo black and gold' },
    description: {
      'zh-CN': '世界形象的官方服装，购买后即可穿上。',
      'zh-TW': '世界形象的官方服裝，購買後即可穿上。',
      'en-US': 'An official dress for your world avatar, worn as soon as it is bought.',
    },
    image: '/images/pages/nuo/nuogong.svg',
    priceFen: 600,
    memberPriceFen: null,
    supply: null,
    onSale: true,
    refundDays: 7,
    dressId: 'nuo-mask',
    sortOrder: 11,
  },
];

/** Inserts the demo products that are missing (after the dresses they name); the number inserted. */
export async function seedShopProducts(db: Database): Promise<number> {
  const inserted = await db
    .insert(shopProducts)
    .values(DEMO_PRODUCTS)
    .onConflictDoNothing({ target: shopProducts.id })
    .returning({ id: shopProducts.id });
  return inserted.length;
}
