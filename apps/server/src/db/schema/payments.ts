/**
 * Payments (docs/payments.md): products with prices in fen, who may buy at the card-holder price,
 * orders and their state changes, refunds, and what a paid order grants (certificates, dresses).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedText } from './columns.js';
import { users } from './accounts.js';
import { vrDresses } from './world.js';

/**
 * Something for sale. `held` counts units taken by orders waiting for payment or paid (released
 * when an order closes unpaid or is refunded); `issued` numbers what was granted, so serials never
 * repeat. A finite `supply` is never oversold: `held <= supply` is checked by the statement that
 * takes a unit and by the table.
 */
export const shopProducts = pgTable(
  'shop_products',
  {
    id: text('id').primaryKey(),
    /** 'pocket-adoption' | 'collectible' | 'dress' (ProductKind on the wire). */
    kind: text('kind').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    image: text('image').notNull(),
    priceFen: integer('price_fen').notNull(),
    /** The card-holder price (pocket adoption); null: none. */
    memberPriceFen: integer('member_price_fen'),
    supply: integer('supply'),
    held: integer('held').notNull().default(0),
    issued: integer('issued').notNull().default(0),
    onSale: boolean('on_sale').notNull().default(false),
    refundDays: integer('refund_days').notNull().default(0),
    dressId: text('dress_id').references(() => vrDresses.id, { onDelete: 'restrict' }),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shop_products_price_positive', sql`${t.priceFen} > 0 and (${t.memberPriceFen} is null or ${t.memberPriceFen} > 0)`),
    check('shop_products_supply', sql`${t.supply} is null or (${t.held} >= 0 and ${t.held} <= ${t.supply})`),
    uniqueIndex('shop_products_dress_key')
      .on(t.dressId)
      .where(sql`${t.dressId} is not null`),
  ],
);

/**
 * Who may adopt at the card-holder price: a phone on the partner's list, or a single-use code the
 * partner handed out (stored as its SHA-256). `orderId` holds it for an order waiting for payment;
 * `usedBy`/`usedAt` once that order is paid. One card-holder adoption per account.
 */
export const shopEligibility = pgTable(
  'shop_eligibility',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    phoneE164: text('phone_e164'),
    codeHash: text('code_hash'),
    orderId: bigint('order_id', { mode: 'bigint' }),
    usedBy: bigint('used_by', { mode: 'bigint' }).references(() => users.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_eligibility_phone_key')
      .on(t.productId, t.phoneE164)
      .where(sql`${t.phoneE164} is not null`),
    uniqueIndex('shop_eligibility_code_key')
      .on(t.codeHash)
      .where(sql`${t.codeHash} is not null`),
    // One card-holder adoption per account and product.
    uniqueIndex('shop_eligibility_used_by_key')
      .on(t.productId, t.usedBy)
      .where(sql`${t.usedBy} is not null`),
  ],
);

