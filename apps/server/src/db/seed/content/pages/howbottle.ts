/**
 * HowBottle · The Bottle That Tells Its Story (HowBottle · 会讲故事的瓶子): project page at /howbottle.
 * Images live in apps/web/public/images/pages/howbottle/.
 */
import type { PageContent } from '@culture/protocol';

export const page: PageContent = {
  slug: 'howbottle',
  // /howbottlenfc shows the same screen as /howbottle: both routes render this page (there is no separate 'howbottlenfc' page).
  route: '/howbottle',
  kind: 'project',
  trending: false,
  sortOrder: 60,
  title: {
    'zh-CN': 'HowBottle · 会讲故事的瓶子',
    'zh-TW': 'HowBottle · 會說故事的瓶子',
    'en-US': 'HowBottle · The Bottle That Tells Its Story',
  },
  subtitle: {
    'zh-CN': '碰一碰，听它讲手艺的故事',
    'zh-TW': '輕輕一碰，聽它說手藝的故事',
    'en-US': 'Tap it and hear the story of its craft',
  },
  summary: {
    'zh-CN': '每只 HowBottle 的瓶底都藏着一枚 NFC 标签。用手机轻轻一碰，就能看到它从一团泥到一只瓶的手艺故事。',
    'zh-TW': '每個 HowBottle 的瓶底都藏著一枚 NFC 標籤。用手機輕輕一碰，就能看到它從一團泥到一個瓶子的手藝故事。',
    'en-US': 'Every HowBottle hides an NFC tag in its base. Tap it with your phone to see how a lump of clay became a bottle.',
  },
  hero: {
    image: '/images/pages/howbottle/hero.svg',
    alt: {
      'zh-CN': '一只绿釉描金的瓶子，瓶身绘着小花，旁边的手机发出感应波纹',
      'zh-TW': '一個綠釉描金的瓶子，瓶身繪著小花，旁邊的手機發出感應波紋',
      'en-US': 'A green-glazed bottle with gold bands and a small flower, and a phone beside it sending out NFC waves.',
    },
  },
  cover: '/images/pages/howbottle/hero.svg',
  sections: [
    {
      id: 'about',
      kind: 'text',
      title: { 'zh-CN': '关于 HowBottle', 'zh-TW': '關於 HowBottle', 'en-US': 'About HowBottle' },
      body: [
        {
          'zh-CN': 'HowBottle 是一只会讲故事的瓶子。瓶底的 NFC 标签记录着它的原料、工序和完成它的工坊。',
          'zh-TW': 'HowBottle 是一個會說故事的瓶子。瓶底的 NFC 標籤記錄著它的原料、工序和完成它的工坊。',
          'en-US':
            'HowBottle is a bottle that tells its own story. The NFC tag in its base records its materials, the steps of its making and the workshop that finished it.',
        },
        {
          'zh-CN': '不需要安装任何应用，用手机碰一碰，故事页就会在手机浏览器中打开。',
          'zh-TW': '不需要安裝任何 App，用手機輕輕一碰，故事頁就會在手機瀏覽器中打開。',
          'en-US': 'There is no app to install: tap it with your phone and its story opens in your phone’s browser.',
        },
      ],
    },
    {
      id: 'how-it-works',
      kind: 'cards',
      title: { 'zh-CN': '怎么用', 'zh-TW': '怎麼用', 'en-US': 'How it works' },
      items: [
        {
          value: '1',
          title: { 'zh-CN': '碰一碰', 'zh-TW': '輕觸感應', 'en-US': 'Tap' },
          text: {
            'zh-CN': '打开手机的 NFC，把手机背面靠近瓶底。',
            'zh-TW': '開啟手機的 NFC，把手機背面靠近瓶底。',
            'en-US': 'Turn on NFC on your phone and hold the back of it near the base of the bottle.',
          },
          image: '/images/pages/howbottle/step-tap.svg',
          imageAlt: {
            'zh-CN': '手机靠近瓶子，发出感应波纹',
            'zh-TW': '手機靠近瓶子，發出感應波紋',
            'en-US': 'A phone held near the bottle, sending out NFC waves.',
          },
        },
        {
          value: '2',
          title: { 'zh-CN': '读故事', 'zh-TW': '讀故事', 'en-US': 'Read' },
          text: {
            'zh-CN': '手机会打开这只瓶子的故事页：它来自哪里、由谁完成、经过了哪些工序。',
            'zh-TW': '手機會打開這個瓶子的故事頁：它來自哪裡、由誰完成、經過了哪些工序。',
            'en-US':
              'Your phone opens the bottle’s own story: where it came from, who finished it and the steps it went through.',
          },
          image: '/images/pages/howbottle/step-story.svg',
          imageAlt: {
            'zh-CN': '手机屏幕上显示瓶子的图片和几行文字',
            'zh-TW': '手機螢幕上顯示瓶子的圖片和幾行文字',
            'en-US': 'A phone screen showing the bottle and a few lines of its story.',
          },
        },
        {
          value: '3',
          title: { 'zh-CN': '收藏', 'zh-TW': '收藏', 'en-US': 'Keep' },
          text: {
            'zh-CN': '登录后可以把它加入你的 NFC 藏品，看到它的数字孪生。',
            'zh-TW': '登入後可以把它加入你的 NFC 收藏品，看到它的數位分身。',
            'en-US': 'Sign in to add it to your NFC collectibles and meet its digital twin.',
          },
          image: '/images/pages/howbottle/step-keep.svg',
          imageAlt: {
            'zh-CN': '木架上并排三只瓶子，中间一只上方有一颗金星',
            'zh-TW': '木架上並排三個瓶子，中間那個上方有一顆金星',
            'en-US': 'Three bottles on a wooden shelf, a gold star above the middle one.',
          },
          href: '/NFC',
        },
      ],
    },
    {
      id: 'craft',
      kind: 'cards',
      title: { 'zh-CN': '手艺', 'zh-TW': '手藝', 'en-US': 'The craft' },
      intro: {
        'zh-CN': '一只瓶子要经过许多双手，下面是最重要的三步。',
        'zh-TW': '一個瓶子要經過許多雙手，以下是最重要的三個步驟。',
        'en-US': 'Many hands shape a bottle. Here are the three steps that matter most.',
      },
      items: [
        {
          title: { 'zh-CN': '拉坯成形', 'zh-TW': '拉坯成形', 'en-US': 'Throwing the form' },
          text: {
            'zh-CN': '匠人在转动的陶轮上把泥料拉成瓶形，瓶肩和瓶颈的弧度全凭手感。',
            'zh-TW': '匠人在轉動的轆轤上把泥料拉成瓶形，瓶肩和瓶頸的弧度全憑手感。',
            'en-US':
              'On a turning wheel the maker draws the clay up into a bottle; the curve of the shoulder and neck is judged by hand alone.',
          },
          image: '/images/pages/howbottle/craft-shape.svg',
          imageAlt: {
            'zh-CN': '陶轮上一只正在成形的陶瓶',
            'zh-TW': '轆轤上一個正在成形的陶瓶',
            'en-US': 'A clay bottle taking shape on a potter’s wheel.',
          },
        },
        {
          title: { 'zh-CN': '施釉描花', 'zh-TW': '施釉描花', 'en-US': 'Glazing and painting' },
          text: {
            'zh-CN': '上釉后手工描绘花纹，每只瓶子的笔触都略有不同。',
            'zh-TW': '上釉後手工描繪花紋，每個瓶子的筆觸都略有不同。',
            'en-US': 'After glazing, the pattern is painted by hand, so no two bottles carry quite the same brushstrokes.',
          },
          image: '/images/pages/howbottle/craft-paint.svg',
          imageAlt: {
            'zh-CN': '毛笔正在米白瓶身上描绘红花',
            'zh-TW': '毛筆正在米白瓶身上描繪紅花',
            'en-US': 'A brush painting a red flower on a cream bottle.',
          },
        },
        {
          title: { 'zh-CN': '烧成与封签', 'zh-TW': '燒成與封籤', 'en-US': 'Firing and tagging' },
          text: {
            'zh-CN': '出窑之后，在瓶底嵌入 NFC 标签，把它的故事一起封存。',
            'zh-TW': '出窯之後，在瓶底嵌入 NFC 標籤，把它的故事一起封存。',
            'en-US': 'After the kiln, an NFC tag is set into the base, sealing in the bottle’s story.',
          },
          image: '/images/pages/howbottle/craft-tag.svg',
          imageAlt: {
            'zh-CN': '瓶底中央嵌着一枚金色芯片，旁边有感应波纹',
            'zh-TW': '瓶底中央嵌著一枚金色晶片，旁邊有感應波紋',
            'en-US': 'A gold chip set into the base of the bottle, with NFC waves beside it.',
          },
        },
      ],
    },
    {
      id: 'care',
      kind: 'text',
      title: { 'zh-CN': '使用与保养', 'zh-TW': '使用與保養', 'en-US': 'Care' },
      body: [
        {
          'zh-CN': 'NFC 标签不需要电池。读取时请避开金属桌面，金属会影响感应。',
          'zh-TW': 'NFC 標籤不需要電池。感應時請避開金屬桌面，金屬會影響感應。',
          'en-US': 'The NFC tag needs no battery. When tapping, keep the bottle off metal surfaces, which can weaken the signal.',
        },
        {
          'zh-CN': '手绘花纹请用软布轻轻擦拭，不建议放进洗碗机。',
          'zh-TW': '手繪花紋請用軟布輕輕擦拭，不建議放進洗碗機。',
          'en-US': 'Wipe the hand-painted pattern gently with a soft cloth; a dishwasher is not recommended.',
        },
      ],
    },
  ],
  actions: [
    {
      id: 'nfc',
      kind: 'link',
      label: { 'zh-CN': '了解 NFC 藏品', 'zh-TW': '了解 NFC 收藏品', 'en-US': 'About NFC collectibles' },
      href: '/NFC',
      opensSoon: false,
    },
  ],
};
