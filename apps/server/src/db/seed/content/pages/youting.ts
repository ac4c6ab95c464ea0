/**
 * YouTing · An Afternoon Garden Party (游庭 · 午后园游会): campaign page at /YouTing.
 * Images live in apps/web/public/images/pages/youting/.
 */
import type { PageContent } from '@culture/protocol';

export const page: PageContent = {
  slug: 'youting',
  route: '/YouTing',
  kind: 'campaign',
  trending: false,
  sortOrder: 70,
  title: { 'zh-CN': '游庭 · 午后园游会', 'zh-TW': '遊庭 · 午後園遊會', 'en-US': 'YouTing · An Afternoon Garden Party' },
  subtitle: {
    'zh-CN': '音乐、茶与手作，一个慢慢的下午',
    'zh-TW': '音樂、茶與手作，一個慢慢的下午',
    'en-US': 'Music, tea and crafts for an unhurried afternoon',
  },
  summary: {
    'zh-CN': '游庭是一场午后的园游会：在庭院里听一段音乐、喝一杯茶、做一件小手作。',
    'zh-TW': '遊庭是一場午後的園遊會：在庭院裡聽一段音樂、喝一杯茶、做一件小手作。',
    'en-US': 'YouTing is an afternoon garden party: listen to live music, sip tea and make something small by hand.',
  },
  hero: {
    image: '/images/pages/youting/hero.svg',
    alt: {
      'zh-CN': '午后的庭院里，凉亭和大树之间挂着一串小灯，草地上摆着茶桌，空中飘着音符',
      'zh-TW': '午後的庭院裡，涼亭和大樹之間掛著一串小燈，草地上擺著茶桌，空中飄著音符',
      'en-US':
        'An afternoon garden: string lights between a pavilion and a large tree, a tea table on the lawn and music notes in the air.',
    },
  },
  cover: '/images/pages/youting/hero.svg',
  sections: [
    {
      id: 'about',
      kind: 'text',
      title: { 'zh-CN': '关于游庭', 'zh-TW': '關於遊庭', 'en-US': 'About YouTing' },
      body: [
        {
          'zh-CN': '“游庭”取意于在庭院中漫游。我们把音乐、茶席和手作摊位搬进园林，邀你用一个下午慢慢逛。',
          'zh-TW': '「遊庭」取意於在庭院中漫遊。我們把音樂、茶席和手作攤位搬進園林，邀你用一個下午慢慢逛。',
          'en-US':
            '“YouTing” means wandering through a courtyard. We bring music, tea tables and craft stalls into a garden and invite you to spend a slow afternoon there.',
        },
        {
          'zh-CN': '不需要任何基础，带上朋友或家人，随走随停就好。',
          'zh-TW': '不需要任何基礎，帶上朋友或家人，隨走隨停就好。',
          'en-US': 'No experience needed: bring friends or family and stop wherever you like.',
        },
      ],
    },
    {
      id: 'program',
      kind: 'cards',
      title: { 'zh-CN': '活动内容', 'zh-TW': '活動內容', 'en-US': 'What’s on' },
      items: [
        {
          title: { 'zh-CN': '庭院音乐', 'zh-TW': '庭院音樂', 'en-US': 'Garden music' },
          text: {
            'zh-CN': '琵琶、古琴与民谣轮番登场，在树荫下听一段现场演奏。',
            'zh-TW': '琵琶、古琴與民謠輪番登場，在樹蔭下聽一段現場演奏。',
            'en-US': 'Pipa, guqin and folk songs take turns; enjoy a live set in the shade.',
          },
          image: '/images/pages/youting/music.svg',
          imageAlt: {
            'zh-CN': '一把琵琶和飘浮的音符',
            'zh-TW': '一把琵琶和飄浮的音符',
            'en-US': 'A pipa surrounded by floating music notes.',
          },
        },
        {
          title: { 'zh-CN': '一席好茶', 'zh-TW': '一席好茶', 'en-US': 'A tea table' },
          text: {
            'zh-CN': '茶艺师现场冲泡，教你分辨不同茶的香气。',
            'zh-TW': '茶藝師現場沖泡，教你分辨不同茶的香氣。',
            'en-US': 'Tea masters brew on the spot and show you how to tell the aromas apart.',
          },
          image: '/images/pages/youting/tea.svg',
          imageAlt: {
            'zh-CN': '木托盘上一把深绿茶壶和两只茶杯',
            'zh-TW': '木托盤上一把深綠茶壺和兩個茶杯',
            'en-US': 'A dark green teapot and two cups on a wooden tray.',
          },
          href: '/haochatongle',
        },
        {
          title: { 'zh-CN': '手作时光', 'zh-TW': '手作時光', 'en-US': 'Craft time' },
          text: {
            'zh-CN': '画一把团扇，绣一朵小花，把下午的心情带回家。',
            'zh-TW': '畫一把團扇，繡一朵小花，把下午的心情帶回家。',
            'en-US': 'Paint a round fan or stitch a small flower, and take the afternoon home with you.',
          },
          image: '/images/pages/youting/crafts.svg',
          imageAlt: {
            'zh-CN': '画着花枝的团扇和绣着小花的绣绷',
            'zh-TW': '畫著花枝的團扇和繡著小花的繡繃',
            'en-US': 'A round fan painted with a flowering branch, and an embroidery hoop with a small flower.',
          },
        },
      ],
    },
    {
      id: 'previously',
      kind: 'timeline',
      title: { 'zh-CN': '往期回顾', 'zh-TW': '往期回顧', 'en-US': 'Previously' },
      items: [
        {
          date: '2022',
          title: { 'zh-CN': '初夏游庭', 'zh-TW': '初夏遊庭', 'en-US': 'An early-summer garden party' },
          text: {
            'zh-CN': '第一场游庭在城市园林里举行，音乐和茶席陪伴了整个下午。',
            'zh-TW': '第一場遊庭在城市園林裡舉行，音樂和茶席陪伴了整個下午。',
            'en-US': 'The first YouTing filled a city garden with music and tea for a whole afternoon.',
          },
        },
        {
          date: '2023',
          title: { 'zh-CN': '秋日游庭', 'zh-TW': '秋日遊庭', 'en-US': 'An autumn garden party' },
          text: {
            'zh-CN': '新增手作摊位，团扇绘画和刺绣小课最受欢迎。',
            'zh-TW': '新增手作攤位，團扇彩繪和刺繡小課最受歡迎。',
            'en-US': 'Craft stalls joined the program, and fan painting and mini embroidery classes were the favorites.',
          },
        },
      ],
    },
    {
      id: 'tips',
      kind: 'text',
      title: { 'zh-CN': '参加小贴士', 'zh-TW': '參加小提醒', 'en-US': 'Good to know' },
      body: [
        {
          'zh-CN': '园林里多是石板路，建议穿舒适的平底鞋。',
          'zh-TW': '園林裡多是石板路，建議穿舒適的平底鞋。',
          'en-US': 'Garden paths are mostly stone, so comfortable flat shoes are best.',
        },
        {
          'zh-CN': '这是户外活动，请留意天气；午后阳光强时，记得防晒和补水。',
          'zh-TW': '這是戶外活動，請留意天氣；午後陽光強時，記得防曬和補充水分。',
          'en-US': 'This is an outdoor event: check the weather, and bring sun protection and water on bright afternoons.',
        },
        {
          'zh-CN': '手作材料由现场提供，名额有限，先到先得。',
          'zh-TW': '手作材料由現場提供，名額有限，先到先得。',
          'en-US': 'Craft materials are provided on site; places are limited, so it is first come, first served.',
        },
      ],
    },
  ],
  actions: [
    {
      id: 'reserve',
      kind: 'sign-up',
      label: { 'zh-CN': '预约名额', 'zh-TW': '預約名額', 'en-US': 'Reserve a place' },
      opensSoon: false,
      signupEvent: 'garden-tour',
      note: {
        'zh-CN': '每人每场限约一个名额；开场前一晚之前可以取消。',
        'zh-TW': '每人每場限約一個名額；開場前一晚之前可以取消。',
        'en-US': 'One place per person per session; you can cancel until the evening before.',
      },
    },
  ],
};
