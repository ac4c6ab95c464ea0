/**
 * The one Postgres schema of the app. PGlite (embedded) and PostgreSQL run the same migrations,
 * generated from this file by drizzle-kit into ../../drizzle.
 */
import { sql } from 'drizzle-orm';
import type { BrandEquity, PageContent } from '@culture/protocol';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Per-language text: { "zh-CN": …, "zh-TW": …, "en-US": … }. */
export type LocalizedText = Record<'zh-CN' | 'zh-TW' | 'en-US', string>;

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey(),
    isGuest: boolean('is_guest').notNull().default(true),
    phoneE164: text('phone_e164'),
    nickname: text('nickname'),
    gender: text('gender'),
    /** Version of the stored avatar (changes the avatar URL so caches refresh); null when none. */
    avatarVersion: text('avatar_version'),
    wechatOpenId: text('wechat_open_id'),
    /** The linked WeChat's nickname when it was linked (shown on /My); null: none, or WeChat did not say. */
    wechatNickname: text('wechat_nickname'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_phone_e164_key')
      .on(t.phoneE164)
      .where(sql`${t.phoneE164} is not null`),
    // One account per WeChat openId: "log in with WeChat" must know which one (issue 15).
    uniqueIndex('users_wechat_open_id_key')
      .on(t.wechatOpenId)
      .where(sql`${t.wechatOpenId} is not null`),
  ],
);

/**
 * One row per issued token. A token is valid only while its session row is neither expired nor
 * revoked, so logout, "logged in elsewhere" and account deletion take effect at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['guest', 'phone', 'wallet', 'wechat'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason', { enum: ['logout', 'superseded', 'deleted'] }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Cultural project, campaign and event pages (content as data): one JSON document per page with
 * every text in the three languages; see PageContent in @culture/protocol.
 */
