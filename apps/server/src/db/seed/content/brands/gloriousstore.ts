/** Glorious Store, footwear: brand 2. Campaign page at /gloriousstore. */
import type { BrandEquity } from '@culture/protocol';

export const brand: BrandEquity = {
  id: 2,
  sortOrder: 20,
  name: { 'zh-CN': 'Glorious Store', 'zh-TW': 'Glorious Store', 'en-US': 'Glorious Store' },
  category: { 'zh-CN': '鞋履', 'zh-TW': '鞋履', 'en-US': 'Footwear' },
  tagline: {
    'zh-CN': '把金箔工艺穿在脚上',
    'zh-TW': '把金箔工藝穿在腳上',
    'en-US': 'Gold foil craft you can walk in',
  },
  logo: '/images/brands/gloriousstore.svg',
  cover: {
    image: '/images/pages/gloriousstore/hero.svg',
    alt: {
      'zh-CN': '深绿底上，一双饰有金箔纹样的红鞋摆在金色展台上',
      'zh-TW': '深綠底上，一雙飾有金箔紋樣的紅鞋擺在金色展台上',
      'en-US': 'A pair of red shoes with gold foil patterns on a golden stand, on deep green.',
    },
  },
  story: [
    {
      'zh-CN': 'Glorious Store 的金箔系列把传统贴金工艺用在鞋面上：每一片金箔都由手工贴上、封护，走路时会随光线微微闪动。',
      'zh-TW': 'Glorious Store 的金箔系列把傳統貼金工藝用在鞋面上：每一片金箔都以手工貼上、封護，走路時會隨光線微微閃動。',
      'en-US':
        'Glorious Store’s gold foil series brings traditional gilding to shoes: every leaf of foil is laid and sealed by hand, and it glints softly as you walk.',
    },
    {
      'zh-CN': '平底鞋、高跟鞋和运动鞋三种款式，持卡用户可享专属折扣。',
      'zh-TW': '平底鞋、高跟鞋和運動鞋三種款式，持卡會員可享專屬折扣。',
      'en-US': 'Flats, heels and sneakers are all in the series, with a discount for card holders.',
    },
  ],
  locations: [],
  campaignRoute: '/gloriousstore',
  items: [
    {
      id: 'gold-foil-30',
      kind: 'discount',
      title: { 'zh-CN': '金箔鞋 7 折起', 'zh-TW': '金箔鞋 7 折起', 'en-US': 'Gold foil shoes from 30% off' },
      value: { 'zh-CN': '7折', 'zh-TW': '7折', 'en-US': '30% off' },
      summary: {
        'zh-CN': '金箔系列全部鞋款 7 折起，至少立省 30%。',
        'zh-TW': '金箔系列全部鞋款 7 折起，至少省下 30%。',
        'en-US': 'At least 30% off every shoe in the gold foil series.',
      },
      conditions: [
        { 'zh-CN': '仅限金箔系列鞋款', 'zh-TW': '僅限金箔系列鞋款', 'en-US': 'Gold foil series only' },
        { 'zh-CN': '每位用户限领一张', 'zh-TW': '每位會員限領一張', 'en-US': 'One per person' },
      ],
      howToUse: [
        {
          'zh-CN': '领取折扣券后，在券码页打开',
          'zh-TW': '領取折扣券後，在券碼頁打開',
          'en-US': 'Claim the discount coupon and open it under your coupons',
        },
        {
          'zh-CN': '结账时出示券码，店员扫码核销',
          'zh-TW': '結帳時出示券碼，店員掃碼核銷',
          'en-US': 'Show the code at the till; the staff scan it',
        },
      ],
      validity: {
        'zh-CN': '有效期至 2027 年 12 月 31 日',
        'zh-TW': '有效期限至 2027 年 12 月 31 日',
        'en-US': 'Valid until 31 December 2027',
      },
      source: { kind: 'coupon', template: 'gloriousstore-gold-foil-30' },
    },
    {
      id: 'foil-care',
      kind: 'gift',
      title: { 'zh-CN': '金箔护理套装', 'zh-TW': '金箔護理套裝', 'en-US': 'Gold foil care kit' },
      value: { 'zh-CN': '赠品', 'zh-TW': '贈品', 'en-US': 'Gift' },
      summary: {
        'zh-CN': '购买金箔鞋款即赠软毛刷和护理布，让金箔保持光泽。',
        'zh-TW': '購買金箔鞋款即贈軟毛刷和護理布，讓金箔保持光澤。',
        'en-US': 'A soft brush and a care cloth with any gold foil pair, to keep the foil bright.',
      },
      conditions: [
        { 'zh-CN': '购买任意金箔系列鞋款', 'zh-TW': '購買任一金箔系列鞋款', 'en-US': 'With any pair from the gold foil series' },
      ],
      howToUse: [
        {
          'zh-CN': '结账时告知店员你是五月宇宙持卡用户',
          'zh-TW': '結帳時告知店員你是五月宇宙持卡會員',
          'en-US': 'Tell the staff at the till that you hold a May Universe card',
        },
      ],
      validity: { 'zh-CN': '赠完即止', 'zh-TW': '贈完為止', 'en-US': 'While stocks last' },
    },
  ],
};
