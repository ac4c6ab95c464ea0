/** Haocha Tongle (好茶同乐), tea house: brand 1. Campaign page at /haochatongle. */
import type { BrandEquity } from '@culture/protocol';

export const brand: BrandEquity = {
  id: 1,
  sortOrder: 10,
  name: { 'zh-CN': '好茶同乐', 'zh-TW': '好茶同樂', 'en-US': 'Haocha Tongle' },
  category: { 'zh-CN': '茶饮', 'zh-TW': '茶飲', 'en-US': 'Tea house' },
  tagline: {
    'zh-CN': '一杯认真泡好的茶，留给一起慢下来的朋友',
    'zh-TW': '一杯用心泡好的茶，留給一起慢下來的朋友',
    'en-US': 'A carefully brewed cup for friends who slow down together',
  },
  logo: '/images/brands/haochatongle.svg',
  cover: {
    image: '/images/pages/haochatongle/hero.svg',
    alt: {
      'zh-CN': '深绿底上一把陶壶、一只冒着热气的茶杯和一张金色茶券',
      'zh-TW': '深綠底上一把陶壺、一個冒著熱氣的茶杯和一張金色茶券',
      'en-US': 'A clay teapot, a steaming teacup and a golden tea coupon on deep green.',
    },
  },
  story: [
    {
      'zh-CN': '好茶同乐相信，茶是用来分享的。店里的绿茶、乌龙和红茶都按茶性定温定时冲泡，一壶茶足够两三个人坐下来聊一会儿。',
      'zh-TW': '好茶同樂相信，茶是用來分享的。店裡的綠茶、烏龍和紅茶都依茶性定溫定時沖泡，一壺茶足夠兩三個人坐下來聊一會兒。',
      'en-US':
        'Haocha Tongle believes tea is for sharing. Its green, oolong and black teas are brewed at the temperature and time each leaf needs, and one pot is enough for two or three friends to sit and talk a while.',
    },
    {
      'zh-CN': '作为五月宇宙的合作品牌，好茶同乐为持卡用户准备了茶饮券和品茶体验。',
      'zh-TW': '作為五月宇宙的合作品牌，好茶同樂為持卡會員準備了茶飲券和品茶體驗。',
      'en-US': 'As a May Universe partner, Haocha Tongle offers card holders a tea voucher and a tasting session.',
    },
  ],
  locations: [],
  campaignRoute: '/haochatongle',
  items: [
    {
      id: 'tea-voucher',
      kind: 'voucher',
      title: { 'zh-CN': '20 元茶饮券', 'zh-TW': '20 元茶飲券', 'en-US': '20 yuan tea voucher' },
      value: { 'zh-CN': '¥20', 'zh-TW': '¥20', 'en-US': '¥20' },
      summary: {
        'zh-CN': '在合作门店消费满 39 元，抵扣 20 元。',
        'zh-TW': '在合作門市消費滿 39 元，折抵 20 元。',
        'en-US': '20 yuan off an order of 39 yuan or more at partner shops.',
      },
      conditions: [
        { 'zh-CN': '订单满 39 元可用', 'zh-TW': '訂單滿 39 元可用', 'en-US': 'Orders of 39 yuan or more' },
        {
          'zh-CN': '每位用户限领一张，每单限用一张',
          'zh-TW': '每位會員限領一張，每筆訂單限用一張',
          'en-US': 'One per person, one per order',
        },
        {
          'zh-CN': '不与店内其他优惠同享',
          'zh-TW': '不與店內其他優惠同享',
          'en-US': 'Cannot be combined with other in-store offers',
        },
      ],
      howToUse: [
        {
          'zh-CN': '在券码页领取茶饮券',
          'zh-TW': '在券碼頁領取茶飲券',
          'en-US': 'Claim the voucher; it appears under your coupons',
        },
        {
          'zh-CN': '结账时打开券码，出示二维码或条形码',
          'zh-TW': '結帳時打開券碼，出示 QR 碼或條碼',
          'en-US': 'At the till, open the coupon and show its QR code or barcode',
        },
        {
          'zh-CN': '店员扫码核销后即完成抵扣',
          'zh-TW': '店員掃碼核銷後即完成折抵',
          'en-US': 'The staff scan it and take 20 yuan off',
        },
      ],
      validity: {
        'zh-CN': '有效期至 2027 年 12 月 31 日',
        'zh-TW': '有效期限至 2027 年 12 月 31 日',
        'en-US': 'Valid until 31 December 2027',
      },
      source: { kind: 'coupon', template: 'haochatongle-tea-20' },
    },
    {
      id: 'tasting',
      kind: 'experience',
      title: { 'zh-CN': '双人品茶体验', 'zh-TW': '雙人品茶體驗', 'en-US': 'Tea tasting for two' },
      value: { 'zh-CN': '免费', 'zh-TW': '免費', 'en-US': 'Free' },
      summary: {
        'zh-CN': '茶艺师带你和一位朋友品三款当季好茶，约 40 分钟。',
        'zh-TW': '茶藝師帶你和一位朋友品三款當季好茶，約 40 分鐘。',
        'en-US': 'A tea master pours three seasonal teas for you and a friend, about 40 minutes.',
      },
      conditions: [
        { 'zh-CN': '持卡用户本人及一位同伴', 'zh-TW': '持卡會員本人及一位同伴', 'en-US': 'The card holder and one companion' },
        {
          'zh-CN': '周末下午场，需提前一天预约',
          'zh-TW': '週末下午場，需提前一天預約',
          'en-US': 'Weekend afternoons; book one day ahead',
        },
      ],
      howToUse: [
        { 'zh-CN': '到店或致电门店预约场次', 'zh-TW': '到店或致電門市預約場次', 'en-US': 'Book a session in store or by phone' },
        {
          'zh-CN': '到店时出示五月宇宙持卡凭证',
          'zh-TW': '到店時出示五月宇宙持卡憑證',
          'en-US': 'Show your May Universe card holder certificate on arrival',
        },
      ],
      validity: { 'zh-CN': '每位持卡用户每年一次', 'zh-TW': '每位持卡會員每年一次', 'en-US': 'Once a year per card holder' },
    },
  ],
};
