/**
 * Demo content that gives a new install a living app. Operators change it later through the API;
 * the seed only inserts rows that are missing (by slug), so it never overwrites their edits.
 */
import type { CouponTemplateTranslations } from '../schema.js';

export interface SeedCouponTemplate {
  slug: string;
  brandName: string;
  couponName: string;
  type: 'DISCORD' | 'DECUCTION' | 'EXCHANGE';
  discordValue: string;
  useCondition: string;
  validUntil: string;
  useRule: string;
  stock: number;
  perUserLimit: number;
  /** Claimed by people themselves from the campaign page whose claim action names this slug. */
  claimable: boolean;
  /** The texts above (simplified Chinese) in traditional Chinese and English. */
  translations: CouponTemplateTranslations;
}

export const demoCouponTemplates: SeedCouponTemplate[] = [
  {
    slug: 'haochatongle-tea-20',
    brandName: '好茶同乐',
    couponName: '20元茶饮券',
    type: 'DECUCTION',
    discordValue: '20',
    useCondition: '满39元可用',
    validUntil: '2027-12-31',
    useRule: '<p>到店出示券码，店员扫码核销。</p><ul><li>每单限用一张</li><li>不与其他优惠同享</li></ul>',
    stock: 5000,
    perUserLimit: 1,
    claimable: true,
    translations: {
      'zh-TW': {
        brandName: '好茶同樂',
        couponName: '20元茶飲券',
        useCondition: '滿39元可用',
        useRule: '<p>到店出示券碼，店員掃碼核銷。</p><ul><li>每筆訂單限用一張</li><li>不與其他優惠併用</li></ul>',
      },
      'en-US': {
        brandName: 'Haocha Tongle',
        couponName: '20 yuan tea coupon',
        useCondition: 'On orders of 39 yuan or more',
        useRule:
          '<p>Show the code in the shop; the staff scan it to redeem.</p><ul><li>One per order</li><li>Cannot be combined with other offers</li></ul>',
      },
    },
  },
  {
    slug: 'gloriousstore-gold-foil-30',
    brandName: 'Glorious Store',
    couponName: '金箔鞋 7 折券',
    type: 'DISCORD',
    discordValue: '7',
    useCondition: '金箔系列鞋款可用',
    validUntil: '2027-12-31',
    useRule: '<p>到店出示券码，收银员扫码核销。</p>',
    stock: 2000,
    perUserLimit: 1,
    claimable: true,
    translations: {
      'zh-TW': {
        brandName: 'Glorious Store',
        couponName: '金箔鞋 7 折券',
        useCondition: '金箔系列鞋款可用',
        useRule: '<p>到店出示券碼，收銀員掃碼核銷。</p>',
      },
      'en-US': {
        brandName: 'Glorious Store',
        couponName: 'Gold foil shoes, 30% off',
        useCondition: 'Gold foil series shoes only',
        useRule: '<p>Show the code at the counter; the cashier scans it to redeem.</p>',
      },
    },
  },
  {
    slug: 'pocket-cardholder-exchange',
    brandName: '绣荷包',
    couponName: '卡包兑换券',
    type: 'EXCHANGE',
    discordValue: '刺绣卡包一只',
    useCondition: '认养荷包用户专享',
    validUntil: '2027-06-30',
    useRule: '<p>凭券到合作门店兑换刺绣卡包一只。</p>',
    stock: 1000,
    perUserLimit: 1,
    claimable: false,
    translations: {
      'zh-TW': {
        brandName: '繡荷包',
        couponName: '卡包兌換券',
        discordValue: '刺繡卡包一隻',
        useCondition: '認養荷包用戶專享',
        useRule: '<p>憑券到合作門市兌換刺繡卡包一隻。</p>',
      },
      'en-US': {
        brandName: 'Embroidered Pocket',
        couponName: 'Card holder exchange coupon',
        discordValue: 'One embroidered card holder',
        useCondition: 'For pocket adopters only',
        useRule: '<p>Exchange this coupon for one embroidered card holder at a partner shop.</p>',
      },
    },
  },
];
