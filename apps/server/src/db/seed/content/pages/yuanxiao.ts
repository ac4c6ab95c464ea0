/**
 * Lanterns Under the Moon (月下花灯会): event page at /YuanXiao.
 * Images live in apps/web/public/images/pages/yuanxiao/.
 */
import type { PageContent } from '@culture/protocol';

export const page: PageContent = {
  slug: 'yuanxiao',
  route: '/YuanXiao',
  kind: 'event',
  trending: true,
  sortOrder: 30,
  title: { 'zh-CN': '月下花灯会', 'zh-TW': '月下花燈會', 'en-US': 'Lanterns Under the Moon' },
  subtitle: {
    'zh-CN': '月圆之夜，点一盏灯，领一枚徽章',
    'zh-TW': '月圓之夜，點一盞燈，領一枚徽章',
    'en-US': 'On a full-moon night, light a lantern and claim a badge',
  },
  summary: {
    'zh-CN': '在月光下提灯游园，领取限量花灯徽章。数量有限，领完即止。',
    'zh-TW': '在月光下提燈遊園，領取限量花燈徽章。數量有限，領完為止。',
    'en-US': 'Stroll with lanterns under the full moon and claim the limited Lantern Badge while supplies last.',
  },
  hero: {
    image: '/images/pages/yuanxiao/hero.svg',
    alt: {
      'zh-CN': '夜空中一轮满月，一串红灯笼挂在屋顶上方',
      'zh-TW': '夜空中一輪滿月，一串紅燈籠掛在屋頂上方',
      'en-US': 'A full moon in the night sky above a string of red lanterns and dark rooftops.',
    },
  },
  cover: '/images/pages/yuanxiao/hero.svg',
  sections: [
    {
      id: 'about',
      kind: 'text',
      title: { 'zh-CN': '关于花灯会', 'zh-TW': '關於花燈會', 'en-US': 'About the festival' },
      body: [
        {
          'zh-CN': '月圆的夜晚，人们提着花灯出门，赏灯、赏月、猜灯谜，把团圆的心愿挂在灯下。',
          'zh-TW': '月圓的夜晚，人們提著花燈出門，賞燈、賞月、猜燈謎，把團圓的心願掛在燈下。',
          'en-US':
            'On full-moon nights people carry lanterns outdoors to admire the lights and the moon and to solve lantern riddles, hanging their wishes for reunion beneath the glow.',
        },
        {
          'zh-CN': '五月宇宙把这份热闹带到现场，也带进虚拟世界。赏灯之余，还可以领取一枚限量花灯徽章。',
          'zh-TW': '五月宇宙把這份熱鬧帶到現場，也帶進虛擬世界。賞燈之餘，還可以領取一枚限量花燈徽章。',
          'en-US':
            'May Universe brings the celebration both on site and into the virtual world. While you enjoy the lanterns, you can also claim a limited Lantern Badge.',
        },
      ],
    },
    {
      id: 'claim-badge',
      kind: 'cards',
      title: { 'zh-CN': '领取徽章', 'zh-TW': '領取徽章', 'en-US': 'Claim the badge' },
      intro: {
        'zh-CN': '花灯徽章以满月和红灯笼为图案。数量有限，每位用户限领一枚，领完即止。',
        'zh-TW': '花燈徽章以滿月和紅燈籠為圖案。數量有限，每位使用者限領一枚，領完為止。',
        'en-US':
          'The Lantern Badge shows a full moon and a red lantern. Supply is limited to one per person, and once they are gone, they are gone.',
      },
      items: [
        {
          title: { 'zh-CN': '花灯徽章', 'zh-TW': '花燈徽章', 'en-US': 'Lantern Badge' },
          text: {
            'zh-CN': '月下花灯会限量纪念徽章。',
            'zh-TW': '月下花燈會限量紀念徽章。',
            'en-US': 'The limited keepsake badge of Lanterns Under the Moon.',
          },
          image: '/images/pages/yuanxiao/badge.svg',
          imageAlt: {
            'zh-CN': '金色圆形徽章，深蓝底上有满月和红灯笼，上方系着红绿绶带',
            'zh-TW': '金色圓形徽章，深藍底上有滿月和紅燈籠，上方繫著紅綠綬帶',
            'en-US': 'A round gold badge with a full moon and a red lantern on deep blue, hanging from a red and green ribbon.',
          },
        },
        {
          value: '1',
          title: { 'zh-CN': '登录', 'zh-TW': '登入', 'en-US': 'Sign in' },
          text: {
            'zh-CN': '用手机号登录五月宇宙。',
            'zh-TW': '用手機號碼登入五月宇宙。',
            'en-US': 'Sign in to May Universe with your phone number.',
          },
        },
        {
          value: '2',
          title: { 'zh-CN': '点击领取', 'zh-TW': '點擊領取', 'en-US': 'Tap to claim' },
          text: {
            'zh-CN': '在本页点击“领取花灯徽章”。领取成功后，按钮会显示“已领取”；全部领完后显示“已领完”。',
            'zh-TW': '在本頁點擊「領取花燈徽章」。領取成功後，按鈕會顯示「已領取」；全部領完後顯示「已領完」。',
            'en-US':
              'Tap “Claim the Lantern Badge” on this page. Once it is yours the button shows “Claimed”, and when every badge has gone it shows “All claimed”.',
          },
        },
        {
          value: '3',
          title: { 'zh-CN': '查看徽章', 'zh-TW': '查看徽章', 'en-US': 'See your badge' },
          text: {
            'zh-CN': '徽章会出现在“我的徽章”里。',
            'zh-TW': '徽章會出現在「我的徽章」裡。',
            'en-US': 'Your badge appears in My Badges.',
          },
          href: '/MyMedal',
        },
      ],
    },
    {
      id: 'badge-benefits',
      kind: 'cards',
      title: { 'zh-CN': '徽章权益', 'zh-TW': '徽章權益', 'en-US': 'Badge benefits' },
      intro: {
        'zh-CN': '持有花灯徽章，可以在活动期间享受这些小惊喜。',
        'zh-TW': '持有花燈徽章，可以在活動期間享受這些小驚喜。',
        'en-US': 'With the Lantern Badge you can enjoy these small surprises during the event.',
      },
      items: [
        {
          title: { 'zh-CN': '虚拟灯会', 'zh-TW': '虛擬燈會', 'en-US': 'A virtual lantern fair' },
          text: {
            'zh-CN': '凭徽章进入虚拟世界里的花灯展厅。',
            'zh-TW': '憑徽章進入虛擬世界裡的花燈展廳。',
            'en-US': 'Use your badge to enter the lantern hall in the virtual world.',
          },
          image: '/images/pages/yuanxiao/benefit-world.svg',
          imageAlt: {
            'zh-CN': '发光的绿色传送门里有一盏红灯笼',
            'zh-TW': '發光的綠色傳送門裡有一盞紅燈籠',
            'en-US': 'A red lantern inside a glowing green portal.',
          },
        },
        {
          title: { 'zh-CN': '合作优惠', 'zh-TW': '合作優惠', 'en-US': 'Partner offers' },
          text: {
            'zh-CN': '活动期间，不定期获得合作品牌的优惠券。',
            'zh-TW': '活動期間，不定期獲得合作品牌的優惠券。',
            'en-US': 'Receive coupons from partner brands from time to time during the event.',
          },
          image: '/images/pages/yuanxiao/benefit-coupon.svg',
          imageAlt: {
            'zh-CN': '印着小灯笼的金色票券',
            'zh-TW': '印著小燈籠的金色票券',
            'en-US': 'A golden coupon printed with a small lantern.',
          },
        },
        {
          title: { 'zh-CN': '节日纪念', 'zh-TW': '節日紀念', 'en-US': 'A festival keepsake' },
          text: {
            'zh-CN': '徽章保存在你的账户里，记录你参加过的每一次节日。',
            'zh-TW': '徽章保存在你的帳號裡，記錄你參加過的每一次節日。',
            'en-US': 'The badge stays in your account as a record of every festival you join.',
          },
          image: '/images/pages/yuanxiao/benefit-collect.svg',
          imageAlt: {
            'zh-CN': '三枚并排的圆形徽章，中间一枚印着灯笼',
            'zh-TW': '三枚並排的圓形徽章，中間一枚印著燈籠',
            'en-US': 'Three round badges side by side, the middle one showing a lantern.',
          },
        },
      ],
    },
    {
      id: 'previously',
      kind: 'timeline',
      title: { 'zh-CN': '往届回顾', 'zh-TW': '往屆回顧', 'en-US': 'Previously' },
      items: [
        {
          date: '2021',
          title: { 'zh-CN': '第一盏灯', 'zh-TW': '第一盞燈', 'en-US': 'The first lantern' },
          text: {
            'zh-CN': '首届花灯会在线上举行，大家在虚拟庭院里一起点亮灯笼。',
            'zh-TW': '首屆花燈會在線上舉行，大家在虛擬庭院裡一起點亮燈籠。',
            'en-US': 'The first festival took place online, where visitors lit lanterns together in a virtual courtyard.',
          },
        },
        {
          date: '2022',
          title: { 'zh-CN': '灯会走进街区', 'zh-TW': '燈會走進街區', 'en-US': 'Lanterns in the neighborhood' },
          text: {
            'zh-CN': '手作灯笼工作坊和夜游路线同时开放，现场与线上一起赏灯。',
            'zh-TW': '手作燈籠工作坊和夜遊路線同時開放，現場與線上一起賞燈。',
            'en-US': 'Lantern-making workshops and an evening walk opened together, with the lights shared on site and online.',
          },
        },
        {
          date: '2023',
          title: { 'zh-CN': '花灯徽章', 'zh-TW': '花燈徽章', 'en-US': 'The Lantern Badge' },
          text: {
            'zh-CN': '第一次推出可领取的限量徽章，让这一晚有了可以收藏的纪念。',
            'zh-TW': '第一次推出可領取的限量徽章，讓這一晚有了可以收藏的紀念。',
            'en-US': 'A limited, claimable badge appeared for the first time, a keepsake of the night.',
          },
        },
      ],
    },
  ],
  actions: [
    {
      id: 'claim-badge',
      kind: 'badge-claim',
      label: { 'zh-CN': '领取花灯徽章', 'zh-TW': '領取花燈徽章', 'en-US': 'Claim the Lantern Badge' },
      opensSoon: false,
      badgeEvent: 'mid-autumn-lantern',
      note: {
        'zh-CN': '徽章数量有限，领完即止，每人限领一枚。',
        'zh-TW': '徽章數量有限，領完為止，每人限領一枚。',
        'en-US': 'Limited supply, one per person: once they are gone, they are gone.',
      },
    },
    {
      id: 'my-badges',
      kind: 'link',
      label: { 'zh-CN': '我的徽章', 'zh-TW': '我的徽章', 'en-US': 'My badges' },
      href: '/MyMedal',
      opensSoon: false,
    },
  ],
};
