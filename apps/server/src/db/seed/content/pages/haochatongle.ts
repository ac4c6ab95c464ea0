/**
 * Haocha Tongle · Good Tea, Shared Joy (好茶同乐): campaign page at /haochatongle.
 * Images live in apps/web/public/images/pages/haochatongle/.
 */
import type { PageContent } from '@culture/protocol';

export const page: PageContent = {
  slug: 'haochatongle',
  route: '/haochatongle',
  kind: 'campaign',
  trending: false,
  sortOrder: 50,
  title: { 'zh-CN': '好茶同乐', 'zh-TW': '好茶同樂', 'en-US': 'Haocha Tongle · Good Tea, Shared Joy' },
  subtitle: {
    'zh-CN': '一杯好茶，和朋友一起慢下来',
    'zh-TW': '一杯好茶，和朋友一起慢下來',
    'en-US': 'A good cup of tea and time to slow down with friends',
  },
  summary: {
    'zh-CN': '领取一张 20 元茶饮券，到合作门店和朋友喝一杯好茶。',
    'zh-TW': '領取一張 20 元茶飲券，到合作門市和朋友喝一杯好茶。',
    'en-US': 'Claim a 20 yuan tea coupon and share a good cup of tea with friends at a partner shop.',
  },
  hero: {
    image: '/images/pages/haochatongle/hero.svg',
    alt: {
      'zh-CN': '深绿底上一把陶壶、一只冒着热气的茶杯和一张金色茶券，四周飘着茶叶',
      'zh-TW': '深綠底上一把陶壺、一個冒著熱氣的茶杯和一張金色茶券，四周飄著茶葉',
      'en-US': 'A clay teapot, a steaming teacup and a golden tea coupon on deep green, with tea leaves drifting around.',
    },
  },
  cover: '/images/pages/haochatongle/hero.svg',
  sections: [
    {
      id: 'about',
      kind: 'text',
      title: { 'zh-CN': '活动介绍', 'zh-TW': '活動介紹', 'en-US': 'About the campaign' },
      body: [
        {
          'zh-CN': '好茶同乐是一场关于分享的茶饮活动：约上朋友，坐下来，喝一杯认真泡好的茶。',
          'zh-TW': '好茶同樂是一場關於分享的茶飲活動：約上朋友，坐下來，喝一杯用心泡好的茶。',
          'en-US': 'Haocha Tongle is a tea campaign about sharing: bring a friend, sit down and enjoy a carefully brewed cup.',
        },
        {
          'zh-CN': '活动期间，五月宇宙用户可以领取一张 20 元茶饮券，在合作门店使用。',
          'zh-TW': '活動期間，五月宇宙使用者可以領取一張 20 元茶飲券，在合作門市使用。',
          'en-US': 'During the campaign, May Universe users can claim a 20 yuan tea coupon to use at partner shops.',
        },
      ],
    },
    {
      id: 'coupon',
      kind: 'cards',
      title: { 'zh-CN': '20 元茶饮券', 'zh-TW': '20 元茶飲券', 'en-US': 'The 20 yuan tea coupon' },
      intro: {
        'zh-CN': '券面价值 20 元，使用条件和有效期以券面信息为准。',
        'zh-TW': '券面價值 20 元，使用條件和有效期限以券面資訊為準。',
        'en-US': 'The coupon is worth 20 yuan; the conditions and expiry date shown on it apply.',
      },
      items: [
        {
          value: '¥20',
          title: { 'zh-CN': '茶饮抵用券', 'zh-TW': '茶飲抵用券', 'en-US': 'Tea voucher' },
          text: {
            'zh-CN': '每位用户限领一张，每单限用一张。',
            'zh-TW': '每位使用者限領一張，每筆訂單限用一張。',
            'en-US': 'One per user, one per order.',
          },
          image: '/images/pages/haochatongle/coupon.svg',
          imageAlt: {
            'zh-CN': '深绿色票券，左侧金色圆形里有一片茶叶',
            'zh-TW': '深綠色票券，左側金色圓形裡有一片茶葉',
            'en-US': 'A deep green ticket with a tea leaf in a gold circle.',
          },
        },
      ],
    },
    {
      id: 'how-to-use',
      kind: 'cards',
      title: { 'zh-CN': '怎么使用', 'zh-TW': '怎麼使用', 'en-US': 'How to use it' },
      items: [
        {
          value: '1',
          title: { 'zh-CN': '领取', 'zh-TW': '領取', 'en-US': 'Claim' },
          text: {
            'zh-CN': '在本页领取茶饮券，它会出现在“我的卡券”里。',
            'zh-TW': '在本頁領取茶飲券，它會出現在「我的卡券」裡。',
            'en-US': 'Claim the coupon on this page; it will appear in My Coupons.',
          },
        },
        {
          value: '2',
          title: { 'zh-CN': '到店', 'zh-TW': '到店', 'en-US': 'Visit' },
          text: {
            'zh-CN': '到合作门店，点一杯喜欢的茶。',
            'zh-TW': '到合作門市，點一杯喜歡的茶。',
            'en-US': 'Visit a partner shop and order the tea you like.',
          },
        },
        {
          value: '3',
          title: { 'zh-CN': '出示券码', 'zh-TW': '出示券碼', 'en-US': 'Show the code' },
          text: {
            'zh-CN': '打开券详情，出示二维码或条形码，店员扫码核销。',
            'zh-TW': '打開票券詳情，出示 QR Code 或條碼，店員掃描核銷。',
            'en-US': 'Open the coupon and show its QR code or barcode; the staff will scan it.',
          },
        },
      ],
    },
    {
      id: 'teas',
      kind: 'cards',
      title: { 'zh-CN': '推荐尝尝', 'zh-TW': '推薦嚐嚐', 'en-US': 'Worth a try' },
      items: [
        {
          title: { 'zh-CN': '绿茶', 'zh-TW': '綠茶', 'en-US': 'Green tea' },
          text: {
            'zh-CN': '清爽鲜嫩，适合午后提神。',
            'zh-TW': '清爽鮮嫩，適合午後提神。',
            'en-US': 'Fresh and bright, just right for an afternoon lift.',
          },
          image: '/images/pages/haochatongle/tea-green.svg',
          imageAlt: {
            'zh-CN': '玻璃杯里舒展的绿茶叶',
            'zh-TW': '玻璃杯裡舒展的綠茶葉',
            'en-US': 'Green tea leaves unfurling in a glass.',
          },
        },
        {
          title: { 'zh-CN': '乌龙茶', 'zh-TW': '烏龍茶', 'en-US': 'Oolong' },
          text: {
            'zh-CN': '花果香层层展开，一泡可以喝很久。',
            'zh-TW': '花果香層層展開，一泡可以喝很久。',
            'en-US': 'Floral and fruity notes unfold over many infusions.',
          },
          image: '/images/pages/haochatongle/tea-oolong.svg',
          imageAlt: {
            'zh-CN': '托盘上一只绘着红花的盖碗',
            'zh-TW': '托盤上一個繪著紅花的蓋碗',
            'en-US': 'A lidded tea bowl painted with a red flower, on a saucer.',
          },
        },
        {
          title: { 'zh-CN': '红茶', 'zh-TW': '紅茶', 'en-US': 'Black tea' },
          text: {
            'zh-CN': '温润甘甜，天冷时最暖心。',
            'zh-TW': '溫潤甘甜，天冷時最暖心。',
            'en-US': 'Smooth and mellow, warming on a cold day.',
          },
          image: '/images/pages/haochatongle/tea-black.svg',
          imageAlt: {
            'zh-CN': '深绿茶壶旁一杯红亮的红茶',
            'zh-TW': '深綠茶壺旁一杯紅亮的紅茶',
            'en-US': 'A cup of amber black tea beside a dark green teapot.',
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
          'zh-CN': '每位用户限领一张，每单限用一张，不与其他优惠同享。',
          'zh-TW': '每位使用者限領一張，每筆訂單限用一張，不與其他優惠併用。',
          'en-US': 'One coupon per user and one per order; it cannot be combined with other offers.',
        },
        {
          'zh-CN': '过期后茶饮券自动失效，具体以券面信息为准。',
          'zh-TW': '過期後茶飲券自動失效，詳情以券面資訊為準。',
          'en-US': 'The coupon lapses automatically after its expiry date; the details on the coupon apply.',
        },
      ],
    },
  ],
  actions: [
    {
      id: 'claim-coupon',
      kind: 'coupon-claim',
      label: { 'zh-CN': '领取 20 元茶饮券', 'zh-TW': '領取 20 元茶飲券', 'en-US': 'Claim the 20 yuan tea coupon' },
      opensSoon: false,
      couponTemplate: 'haochatongle-tea-20',
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
