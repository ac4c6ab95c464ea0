/** HowBottle, ceramics: brand 5. Page at /howbottle. */
import type { BrandEquity } from '@culture/protocol';

export const brand: BrandEquity = {
  id: 5,
  sortOrder: 50,
  name: { 'zh-CN': 'HowBottle', 'zh-TW': 'HowBottle', 'en-US': 'HowBottle' },
  category: { 'zh-CN': '陶瓷', 'zh-TW': '陶瓷', 'en-US': 'Ceramics' },
  tagline: {
    'zh-CN': '会讲故事的瓶子',
    'zh-TW': '會說故事的瓶子',
    'en-US': 'The bottle that tells its story',
  },
  logo: '/images/brands/howbottle.svg',
  cover: {
    image: '/images/pages/howbottle/hero.svg',
    alt: {
      'zh-CN': '一只带金边和小花的青釉瓶，旁边的手机发出 NFC 感应波纹',
      'zh-TW': '一個帶金邊和小花的青釉瓶，旁邊的手機發出 NFC 感應波紋',
      'en-US': 'A green-glazed bottle with gold bands and a small flower, and a phone beside it sending out NFC waves.',
    },
  },
  story: [
    {
      'zh-CN': '每只 HowBottle 的瓶底都藏着一枚 NFC 标签，记录它的原料、工序和完成它的工坊。',
      'zh-TW': '每個 HowBottle 的瓶底都藏著一枚 NFC 標籤，記錄它的原料、工序和完成它的工坊。',
      'en-US':
        'Every HowBottle hides an NFC tag in its base that records its materials, the steps of its making and the workshop that finished it.',
    },
  ],
  locations: [],
  campaignRoute: '/howbottle',
  items: [
    {
      id: 'bottle-10',
      kind: 'discount',
      title: { 'zh-CN': 'HowBottle 9 折', 'zh-TW': 'HowBottle 9 折', 'en-US': '10% off HowBottle' },
      value: { 'zh-CN': '9折', 'zh-TW': '9折', 'en-US': '10% off' },
      summary: {
        'zh-CN': '持卡用户购买任意 HowBottle 享 9 折。',
        'zh-TW': '持卡會員購買任一 HowBottle 享 9 折。',
        'en-US': 'Card holders get 10% off any HowBottle.',
      },
      conditions: [{ 'zh-CN': '每单限用一次', 'zh-TW': '每筆訂單限用一次', 'en-US': 'Once per order' }],
      howToUse: [
        {
          'zh-CN': '结账时出示五月宇宙证书页',
          'zh-TW': '結帳時出示五月宇宙證書頁',
          'en-US': 'Show your May Universe certificate page at the till',
        },
      ],
      validity: {
        'zh-CN': '有效期至 2027 年 12 月 31 日',
        'zh-TW': '有效期限至 2027 年 12 月 31 日',
        'en-US': 'Valid until 31 December 2027',
      },
    },
    {
      id: 'engraving',
      kind: 'gift',
      title: { 'zh-CN': '免费瓶底刻字', 'zh-TW': '免費瓶底刻字', 'en-US': 'Free engraving' },
      value: { 'zh-CN': '免费', 'zh-TW': '免費', 'en-US': 'Free' },
      summary: {
        'zh-CN': '在瓶底刻上名字或一句话，并写入它的 NFC 故事。',
        'zh-TW': '在瓶底刻上名字或一句話，並寫入它的 NFC 故事。',
        'en-US': 'A name or a line engraved on the base, and added to the bottle’s NFC story.',
      },
      conditions: [
        { 'zh-CN': '购买任意 HowBottle', 'zh-TW': '購買任一 HowBottle', 'en-US': 'With any HowBottle' },
        { 'zh-CN': '不超过 12 个字', 'zh-TW': '不超過 12 個字', 'en-US': 'Up to 12 characters' },
      ],
      howToUse: [
        {
          'zh-CN': '购买时告诉店员刻字内容',
          'zh-TW': '購買時告訴店員刻字內容',
          'en-US': 'Tell the staff the words when you buy',
        },
        {
          'zh-CN': '约七个工作日后到店领取',
          'zh-TW': '約七個工作天後到店領取',
          'en-US': 'Collect it in store about seven working days later',
        },
      ],
      validity: {
        'zh-CN': '有效期至 2027 年 12 月 31 日',
        'zh-TW': '有效期限至 2027 年 12 月 31 日',
        'en-US': 'Valid until 31 December 2027',
      },
    },
  ],
};
