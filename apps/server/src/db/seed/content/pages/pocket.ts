/**
 * Embroidered Pockets · Charity Adoption (绣荷包 · 公益认养): project page at /pocket.
 * Images live in apps/web/public/images/pages/pocket/.
 */
import type { PageContent } from '@culture/protocol';

export const page: PageContent = {
  slug: 'pocket',
  route: '/pocket',
  kind: 'project',
  trending: true,
  sortOrder: 10,
  title: { 'zh-CN': '绣荷包 · 公益认养', 'zh-TW': '繡荷包 · 公益認養', 'en-US': 'Embroidered Pockets · Charity Adoption' },
  subtitle: {
    'zh-CN': '一针一线，把牵挂绣进随身的小荷包',
    'zh-TW': '一針一線，把牽掛繡進隨身的小荷包',
    'en-US': 'Stitch by stitch, a little pouch full of care',
  },
  summary: {
    'zh-CN': '认养一只荷包，就是为乡村绣娘带来 6 小时有偿刺绣工作。每只荷包都绣着一个爱情图腾。',
    'zh-TW': '認養一個荷包，就是為鄉村繡娘帶來 6 小時有償刺繡工作。每個荷包都繡著一個愛情圖騰。',
    'en-US':
      'Adopt a pocket and give a rural embroiderer six hours of paid embroidery work. Every pocket carries one of our love totems.',
  },
  hero: {
    image: '/images/pages/pocket/hero.svg',
    alt: {
      'zh-CN': '红底上三只刺绣荷包，中间的米白荷包绣着红花，一枚绣针牵着绿色丝线',
      'zh-TW': '紅底上三個刺繡荷包，中間的米白荷包繡著紅花，一枚繡針牽著綠色絲線',
      'en-US':
        'Three embroidered drawstring pockets on a red ground; the cream one in the middle bears a red flower, and a needle trails green thread.',
    },
  },
  cover: '/images/pages/pocket/hero.svg',
  sections: [
    {
      id: 'about',
      kind: 'text',
      title: { 'zh-CN': '关于项目', 'zh-TW': '關於計畫', 'en-US': 'About the project' },
      body: [
        {
          'zh-CN':
            '荷包是随身的小布袋，过去常用来装香草、零钱和小物件。在许多地方，亲手绣一只荷包送给家人，是一份不必说出口的牵挂。',
          'zh-TW':
            '荷包是隨身的小布袋，過去常用來裝香草、零錢和小物件。在許多地方，親手繡一個荷包送給家人，是一份不必說出口的牽掛。',
          'en-US':
            'A pocket, or hebao, is a small drawstring pouch once carried for fragrant herbs, coins and keepsakes. In many places, embroidering one for a loved one said what words could not.',
        },
        {
          'zh-CN': '五月宇宙和乡村绣娘一起，把传统荷包做成公益认养项目：你认养的每一只荷包，都对应一份有偿的刺绣工作。',
          'zh-TW': '五月宇宙和鄉村繡娘一起，把傳統荷包做成公益認養計畫：你認養的每一個荷包，都對應一份有償的刺繡工作。',
          'en-US':
            'May Universe works with rural embroiderers to turn the traditional pocket into a charity adoption project: every pocket you adopt stands for a paid piece of embroidery work.',
        },
        {
          'zh-CN': '绣娘可以在家门口接单、按件领取报酬。手艺有了收入，也有了被更多人看见的机会。',
          'zh-TW': '繡娘可以在家門口接單、按件領取報酬。手藝有了收入，也有了被更多人看見的機會。',
          'en-US':
            'Embroiderers take orders close to home and are paid for every piece. Their skill earns an income and finds a wider audience.',
        },
      ],
    },
    {
      id: 'previously',
      kind: 'timeline',
      title: { 'zh-CN': '往期活动', 'zh-TW': '往期活動', 'en-US': 'Previously' },
      items: [
        {
          date: '2021',
          title: { 'zh-CN': '第一批荷包出村', 'zh-TW': '第一批荷包出村', 'en-US': 'The first pockets leave the village' },
          text: {
            'zh-CN': '首批绣娘完成了第一批公益荷包，并通过线上认养找到了它们的主人。',
            'zh-TW': '首批繡娘完成了第一批公益荷包，並透過線上認養找到了它們的主人。',
            'en-US':
              'The first group of embroiderers finished a batch of charity pockets, which found their owners through online adoption.',
          },
        },
        {
          date: '2022',
          title: { 'zh-CN': '城市快闪展', 'zh-TW': '城市快閃展', 'en-US': 'A pop-up city exhibition' },
          text: {
            'zh-CN': '荷包和刺绣工具走进城市街区，观众可以在现场看绣娘演示针法。',
            'zh-TW': '荷包和刺繡工具走進城市街區，觀眾可以在現場看繡娘示範針法。',
            'en-US':
              'Pockets and embroidery tools came to a city neighborhood, where visitors watched embroiderers demonstrate their stitches.',
          },
        },
        {
          date: '2022',
          title: { 'zh-CN': '亲子刺绣工作坊', 'zh-TW': '親子刺繡工作坊', 'en-US': 'Family embroidery workshops' },
          text: {
            'zh-CN': '孩子和家长跟着绣娘学绣一朵小花，把自己的作品带回家。',
            'zh-TW': '孩子和家長跟著繡娘學繡一朵小花，把自己的作品帶回家。',
            'en-US': 'Children and parents learned to stitch a small flower with the embroiderers and took their work home.',
          },
        },
        {
          date: '2023',
          title: { 'zh-CN': '爱情图腾发布', 'zh-TW': '愛情圖騰發表', 'en-US': 'The love totems are unveiled' },
          text: {
            'zh-CN': '10 位艺术家与绣娘合作，完成了 15 个爱情图腾的设计。',
            'zh-TW': '10 位藝術家與繡娘合作，完成了 15 個愛情圖騰的設計。',
            'en-US': '10 artists worked with the embroiderers to complete the designs of 15 love totems.',
          },
        },
        {
          date: '2023',
          title: { 'zh-CN': '元宇宙展厅开放', 'zh-TW': '元宇宙展廳開放', 'en-US': 'The metaverse hall opens' },
          text: {
            'zh-CN': '荷包展搬进了虚拟展厅，用手机也能随时逛展。',
            'zh-TW': '荷包展搬進了虛擬展廳，用手機也能隨時逛展。',
            'en-US': 'The pocket exhibition moved into a virtual hall that you can visit from your phone at any time.',
          },
        },
      ],
    },
    {
      id: 'adopt',
      kind: 'cards',
      title: { 'zh-CN': '认养荷包', 'zh-TW': '認養荷包', 'en-US': 'Adopt a pocket' },
      intro: {
        'zh-CN': '一只荷包等于乡村绣娘 6 小时的有偿刺绣工作。选一种方式，把这份手艺带回家。',
        'zh-TW': '一個荷包等於鄉村繡娘 6 小時的有償刺繡工作。選一種方式，把這份手藝帶回家。',
        'en-US':
          'One pocket equals six hours of paid embroidery work for a rural embroiderer. Choose how you would like to take part.',
      },
      items: [
        {
          value: '6 h',
          title: { 'zh-CN': '一只荷包，6 小时', 'zh-TW': '一個荷包，6 小時', 'en-US': 'One pocket, six hours' },
          text: {
            'zh-CN': '从描样、配线到最后一针，一只荷包是绣娘 6 小时的工作。你的认养，就是为这 6 小时付酬。',
            'zh-TW': '從描樣、配線到最後一針，一個荷包是繡娘 6 小時的工作。你的認養，就是為這 6 小時付酬。',
            'en-US':
              'From tracing the pattern and matching the threads to the final stitch, a pocket is six hours of an embroiderer’s work. Your adoption pays for those six hours.',
          },
          image: '/images/pages/pocket/adopt-hours.svg',
          imageAlt: {
            'zh-CN': '绣绷上绣着一朵红花，一道绿色圆弧标出半个表盘',
            'zh-TW': '繡繃上繡著一朵紅花，一道綠色圓弧標出半個錶面',
            'en-US': 'An embroidery hoop with a red flower, a green arc marking half a clock face.',
          },
        },
        {
          value: '¥1',
          title: { 'zh-CN': '持卡用户认养', 'zh-TW': '持卡會員認養', 'en-US': 'Card-holder adoption' },
          text: {
            'zh-CN': '持卡用户只需 1 元，即可认养一只荷包。',
            'zh-TW': '持卡會員只需 1 元，即可認養一個荷包。',
            'en-US': 'Card holders can adopt a pocket for just 1 yuan.',
          },
          image: '/images/pages/pocket/adopt-cardholder.svg',
          imageAlt: {
            'zh-CN': '一张深绿色会员卡旁边，是一只红色荷包和一枚金色硬币',
            'zh-TW': '一張深綠色會員卡旁邊，是一個紅色荷包和一枚金色硬幣',
            'en-US': 'A dark green membership card beside a red pocket and a gold coin.',
          },
        },
        {
          value: '¥9.9',
          title: { 'zh-CN': '数字荷包藏品', 'zh-TW': '數位荷包收藏品', 'en-US': 'Digital pocket collectible' },
          text: {
            'zh-CN': '9.9 元收藏一只数字荷包，连同它绣着的爱情图腾一起珍藏。',
            'zh-TW': '9.9 元收藏一個數位荷包，連同它繡著的愛情圖騰一起珍藏。',
            'en-US': 'For 9.9 yuan, collect a digital pocket together with the love totem stitched on it.',
          },
          image: '/images/pages/pocket/adopt-digital.svg',
          imageAlt: {
            'zh-CN': '深绿底上，一只金色荷包被发光的六边形框住，四周有像素光点',
            'zh-TW': '深綠底上，一個金色荷包被發光的六邊形框住，四周有像素光點',
            'en-US': 'A golden pocket framed by a glowing hexagon on deep green, with pixel sparkles around it.',
          },
        },
      ],
    },
    {
      id: 'metaverse',
      kind: 'cards',
      title: { 'zh-CN': '元宇宙展', 'zh-TW': '元宇宙展', 'en-US': 'Metaverse exhibition' },
      intro: {
        'zh-CN': '荷包展有了一座虚拟展厅。用手机就能走进去，慢慢看清每一针。',
        'zh-TW': '荷包展有了一座虛擬展廳。用手機就能走進去，慢慢看清每一針。',
        'en-US': 'The pocket exhibition now has a virtual hall. Step in from your phone and take your time with every stitch.',
      },
      items: [
        {
          title: { 'zh-CN': '主展厅', 'zh-TW': '主展廳', 'en-US': 'The main hall' },
          text: {
            'zh-CN': '展厅中央陈列着一只放大的荷包，四周的展墙讲述它从村子到城市的旅程。',
            'zh-TW': '展廳中央陳列著一個放大的荷包，四周的展牆講述它從村子到城市的旅程。',
            'en-US': 'An enlarged pocket stands at the center, while the walls around it tell its journey from village to city.',
          },
          image: '/images/pages/pocket/metaverse-hall.svg',
          imageAlt: {
            'zh-CN': '深蓝色的虚拟展厅，正面墙上挂着一幅荷包画框',
            'zh-TW': '深藍色的虛擬展廳，正面牆上掛著一幅荷包畫框',
            'en-US': 'A deep blue virtual hall with a framed pocket on the far wall.',
          },
        },
        {
          title: { 'zh-CN': '图腾墙', 'zh-TW': '圖騰牆', 'en-US': 'The totem wall' },
          text: {
            'zh-CN': '15 个爱情图腾排成一面墙，每一个都附有它的寓意和故事。',
            'zh-TW': '15 個愛情圖騰排成一面牆，每一個都附有它的寓意和故事。',
            'en-US': 'The 15 love totems hang together on one wall, each with its meaning and its story.',
          },
          image: '/images/pages/pocket/metaverse-totems.svg',
          imageAlt: {
            'zh-CN': '深蓝底上排成三行的十五个小图案：花朵、爱心和鱼',
            'zh-TW': '深藍底上排成三行的十五個小圖案：花朵、愛心和魚',
            'en-US': 'Fifteen small motifs in three rows on deep blue: flowers, hearts and fish.',
          },
        },
        {
          title: { 'zh-CN': '在展厅里相见', 'zh-TW': '在展廳裡相見', 'en-US': 'Meet in the hall' },
          text: {
            'zh-CN': '以自己的虚拟形象进入展厅，约上朋友一起逛展。',
            'zh-TW': '以自己的虛擬形象進入展廳，約上朋友一起逛展。',
            'en-US': 'Enter the hall as your own avatar and explore it with friends.',
          },
          image: '/images/pages/pocket/metaverse-avatar.svg',
          imageAlt: {
            'zh-CN': '一个小人站在发光的绿色传送门前',
            'zh-TW': '一個小人站在發光的綠色傳送門前',
            'en-US': 'A small figure standing before a glowing green portal.',
          },
        },
      ],
    },
    {
      id: 'crossover',
      kind: 'cards',
      title: { 'zh-CN': '跨界合作', 'zh-TW': '跨界合作', 'en-US': 'Crossover collaborations' },
      intro: {
        'zh-CN': '爱情图腾走出荷包，来到日常的茶杯、鞋子和衣橱里。',
        'zh-TW': '愛情圖騰走出荷包，來到日常的茶杯、鞋子和衣櫥裡。',
        'en-US': 'The love totems step off the pocket and onto everyday teacups, shoes and wardrobes.',
      },
      items: [
        {
          title: { 'zh-CN': '茶饮联名', 'zh-TW': '茶飲聯名', 'en-US': 'Tea collaboration' },
          text: {
            'zh-CN': '荷包图腾印上好茶同乐的茶杯，一杯好茶里也有刺绣的温度。',
            'zh-TW': '荷包圖騰印上好茶同樂的茶杯，一杯好茶裡也有刺繡的溫度。',
            'en-US': 'Pocket totems appear on Haocha Tongle’s teacups, adding a little embroidered warmth to every cup.',
          },
          image: '/images/pages/pocket/crossover-tea.svg',
          imageAlt: {
            'zh-CN': '印着红花的茶杯冒着热气',
            'zh-TW': '印著紅花的茶杯冒著熱氣',
            'en-US': 'A steaming teacup printed with a red flower.',
          },
          href: '/haochatongle',
        },
        {
          title: { 'zh-CN': '刺绣鞋款', 'zh-TW': '刺繡鞋款', 'en-US': 'Embroidered shoes' },
          text: {
            'zh-CN': '与 Glorious Store 合作，把荷包花样绣上金箔鞋的鞋面。',
            'zh-TW': '與 Glorious Store 合作，把荷包花樣繡上金箔鞋的鞋面。',
            'en-US': 'With Glorious Store, pocket motifs are stitched onto the uppers of gold foil shoes.',
          },
          image: '/images/pages/pocket/crossover-shoes.svg',
          imageAlt: {
            'zh-CN': '一只红色便鞋，鞋面有金色菱纹和小花',
            'zh-TW': '一隻紅色便鞋，鞋面有金色菱紋和小花',
            'en-US': 'A red slip-on shoe with gold diamonds and a small flower.',
          },
          href: '/gloriousstore',
        },
        {
          title: { 'zh-CN': '数字服装', 'zh-TW': '數位服裝', 'en-US': 'Digital clothing' },
          text: {
            'zh-CN': '图腾化作虚拟世界里的服装，穿上它去逛元宇宙展。',
            'zh-TW': '圖騰化作虛擬世界裡的服裝，穿上它去逛元宇宙展。',
            'en-US': 'The totems become clothing in the virtual world; wear one to the metaverse exhibition.',
          },
          image: '/images/pages/pocket/crossover-dress.svg',
          imageAlt: {
            'zh-CN': '衣架上一条米白长裙，绣着红花和绿色针脚',
            'zh-TW': '衣架上一條米白長裙，繡著紅花和綠色針腳',
            'en-US': 'A cream dress on a hanger with a red flower and green stitching.',
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
          name: { 'zh-CN': '乡村刺绣合作社', 'zh-TW': '鄉村刺繡合作社', 'en-US': 'Village embroidery cooperatives' },
          text: {
            'zh-CN': '组织绣娘接单、切磋针法、按件结算报酬。',
            'zh-TW': '組織繡娘接單、切磋針法、按件結算報酬。',
            'en-US': 'They organize orders, share stitching skills and pay embroiderers for every piece.',
          },
        },
        {
          name: { 'zh-CN': '10 位合作艺术家', 'zh-TW': '10 位合作藝術家', 'en-US': 'Our 10 artists' },
          text: {
            'zh-CN': '与绣娘一起设计了 15 个爱情图腾。',
            'zh-TW': '與繡娘一起設計了 15 個愛情圖騰。',
            'en-US': 'They designed the 15 love totems together with the embroiderers.',
          },
        },
        {
          name: { 'zh-CN': '好茶同乐', 'zh-TW': '好茶同樂', 'en-US': 'Haocha Tongle' },
          text: { 'zh-CN': '茶饮联名伙伴。', 'zh-TW': '茶飲聯名夥伴。', 'en-US': 'Our tea collaboration partner.' },
        },
        {
          name: { 'zh-CN': 'Glorious Store', 'zh-TW': 'Glorious Store', 'en-US': 'Glorious Store' },
          text: { 'zh-CN': '鞋款联名伙伴。', 'zh-TW': '鞋款聯名夥伴。', 'en-US': 'Our footwear collaboration partner.' },
        },
      ],
    },
    {
      id: 'ip',
      kind: 'cards',
      title: { 'zh-CN': '荷包 IP', 'zh-TW': '荷包 IP', 'en-US': 'The pocket IP' },
      intro: {
        'zh-CN':
          '这个 IP 的核心是 15 个爱情图腾。它们来自荷包上常见的吉祥纹样，由 10 位艺术家重新绘制，再由绣娘一针一线绣回布上。',
        'zh-TW':
          '這個 IP 的核心是 15 個愛情圖騰。它們來自荷包上常見的吉祥紋樣，由 10 位藝術家重新繪製，再由繡娘一針一線繡回布上。',
        'en-US':
          'At the heart of the IP are 15 love totems: auspicious motifs often found on pockets, redrawn by 10 artists and stitched back onto cloth by the embroiderers.',
      },
      items: [
        {
          value: '15',
          title: { 'zh-CN': '个爱情图腾', 'zh-TW': '個愛情圖騰', 'en-US': 'love totems' },
          text: {
            'zh-CN': '鸳鸯、并蒂莲、双鱼、蝴蝶……每一个都寓意相守与牵挂。',
            'zh-TW': '鴛鴦、並蒂蓮、雙魚、蝴蝶……每一個都寓意相守與牽掛。',
            'en-US':
              'Mandarin ducks, twin lotus blossoms, paired fish, butterflies… each one stands for staying together and caring for each other.',
          },
          image: '/images/pages/pocket/metaverse-totems.svg',
          imageAlt: {
            'zh-CN': '深蓝底上排成三行的十五个小图案：花朵、爱心和鱼',
            'zh-TW': '深藍底上排成三行的十五個小圖案：花朵、愛心和魚',
            'en-US': 'Fifteen small motifs in three rows on deep blue: flowers, hearts and fish.',
          },
        },
        {
          value: '10',
          title: { 'zh-CN': '位艺术家', 'zh-TW': '位藝術家', 'en-US': 'artists' },
          text: {
            'zh-CN': '他们来自插画、版画和设计等领域，和绣娘一起反复打磨每一个图案。',
            'zh-TW': '他們來自插畫、版畫和設計等領域，和繡娘一起反覆琢磨每一個圖案。',
            'en-US':
              'Coming from illustration, printmaking and design, they refined every pattern together with the embroiderers.',
          },
        },
      ],
    },
  ],
  actions: [
    {
      id: 'adopt-cardholder',
      kind: 'buy',
      product: 'pocket-adoption',
      label: { 'zh-CN': '1 元认养一只荷包', 'zh-TW': '1 元認養一個荷包', 'en-US': 'Adopt a pocket for 1 yuan' },
      opensSoon: false,
      note: {
        'zh-CN': '持卡用户 1 元认养，每只荷包为绣娘带来 6 小时的有偿刺绣工作，并获得认养证书。',
        'zh-TW': '持卡會員 1 元認養，每個荷包為繡娘帶來 6 小時的有償刺繡工作，並獲得認養證書。',
        'en-US':
          'Card holders adopt for 1 yuan. Each pocket is six hours of paid embroidery work, and comes with an adoption certificate.',
      },
    },
    {
      id: 'digital-collection',
      kind: 'buy',
      product: 'pocket-collectible',
      label: { 'zh-CN': '9.9 元收藏数字荷包', 'zh-TW': '9.9 元收藏數位荷包', 'en-US': 'Collect the digital pocket for 9.9 yuan' },
      opensSoon: false,
      note: {
        'zh-CN': '限量编号数字藏品，附收藏证书，并挂在你的元宇宙个人空间里。',
        'zh-TW': '限量編號數位藏品，附收藏證書，並掛在你的元宇宙個人空間裡。',
        'en-US': 'A numbered, limited digital collectible with its certificate, hung in your own room in the world.',
      },
    },
    {
      id: 'enter-exhibition',
      kind: 'world',
      label: { 'zh-CN': '进入元宇宙展厅', 'zh-TW': '進入元宇宙展廳', 'en-US': 'Enter the metaverse hall' },
      href: '/world',
      opensSoon: false,
    },
  ],
};
