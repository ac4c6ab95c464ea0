/**
 * What the copy of a person's data is made of (docs/privacy.md, "A copy of your data"): every
 * table of db/user-owned-tables.ts under one of the categories PIPL Art. 45's copy names. The map
 * is typed over the list's tables, so a new table there does not compile until it has a category.
 */
import type { Locale } from '@culture/protocol';
import { USER_OWNED } from '../../db/user-owned-tables.js';

export type UserOwnedTable = (typeof USER_OWNED)[keyof typeof USER_OWNED]['table'];

export const EXPORT_CATEGORIES = [
  'profile',
  'sessions',
  'wallets',
  'coupons',
  'badges',
  'signups',
  'orders',
  'messages',
  'world',
  'consents',
  'privacy',
] as const;
export type ExportCategory = (typeof EXPORT_CATEGORIES)[number];

export const TABLE_CATEGORY: Record<UserOwnedTable, ExportCategory> = {
  sessions: 'sessions',
  vr_avatars: 'world',
  hall_visits: 'world',
  customer_coupons: 'coupons',
  coupon_events: 'coupons',
  merchants: 'coupons',
  user_wallets: 'wallets',
  deposit_wallets: 'wallets',
  avatars: 'profile',
  badge_claims: 'badges',
  badge_claim_codes: 'badges',
  event_tickets: 'signups',
  event_staff: 'signups',
  chat_members: 'messages',
  chat_invitations: 'messages',
  chat_conversations: 'messages',
  chat_messages: 'messages',
  chat_blocks: 'messages',
  orders: 'orders',
  certificates: 'orders',
  dress_purchases: 'orders',
  shop_eligibility: 'orders',
  consent_records: 'consents',
  data_exports: 'privacy',
  account_cancellations: 'privacy',
  privacy_audit: 'privacy',
  member_reports: 'messages',
  child_guardians: 'profile',
  notices: 'privacy',
  notice_reads: 'privacy',
  notice_sms: 'privacy',
  rights_requests: 'privacy',
};

/**
 * Columns left out of the copy, each with its reason: secrets that would let whoever holds the zip
 * act as the person, the zips themselves, and what another person decided about them.
 */
export const LEFT_OUT: Record<string, string> = {
  'sessions.id': 'a login session id works as a password while the session lasts',
  'data_exports.zip': 'earlier copies are not copied again',
  'chat_blocks.blocked_id': 'who blocked this person is the blocker’s information',
  'member_reports.reporter_id': 'who reported this person is the reporter’s information',
};

export const CATEGORY_LABELS: Record<ExportCategory, Record<Locale, string>> = {
  profile: { 'zh-CN': '个人资料', 'zh-TW': '個人資料', 'en-US': 'Profile' },
  sessions: { 'zh-CN': '登录记录', 'zh-TW': '登入紀錄', 'en-US': 'Logins' },
  wallets: { 'zh-CN': '钱包', 'zh-TW': '錢包', 'en-US': 'Wallets' },
  coupons: { 'zh-CN': '卡券', 'zh-TW': '卡券', 'en-US': 'Coupons' },
  badges: { 'zh-CN': '徽章与签到', 'zh-TW': '徽章與簽到', 'en-US': 'Badges and check-ins' },
  signups: { 'zh-CN': '活动报名', 'zh-TW': '活動報名', 'en-US': 'Sign-ups' },
  orders: { 'zh-CN': '订单', 'zh-TW': '訂單', 'en-US': 'Orders' },
  messages: { 'zh-CN': '你发送的消息与会话', 'zh-TW': '你傳送的訊息與會話', 'en-US': 'Messages you sent and your conversations' },
  world: { 'zh-CN': '虚拟世界上传', 'zh-TW': '虛擬世界上傳', 'en-US': 'World uploads' },
  consents: { 'zh-CN': '同意记录', 'zh-TW': '同意紀錄', 'en-US': 'Consents' },
  privacy: { 'zh-CN': '个人信息请求', 'zh-TW': '個人資訊請求', 'en-US': 'Your privacy requests' },
};

export const PAGE_TEXT: Record<Locale, { title: string; intro: string; none: string; file: string }> = {
  'zh-CN': {
    title: '你的个人信息副本',
    intro: '这是我们保存的与你有关的全部个人信息（《个人信息保护法》第四十五条）。data.json 是同样内容的机器可读版本。',
    none: '无',
    file: '文件',
  },
  'zh-TW': {
    title: '你的個人資訊副本',
    intro: '這是我們保存的與你有關的全部個人資訊（《個人信息保護法》第四十五條）。data.json 是同樣內容的機器可讀版本。',
    none: '無',
    file: '檔案',
  },
  'en-US': {
    title: 'A copy of your data',
    intro: 'Everything we hold about you (PIPL Art. 45). data.json holds the same in a machine-readable form.',
    none: 'None',
    file: 'File',
  },
};
