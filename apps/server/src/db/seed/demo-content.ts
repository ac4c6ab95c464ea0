/**
 * Demo content that gives a new install a living app. Operators change it later through the API;
 * the seed only inserts rows that are missing (by slug), so it never overwrites their edits.
 */
import type { LocalizedText } from '../schema.js';

export interface SeedProject {
  slug: string;
  route: string;
  sortOrder: number;
  trending: boolean;
  title: LocalizedText;
  summary: LocalizedText;
  coverImage: string;
}

export const demoProjects: SeedProject[] = [
  {
    slug: 'pocket',
    route: '/pocket',
    sortOrder: 10,
    trending: true,
    title: { 'zh-CN': '绣荷包 · 公益认养', 'zh-TW': '繡荷包 · 公益認養', 'en-US': 'Embroidered Pockets · Charity Adoption' },
    summary: {
      'zh-CN': '认养一只荷包，就是为绣娘带来六小时有偿刺绣工作。',
      'zh-TW': '認養一隻荷包，就是為繡娘帶來六小時有償刺繡工作。',
      'en-US': 'Adopt a pocket and give an embroiderer six hours of paid work.',
    },
    coverImage: '/images/projects/pocket.svg',
  },
  {
    slug: 'nuo',
    route: '/nuo',
    sortOrder: 20,
    trending: true,
    title: { 'zh-CN': '傩 · 面具舞 IP', 'zh-TW': '儺 · 面具舞 IP', 'en-US': 'Nuo · The Masked Dance' },
    summary: {
      'zh-CN': '十三个傩面角色，三个民族的古老舞蹈，化作新的音乐与潮玩。',
      'zh-TW': '十三個儺面角色，三個民族的古老舞蹈，化作新的音樂與潮玩。',
      'en-US': 'Thirteen mask characters from three ethnic groups, reborn as music and collectibles.',
    },
    coverImage: '/images/projects/nuo.svg',
  },
  {
    slug: 'yuanxiao',
    route: '/YuanXiao',
    sortOrder: 30,
    trending: true,
    title: { 'zh-CN': '月下花灯会', 'zh-TW': '月下花燈會', 'en-US': 'Lanterns Under the Moon' },
    summary: {
      'zh-CN': '点亮花灯，领取限量节日徽章。',
      'zh-TW': '點亮花燈，領取限量節日徽章。',
      'en-US': 'Light a lantern and claim a limited festival badge.',
    },
    coverImage: '/images/projects/lantern.svg',
  },
  {
    slug: 'panmen',
    route: '/panmen',
    sortOrder: 40,
    trending: false,
    title: { 'zh-CN': '盘门 · 两千五百年的园林', 'zh-TW': '盤門 · 兩千五百年的園林', 'en-US': 'Panmen · A 2,500-Year-Old Garden' },
    summary: {
      'zh-CN': '走进两千五百年历史的古城水陆城门与园林。',
      'zh-TW': '走進兩千五百年歷史的古城水陸城門與園林。',
      'en-US': 'Walk through a water gate and garden with 2,500 years of history.',
    },
    coverImage: '/images/projects/panmen.svg',
  },
];

export interface SeedBadge {
  slug: string;
  projectSlug: string;
  name: LocalizedText;
  description: LocalizedText;
  image: string;
  supply: number;
  claimOpen: boolean;
}

export const demoBadges: SeedBadge[] = [
  {
    slug: 'lantern-2023',
    projectSlug: 'yuanxiao',
    name: { 'zh-CN': '花灯徽章', 'zh-TW': '花燈徽章', 'en-US': 'Lantern Badge' },
    description: {
      'zh-CN': '月下花灯会限量纪念徽章。',
      'zh-TW': '月下花燈會限量紀念徽章。',
      'en-US': 'Limited keepsake badge of the Lanterns Under the Moon event.',
    },
    image: '/images/badges/lantern.svg',
    supply: 2023,
    claimOpen: false,
  },
  {
    slug: 'pocket-guardian',
    projectSlug: 'pocket',
    name: { 'zh-CN': '荷包守护者', 'zh-TW': '荷包守護者', 'en-US': 'Pocket Guardian' },
    description: {
      'zh-CN': '认养荷包的守护者徽章。',
      'zh-TW': '認養荷包的守護者徽章。',
      'en-US': 'For everyone who adopted an embroidered pocket.',
    },
    image: '/images/badges/pocket.svg',
    supply: 10000,
    claimOpen: false,
  },
];

export interface SeedCouponTemplate {
  slug: string;
  brandName: string;
  couponName: string;
  type: 'DISCORD' | 'DECUCTION' | 'EXCHANGE';
  discordValue: string;
  useCondition: string;
  validUntil: string;
  useRule: string;
  stock: number;
  perUserLimit: number;
}

export const demoCouponTemplates: SeedCouponTemplate[] = [
  {
    slug: 'haochatongle-tea-20',
    brandName: '好茶同乐',
    couponName: '20元茶饮券',
    type: 'DECUCTION',
    discordValue: '20',
    useCondition: '满39元可用',
    validUntil: '2027-12-31',
    useRule: '<p>到店出示券码，店员扫码核销。</p><ul><li>每单限用一张</li><li>不与其他优惠同享</li></ul>',
    stock: 5000,
    perUserLimit: 1,
  },
  {
    slug: 'gloriousstore-gold-foil-30',
    brandName: 'Glorious Store',
    couponName: '金箔鞋 7 折券',
    type: 'DISCORD',
    discordValue: '7',
    useCondition: '金箔系列鞋款可用',
    validUntil: '2027-12-31',
    useRule: '<p>Show the code at the counter; the cashier scans it to redeem.</p>',
    stock: 2000,
    perUserLimit: 1,
  },
  {
    slug: 'pocket-cardholder-exchange',
    brandName: '绣荷包',
    couponName: '卡包兑换券',
    type: 'EXCHANGE',
    discordValue: '刺绣卡包一只',
    useCondition: '认养荷包用户专享',
    validUntil: '2027-06-30',
    useRule: '<p>凭券到合作门店兑换刺绣卡包一只。</p>',
    stock: 1000,
    perUserLimit: 1,
  },
];
