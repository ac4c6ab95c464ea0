/**
 * Glorious Store · Gold Foil Shoes (Glorious Store · 金箔鞋): campaign page at /gloriousstore.
 * Images live in apps/web/public/images/pages/gloriousstore/.
 */
import type { PageContent } from '@culture/protocol';

export const page: PageContent = {
  slug: 'gloriousstore',
  route: '/gloriousstore',
  kind: 'campaign',
  trending: false,
  sortOrder: 110,
  title: {
    'zh-CN': 'Glorious Store · 金箔鞋',
    'zh-TW': 'Glorious Store · 金箔鞋',
    'en-US': 'Glorious Store · Gold Foil Shoes',
  },
  subtitle: {
    'zh-CN': '持卡用户专享，金箔鞋款 7 折起',
    'zh-TW': '持卡會員專享，金箔鞋款 7 折起',
    'en-US': 'For card holders: gold foil shoes from 30% off',
  },
  summary: {
    'zh-CN': 'Glorious Store 为持卡用户带来金箔系列鞋款 7 折起（至少立省 30%）的专属优惠。领券后到店出示券码即可使用。',
    'zh-TW': 'Glorious Store 為持卡會員帶來金箔系列鞋款 7 折起（至少省下 30%）的專屬優惠。領券後到店出示券碼即可使用。',
    'en-US': 'Glorious Store offers card holders gold foil shoes from 30% off. Claim the coupon, then show its code in store.',
  },
  hero: {
    image: '/images/pages/gloriousstore/hero.svg',
    alt: {
      'zh-CN': '深绿底上，一双饰有金箔纹样的红鞋摆在金色展台上，四周闪着金光',
      'zh-TW': '深綠底上，一雙飾有金箔紋樣的紅鞋擺在金色展台上，四周閃著金光',
      'en-US': 'A pair of red shoes with gold foil patterns on a golden stand, with sparkles all around on deep green.',
    },
  },
  cover: '/images/pages/gloriousstore/hero.svg',
  sections: [
    {
      id: 'about',
      kind: 'text',
      title: { 'zh-CN': '关于 Glorious Store', 'zh-TW': '關於 Glorious Store', 'en-US': 'About Glorious Store' },
      body: [
        {
          'zh-CN': 'Glorious Store 喜欢把传统工艺做进日常穿着。金箔系列在鞋面上压印细碎的金箔纹样，走动时微微闪光。',
          'zh-TW': 'Glorious Store 喜歡把傳統工藝做進日常穿著。金箔系列在鞋面上壓印細碎的金箔紋樣，走動時微微閃光。',
          'en-US':
            'Glorious Store brings traditional craft into everyday wear. Its gold foil collection presses fine gold foil patterns into the uppers, so they catch the light as you walk.',
        },
        {
          'zh-CN': '这次合作中，部分鞋款还加入了荷包爱情图腾的刺绣细节。',
          'zh-TW': '這次合作中，部分鞋款還加入了荷包愛情圖騰的刺繡細節。',
          'en-US': 'For this collaboration, some styles also carry embroidered details from the pocket love totems.',
        },
      ],
    },
    {
      id: 'offer',
      kind: 'cards',
      title: { 'zh-CN': '持卡专享', 'zh-TW': '持卡專享', 'en-US': 'For card holders' },
      intro: {
        'zh-CN': '持卡用户购买金箔系列鞋款，享 7 折起优惠，至少立省 30%。',
        'zh-TW': '持卡會員購買金箔系列鞋款，享 7 折起優惠，至少省下 30%。',
        'en-US': 'Card holders get gold foil shoes from 30% off.',
      },
      items: [
        {
          title: { 'zh-CN': '金箔鞋 7 折券', 'zh-TW': '金箔鞋 7 折券', 'en-US': 'Gold foil shoe coupon: 30% off' },
          text: {
            'zh-CN': '领取后保存在“我的卡券”里。到店出示券码，店员扫码核销。',
            'zh-TW': '領取後保存在「我的卡券」裡。到店出示券碼，店員掃描核銷。',
            'en-US': 'Once claimed, it waits in My Coupons. Show the code in store and the staff will scan it.',
          },
          image: '/images/pages/gloriousstore/offer.svg',
          imageAlt: {
            'zh-CN': '深绿色票券上印着一只金箔红鞋',
            'zh-TW': '深綠色票券上印著一隻金箔紅鞋',
            'en-US': 'A deep green coupon showing a red shoe with gold foil.',
          },
        },
      ],
    },
    {
      id: 'collection',
      kind: 'gallery',
      title: { 'zh-CN': '金箔系列', 'zh-TW': '金箔系列', 'en-US': 'The gold foil collection' },
      items: [
        {
          image: '/images/pages/gloriousstore/shoe-flat.svg',
          caption: {
            'zh-CN': '红色便鞋，鞋面压着金箔菱纹',
            'zh-TW': '紅色便鞋，鞋面壓著金箔菱紋',
            'en-US': 'Red slip-ons with gold foil diamonds',
          },
        },
        {
          image: '/images/pages/gloriousstore/shoe-sneaker.svg',
          caption: {
            'zh-CN': '米白运动鞋，金箔描边',
            'zh-TW': '米白運動鞋，金箔描邊',
            'en-US': 'Cream sneakers with gold foil trim',
          },
        },
        {
          image: '/images/pages/gloriousstore/shoe-heel.svg',
          caption: {
            'zh-CN': '黑色高跟鞋，金箔鞋跟',
            'zh-TW': '黑色高跟鞋，金箔鞋跟',
            'en-US': 'Black heels with gold foil heels',
          },
        },
      ],
    },
    {
      id: 'rules',
      kind: 'text',
      title: { 'zh-CN': '使用说明', 'zh-TW': '使用說明', 'en-US': 'Good to know' },
      body: [
        {
          'zh-CN': '优惠仅限金箔系列鞋款。每位用户限领一张，每单限用一张，不与其他优惠同享。',
          'zh-TW': '優惠僅限金箔系列鞋款。每位會員限領一張，每筆訂單限用一張，不與其他優惠併用。',
          'en-US':
            'Valid on gold foil styles only. One coupon per person and one per order; it cannot be combined with other offers.',
        },
        {
          'zh-CN': '有效期以券面为准，过期自动失效。',
          'zh-TW': '有效期限以券面為準，過期自動失效。',
          'en-US': 'The expiry date is shown on the coupon, and it lapses automatically after that.',
        },
      ],
    },
  ],
  actions: [
    {
      id: 'claim-coupon',
      kind: 'coupon-claim',
      label: { 'zh-CN': '领取金箔鞋优惠券', 'zh-TW': '領取金箔鞋優惠券', 'en-US': 'Claim the gold foil shoe coupon' },
      opensSoon: false,
      couponTemplate: 'gloriousstore-gold-foil-30',
      note: {
        'zh-CN': '每位用户限领一张，领取后在“我的卡券”里查看。',
        'zh-TW': '每位使用者限領一張，領取後在「我的卡券」裡查看。',
        'en-US': 'One per person; after claiming, find it in My coupons.',
      },
    },
    {
      id: 'my-coupons',
      kind: 'link',
      label: { 'zh-CN': '我的卡券', 'zh-TW': '我的卡券', 'en-US': 'My coupons' },
      href: '/my-ticket',
      opensSoon: false,
    },
  ],
};
