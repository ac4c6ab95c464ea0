/**
 * NFC Collectibles (NFC 藏品): project page at /NFC.
 * Images live in apps/web/public/images/pages/nfc/.
 */
import type { PageContent } from '@culture/protocol';

export const page: PageContent = {
  slug: 'nfc',
  route: '/NFC',
  kind: 'project',
  trending: false,
  sortOrder: 90,
  title: { 'zh-CN': 'NFC 藏品', 'zh-TW': 'NFC 收藏品', 'en-US': 'NFC Collectibles' },
  subtitle: {
    'zh-CN': '碰一碰实物，看见它的数字孪生',
    'zh-TW': '輕觸實物，看見它的數位分身',
    'en-US': 'Tap the real thing and meet its digital twin',
  },
  summary: {
    'zh-CN': '荷包、傩面和瓶子里藏着 NFC 标签。用手机一碰，就能看到它的数字孪生和背后的故事。',
    'zh-TW': '荷包、儺面和瓶子裡藏著 NFC 標籤。用手機輕輕一碰，就能看到它的數位分身和背後的故事。',
    'en-US':
      'Pockets, Nuo masks and bottles carry NFC tags. Tap one with your phone to see its digital twin and the story behind it.',
  },
  hero: {
    image: '/images/pages/nfc/hero.svg',
    alt: {
      'zh-CN': '夜色中，左边是一只红色实体荷包，中间的手机发出感应波纹，右边是用绿色线条勾出的数字荷包',
      'zh-TW': '夜色中，左邊是一個紅色實體荷包，中間的手機發出感應波紋，右邊是用綠色線條勾勒的數位荷包',
      'en-US':
        'At night: a red physical pocket on the left, a phone sending out waves in the middle and a green wireframe digital pocket on the right.',
    },
  },
  cover: '/images/pages/nfc/hero.svg',
  sections: [
    {
      id: 'about',
      kind: 'text',
      title: { 'zh-CN': '什么是 NFC 藏品', 'zh-TW': '什麼是 NFC 收藏品', 'en-US': 'What is an NFC collectible?' },
      body: [
        {
          'zh-CN': 'NFC 藏品是一件实体文创，里面嵌着一枚小小的 NFC 芯片，把实物和它在线上的“数字孪生”连在一起。',
          'zh-TW': 'NFC 收藏品是一件實體文創，裡面嵌著一枚小小的 NFC 晶片，把實物和它在線上的「數位分身」連在一起。',
          'en-US':
            'An NFC collectible is a physical piece with a tiny NFC chip inside, linking the object to its online “digital twin”.',
        },
        {
          'zh-CN': '数字孪生记录了这件藏品的编号、手艺故事和持有记录，让每一件实物都有据可查。',
          'zh-TW': '數位分身記錄了這件收藏品的編號、手藝故事和持有紀錄，讓每一件實物都有據可查。',
          'en-US':
            'The digital twin records the piece’s number, its craft story and who has owned it, so every object can be traced.',
        },
      ],
    },
    {
      id: 'how',
      kind: 'cards',
      title: { 'zh-CN': '怎么用', 'zh-TW': '怎麼用', 'en-US': 'How it works' },
      items: [
        {
          value: '1',
          title: { 'zh-CN': '轻触', 'zh-TW': '輕觸', 'en-US': 'Tap' },
          text: {
            'zh-CN': '把手机背面贴近藏品上的 NFC 标记。',
            'zh-TW': '把手機背面貼近收藏品上的 NFC 標記。',
            'en-US': 'Hold the back of your phone near the NFC mark on the piece.',
          },
        },
        {
          value: '2',
          title: { 'zh-CN': '查看', 'zh-TW': '查看', 'en-US': 'View' },
          text: {
            'zh-CN': '手机浏览器会打开它的数字孪生页面。',
            'zh-TW': '手機瀏覽器會打開它的數位分身頁面。',
            'en-US': 'Your phone’s browser opens the page of its digital twin.',
          },
        },
        {
          value: '3',
          title: { 'zh-CN': '收藏', 'zh-TW': '收藏', 'en-US': 'Collect' },
          text: {
            'zh-CN': '登录后，这次感应会把它的徽章收入“我的徽章”。每次感应只能用一次，复制的链接无效。',
            'zh-TW': '登入後，這次感應會把它的徽章收入「我的徽章」。每次感應只能用一次，複製的連結無效。',
            'en-US': 'Logged in, the tap adds its badge to My badges. Each tap works once; a copied link does not.',
          },
        },
      ],
    },
    {
      id: 'collectibles',
      kind: 'gallery',
      title: { 'zh-CN': '藏品与它的数字孪生', 'zh-TW': '收藏品與它的數位分身', 'en-US': 'Collectibles and their twins' },
      items: [
        {
          image: '/images/pages/nfc/twin-pocket.svg',
          caption: {
            'zh-CN': '绣荷包：左边是实物，右边是数字孪生',
            'zh-TW': '繡荷包：左邊是實物，右邊是數位分身',
            'en-US': 'Embroidered pocket: the object on the left, its twin on the right',
          },
        },
        {
          image: '/images/pages/nfc/twin-mask.svg',
          caption: {
            'zh-CN': '傩面：先锋的实体面具与线框孪生',
            'zh-TW': '儺面：先鋒的實體面具與線框分身',
            'en-US': 'Nuo mask: Xianfeng as an object and as a wireframe twin',
          },
        },
        {
          image: '/images/pages/nfc/twin-bottle.svg',
          caption: {
            'zh-CN': 'HowBottle：瓶底的标签讲述它的手艺',
            'zh-TW': 'HowBottle：瓶底的標籤訴說它的手藝',
            'en-US': 'HowBottle: the tag in its base tells its craft story',
          },
        },
      ],
    },
    {
      id: 'faq',
      kind: 'text',
      title: { 'zh-CN': '常见问题', 'zh-TW': '常見問題', 'en-US': 'Questions' },
      body: [
        {
          'zh-CN': '碰了没反应？请确认手机支持并已打开 NFC，再把感应区（通常在背面上部）慢慢靠近标签。',
          'zh-TW': '感應沒反應？請確認手機支援並已開啟 NFC，再把感應區（通常在背面上方）慢慢靠近標籤。',
          'en-US':
            'Nothing happens? Check that your phone supports NFC and has it turned on, then move its sensing area (usually near the top of the back) slowly towards the tag.',
        },
        {
          'zh-CN': 'NFC 标签需要充电吗？不需要。标签没有电池，由手机感应时供电。',
          'zh-TW': 'NFC 標籤需要充電嗎？不需要。標籤沒有電池，由手機感應時供電。',
          'en-US': 'Does the tag need charging? No. It has no battery and is powered by your phone when you tap.',
        },
        {
          'zh-CN': '在微信里能用吗？碰一碰会用手机浏览器打开页面，打开后也可以分享到微信。',
          'zh-TW': '在微信裡能用嗎？輕觸後會用手機瀏覽器打開頁面，打開後也可以分享到微信。',
          'en-US':
            'Does it work in WeChat? Tapping opens the page in your phone’s browser, and from there you can share it to WeChat.',
        },
      ],
    },
  ],
  actions: [
    {
      id: 'howbottle',
      kind: 'link',
      label: { 'zh-CN': '看看 HowBottle', 'zh-TW': '看看 HowBottle', 'en-US': 'See HowBottle' },
      href: '/howbottle',
      opensSoon: false,
    },
  ],
};