/**
 * An order (docs/payments.md, "Order states"). `outTradeNo` is the merchant order number WeChat
 * Pay knows it by. The state changes only by conditional updates (`where state = …`), so ten copies
 * of one notification fulfil once.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey(),
    outTradeNo: text('out_trade_no').notNull().unique(),
    /** Null once the buyer's account is deleted: the order stays for the accounts (docs/payments.md). */
    userId: bigint('user_id', { mode: 'bigint' }).references(() => users.id, { onDelete: 'set null' }),
    productId: text('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'restrict' }),
    amountFen: integer('amount_fen').notNull(),
    /** 'regular' | 'member'. */
    price: text('price').notNull(),
    /** 'jsapi' | 'h5' | 'native' (the last one asked for). */
    method: text('method').notNull(),
    state: text('state').notNull(),
    /** WeChat's prepay id / h5_url / code_url, reused while the order can be paid (2 h at WeChat). */
    payAction: jsonb('pay_action'),
    /** Whether this order holds a unit of a finite supply. */
    holdsUnit: boolean('holds_unit').notNull().default(false),
    transactionId: text('transaction_id'),
    paidFen: integer('paid_fen'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Last time the sweeper or the result page asked WeChat Pay about this order. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_amount_positive', sql`${t.amountFen} > 0`),
    index('orders_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('orders_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} = 'created'`),
    index('orders_state_idx').on(t.state, t.updatedAt),
    // The dashboard's paid orders and revenue per day (modules/ops-dashboard).
    index('orders_paid_idx').on(t.paidAt),
    // The console's list, newest first, paged by (created_at, id) (queries/admin-orders.ts).
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

/** Every change of an order's state, with what caused it (notification, query, member, operator, sweeper). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'bigint' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    source: text('source').notNull(),
    detail: jsonb('detail'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

/** A refund of an order: asked by the member, made by an operator, or by the system (paid after close, sold out). */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    outRefundNo: text('out_refund_no').primaryKey(),
    orderId: bigint('order_id', { mode: 'bigint' })
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountFen: integer('amount_fen').notNull(),
    reason: text('reason').notNull(),
    /** 'member' | 'operator' | 'system'. */
    requestedBy: text('requested_by').notNull(),
    /** 'requested' | 'processing' | 'succeeded' | 'failed' | 'rejected'. */
    state: text('state').notNull(),
    refundId: text('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * When the refund sweep last asked WeChat about this processing refund: the sweep claims the
     * oldest-checked ones by moving it (`for update skip locked`), so two nodes never ask twice.
     */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** The operator's note when deciding a member's request (a rejection's reason, shown to the member). */
    decisionNote: text('decision_note'),
  },
  (t) => [
    check('order_refunds_amount_positive', sql`${t.amountFen} > 0`),
    // One refund in flight per order; succeeded (partial), rejected and failed ones may be followed by
    // another (docs/payments.md, "Refunds": several partial refunds up to what was paid).
    uniqueIndex('order_refunds_open_key')
      .on(t.orderId)
      .where(sql`${t.state} in ('requested', 'processing')`),
    index('order_refunds_state_idx').on(t.state, t.createdAt),
  ],
);

/**
 * What a paid adoption or collectible order grants: a numbered certificate with a public
 * verification code. `ownerName` is the owner's display name when it was issued.
 */
export const certificates = pgTable(
  'certificates',
  {
    code: text('code').primaryKey(),
    orderId: bigint('order_id', { mode: 'bigint' })
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** Null once the owner's account is deleted (the serial stays taken). */
    userId: bigint('user_id', { mode: 'bigint' }).references(() => users.id, { onDelete: 'set null' }),
    productId: text('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'restrict' }),
    serial: integer('serial').notNull(),
    /** Adoption: the love totem (1–15) and the embroiderer's paid hours. */
    totem: integer('totem'),
    hours: integer('hours'),
    ownerName: text('owner_name').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('certificates_serial_key').on(t.productId, t.serial),
    index('certificates_user_idx').on(t.userId, t.issuedAt),
  ],
);

/** Official dresses a member bought; a refunded one is withdrawn (and taken off if worn). */
export const dressPurchases = pgTable(
  'dress_purchases',
  {
    orderId: bigint('order_id', { mode: 'bigint' })
      .primaryKey()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dressId: text('dress_id')
      .notNull()
      .references(() => vrDresses.id, { onDelete: 'restrict' }),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('dress_purchases_owned_key')
      .on(t.userId, t.dressId)
      .where(sql`${t.withdrawnAt} is null`),
  ],
);

/** Differences between WeChat Pay's daily trade bill and our orders, for operators. */
export const reconciliationDiffs = pgTable(
  'reconciliation_diffs',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey(),
    billDate: text('bill_date').notNull(),
    outTradeNo: text('out_trade_no'),
    transactionId: text('transaction_id'),
    /** 'missing-here' | 'missing-there' | 'amount' | 'state' | 'refund'. */
    kind: text('kind').notNull(),
    ours: jsonb('ours'),
    theirs: jsonb('theirs'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** What the operator who resolved it found. */
    resolutionNote: text('resolution_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reconciliation_diffs_date_idx').on(t.billDate)],
);

/**
 * One reconciliation of a Beijing day's trade bill (docs/payments.md, "Reconciliation"): the
 * unique bill date lets one node claim the day; a failed run is claimed again by the next sweep.
 */
export const reconciliationRuns = pgTable('reconciliation_runs', {
  billDate: text('bill_date').primaryKey(),
  /** 'running' | 'done' | 'failed'. */
  status: text('status').notNull(),
  billLines: integer('bill_lines'),
  added: integer('added'),
  error: text('error'),
  attempts: integer('attempts').notNull().default(1),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