export const contentPages = pgTable('content_pages', {
  slug: text('slug').primaryKey(),
  route: text('route').notNull().unique(),
  trending: boolean('trending').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  document: jsonb('document').$type<PageContent>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Partner brands and the benefits they offer card holders (/Equity, /BrandEquityDetail/{id}). */
export const brandEquities = pgTable('brand_equities', {
  id: integer('id').primaryKey(),
  sortOrder: integer('sort_order').notNull().default(0),
  document: jsonb('document').$type<BrandEquity>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A badge event operators create (issue 12). Texts in the three languages like content pages.
 * State comes from the window: before opens_at "not yet open", from closes_at on "closed";
 * claimed_count only grows (a deleted holder's serial is not handed out again).
 */
export const badgeEvents = pgTable('badge_events', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** The content page it belongs to (content_pages.slug), e.g. "yuanxiao". */
  pageSlug: text('page_slug'),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  story: jsonb('story').$type<LocalizedText>().notNull(),
  benefits: jsonb('benefits').$type<LocalizedText>().notNull(),
  artwork: text('artwork').notNull(),
  /** Null: unlimited. */
  supply: integer('supply'),
  claimedCount: integer('claimed_count').notNull().default(0),
  opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
  closesAt: timestamp('closes_at', { withTimezone: true }),
  /** Any of app, venue, nfc, code. */
  methods: text('methods').array().notNull(),
  rewardTemplateId: integer('reward_template_id').references(() => couponTemplates.id),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One person's badge: one per event and person, a serial per event, a public verification token. */
export const badgeClaims = pgTable(
  'badge_claims',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => badgeEvents.id),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serial: integer('serial').notNull(),
    method: text('method', { enum: ['app', 'venue', 'nfc', 'code'] }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    verifyToken: text('verify_token').notNull().unique(),
    rewardCouponId: bigint('reward_coupon_id', { mode: 'bigint' }),
  },
  (t) => [
    uniqueIndex('badge_claims_event_user_idx').on(t.eventId, t.userId),
    uniqueIndex('badge_claims_event_serial_idx').on(t.eventId, t.serial),
    index('badge_claims_user_idx').on(t.userId, t.claimedAt, t.id),
  ],
);

/** Printed single-use codes: only a keyed hash is kept (the codes are shown to the operator once). */
export const badgeClaimCodes = pgTable(
  'badge_claim_codes',
  {
    codeHash: bytea('code_hash').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => badgeEvents.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: bigint('used_by', { mode: 'bigint' }).references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('badge_claim_codes_event_idx').on(t.eventId)],
);

/** NFC tags (NTAG 424 DNA SUN): the UID, its SDM MAC key and the highest read counter accepted. */
export const badgeNfcTags = pgTable('badge_nfc_tags', {
  uid: text('uid').primaryKey(),
  eventId: integer('event_id')
    .notNull()
    .references(() => badgeEvents.id),
  key: bytea('key').notNull(),
  lastCounter: integer('last_counter').notNull().default(-1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Venue screens: a token that can only fetch one event's current QR; stored hashed. */
export const badgeKioskTokens = pgTable('badge_kiosk_tokens', {
  tokenHash: bytea('token_hash').primaryKey(),
  eventId: integer('event_id')
    .notNull()
    .references(() => badgeEvents.id),
  label: text('label').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A session of an event with places (a garden tour, a workshop): reserved only grows to capacity. */
export const eventSessions = pgTable(
  'event_sessions',
  {
    id: serial('id').primaryKey(),
    /** The event it belongs to, by slug (the page's reserve action names it). */
    eventSlug: text('event_slug').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    place: jsonb('place').$type<LocalizedText>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    cancelUntil: timestamp('cancel_until', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    reserved: integer('reserved').notNull().default(0),
  },
  (t) => [index('event_sessions_event_idx').on(t.eventSlug, t.startsAt)],
);

/** A place in a session; one live (reserved) ticket per person and session. */
export const eventTickets = pgTable(
  'event_tickets',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => eventSessions.id),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['reserved', 'cancelled'] }).notNull(),
    ticketCode: text('ticket_code').notNull().unique(),
    reservedAt: timestamp('reserved_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Attendance: set once, by staff scanning the ticket or by the holder's venue check-in. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('event_tickets_live_idx')
      .on(t.sessionId, t.userId)
      .where(sql`${t.status} = 'reserved'`),
    index('event_tickets_user_idx').on(t.userId),
  ],
);

/** Who may check tickets in at an event's door (an operator grants it per event). */
export const eventStaff = pgTable(
  'event_staff',
  {
    eventSlug: text('event_slug').notNull(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventSlug, t.userId] }), index('event_staff_user_idx').on(t.userId)],
);

/** The texts of a coupon template people read; the columns hold them in simplified Chinese. */
export type CouponTemplateTexts = {
  brandName: string;
  couponName: string;
  discordValue: string;
  useCondition: string;
  useRule: string;
};
/** Traditional Chinese and English of a template's texts, each optional: a missing one reads as simplified Chinese. */
export type CouponTemplateTranslations = Partial<Record<'zh-TW' | 'en-US', Partial<CouponTemplateTexts>>>;

/**
 * A coupon as operators define it. brand_name, coupon_name, discord_value (an EXCHANGE coupon's
 * text), use_condition and use_rule are the simplified-Chinese texts (required); `translations`
 * carries the other two languages where the operator gave them. brand_name (simplified) is also
 * what a merchant's brand must match.
 */
export const couponTemplates = pgTable('coupon_templates', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  brandName: text('brand_name').notNull(),
  couponName: text('coupon_name').notNull(),
  /** Wire spellings kept: DISCORD (discount), DECUCTION (deduction), EXCHANGE. */
  type: text('type', { enum: ['DISCORD', 'DECUCTION', 'EXCHANGE'] }).notNull(),
  discordValue: text('discord_value').notNull(),
  useCondition: text('use_condition').notNull(),
  validUntil: date('valid_until').notNull(),
  useRule: text('use_rule').notNull(),
  stock: integer('stock').notNull(),
  issued: integer('issued').notNull().default(0),
  perUserLimit: integer('per_user_limit').notNull().default(1),
  /** Campaign pages may let users claim it themselves. */
  claimable: boolean('claimable').notNull().default(false),
  /** Rows written before templates had translations keep '{}': everything reads as simplified Chinese. */
  translations: jsonb('translations').$type<CouponTemplateTranslations>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A coupon held by one person. The code is what the counter scans; it is random and unique. */
export const customerCoupons = pgTable(
  'customer_coupons',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponCode: text('coupon_code').notNull().unique(),
    status: text('status', { enum: ['unused', 'used', 'voided'] })
      .notNull()
      .default('unused'),
    /** Why a voided coupon was voided. */
    voidReason: text('void_reason', { enum: ['operator', 'expired'] }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('customer_coupons_user_idx').on(t.userId, t.issuedAt, t.id),
    index('customer_coupons_user_status_idx').on(t.userId, t.status, t.issuedAt, t.id),
    index('customer_coupons_template_user_idx').on(t.templateId, t.userId),
  ],
);

/** Every status change of a coupon: who (actor) and when. */
export const couponEvents = pgTable(
  'coupon_events',
  {
    id: serial('id').primaryKey(),
    couponId: bigint('coupon_id', { mode: 'bigint' })
      .notNull()
      .references(() => customerCoupons.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    /** 'operator', 'system' (expiry), 'merchant:<user id>', 'user:<user id>' (claim). */
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('coupon_events_coupon_idx').on(t.couponId)],
);

/** Accounts allowed to redeem the coupons of one brand. */
export const merchants = pgTable('merchants', {
  userId: bigint('user_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  brandName: text('brand_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A person's wallets; wallet_type 2 is the deposit (custodial) wallet, 1 an external wallet. */
export const userWallets = pgTable(
  'user_wallets',
  {
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    walletType: smallint('wallet_type').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_wallets_user_type_key').on(t.userId, t.walletType),
    uniqueIndex('user_wallets_address_key').on(t.address),
  ],
);

export const avatars = pgTable('avatars', {
  userId: bigint('user_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time SMS codes, stored only as an HMAC. A new request replaces the phone's live code. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phoneE164: text('phone_e164').notNull(),
    codeHmac: text('code_hmac').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    /** Set when used, replaced, or locked after too many wrong tries. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phoneE164, t.createdAt)],
);

/** Short-lived, single-use proof that a phone was verified; exchanged for a session at login. */
export const smsTokens = pgTable('sms_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  phoneE164: text('phone_e164').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** What the outbox SMS driver "sent" (development and tests only). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    phoneE164: text('phone_e164').notNull(),
    text: text('text').notNull(),
    code: text('code').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phoneE164, t.sentAt)],
);

/**
 * One row the readiness check rewrites every few seconds: /healthz must fail when the database can
 * read but not write (a read-only mount, a full disk, a read-only transaction mode).
 */
export const healthProbe = pgTable('health_probe', {
  id: smallint('id').primaryKey(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});

/**
 * Messaging (issue 14): one sequence per conversation (`message_count`, bumped atomically with each
 * insert); private conversations are found by their sorted pair key.
 */
export const chatConversations = pgTable('chat_conversations', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedByDefaultAsIdentity(),
  /** 1 private, 2 group. */
  kind: smallint('kind').notNull(),
  name: text('name').notNull().default(''),
  ownerId: bigint('owner_id', { mode: 'bigint' }),
  /** "small:large" user ids of a private conversation; null for groups. */
  pairKey: text('pair_key').unique(),
  messageCount: bigint('message_count', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const chatMembers = pgTable(
  'chat_members',
  {
    conversationId: bigint('conversation_id', { mode: 'bigint' })
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 member, 1 admin, 2 owner. */
    role: smallint('role').notNull().default(0),
    /** hasReadSeq: the highest sequence this member has read. */
    readSeq: bigint('read_seq', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('chat_members_user_idx').on(t.userId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedByDefaultAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'bigint' })
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'bigint' }).notNull(),
    senderId: bigint('sender_id', { mode: 'bigint' }).notNull(),
    type: integer('type').notNull().default(0),
    content: text('content').notNull(),
    extras: text('extras').notNull().default(''),
    clientMsgId: text('client_msg_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('chat_messages_conversation_seq_key').on(t.conversationId, t.seq),
    uniqueIndex('chat_messages_sender_client_key').on(t.senderId, t.clientMsgId),
  ],
);

/** A user who blocked another: the blocked user's private messages to them are refused. */
/**
 * A group invitation not answered yet (docs/decisions.md, "Chat rules"): the invitee is not a
 * member (hears nothing of the group) until they accept, which makes them one; declining deletes it.
 */
export const chatInvitations = pgTable(
  'chat_invitations',
  {
    conversationId: bigint('conversation_id', { mode: 'bigint' })
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviterId: bigint('inviter_id', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('chat_invitations_user_idx').on(t.userId)],
);

export const chatBlocks = pgTable(
  'chat_blocks',
  {
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    blockedId: bigint('blocked_id', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.blockedId] })],
);

/**
 * Followers of the official account (issue 15), kept from WeChat's subscribe/unsubscribe events
 * and from follower checks, so most "is this visitor following us?" answers need no WeChat call.
 */
export const wechatFollowers = pgTable('wechat_followers', {
  openId: text('open_id').primaryKey(),
  subscribed: boolean('subscribed').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * WeChat link tickets (docs/decisions.md, "WeChat links"): "log in with WeChat" (the
 * snsapi_userinfo authorisation) that finds no linked account answers a random ticket, only in
 * that response; saveUser (its `code` field) links the openId to the account that then logs in
 * in that browser, consuming the ticket. Ten minutes, single use, stored as a SHA-256 hash, with
 * the WeChat nickname to tell the person which WeChat was linked. (The table kept its old name.)
 */
export const wechatCodes = pgTable(
  'wechat_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    openId: text('open_id').notNull(),
    nickname: text('nickname'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('wechat_codes_created_at_idx').on(t.createdAt)],
);

/**
 * Sign-in-with-Ethereum nonces (issue 13): issued to one address, five minutes, single use (taken
 * by one conditional DELETE, so of any number of parallel replays exactly one gets it).
 */
export const walletNonces = pgTable('wallet_nonces', {
  nonce: text('nonce').primaryKey(),
  /** Lower-case hex address the nonce was issued to. */
  address: text('address').notNull(),
  chainId: integer('chain_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Deposit wallets (issue 13): each account's address under DEPOSIT_XPUB at `0/{account_index}`.
 * The index comes from an identity sequence, never reused (a deleted account's address may still
 * hold what an operator minted to it; the operator's offline key reaches it by the same index).
 */
export const depositWallets = pgTable('deposit_wallets', {
  userId: bigint('user_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountIndex: integer('account_index').generatedAlwaysAsIdentity().notNull().unique(),
  /** Lower-case hex. */
  address: text('address').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The pass's chain index (issue 13), one row: which chain and contract it follows, how far it has
 * read (`indexed_block`, every block up to it applied), the head it last saw, and the lease of the
 * one server process that indexes (`leader` until `lease_until`, by the database's clock).
 */
export const passIndexState = pgTable('pass_index_state', {
  id: smallint('id').primaryKey(),
  chainId: integer('chain_id').notNull(),
  /** Lower-case hex. */
  contract: text('contract').notNull(),
  deployBlock: bigint('deploy_block', { mode: 'number' }).notNull(),
  indexedBlock: bigint('indexed_block', { mode: 'number' }).notNull(),
  headBlock: bigint('head_block', { mode: 'number' }).notNull(),
  leader: text('leader'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Hashes of recent indexed blocks (tips and blocks with events): a reorganisation shows as a mismatch. */
export const passIndexBlocks = pgTable('pass_index_blocks', {
  number: bigint('number', { mode: 'number' }).primaryKey(),
  hash: text('hash').notNull(),
});

/** Transfer, Staked and UnStaked of the pass in chain order; token state is recomputed from them. */
export const passEvents = pgTable(
  'pass_events',
  {
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    logIndex: integer('log_index').notNull(),
    blockHash: text('block_hash').notNull(),
    txHash: text('tx_hash').notNull(),
    /** transfer | staked | unstaked */
    kind: text('kind').notNull(),
    tokenId: numeric('token_id', { precision: 78, scale: 0 }).notNull(),
    /** Transfer only, lower-case hex. */
    fromAddress: text('from_address'),
    toAddress: text('to_address'),
    /** Staked/UnStaked `time` (the block's unix seconds). */
    time: bigint('time', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.blockNumber, t.logIndex] }),
    index('pass_events_token_idx').on(t.tokenId, t.blockNumber, t.logIndex),
  ],
);

/** Each pass's current owner and stake, as of the indexed events. */
export const passTokens = pgTable(
  'pass_tokens',
  {
    tokenId: numeric('token_id', { precision: 78, scale: 0 }).primaryKey(),
    /** Lower-case hex. */
    owner: text('owner').notNull(),
    staked: boolean('staked').notNull(),
    stakedAt: bigint('staked_at', { mode: 'number' }),
    /** Block of the token's latest event: final once PASS_CONFIRMATIONS blocks are on top of it. */
    changedBlock: bigint('changed_block', { mode: 'number' }).notNull(),
  },
  (t) => [index('pass_tokens_owner_idx').on(t.owner, t.tokenId)],
);

/** The stored form of a work on an exhibit slot (issue 16); texts per language. */
export interface ExhibitWorkRow {
  slot: string;
  kind: 'image' | 'video' | 'text';
  title: LocalizedText;
  body: LocalizedText;
  image: string | null;
  video: string | null;
  link: string | null;
}

/**
 * An official exhibition of the virtual world (issue 16): a room template plus the works on its
 * slots. Visitors see it only once published. Personal rooms have no row (see modules/world).
 */
export const vrExhibitions = pgTable(
  'vr_exhibitions',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    cover: text('cover').notNull(),
    templateId: text('template_id').notNull(),
    works: jsonb('works').$type<ExhibitWorkRow[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vr_exhibitions_published_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.publishedAt} is not null`),
  ],
);

/** Official dresses of the world avatar: a colour per avatar part. */
export const vrDresses = pgTable('vr_dresses', {
  id: text('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  thumbnail: text('thumbnail').notNull(),
  /** { skin, body, trim, legs, hat | null } as "#rrggbb". */
  colors: jsonb('colors').$type<Record<'skin' | 'body' | 'trim' | 'legs' | 'hat', string | null>>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * A member's world avatar: the dress they chose and the model they uploaded (validated .glb, at
 * most 16 MiB), kept in the database so every server process can serve it.
 */
export const vrAvatars = pgTable('vr_avatars', {
  userId: bigint('user_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dressId: text('dress_id').references(() => vrDresses.id, { onDelete: 'set null' }),
  /** First 16 hex digits of the model's SHA-256 (its URL's version); null: no model. */
  modelHash: text('model_hash'),
  model: bytea('model'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
