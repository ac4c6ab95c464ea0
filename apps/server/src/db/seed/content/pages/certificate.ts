/**
 * The cultural certificate (文化证书): the certificate page at /MobilePage (tab 2, public). What a
 * certificate records, the kinds there are, how one is issued and checked, and where it is used.
 * Images live in apps/web/public/images/pages/certificate/.
 */
import type { PageContent } from '@culture/protocol';

export const page: PageContent = {
  slug: 'certificate',
  route: '/MobilePage',
  kind: 'guide',
  trending: false,
  sortOrder: 900,
  title: { 'zh-CN': '文化证书', 'zh-TW': '文化證書', 'en-US': 'Cultural Certificate' },
  subtitle: {
    'zh-CN': '记录你支持过的文化项目和持有的藏品',
    'zh-TW': '記錄你支持過的文化專案和持有的藏品',
    'en-US': 'A record of the cultural projects you support and the collectibles you hold',
  },
  summary: {
    'zh-CN': '认养荷包、领取徽章、铸造通行证，每一次参与都会生成一张带编号的文化证书，可在合作品牌处出示使用权益。',
    'zh-TW': '認養荷包、領取徽章、鑄造通行證，每一次參與都會產生一張帶編號的文化證書，可在合作品牌處出示使用權益。',
    'en-US':
      'Adopt a pocket, claim a badge or mint the pass, and each one gives you a numbered cultural certificate to show at partner brands for their benefits.',
  },
  hero: {
    image: '/images/pages/certificate/hero.svg',
    alt: {
      'zh-CN': '深绿底上一张米色证书，金色边框，右下角盖着红色印章',
      'zh-TW': '深綠底上一張米色證書，金色邊框，右下角蓋著紅色印章',
      'en-US': 'A cream certificate with a gold border and a red seal in its corner, on deep green.',
    },
  },
  cover: '/images/pages/certificate/hero.svg',
  sections: [
    {
      id: 'about',
      kind: 'text',
      title: { 'zh-CN': '什么是文化证书', 'zh-TW': '什麼是文化證書', 'en-US': 'What the certificate is' },
      body: [
        {
          'zh-CN': '文化证书是你参与五月宇宙文化项目的凭证。每张证书都有唯一编号，写明项目、参与方式和日期。',
          'zh-TW': '文化證書是你參與五月宇宙文化專案的憑證。每張證書都有唯一編號，寫明專案、參與方式和日期。',
          'en-US':
            'A cultural certificate is proof that you took part in a May Universe cultural project. Each one has its own number and names the project, how you took part and when.',
        },
        {
          'zh-CN': '数字藏品类证书同时记录在区块链上，归属以链上记录为准，任何人都可以查验。',
          'zh-TW': '數位藏品類證書同時記錄在區塊鏈上，歸屬以鏈上記錄為準，任何人都可以查驗。',
          'en-US':
            'Certificates for digital collectibles are also recorded on a blockchain: the record there decides who owns them, and anyone can check it.',
        },
      ],
    },
    {
      id: 'kinds',
      kind: 'cards',
      title: { 'zh-CN': '证书种类', 'zh-TW': '證書種類', 'en-US': 'Kinds of certificate' },
      items: [
        {
          title: { 'zh-CN': '认养证书', 'zh-TW': '認養證書', 'en-US': 'Adoption' },
          text: {
            'zh-CN': '认养一只荷包，为绣娘带来六小时有报酬的刺绣工作。',
            'zh-TW': '認養一個荷包，為繡娘帶來六小時有報酬的刺繡工作。',
            'en-US': 'Adopt a pocket: six hours of paid work for an embroiderer.',
          },
          image: '/images/pages/certificate/adoption.svg',
          imageAlt: {
            'zh-CN': '证书上的红色刺绣荷包',
            'zh-TW': '證書上的紅色刺繡荷包',
            'en-US': 'A red embroidered pocket on a certificate.',
          },
          href: '/pocket',
        },
        {
          title: { 'zh-CN': '徽章证书', 'zh-TW': '徽章證書', 'en-US': 'Badge' },
          text: {
            'zh-CN': '参加中秋花灯会等活动领取的限量徽章。',
            'zh-TW': '參加中秋花燈會等活動領取的限量徽章。',
            'en-US': 'Limited badges from events such as the mid-autumn lanterns.',
          },
          image: '/images/pages/certificate/badge.svg',
          imageAlt: {
            'zh-CN': '证书上的一枚花灯徽章',
            'zh-TW': '證書上的一枚花燈徽章',
            'en-US': 'A lantern badge on a certificate.',
          },
          href: '/YuanXiao',
        },
        {
          title: { 'zh-CN': '通行证证书', 'zh-TW': '通行證證書', 'en-US': 'Culture Pass' },
          text: {
            'zh-CN': '持有文化通行证 NFT，链上可查。',
            'zh-TW': '持有文化通行證 NFT，鏈上可查。',
            'en-US': 'You hold the Culture Pass NFT, checkable on chain.',
          },
          image: '/images/pages/certificate/pass.svg',
          imageAlt: {
            'zh-CN': '深色证书上的绿色立方体标志',
            'zh-TW': '深色證書上的綠色立方體標誌',
            'en-US': 'A green cube mark on a dark certificate.',
          },
        },
        {
          title: { 'zh-CN': '打卡证书', 'zh-TW': '打卡證書', 'en-US': 'Check-in' },
          text: {
            'zh-CN': '走完一条文化打卡路线的纪念。',
            'zh-TW': '走完一條文化打卡路線的紀念。',
            'en-US': 'A keepsake for finishing a cultural check-in route.',
          },
          image: '/images/pages/certificate/checkin.svg',
          imageAlt: {
            'zh-CN': '证书上连成一条路线的三个红点和一个对勾',
            'zh-TW': '證書上連成一條路線的三個紅點和一個勾號',
            'en-US': 'Three red dots joined into a route and a tick, on a certificate.',
          },
          href: '/ClockIn',
        },
      ],
    },
    {
      id: 'how-to-get',
      kind: 'timeline',
      title: { 'zh-CN': '如何获得', 'zh-TW': '如何取得', 'en-US': 'How you get one' },
      items: [
        {
          date: '1',
          title: { 'zh-CN': '登录', 'zh-TW': '登入', 'en-US': 'Log in' },
          text: {
            'zh-CN': '用手机号登录，证书会记在你的账号下。',
            'zh-TW': '用手機號碼登入，證書會記在你的帳號下。',
            'en-US': 'Log in with your phone number so the certificate is recorded in your account.',
          },
        },
        {
          date: '2',
          title: { 'zh-CN': '参与项目', 'zh-TW': '參與專案', 'en-US': 'Take part' },
          text: {
            'zh-CN': '认养荷包、领取活动徽章、铸造通行证或走完打卡路线。',
            'zh-TW': '認養荷包、領取活動徽章、鑄造通行證或走完打卡路線。',
            'en-US': 'Adopt a pocket, claim an event badge, mint the pass or finish a check-in route.',
          },
        },
        {
          date: '3',
          title: { 'zh-CN': '生成证书', 'zh-TW': '產生證書', 'en-US': 'Receive it' },
          text: {
            'zh-CN': '证书自动生成并显示在本页，带唯一编号和日期。',
            'zh-TW': '證書自動產生並顯示在本頁，附唯一編號和日期。',
            'en-US': 'The certificate appears on this page with its own number and date.',
          },
        },
        {
          date: '4',
          title: { 'zh-CN': '出示使用', 'zh-TW': '出示使用', 'en-US': 'Use it' },
          text: {
            'zh-CN': '在合作品牌门店出示证书页，享受持卡用户权益。',
            'zh-TW': '在合作品牌門市出示證書頁，享受持卡會員權益。',
            'en-US': 'Show the certificate page at partner brands to use card holder benefits.',
          },
        },
      ],
    },
    {
      id: 'checking',
      kind: 'text',
      title: { 'zh-CN': '查验与保管', 'zh-TW': '查驗與保管', 'en-US': 'Checking and keeping it safe' },
      body: [
        {
          'zh-CN': '门店工作人员会核对证书上的编号、项目和持有人手机号后四位。证书不能转让给他人使用。',
          'zh-TW': '門市工作人員會核對證書上的編號、專案和持有人手機號碼末四碼。證書不能轉讓給他人使用。',
          'en-US':
            'Shop staff check the number, the project and the last four digits of the holder’s phone number. A certificate cannot be handed to someone else to use.',
        },
        {
          'zh-CN': '注销账号后，证书随账号一并删除；链上藏品仍归你的钱包所有。',
          'zh-TW': '註銷帳號後，證書隨帳號一併刪除；鏈上藏品仍歸你的錢包所有。',
          'en-US': 'If you delete your account, its certificates go with it; collectibles on chain stay with your wallet.',
        },
      ],
    },
  ],
  actions: [
    {
      id: 'my-certificates',
      // The certificates feature draws it: the member's adoption certificates and collectibles, or a login prompt.
      kind: 'certificates',
      label: { 'zh-CN': '查看我的证书', 'zh-TW': '查看我的證書', 'en-US': 'See my certificates' },
      opensSoon: false,
    },
    {
      id: 'equity',
      kind: 'link',
      label: { 'zh-CN': '看看持卡权益', 'zh-TW': '看看持卡權益', 'en-US': 'See card holder benefits' },
      href: '/Equity',
      opensSoon: false,
    },
  ],
};
