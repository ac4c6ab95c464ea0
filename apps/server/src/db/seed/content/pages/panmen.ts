/**
 * Panmen · A 2,500-Year-Old Garden (盘门 · 两千五百年的园林): project page at /panmen.
 * Images live in apps/web/public/images/pages/panmen/.
 */
import type { PageContent } from '@culture/protocol';

export const page: PageContent = {
  slug: 'panmen',
  route: '/panmen',
  kind: 'project',
  trending: true,
  sortOrder: 40,
  title: { 'zh-CN': '盘门 · 两千五百年的园林', 'zh-TW': '盤門 · 兩千五百年的園林', 'en-US': 'Panmen · A 2,500-Year-Old Garden' },
  subtitle: {
    'zh-CN': '在水陆城门边，走一段慢时光',
    'zh-TW': '在水陸城門邊，走一段慢時光',
    'en-US': 'Slow down beside a gate for boats and walkers',
  },
  summary: {
    'zh-CN': '盘门是苏州古城的水陆城门，这座园林已有 2500 年历史。来这里看城墙、水门与古塔同框。',
    'zh-TW': '盤門是蘇州古城的水陸城門，這座園林已有 2500 年歷史。來這裡看城牆、水門與古塔同框。',
    'en-US':
      'Panmen, the water and land gate of old Suzhou, stands in a garden with 2,500 years of history. Come and see city walls, a water gate and a pagoda in one view.',
  },
  hero: {
    image: '/images/pages/panmen/hero.svg',
    alt: {
      'zh-CN': '城墙上立着两层城楼，城下水门通向河面，一只小船划过，远处有古塔，近处有垂柳',
      'zh-TW': '城牆上立著兩層城樓，城下水門通向河面，一艘小船划過，遠處有古塔，近處有垂柳',
      'en-US':
        'A two-story gate tower on the city wall above a water gate, a small boat gliding past, a pagoda in the distance and a willow nearby.',
    },
  },
  cover: '/images/pages/panmen/hero.svg',
  sections: [
    {
      id: 'about',
      kind: 'text',
      title: { 'zh-CN': '关于盘门', 'zh-TW': '關於盤門', 'en-US': 'About Panmen' },
      body: [
        {
          'zh-CN': '盘门位于苏州古城西南角，是一座水陆并列的城门：船从水门进城，行人从旁边的陆门通过。',
          'zh-TW': '盤門位於蘇州古城西南角，是一座水陸並列的城門：船從水門進城，行人從旁邊的陸門通過。',
          'en-US':
            'Panmen stands at the south-west corner of old Suzhou. It is a gate for both water and land: boats enter through the water gate, walkers through the land gate beside it.',
        },
        {
          'zh-CN': '城墙、城楼、古塔与石桥在这里相互映照，园林里的一草一木，都带着 2500 年的时光痕迹。',
          'zh-TW': '城牆、城樓、古塔與石橋在這裡相互映照，園林裡的一草一木，都帶著 2500 年的時光痕跡。',
          'en-US':
            'City walls, a gate tower, a pagoda and a stone bridge reflect one another here, and the garden around them carries 2,500 years of history.',
        },
      ],
    },
    {
      id: 'history',
      kind: 'timeline',
      title: { 'zh-CN': '盘门的故事', 'zh-TW': '盤門的故事', 'en-US': 'The story of Panmen' },
      items: [
        {
          date: '01',
          title: { 'zh-CN': '古城初建', 'zh-TW': '古城初建', 'en-US': 'A city is founded' },
          text: {
            'zh-CN': '约 2500 年前，苏州古城初建，水陆城门的格局由此而来。',
            'zh-TW': '約 2500 年前，蘇州古城初建，水陸城門的格局由此而來。',
            'en-US':
              'About 2,500 years ago the city of Suzhou was founded, and with it the pattern of gates for both boats and walkers.',
          },
        },
        {
          date: '02',
          title: { 'zh-CN': '屡毁屡建', 'zh-TW': '屢毀屢建', 'en-US': 'Destroyed and rebuilt' },
          text: {
            'zh-CN': '千百年间，城门多次经历战火与修缮。今天看到的城楼与水门，是后世重建和修复的成果。',
            'zh-TW': '千百年間，城門多次經歷戰火與修繕。今天看到的城樓與水門，是後世重建和修復的成果。',
            'en-US':
              'Over the centuries the gate lived through war and repair many times. The tower and water gate you see today were rebuilt and restored in later eras.',
          },
        },
        {
          date: '03',
          title: { 'zh-CN': '水城相依', 'zh-TW': '水城相依', 'en-US': 'City and water together' },
          text: {
            'zh-CN': '河道环城而行，盘门守着水路的出入，也见证了城里的日常与繁华。',
            'zh-TW': '河道環城而行，盤門守著水路的出入，也見證了城裡的日常與繁華。',
            'en-US':
              'Canals circle the city. Panmen guarded the waterway in and out and watched the daily life and bustle within.',
          },
        },
        {
          date: '04',
          title: { 'zh-CN': '今日园林', 'zh-TW': '今日園林', 'en-US': 'A garden today' },
          text: {
            'zh-CN': '如今这里是一座开放的园林景区，人们在城墙下散步、拍照、看船。',
            'zh-TW': '如今這裡是一座開放的園林景區，人們在城牆下散步、拍照、看船。',
            'en-US':
              'Today it is a garden open to visitors, who stroll beneath the walls, take photos and watch the boats go by.',
          },
        },
      ],
    },
    {
      id: 'views',
      kind: 'gallery',
      title: { 'zh-CN': '盘门一景', 'zh-TW': '盤門一景', 'en-US': 'Scenes of Panmen' },
      items: [
        {
          image: '/images/pages/panmen/view-watergate.svg',
          caption: {
            'zh-CN': '水门：小船从城墙下穿过',
            'zh-TW': '水門：小船從城牆下穿過',
            'en-US': 'The water gate: a small boat passes beneath the wall',
          },
        },
        {
          image: '/images/pages/panmen/view-bridge.svg',
          caption: {
            'zh-CN': '石桥：拱洞与倒影合成一轮满月',
            'zh-TW': '石橋：拱洞與倒影合成一輪滿月',
            'en-US': 'The stone bridge: its arch and reflection make a full moon',
          },
        },
        {
          image: '/images/pages/panmen/view-pagoda.svg',
          caption: {
            'zh-CN': '古塔：在夕阳下远眺',
            'zh-TW': '古塔：在夕陽下遠眺',
            'en-US': 'The pagoda, seen in the evening sun',
          },
        },
      ],
    },
    {
      id: 'visit',
      kind: 'cards',
      title: { 'zh-CN': '游览贴士', 'zh-TW': '遊覽小提醒', 'en-US': 'Visit tips' },
      items: [
        {
          title: { 'zh-CN': '最佳时间', 'zh-TW': '最佳時間', 'en-US': 'Best time' },
          text: {
            'zh-CN': '清晨或傍晚光线柔和，水面倒影最美。',
            'zh-TW': '清晨或傍晚光線柔和，水面倒影最美。',
            'en-US': 'Early morning or late afternoon, when the light is soft and the reflections are at their best.',
          },
        },
        {
          title: { 'zh-CN': '拍照机位', 'zh-TW': '拍照角度', 'en-US': 'Where to take photos' },
          text: {
            'zh-CN': '登上城墙，可以把城楼、水门和古塔收进同一个画面。',
            'zh-TW': '登上城牆，可以把城樓、水門和古塔收進同一個畫面。',
            'en-US': 'Climb the city wall to fit the tower, the water gate and the pagoda into one frame.',
          },
        },
        {
          title: { 'zh-CN': '舒适出行', 'zh-TW': '舒適出行', 'en-US': 'Go comfortably' },
          text: {
            'zh-CN': '城墙台阶较多，建议穿防滑的平底鞋；雨天请留意脚下。',
            'zh-TW': '城牆階梯較多，建議穿防滑的平底鞋；雨天請留意腳下。',
            'en-US': 'There are plenty of steps on the wall, so wear flat shoes with a good grip, and take care when it rains.',
          },
        },
        {
          title: { 'zh-CN': '爱护古迹', 'zh-TW': '愛護古蹟', 'en-US': 'Respect the site' },
          text: {
            'zh-CN': '请勿攀爬城墙垛口或刻画涂写，把安静留给古城。',
            'zh-TW': '請勿攀爬城牆垛口或刻畫塗寫，把安靜留給古城。',
            'en-US': 'Please don’t climb the battlements or mark the stones, and keep the old city peaceful.',
          },
        },
        {
          title: { 'zh-CN': '打卡集章', 'zh-TW': '打卡集章', 'en-US': 'Collect a stamp' },
          text: {
            'zh-CN': '到达后在本页打卡，点亮文化打卡路线上的一站。',
            'zh-TW': '抵達後在本頁打卡，點亮文化打卡路線上的一站。',
            'en-US': 'Check in on this page when you arrive to light up a stop on the cultural check-in route.',
          },
          href: '/ClockIn',
        },
      ],
    },
  ],
  actions: [
    {
      id: 'check-in',
      kind: 'check-in',
      label: { 'zh-CN': '到盘门打卡', 'zh-TW': '到盤門打卡', 'en-US': 'Check in at Panmen' },
      opensSoon: false,
      badgeEvent: 'lantern-route-check-in',
      note: {
        'zh-CN': '到达后扫描现场屏幕上的二维码，点亮打卡路线上的一站。',
        'zh-TW': '抵達後掃描現場螢幕上的 QR 碼，點亮打卡路線上的一站。',
        'en-US': 'When you arrive, scan the QR code on the venue screen to light up a stop on the route.',
      },
    },
    {
      id: 'route',
      kind: 'link',
      label: { 'zh-CN': '查看文化打卡路线', 'zh-TW': '查看文化打卡路線', 'en-US': 'See the check-in route' },
      href: '/ClockIn',
      opensSoon: false,
    },
  ],
};
