/**
 * Joyful Crafts Season (喜乐手作季): campaign page at /joyful.
 * Images live in apps/web/public/images/pages/joyful/.
 */
import type { PageContent } from '@culture/protocol';

export const page: PageContent = {
  slug: 'joyful',
  route: '/joyful',
  kind: 'campaign',
  trending: false,
  sortOrder: 100,
  title: { 'zh-CN': '喜乐手作季', 'zh-TW': '喜樂手作季', 'en-US': 'Joyful Crafts Season' },
  subtitle: {
    'zh-CN': '剪一朵窗花，编一个结，迎一个热闹的节',
    'zh-TW': '剪一朵窗花，編一個結，迎一個熱鬧的節',
    'en-US': 'Cut a paper flower, tie a knot and welcome the festive days',
  },
  summary: {
    'zh-CN': '节日手作季邀你亲手做窗花、中国结、花灯和刺绣小品，把祝福亲手送出去。',
    'zh-TW': '節日手作季邀你親手做窗花、中國結、花燈和刺繡小品，把祝福親手送出去。',
    'en-US':
      'The festive crafts season invites you to make paper cuts, Chinese knots, lanterns and small embroideries, and to give your good wishes by hand.',
  },
  hero: {
    image: '/images/pages/joyful/hero.svg',
    alt: {
      'zh-CN': '红色剪纸团花居中，两侧挂着中国结和小灯笼，下方散落着彩纸屑',
      'zh-TW': '紅色剪紙團花居中，兩側掛著中國結和小燈籠，下方散落著彩紙屑',
      'en-US':
        'A red paper-cut rosette in the center, Chinese knots and small lanterns on either side, and confetti scattered below.',
    },
  },
  cover: '/images/pages/joyful/hero.svg',
  sections: [
    {
      id: 'about',
      kind: 'text',
      title: { 'zh-CN': '关于手作季', 'zh-TW': '關於手作季', 'en-US': 'About the season' },
      body: [
        {
          'zh-CN': '每到年节，家家户户都会贴窗花、挂灯笼、系红绳。手作季把这些传统手艺变成一节节轻松的小课。',
          'zh-TW': '每到年節，家家戶戶都會貼窗花、掛燈籠、繫紅繩。手作季把這些傳統手藝變成一堂堂輕鬆的小課。',
          'en-US':
            'At festival time, families put up paper cuts, hang lanterns and tie red cords. The crafts season turns these traditions into short, relaxed classes.',
        },
        {
          'zh-CN': '材料和工具都会提前备好，大人孩子都能轻松上手。',
          'zh-TW': '材料和工具都會事先備好，大人小孩都能輕鬆上手。',
          'en-US': 'Materials and tools are ready for you, so adults and children alike can join in.',
        },
      ],
    },
    {
      id: 'workshops',
      kind: 'cards',
      title: { 'zh-CN': '手作课', 'zh-TW': '手作課', 'en-US': 'Workshops' },
      items: [
        {
          title: { 'zh-CN': '剪窗花', 'zh-TW': '剪窗花', 'en-US': 'Paper cutting' },
          text: {
            'zh-CN': '一把剪刀、一张红纸，对折几次就能剪出一朵团花。',
            'zh-TW': '一把剪刀、一張紅紙，對摺幾次就能剪出一朵團花。',
            'en-US': 'A pair of scissors and a sheet of red paper: fold it a few times and cut a rosette.',
          },
          image: '/images/pages/joyful/papercut.svg',
          imageAlt: {
            'zh-CN': '红色剪纸团花和一把剪刀',
            'zh-TW': '紅色剪紙團花和一把剪刀',
            'en-US': 'A red paper-cut rosette and a pair of scissors.',
          },
        },
        {
          title: { 'zh-CN': '编中国结', 'zh-TW': '編中國結', 'en-US': 'Chinese knots' },
          text: {
            'zh-CN': '学会几种基础结法，编一个挂在门口的吉祥结。',
            'zh-TW': '學會幾種基礎結法，編一個掛在門口的吉祥結。',
            'en-US': 'Learn a few basic knots and tie a lucky knot for your door.',
          },
          image: '/images/pages/joyful/knot.svg',
          imageAlt: {
            'zh-CN': '一个带流苏的红色中国结',
            'zh-TW': '一個帶流蘇的紅色中國結',
            'en-US': 'A red Chinese knot with a tassel.',
          },
        },
        {
          title: { 'zh-CN': '做花灯', 'zh-TW': '做花燈', 'en-US': 'Lantern making' },
          text: {
            'zh-CN': '从竹骨架到糊纸，做一盏属于自己的小灯。',
            'zh-TW': '從竹骨架到糊紙，做一盞屬於自己的小燈。',
            'en-US': 'From bamboo frame to paper shade, make a little lantern of your own.',
          },
          image: '/images/pages/joyful/lantern.svg',
          imageAlt: {
            'zh-CN': '一盏做好的红灯笼和一副灯笼骨架',
            'zh-TW': '一盞做好的紅燈籠和一副燈籠骨架',
            'en-US': 'A finished red lantern beside a bare lantern frame.',
          },
          href: '/YuanXiao',
        },
        {
          title: { 'zh-CN': '绣小花', 'zh-TW': '繡小花', 'en-US': 'Mini embroidery' },
          text: {
            'zh-CN': '跟着绣娘学平绣，绣一朵可以做成胸针的小花。',
            'zh-TW': '跟著繡娘學平繡，繡一朵可以做成胸針的小花。',
            'en-US': 'Learn satin stitch from an embroiderer and make a small flower you can turn into a brooch.',
          },
          image: '/images/pages/joyful/embroidery.svg',
          imageAlt: {
            'zh-CN': '绣绷上一朵红花和绿叶，旁边有针和线',
            'zh-TW': '繡繃上一朵紅花和綠葉，旁邊有針和線',
            'en-US': 'A red flower and green leaves in an embroidery hoop, with a needle and thread.',
          },
          href: '/pocket',
        },
      ],
    },
    {
      id: 'share',
      kind: 'text',
      title: { 'zh-CN': '把祝福送出去', 'zh-TW': '把祝福送出去', 'en-US': 'Pass on your good wishes' },
      body: [
        {
          'zh-CN': '做好的作品可以带回家，也可以拍照分享给朋友，把节日的热闹传下去。',
          'zh-TW': '做好的作品可以帶回家，也可以拍照分享給朋友，把節日的熱鬧傳下去。',
          'en-US': 'Take your work home, or share a photo with friends and pass the festive cheer along.',
        },
      ],
    },
    {
      id: 'previously',
      kind: 'timeline',
      title: { 'zh-CN': '往期回顾', 'zh-TW': '往期回顧', 'en-US': 'Previously' },
      items: [
        {
          date: '2021',
          title: { 'zh-CN': '第一季：窗花', 'zh-TW': '第一季：窗花', 'en-US': 'Season one: paper cuts' },
          text: {
            'zh-CN': '第一季只有一门剪纸课，红色窗花很快贴满了一整面墙。',
            'zh-TW': '第一季只有一門剪紙課，紅色窗花很快貼滿了一整面牆。',
            'en-US': 'Season one had a single paper-cutting class, and red paper cuts soon covered a whole wall.',
          },
        },
        {
          date: '2022',
          title: { 'zh-CN': '中国结与花灯', 'zh-TW': '中國結與花燈', 'en-US': 'Knots and lanterns' },
          text: {
            'zh-CN': '课程扩展到中国结和花灯，亲子家庭成了最常见的学员。',
            'zh-TW': '課程擴展到中國結和花燈，親子家庭成了最常見的學員。',
            'en-US': 'Knots and lanterns joined the program, and families became our most frequent students.',
          },
        },
        {
          date: '2023',
          title: { 'zh-CN': '绣娘来上课', 'zh-TW': '繡娘來上課', 'en-US': 'Embroiderers come to teach' },
          text: {
            'zh-CN': '绣娘第一次走进手作季，教大家绣一朵小花。',
            'zh-TW': '繡娘第一次走進手作季，教大家繡一朵小花。',
            'en-US': 'Embroiderers taught at the season for the first time, showing everyone how to stitch a small flower.',
          },
        },
      ],
    },
  ],
  actions: [
    {
      id: 'sign-up',
      kind: 'sign-up',
      label: { 'zh-CN': '报名手作课', 'zh-TW': '報名手作課', 'en-US': 'Sign up for a workshop' },
      opensSoon: false,
      signupEvent: 'embroidery-workshop',
      note: {
        'zh-CN': '材料现场提供；每人每场限报一个名额，开课前一晚之前可以取消。',
        'zh-TW': '材料現場提供；每人每場限報一個名額，開課前一晚之前可以取消。',
        'en-US': 'Materials provided; one place per person per session, cancellable until the evening before.',
      },
    },
  ],
};
