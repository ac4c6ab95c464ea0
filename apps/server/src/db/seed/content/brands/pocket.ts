/** The Embroidered Pocket workshop (绣荷包工坊): brand 4. Project page at /pocket. */
import type { BrandEquity } from '@culture/protocol';

export const brand: BrandEquity = {
  id: 4,
  sortOrder: 40,
  name: { 'zh-CN': '绣荷包工坊', 'zh-TW': '繡荷包工坊', 'en-US': 'Embroidered Pocket Workshop' },
  category: { 'zh-CN': '非遗手作', 'zh-TW': '非遺手作', 'en-US': 'Heritage craft' },
  tagline: {
    'zh-CN': '一针一线，把心意绣进小小的荷包',
    'zh-TW': '一針一線，把心意繡進小小的荷包',
    'en-US': 'Stitch by stitch, care sewn into a little pouch',
  },
  logo: '/images/brands/pocket.svg',
  cover: {
    image: '/images/pages/pocket/hero.svg',
    alt: {
      'zh-CN': '红底上三只刺绣荷包，中间的米白荷包绣着红花',
      'zh-TW': '紅底上三個刺繡荷包，中間的米白荷包繡著紅花',
      'en-US': 'Three embroidered drawstring pockets on a red ground; the cream one in the middle bears a red flower.',
    },
  },
  story: [
    {
      'zh-CN': '绣荷包工坊和乡村绣娘一起做公益认养：认养一只荷包，就为绣娘带来六小时有报酬的刺绣工作。',
      'zh-TW': '繡荷包工坊和鄉村繡娘一起做公益認養：認養一個荷包，就為繡娘帶來六小時有報酬的刺繡工作。',
      'en-US':
        'The workshop runs the charity adoption with village embroiderers: every pocket adopted is six hours of paid embroidery work.',
    },
    {
      'zh-CN': '认养人可以兑换刺绣卡包，也可以到工坊亲手绣一次。',
      'zh-TW': '認養人可以兌換刺繡卡套，也可以到工坊親手繡一次。',
      'en-US': 'Adopters can exchange for an embroidered card holder, or come to the workshop and stitch one themselves.',
    },
  ],
  locations: [],
  campaignRoute: '/pocket',
  items: [
    {
      id: 'card-holder',
      kind: 'gift',
      title: { 'zh-CN': '刺绣卡包兑换', 'zh-TW': '刺繡卡套兌換', 'en-US': 'Embroidered card holder' },
      value: { 'zh-CN': '兑换', 'zh-TW': '兌換', 'en-US': 'Exchange' },
      summary: {
        'zh-CN': '认养荷包的用户可兑换一只手工刺绣卡包。',
        'zh-TW': '認養荷包的會員可兌換一個手工刺繡卡套。',
        'en-US': 'Everyone who adopted a pocket can exchange for one hand-embroidered card holder.',
      },
      conditions: [
        { 'zh-CN': '已完成荷包认养', 'zh-TW': '已完成荷包認養', 'en-US': 'You have adopted a pocket' },
        { 'zh-CN': '每次认养兑换一只', 'zh-TW': '每次認養兌換一個', 'en-US': 'One per adoption' },
      ],
      howToUse: [
        {
          'zh-CN': '在券码页打开卡包兑换券',
          'zh-TW': '在券碼頁打開卡套兌換券',
          'en-US': 'Open the card holder exchange coupon under your coupons',
        },
        {
          'zh-CN': '到工坊或合作门店出示券码领取',
          'zh-TW': '到工坊或合作門市出示券碼領取',
          'en-US': 'Show its code at the workshop or a partner shop to collect it',
        },
      ],
      validity: {
        'zh-CN': '有效期至 2027 年 12 月 31 日',
        'zh-TW': '有效期限至 2027 年 12 月 31 日',
        'en-US': 'Valid until 31 December 2027',
      },
      source: { kind: 'coupon', template: 'pocket-cardholder-exchange' },
    },
    {
      id: 'workshop',
      kind: 'experience',
      title: { 'zh-CN': '刺绣体验课半价', 'zh-TW': '刺繡體驗課半價', 'en-US': 'Half-price embroidery class' },
      value: { 'zh-CN': '5折', 'zh-TW': '5折', 'en-US': '50% off' },
      summary: {
        'zh-CN': '跟着绣娘学基础针法，两小时完成一件小绣品带回家。',
        'zh-TW': '跟著繡娘學基礎針法，兩小時完成一件小繡品帶回家。',
        'en-US': 'Learn the basic stitches from an embroiderer and take home a small piece in two hours.',
      },
      conditions: [
        { 'zh-CN': '持卡用户本人', 'zh-TW': '限持卡會員本人', 'en-US': 'For the card holder' },
        { 'zh-CN': '需提前三天预约', 'zh-TW': '需提前三天預約', 'en-US': 'Book three days ahead' },
      ],
      howToUse: [
        { 'zh-CN': '联系工坊预约课程', 'zh-TW': '聯繫工坊預約課程', 'en-US': 'Contact the workshop to book a class' },
        {
          'zh-CN': '上课当天出示五月宇宙证书页',
          'zh-TW': '上課當天出示五月宇宙證書頁',
          'en-US': 'Show your May Universe certificate page on the day',
        },
      ],
      validity: { 'zh-CN': '每位持卡用户每年两次', 'zh-TW': '每位持卡會員每年兩次', 'en-US': 'Twice a year per card holder' },
    },
  ],
};
