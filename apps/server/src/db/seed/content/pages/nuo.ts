/**
 * Nuo · The Masked Dance (傩 · 面具舞 IP): project page at /nuo.
 * Images live in apps/web/public/images/pages/nuo/.
 */
import type { PageContent } from '@culture/protocol';

export const page: PageContent = {
  slug: 'nuo',
  route: '/nuo',
  kind: 'project',
  trending: true,
  sortOrder: 20,
  title: { 'zh-CN': '傩 · 面具舞 IP', 'zh-TW': '儺 · 面具舞 IP', 'en-US': 'Nuo · The Masked Dance' },
  subtitle: {
    'zh-CN': '戴上面具，听见山里的锣鼓',
    'zh-TW': '戴上面具，聽見山裡的鑼鼓',
    'en-US': 'Put on the mask and hear the gongs and drums of the hills',
  },
  summary: {
    'zh-CN': '13 个面具角色，取材于 3 个民族的傩文化，化作新的音乐与潮玩。',
    'zh-TW': '13 個面具角色，取材於 3 個民族的儺文化，化作新的音樂與公仔。',
    'en-US': '13 mask characters inspired by the Nuo traditions of 3 ethnic groups, reborn as new music and collectibles.',
  },
  hero: {
    image: '/images/pages/nuo/hero.svg',
    alt: {
      'zh-CN': '深色山峦前的三张傩面：白须含笑的土地、端庄的傩母和长着金角的红脸开山',
      'zh-TW': '深色山巒前的三張儺面：白鬚含笑的土地、端莊的儺母和長著金角的紅臉開山',
      'en-US':
        'Three Nuo masks before dark hills: the smiling, white-bearded Earth Elder, serene Grandmother Nuo and red-faced, golden-horned Kaishan.',
    },
  },
  cover: '/images/pages/nuo/hero.svg',
  sections: [
    {
      id: 'about',
      kind: 'text',
      title: { 'zh-CN': '关于傩', 'zh-TW': '關於儺', 'en-US': 'About Nuo' },
      body: [
        {
          'zh-CN': '傩是中国古老的祭祀与表演传统。人们戴上面具，随着锣鼓起舞，祈求驱邪除疫、五谷丰登。',
          'zh-TW': '儺是中國古老的祭祀與表演傳統。人們戴上面具，隨著鑼鼓起舞，祈求驅邪除疫、五穀豐登。',
          'en-US':
            'Nuo is one of China’s oldest ritual and performance traditions. Wearing masks and dancing to gongs and drums, people ask for protection from harm and for good harvests.',
        },
        {
          'zh-CN': '今天，贵州、江西、湖南等地的多个民族仍在传承傩戏与傩舞，各地的面具、唱腔和舞步各有风貌。',
          'zh-TW': '今天，貴州、江西、湖南等地的多個民族仍在傳承儺戲與儺舞，各地的面具、唱腔和舞步各有風貌。',
          'en-US':
            'Today several ethnic groups in Guizhou, Jiangxi, Hunan and elsewhere keep Nuo opera and dance alive, and every place has its own masks, songs and steps.',
        },
        {
          'zh-CN':
            '这个 IP 以 3 个民族的傩文化为灵感，创作了 13 个面具角色，希望用新的音乐和设计，让更多年轻人认识这门仍在生长的艺术。',
          'zh-TW':
            '這個 IP 以 3 個民族的儺文化為靈感，創作了 13 個面具角色，希望用新的音樂和設計，讓更多年輕人認識這門仍在成長的藝術。',
          'en-US':
            'Inspired by the Nuo of 3 ethnic groups, this IP creates 13 mask characters, hoping that new music and design will introduce more young people to an art that is still very much alive.',
        },
      ],
    },
    {
      id: 'numbers',
      kind: 'stats',
      title: { 'zh-CN': '傩 IP 一览', 'zh-TW': '儺 IP 一覽', 'en-US': 'Nuo at a glance' },
      items: [
        { value: '13', label: { 'zh-CN': '面具角色', 'zh-TW': '面具角色', 'en-US': 'mask characters' } },
        {
          value: '3',
          label: { 'zh-CN': '民族的傩文化', 'zh-TW': '民族的儺文化', 'en-US': 'ethnic groups’ Nuo traditions' },
        },
      ],
    },
    {
      id: 'music-video',
      kind: 'video',
      title: { 'zh-CN': '音乐影像', 'zh-TW': '音樂影片', 'en-US': 'Music video' },
      body: {
        'zh-CN': '锣鼓与电子节拍相遇，13 个角色在舞台上依次登场。',
        'zh-TW': '鑼鼓與電子節拍相遇，13 個角色在舞台上依序登場。',
        'en-US': 'Gongs and drums meet electronic beats as the 13 characters take the stage one by one.',
      },
      src: '/media/nuo/nuo-mv.mp4',
      poster: '/images/pages/nuo/mv-poster.svg',
    },
    {
      id: 'characters',
      kind: 'cards',
      title: { 'zh-CN': '13 个角色', 'zh-TW': '13 個角色', 'en-US': 'The 13 characters' },
      intro: {
        'zh-CN': '这些角色取材于各地傩戏中常见的神祇与人物，并为本 IP 重新设计，并不对应某一地、某一出戏的具体面具。',
        'zh-TW': '這些角色取材於各地儺戲中常見的神祇與人物，並為本 IP 重新設計，並不對應某一地、某一齣戲的具體面具。',
        'en-US':
          'These characters draw on gods and figures that often appear in Nuo across regions, redesigned for this IP; none copies a particular mask from one place or one play.',
      },
      items: [
        {
          title: { 'zh-CN': '开山', 'zh-TW': '開山', 'en-US': 'Kaishan, the Mountain Opener' },
          text: {
            'zh-CN': '头生双角、额开天目，走在队伍最前面，劈开山路、驱走邪祟。',
            'zh-TW': '頭生雙角、額開天目，走在隊伍最前面，劈開山路、驅走邪祟。',
            'en-US': 'Horned and three-eyed, he leads the procession, clearing the mountain road and chasing evil away.',
          },
          image: '/images/pages/nuo/kaishan.svg',
          imageAlt: {
            'zh-CN': '红脸、金角、额上有第三只眼的面具',
            'zh-TW': '紅臉、金角、額上有第三隻眼的面具',
            'en-US': 'A red mask with golden horns and a third eye on the brow.',
          },
        },
        {
          title: { 'zh-CN': '先锋', 'zh-TW': '先鋒', 'en-US': 'Xianfeng, the Vanguard' },
          text: {
            'zh-CN': '戴盔插翎，击鼓开道，为后面的角色探路。',
            'zh-TW': '戴盔插翎，擊鼓開道，為後面的角色探路。',
            'en-US': 'Helmeted and plumed, he beats the drum and scouts the way for those who follow.',
          },
          image: '/images/pages/nuo/xianfeng.svg',
          imageAlt: {
            'zh-CN': '金色脸庞、戴绿色头盔插红翎的面具',
            'zh-TW': '金色臉龐、戴綠色頭盔插紅翎的面具',
            'en-US': 'A golden face under a green helmet with a red plume.',
          },
        },
        {
          title: { 'zh-CN': '判官', 'zh-TW': '判官', 'en-US': 'Panguan, the Judge' },
          text: {
            'zh-CN': '黑面金眉，手握善恶簿，铁面无私。',
            'zh-TW': '黑面金眉，手握善惡簿，鐵面無私。',
            'en-US': 'Dark-faced with golden brows, he keeps the ledger of good and evil and favors no one.',
          },
          image: '/images/pages/nuo/panguan.svg',
          imageAlt: {
            'zh-CN': '黑脸金眉、戴官帽、留浓须的面具',
            'zh-TW': '黑臉金眉、戴官帽、留濃鬚的面具',
            'en-US': 'A dark mask with golden brows, an official’s winged hat and a full beard.',
          },
        },
        {
          title: { 'zh-CN': '钟馗', 'zh-TW': '鍾馗', 'en-US': 'Zhong Kui, the Demon Queller' },
          text: {
            'zh-CN': '相貌凶猛，心地正直，专捉作祟的小鬼。',
            'zh-TW': '相貌兇猛，心地正直，專捉作祟的小鬼。',
            'en-US': 'Fierce of face and upright of heart, he hunts down troublemaking spirits.',
          },
          image: '/images/pages/nuo/zhongkui.svg',
          imageAlt: {
            'zh-CN': '深红脸、圆睁双眼、满脸黑须的面具',
            'zh-TW': '深紅臉、圓睜雙眼、滿臉黑鬚的面具',
            'en-US': 'A deep red mask with bulging eyes and a thick black beard.',
          },
        },
        {
          title: { 'zh-CN': '雷公', 'zh-TW': '雷公', 'en-US': 'Leigong, the Thunder Lord' },
          text: {
            'zh-CN': '头戴锯齿金冠，一声惊雷，唤醒春天的雨水。',
            'zh-TW': '頭戴鋸齒金冠，一聲驚雷，喚醒春天的雨水。',
            'en-US': 'Crowned with jagged gold, he wakes the spring rain with a clap of thunder.',
          },
          image: '/images/pages/nuo/leigong.svg',
          imageAlt: {
            'zh-CN': '青绿脸、戴锯齿金冠、露出獠牙的面具',
            'zh-TW': '青綠臉、戴鋸齒金冠、露出獠牙的面具',
            'en-US': 'A green mask with a jagged gold crown and bared fangs.',
          },
        },
        {
          title: { 'zh-CN': '土地', 'zh-TW': '土地', 'en-US': 'Tudi, the Earth Elder' },
          text: {
            'zh-CN': '白须笑眼，守护田地与村寨，最懂庄稼人的心事。',
            'zh-TW': '白鬚笑眼，守護田地與村寨，最懂莊稼人的心事。',
            'en-US': 'White-bearded and smiling, he watches over fields and villages and knows what is on every farmer’s mind.',
          },
          image: '/images/pages/nuo/tudi.svg',
          imageAlt: {
            'zh-CN': '白须、笑眼、戴圆帽的慈祥老人面具',
            'zh-TW': '白鬚、笑眼、戴圓帽的慈祥老人面具',
            'en-US': 'A kindly old man’s mask with a white beard, smiling eyes and a round cap.',
          },
        },
        {
          title: { 'zh-CN': '傩公', 'zh-TW': '儺公', 'en-US': 'Nuo Gong, Grandfather Nuo' },
          text: {
            'zh-CN': '红脸含笑，是傩堂里受人敬重的祖先神。',
            'zh-TW': '紅臉含笑，是儺堂裡受人敬重的祖先神。',
            'en-US': 'Red-faced and smiling, he is the revered ancestor god of the Nuo altar.',
          },
          image: '/images/pages/nuo/nuogong.svg',
          imageAlt: {
            'zh-CN': '红脸含笑、留三绺胡须的面具',
            'zh-TW': '紅臉含笑、留三綹鬍鬚的面具',
            'en-US': 'A smiling red mask with a three-strand beard.',
          },
        },
        {
          title: { 'zh-CN': '傩母', 'zh-TW': '儺母', 'en-US': 'Nuo Mu, Grandmother Nuo' },
          text: {
            'zh-CN': '面容端庄温和，与傩公一同护佑一方平安。',
            'zh-TW': '面容端莊溫和，與儺公一同護佑一方平安。',
            'en-US': 'Serene and gentle, she protects the community together with Grandfather Nuo.',
          },
          image: '/images/pages/nuo/nuomu.svg',
          imageAlt: {
            'zh-CN': '脸庞白净、梳着发髻、额间一点朱红的面具',
            'zh-TW': '臉龐白淨、梳著髮髻、額間一點朱紅的面具',
            'en-US': 'A pale, serene face with a hair bun and a red dot on the brow.',
          },
        },
        {
          title: { 'zh-CN': '笑和尚', 'zh-TW': '笑和尚', 'en-US': 'The Laughing Monk' },
          text: {
            'zh-CN': '圆脸大笑，走到哪里，笑声就跟到哪里。',
            'zh-TW': '圓臉大笑，走到哪裡，笑聲就跟到哪裡。',
            'en-US': 'Round-faced and roaring with laughter, he brings joy wherever he goes.',
          },
          image: '/images/pages/nuo/xiaoheshang.svg',
          imageAlt: {
            'zh-CN': '圆脸光头、开怀大笑的面具',
            'zh-TW': '圓臉光頭、開懷大笑的面具',
            'en-US': 'A round, bald mask laughing with its mouth wide open.',
          },
        },
        {
          title: { 'zh-CN': '秦童', 'zh-TW': '秦童', 'en-US': 'Qin Tong, the Clever Servant' },
          text: {
            'zh-CN': '歪嘴挑眉，插科打诨，是戏里最会逗乐的人。',
            'zh-TW': '歪嘴挑眉，插科打諢，是戲裡最會逗趣的人。',
            'en-US': 'Crooked-mouthed with one eyebrow raised, he is the joker who keeps everyone laughing.',
          },
          image: '/images/pages/nuo/qintong.svg',
          imageAlt: {
            'zh-CN': '挑眉、眨眼、歪嘴的诙谐面具',
            'zh-TW': '挑眉、眨眼、歪嘴的詼諧面具',
            'en-US': 'A comic mask with a raised brow, a wink and a crooked mouth.',
          },
        },
        {
          title: { 'zh-CN': '甘生', 'zh-TW': '甘生', 'en-US': 'Gan Sheng, the Young Scholar' },
          text: {
            'zh-CN': '进京赶考的书生，温文尔雅，一路上遇到许多奇事。',
            'zh-TW': '進京趕考的書生，溫文儒雅，一路上遇到許多奇事。',
            'en-US': 'A gentle young scholar on his way to the imperial exams, who meets many wonders on the road.',
          },
          image: '/images/pages/nuo/gansheng.svg',
          imageAlt: {
            'zh-CN': '白净的书生面具，头戴黑色方巾',
            'zh-TW': '白淨的書生面具，頭戴黑色方巾',
            'en-US': 'A pale scholar’s mask with a black square cap.',
          },
        },
        {
          title: { 'zh-CN': '幺娘', 'zh-TW': '幺娘', 'en-US': 'Yao Niang, the Youngest Maiden' },
          text: {
            'zh-CN': '发间插着红花，能歌善舞，给傩堂带来春天的颜色。',
            'zh-TW': '髮間插著紅花，能歌善舞，為儺堂帶來春天的顏色。',
            'en-US': 'With flowers in her hair, she sings and dances and brings the colors of spring.',
          },
          image: '/images/pages/nuo/yaoniang.svg',
          imageAlt: {
            'zh-CN': '发间插着红花、面颊微红的少女面具',
            'zh-TW': '髮間插著紅花、面頰微紅的少女面具',
            'en-US': 'A young woman’s mask with red flowers in her hair and rosy cheeks.',
          },
        },
        {
          title: { 'zh-CN': '魁星', 'zh-TW': '魁星', 'en-US': 'Kuixing, the Star of Letters' },
          text: {
            'zh-CN': '青面赤发，提笔一点，为读书人带来好运。',
            'zh-TW': '青面赤髮，提筆一點，為讀書人帶來好運。',
            'en-US': 'Green-faced with a flame of red hair, he lifts his brush to bring luck to students.',
          },
          image: '/images/pages/nuo/kuixing.svg',
          imageAlt: {
            'zh-CN': '青绿脸、头顶一簇红色火焰发的面具',
            'zh-TW': '青綠臉、頭頂一簇紅色火焰髮的面具',
            'en-US': 'A green mask topped by a flame-like tuft of red hair.',
          },
        },
      ],
    },
    {
      id: 'crossover',
      kind: 'cards',
      title: { 'zh-CN': '跨界合作', 'zh-TW': '跨界合作', 'en-US': 'Crossover' },
      intro: {
        'zh-CN': '傩面走出傩堂，来到唱片、潮玩和衣橱里。',
        'zh-TW': '儺面走出儺堂，來到唱片、公仔和衣櫥裡。',
        'en-US': 'The masks leave the altar for records, designer toys and wardrobes.',
      },
      items: [
        {
          title: { 'zh-CN': '潮玩手办', 'zh-TW': '設計師公仔', 'en-US': 'Designer toys' },
          text: {
            'zh-CN': '13 个角色化身可以摆上书桌的小人偶。',
            'zh-TW': '13 個角色化身可以擺上書桌的小公仔。',
            'en-US': 'The 13 characters as small figures for your desk.',
          },
          image: '/images/pages/nuo/crossover-toy.svg',
          imageAlt: {
            'zh-CN': '笑和尚造型的潮玩人偶',
            'zh-TW': '笑和尚造型的設計師公仔',
            'en-US': 'A designer-toy figure of the Laughing Monk.',
          },
        },
        {
          title: { 'zh-CN': '原声唱片', 'zh-TW': '原聲唱片', 'en-US': 'The soundtrack' },
          text: {
            'zh-CN': 'MV 的原声做成一张唱片，由开山坐镇封面。',
            'zh-TW': 'MV 的原聲做成一張唱片，由開山坐鎮封面。',
            'en-US': 'The music video’s soundtrack pressed as a record, with Kaishan guarding the label.',
          },
          image: '/images/pages/nuo/crossover-music.svg',
          imageAlt: {
            'zh-CN': '黑胶唱片中央印着开山面具',
            'zh-TW': '黑膠唱片中央印著開山面具',
            'en-US': 'A vinyl record with the Kaishan mask on its label.',
          },
        },
        {
          title: { 'zh-CN': '联名服饰', 'zh-TW': '聯名服飾', 'en-US': 'Apparel' },
          text: {
            'zh-CN': '把傩公的笑脸印在 T 恤上，日常也带一点福气。',
            'zh-TW': '把儺公的笑臉印在 T 恤上，日常也帶一點福氣。',
            'en-US': 'Grandfather Nuo’s smile on a T-shirt: a little good fortune for every day.',
          },
          image: '/images/pages/nuo/crossover-tee.svg',
          imageAlt: {
            'zh-CN': '白色 T 恤胸前印着傩公面具',
            'zh-TW': '白色 T 恤胸前印著儺公面具',
            'en-US': 'A white T-shirt with the Grandfather Nuo mask on the chest.',
          },
        },
      ],
    },
    {
      id: 'partners',
      kind: 'partners',
      title: { 'zh-CN': '合作伙伴', 'zh-TW': '合作夥伴', 'en-US': 'Partners' },
      items: [
        {
          name: { 'zh-CN': '民族文化研究者', 'zh-TW': '民族文化研究者', 'en-US': 'Researchers of ethnic cultures' },
          text: {
            'zh-CN': '为角色设计提供文化顾问意见。',
            'zh-TW': '為角色設計提供文化顧問意見。',
            'en-US': 'They advise on the cultural details of every character.',
          },
        },
        {
          name: { 'zh-CN': '地方傩戏剧团', 'zh-TW': '地方儺戲劇團', 'en-US': 'Local Nuo troupes' },
          text: {
            'zh-CN': '分享演出经验和面具知识。',
            'zh-TW': '分享演出經驗和面具知識。',
            'en-US': 'They share their stage experience and knowledge of masks.',
          },
        },
        {
          name: { 'zh-CN': '音乐制作团队', 'zh-TW': '音樂製作團隊', 'en-US': 'Music production team' },
          text: {
            'zh-CN': '完成 MV 的编曲与录音。',
            'zh-TW': '完成 MV 的編曲與錄音。',
            'en-US': 'They arranged and recorded the music video.',
          },
        },
        {
          name: { 'zh-CN': '潮玩设计工作室', 'zh-TW': '公仔設計工作室', 'en-US': 'Designer-toy studio' },
          text: {
            'zh-CN': '把角色做成实体潮玩。',
            'zh-TW': '把角色做成實體公仔。',
            'en-US': 'They turn the characters into physical toys.',
          },
        },
      ],
    },
  ],
  actions: [
    {
      id: 'enter-world',
      kind: 'world',
      label: { 'zh-CN': '进入虚拟世界', 'zh-TW': '進入虛擬世界', 'en-US': 'Enter the virtual world' },
      href: '/world',
      opensSoon: false,
    },
  ],
};
