/**
 * Demo badge events: the mid-autumn lantern badge, claimed in the app on /YuanXiao with
 * a limited supply, and the lantern-route check-in badge, claimed at the venue (/ClockIn, the
 * kiosk's QR) or by NFC tag. Inserted when missing (by slug), never overwritten.
 */
import type { Database } from '../client.js';
import { badgeEvents, type LocalizedText } from '../schema.js';

export interface SeedBadgeEvent {
  slug: string;
  pageSlug: string;
  name: LocalizedText;
  story: LocalizedText;
  benefits: LocalizedText;
  artwork: string;
  supply: number | null;
  opensAt: Date;
  closesAt: Date | null;
  methods: Array<'app' | 'venue' | 'nfc' | 'code'>;
  sortOrder: number;
}

export const demoBadgeEvents: SeedBadgeEvent[] = [
  {
    slug: 'mid-autumn-lantern',
    pageSlug: 'yuanxiao',
    name: { 'zh-CN': '花灯徽章', 'zh-TW': '花燈徽章', 'en-US': 'Lantern badge' },
    story: {
      'zh-CN': '月下花灯会的限量纪念徽章：提一盏灯，在满月下留下这一夜。',
      'zh-TW': '月下花燈會的限量紀念徽章：提一盞燈，在滿月下留下這一夜。',
      'en-US': 'The limited keepsake of Lanterns Under the Moon: carry a lantern and keep the night.',
    },
    benefits: {
      'zh-CN': '持有者可在权益页查看合作品牌的专属礼遇。',
      'zh-TW': '持有者可在權益頁查看合作品牌的專屬禮遇。',
      'en-US': 'Holders see partner brands’ offers for them on the equity page.',
    },
    artwork: '/images/pages/yuanxiao/badge.svg',
    supply: 500,
    opensAt: new Date('2026-01-01T00:00:00+08:00'),
    closesAt: new Date('2027-12-31T23:59:59+08:00'),
    methods: ['app', 'code'],
    sortOrder: 0,
  },
  {
    slug: 'lantern-route-check-in',
    pageSlug: 'clockin',
    name: { 'zh-CN': '花灯路线打卡徽章', 'zh-TW': '花燈路線打卡徽章', 'en-US': 'Lantern route check-in badge' },
    story: {
      'zh-CN': '到达现场，扫描现场屏幕上的二维码或感应 NFC 标签即可领取。',
      'zh-TW': '到達現場，掃描現場螢幕上的 QR 碼或感應 NFC 標籤即可領取。',
      'en-US': 'At the venue, scan the QR code on the screen or tap the NFC tag to claim it.',
    },
    benefits: {
      'zh-CN': '证明你到过现场的数字纪念。',
      'zh-TW': '證明你到過現場的數位紀念。',
      'en-US': 'A digital keepsake that shows you were there.',
    },
    artwork: '/images/pages/clockin/stamp.svg',
    supply: null,
    opensAt: new Date('2026-01-01T00:00:00+08:00'),
    closesAt: new Date('2027-12-31T23:59:59+08:00'),
    methods: ['venue', 'nfc'],
    sortOrder: 1,
  },
];

/** The number of events inserted (0 when they were all there). */
export async function seedBadgeEvents(db: Database): Promise<number> {
  const inserted = await db
    .insert(badgeEvents)
    .values(demoBadgeEvents)
    .onConflictDoNothing({ target: badgeEvents.slug })
    .returning({ id: badgeEvents.id });
  return inserted.length;
}
