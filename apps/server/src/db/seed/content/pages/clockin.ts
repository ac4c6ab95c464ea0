/**
 * Cultural Check-in Route (文化打卡路线): campaign page at /ClockIn.
 * Images live in apps/web/public/images/pages/clockin/.
 */
import type { PageContent } from '@culture/protocol';

export const page: PageContent = {
  slug: 'clockin',
  route: '/ClockIn',
  kind: 'campaign',
  trending: false,
  sortOrder: 80,
  title: { 'zh-CN': '文化打卡路线', 'zh-TW': '文化打卡路線', 'en-US': 'Cultural Check-in Route' },
  subtitle: {
    'zh-CN': '走一段路，集一枚章，认识一座城的手艺',
    'zh-TW': '走一段路，集一枚章，認識一座城的手藝',
    'en-US': 'Walk, collect stamps and meet the crafts of a city',
  },
  summary: {
    'zh-CN': '沿着打卡路线走访荷包、傩、盘门、花灯和好茶同乐，每到一站集一枚电子印章。',
    'zh-TW': '沿著打卡路線走訪荷包、儺、盤門、花燈和好茶同樂，每到一站集一枚電子印章。',
    'en-US': 'Follow the route to the pocket, Nuo, Panmen, lantern and tea stops, and collect a digital stamp at each one.',
  },
  hero: {
    image: '/images/pages/clockin/hero.svg',
    alt: {
      'zh-CN': '米色地图上，一条虚线串起五个地标：荷包、傩面、城门、灯笼和茶杯，角落盖着一枚红色印章',
      'zh-TW': '米色地圖上，一條虛線串起五個地標：荷包、儺面、城門、燈籠和茶杯，角落蓋著一枚紅色印章',
      'en-US':
        'A cream map where a dotted line links five pins (a pocket, a Nuo mask, a city gate, a lantern and a teacup), with a red seal in the corner.',
    },
  },
  cover: '/images/pages/clockin/hero.svg',
  sections: [
    {
      id: 'about',
      kind: 'text',
      title: { 'zh-CN': '关于打卡路线', 'zh-TW': '關於打卡路線', 'en-US': 'About the route' },
      body: [
        {
          'zh-CN': '文化打卡路线把五月宇宙各个项目的地点串成一条路。你可以按顺序走，也可以只挑感兴趣的几站。',
          'zh-TW': '文化打卡路線把五月宇宙各個計畫的地點串成一條路。你可以按順序走，也可以只挑感興趣的幾站。',
          'en-US':
            'The route links the places of May Universe’s projects into a single walk. Follow it in order or pick only the stops that interest you.',
        },
        {
          'zh-CN': '到达每一站后，在本页打卡，就能点亮一枚电子印章。',
          'zh-TW': '抵達每一站後，在本頁打卡，就能點亮一枚電子印章。',
          'en-US': 'When you reach a stop, check in on this page to light up a digital stamp.',
        },
      ],
    },
    {
      id: 'stops',
      kind: 'cards',
      title: { 'zh-CN': '路线站点', 'zh-TW': '路線站點', 'en-US': 'Stops on the route' },
      items: [
        {
          value: '01',
          title: { 'zh-CN': '绣荷包', 'zh-TW': '繡荷包', 'en-US': 'Embroidered pockets' },
          text: {
            'zh-CN': '看绣娘的针法，认养一只荷包。',
            'zh-TW': '看繡娘的針法，認養一個荷包。',
            'en-US': 'See the embroiderers’ stitches and adopt a pocket.',
          },
          image: '/images/pages/pocket/hero.svg',
          imageAlt: {
            'zh-CN': '红底上的三只刺绣荷包',
            'zh-TW': '紅底上的三個刺繡荷包',
            'en-US': 'Three embroidered pockets on red.',
          },
          href: '/pocket',
        },
        {
          value: '02',
          title: { 'zh-CN': '傩', 'zh-TW': '儺', 'en-US': 'Nuo' },
          text: { 'zh-CN': '认识 13 个傩面角色。', 'zh-TW': '認識 13 個儺面角色。', 'en-US': 'Meet the 13 Nuo mask characters.' },
          image: '/images/pages/nuo/hero.svg',
          imageAlt: {
            'zh-CN': '深色山峦前的三张傩面',
            'zh-TW': '深色山巒前的三張儺面',
            'en-US': 'Three Nuo masks before dark hills.',
          },
          href: '/nuo',
        },
        {
          value: '03',
          title: { 'zh-CN': '盘门', 'zh-TW': '盤門', 'en-US': 'Panmen' },
          text: {
            'zh-CN': '在水陆城门前留一张合影。',
            'zh-TW': '在水陸城門前留一張合照。',
            'en-US': 'Take a photo at the gate for boats and walkers.',
          },
          image: '/images/pages/panmen/hero.svg',
          imageAlt: {
            'zh-CN': '城楼、水门和古塔',
            'zh-TW': '城樓、水門和古塔',
            'en-US': 'A gate tower, a water gate and a pagoda.',
          },
          href: '/panmen',
        },
        {
          value: '04',
          title: { 'zh-CN': '月下花灯会', 'zh-TW': '月下花燈會', 'en-US': 'Lanterns Under the Moon' },
          text: {
            'zh-CN': '赏灯，并领取限量花灯徽章。',
            'zh-TW': '賞燈，並領取限量花燈徽章。',
            'en-US': 'Enjoy the lanterns and claim the limited Lantern Badge.',
          },
          image: '/images/pages/yuanxiao/hero.svg',
          imageAlt: { 'zh-CN': '满月下的一串红灯笼', 'zh-TW': '滿月下的一串紅燈籠', 'en-US': 'Red lanterns under a full moon.' },
          href: '/YuanXiao',
        },
        {
          value: '05',
          title: { 'zh-CN': '好茶同乐', 'zh-TW': '好茶同樂', 'en-US': 'Haocha Tongle' },
          text: {
            'zh-CN': '歇歇脚，喝一杯好茶。',
            'zh-TW': '歇歇腳，喝一杯好茶。',
            'en-US': 'Rest your feet over a good cup of tea.',
          },
          image: '/images/pages/haochatongle/hero.svg',
          imageAlt: {
            'zh-CN': '陶壶、茶杯和金色茶券',
            'zh-TW': '陶壺、茶杯和金色茶券',
            'en-US': 'A teapot, a teacup and a golden tea coupon.',
          },
          href: '/haochatongle',
        },
      ],
    },
    {
      id: 'how',
      kind: 'cards',
      title: { 'zh-CN': '怎么打卡', 'zh-TW': '怎麼打卡', 'en-US': 'How to check in' },
      items: [
        {
          value: '1',
          title: { 'zh-CN': '到达站点', 'zh-TW': '抵達站點', 'en-US': 'Arrive' },
          text: {
            'zh-CN': '来到站点附近，打开手机定位。',
            'zh-TW': '來到站點附近，開啟手機定位。',
            'en-US': 'Get to the stop and turn on location on your phone.',
          },
        },
        {
          value: '2',
          title: { 'zh-CN': '点击打卡', 'zh-TW': '點擊打卡', 'en-US': 'Check in' },
          text: {
            'zh-CN': '在本页点击“打卡”，确认你所在的站点。',
            'zh-TW': '在本頁點擊「打卡」，確認你所在的站點。',
            'en-US': 'Tap “Check in” on this page and confirm your stop.',
          },
        },
        {
          value: '3',
          title: { 'zh-CN': '集章', 'zh-TW': '集章', 'en-US': 'Collect' },
          text: {
            'zh-CN': '印章会收进你的打卡册。',
            'zh-TW': '印章會收進你的打卡冊。',
            'en-US': 'The stamp goes into your route book.',
          },
        },
      ],
    },
    {
      id: 'rewards',
      kind: 'cards',
      title: { 'zh-CN': '集章奖励', 'zh-TW': '集章獎勵', 'en-US': 'Rewards' },
      items: [
        {
          title: { 'zh-CN': '电子印章', 'zh-TW': '電子印章', 'en-US': 'Digital stamps' },
          text: {
            'zh-CN': '每站一枚，图案各不相同。',
            'zh-TW': '每站一枚，圖案各不相同。',
            'en-US': 'One for each stop, each with its own design.',
          },
          image: '/images/pages/clockin/stamp.svg',
          imageAlt: {
            'zh-CN': '红色方形印章，里面是城门和小花图案',
            'zh-TW': '紅色方形印章，裡面是城門和小花圖案',
            'en-US': 'A red square seal showing a city gate and a small flower.',
          },
        },
        {
          title: { 'zh-CN': '路线纪念', 'zh-TW': '路線紀念', 'en-US': 'A route keepsake' },
          text: {
            'zh-CN': '每次打卡都会收入“我的徽章”，带编号和时间，可凭验证二维码向商家出示。',
            'zh-TW': '每次打卡都會收入「我的徽章」，帶編號和時間，可憑驗證 QR 碼向商家出示。',
            'en-US':
              'Each check-in goes into My badges with its number and time; show its verification QR code at partner shops.',
          },
          image: '/images/pages/clockin/passport.svg',
          imageAlt: {
            'zh-CN': '摊开的打卡册上盖着几枚印章，还有一个空位',
            'zh-TW': '攤開的打卡冊上蓋著幾枚印章，還有一個空位',
            'en-US': 'An open route book with several stamps and one empty space.',
          },
        },
      ],
    },
  ],
  actions: [
    {
      id: 'check-in',
      kind: 'check-in',
      label: { 'zh-CN': '扫码打卡', 'zh-TW': '掃碼打卡', 'en-US': 'Scan to check in' },
      opensSoon: false,
      badgeEvent: 'lantern-route-check-in',
      note: {
        'zh-CN': '到达现场后，扫描现场屏幕上的二维码或感应 NFC 标签，领取打卡徽章。',
        'zh-TW': '抵達現場後，掃描現場螢幕上的 QR 碼或感應 NFC 標籤，領取打卡徽章。',
        'en-US': 'At the venue, scan the QR code on the screen or tap the NFC tag to claim the check-in badge.',
      },
    },
  ],
};
