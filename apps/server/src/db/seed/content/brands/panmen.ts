/** Panmen Scenic Area (盘门景区), Suzhou: brand 3. Page at /panmen. */
import type { BrandEquity } from '@culture/protocol';

export const brand: BrandEquity = {
  id: 3,
  sortOrder: 30,
  name: { 'zh-CN': '盘门景区', 'zh-TW': '盤門景區', 'en-US': 'Panmen Scenic Area' },
  category: { 'zh-CN': '园林景区', 'zh-TW': '園林景區', 'en-US': 'Historic garden' },
  tagline: {
    'zh-CN': '古城西南角，水陆城门和一座两千五百年的园林',
    'zh-TW': '古城西南角，水陸城門和一座兩千五百年的園林',
    'en-US': 'A water and land gate and a 2,500-year-old garden at the corner of old Suzhou',
  },
  logo: '/images/brands/panmen.svg',
  cover: {
    image: '/images/pages/panmen/hero.svg',
    alt: {
      'zh-CN': '城墙上的两层城楼下是一座水门，一只小船正穿过，远处有古塔',
      'zh-TW': '城牆上的兩層城樓下是一座水門，一艘小船正穿過，遠處有古塔',
      'en-US': 'A two-story gate tower above a water gate, a small boat passing through and a pagoda in the distance.',
    },
  },
  story: [
    {
      'zh-CN': '盘门是苏州古城唯一保存完整的水陆城门，城墙、城楼、古塔和石桥在这里相映成景。',
      'zh-TW': '盤門是蘇州古城唯一保存完整的水陸城門，城牆、城樓、古塔和石橋在這裡相映成景。',
      'en-US':
        'Panmen is the only complete water and land gate left in old Suzhou; its walls, gate tower, pagoda and stone bridge frame one another.',
    },
    {
      'zh-CN': '五月宇宙持卡用户可享门票优惠和讲解服务，还能在现场为文化打卡路线点亮一站。',
      'zh-TW': '五月宇宙持卡會員可享門票優惠和導覽服務，還能在現場為文化打卡路線點亮一站。',
      'en-US':
        'May Universe card holders get an admission discount and a guided tour, and can light up a stop on the cultural check-in route on site.',
    },
  ],
  locations: [
    {
      name: { 'zh-CN': '盘门景区', 'zh-TW': '盤門景區', 'en-US': 'Panmen Scenic Area' },
      address: {
        'zh-CN': '江苏省苏州市姑苏区东大街 49 号',
        'zh-TW': '江蘇省蘇州市姑蘇區東大街 49 號',
        'en-US': '49 Dongda Street, Gusu District, Suzhou, Jiangsu',
      },
    },
  ],
  campaignRoute: '/panmen',
  items: [
    {
      id: 'admission',
      kind: 'discount',
      title: { 'zh-CN': '门票 8 折', 'zh-TW': '門票 8 折', 'en-US': '20% off admission' },
      value: { 'zh-CN': '8折', 'zh-TW': '8折', 'en-US': '20% off' },
      summary: {
        'zh-CN': '持卡用户购买盘门景区成人门票享 8 折。',
        'zh-TW': '持卡會員購買盤門景區成人門票享 8 折。',
        'en-US': 'Card holders pay 20% less for an adult ticket to the Panmen Scenic Area.',
      },
      conditions: [
        { 'zh-CN': '持卡用户本人使用', 'zh-TW': '限持卡會員本人使用', 'en-US': 'For the card holder only' },
        { 'zh-CN': '每日限用一次', 'zh-TW': '每日限用一次', 'en-US': 'Once a day' },
        {
          'zh-CN': '不与其他门票优惠同享',
          'zh-TW': '不與其他門票優惠同享',
          'en-US': 'Cannot be combined with other ticket offers',
        },
      ],
      howToUse: [
        {
          'zh-CN': '在售票处打开五月宇宙证书页',
          'zh-TW': '在售票處打開五月宇宙證書頁',
          'en-US': 'At the ticket office, open your May Universe certificate page',
        },
        {
          'zh-CN': '工作人员核验后按优惠价购票',
          'zh-TW': '工作人員核驗後以優惠價購票',
          'en-US': 'Staff check it and sell you the ticket at the discounted price',
        },
      ],
      validity: { 'zh-CN': '景区开放期间', 'zh-TW': '景區開放期間', 'en-US': 'Whenever the scenic area is open' },
    },
    {
      id: 'guided-tour',
      kind: 'access',
      title: { 'zh-CN': '免费讲解', 'zh-TW': '免費導覽', 'en-US': 'Free guided tour' },
      value: { 'zh-CN': '免费', 'zh-TW': '免費', 'en-US': 'Free' },
      summary: {
        'zh-CN': '跟随讲解员走一圈城墙与水门，听盘门两千五百年的故事，约 45 分钟。',
        'zh-TW': '跟著導覽員走一圈城牆與水門，聽盤門兩千五百年的故事，約 45 分鐘。',
        'en-US': 'Walk the wall and the water gate with a guide and hear 2,500 years of Panmen’s story, about 45 minutes.',
      },
      conditions: [
        {
          'zh-CN': '持卡用户及同行不超过三人',
          'zh-TW': '持卡會員及同行不超過三人',
          'en-US': 'The card holder and up to three companions',
        },
        { 'zh-CN': '每天 10:00 和 14:30 两场', 'zh-TW': '每天 10:00 和 14:30 兩場', 'en-US': 'Daily at 10:00 and 14:30' },
      ],
      howToUse: [
        {
          'zh-CN': '开场前 10 分钟到游客中心集合',
          'zh-TW': '開場前 10 分鐘到遊客中心集合',
          'en-US': 'Meet at the visitor centre 10 minutes before the tour',
        },
        {
          'zh-CN': '出示五月宇宙证书页登记',
          'zh-TW': '出示五月宇宙證書頁登記',
          'en-US': 'Show your May Universe certificate page to sign up',
        },
      ],
      validity: { 'zh-CN': '景区开放期间', 'zh-TW': '景區開放期間', 'en-US': 'Whenever the scenic area is open' },
    },
  ],
};
