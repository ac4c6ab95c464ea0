/**
 * Payments (docs/payments.md): what can be bought (a pocket adoption, the numbered digital pocket,
 * official dresses), orders paid with WeChat Pay (JSAPI inside WeChat, H5 in other mobile browsers,
 * Native QR on a desktop), refunds, and the certificates a paid order grants. Money is an integer
 * number of fen everywhere on the wire (`amount_fen`); the web shows it as `¥9.90`.
 */
import { z } from 'zod';
import { imagePath, localizedSchema, sectionId } from './content.js';
import { idSchema, listCursorSchema, plainText } from './primitives.js';

/** Largest amount one order may carry: ¥100,000.00 (WeChat's per-order ceiling is higher). */
export const MAX_AMOUNT_FEN = 10_000_000;
export const amountFenSchema = z.number().int().min(1).max(MAX_AMOUNT_FEN);

/** A product's id: a slug such as `pocket-adoption`, `pocket-collectible`, `dress-ink-blue`. */
export const productIdSchema = sectionId;

export const PRODUCT_KINDS = ['pocket-adoption', 'collectible', 'dress'] as const;
export const productKindSchema = z.enum(PRODUCT_KINDS);
export type ProductKind = z.infer<typeof productKindSchema>;

/**
 * How the buyer pays: `jsapi` inside WeChat (needs the account's WeChat sign-in), `h5` in any other
 * mobile browser, `native` (a QR code to scan with WeChat) on a desktop browser.
 */
export const PAY_METHODS = ['jsapi', 'h5', 'native'] as const;
export const payMethodSchema = z.enum(PAY_METHODS);
export type PayMethod = z.infer<typeof payMethodSchema>;

/**
 * Order states (docs/payments.md, "Order states"): `created` waits for the payment; `fulfilled` is
 * paid and granted (the grant is written in the transaction that records the payment); `paid` is
 * paid but not granted (sold out, or paid after we closed it: a refund follows at once); `closed`
 * expired or cancelled unpaid; the refund states follow a refund request.
 */
export const ORDER_STATES = [
  'created',
  'paid',
  'fulfilled',
  'closed',
  'refund-requested',
  'refunding',
  'refunded',
  /** Some of what was paid refunded (one or more partial refunds), the rest kept; more may follow. */
  'partially-refunded',
  'refund-failed',
] as const;
export const orderStateSchema = z.enum(ORDER_STATES);
export type OrderState = z.infer<typeof orderStateSchema>;

/** A merchant order number as WeChat Pay accepts it: 6–32 of [0-9A-Za-z_-|*]. */
export const outTradeNoSchema = z.string().regex(/^[0-9A-Za-z_\-|*]{6,32}$/, 'must be an order number');

// ------------------------------------------------------------------------------------- products

/** A product as the person looking sees it, in their language. */
export const productViewSchema = z.object({
  id: productIdSchema,
  kind: productKindSchema,
  name: z.string(),
  description: z.string(),
  image: z.string(),
  /** The regular price. */
  price_fen: amountFenSchema,
  /** The card-holder price (pocket adoption), when the product has one. */
  member_price_fen: amountFenSchema.nullable(),
  /**
   * Whether the person looking may buy at the card-holder price now: `phone` (their phone is on the
   * list), `code` (they may enter a partner's code), `used` (their one card-holder adoption is done),
   * or null (no card-holder price, or a guest).
   */
  member_price: z.enum(['phone', 'code', 'used']).nullable(),
  /** Units left for sale; null: no limit. */
  remaining: z.number().int().nonnegative().nullable(),
  supply: z.number().int().nonnegative().nullable(),
  on_sale: z.boolean(),
  /** A dress the person already owns (not bought again). */
  owned: z.boolean(),
  /** Days after payment in which a member may ask for a refund; 0: no refunds. */
  refund_days: z.number().int().nonnegative(),
  /** The dress a `dress` product is. */
  dress_id: z.string().nullable(),
});
export type ProductView = z.infer<typeof productViewSchema>;
/** GET /api/v5/shop/products[?kind=] — public. */
export const productListQuerySchema = z.object({ kind: productKindSchema.optional() });
export const productListSchema = z.object({ content: z.array(productViewSchema) });

// --------------------------------------------------------------------------------------- orders

/** POST /api/v5/orders — members. `code`: a partner's single-use card-holder code. */
export const createOrderSchema = z.strictObject({
  product_id: productIdSchema,
  method: payMethodSchema,
  code: plainText().min(4).max(64).optional(),
});
export type CreateOrder = z.infer<typeof createOrderSchema>;

/** What the browser does to pay: call WeixinJSBridge, open WeChat's H5 page, or show a QR code. */
export const payActionSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('jsapi'),
    /** The arguments of WeixinJSBridge.invoke('getBrandWCPayRequest', …), spelled as WeChat spells them. */
    params: z.object({
      appId: z.string(),
      timeStamp: z.string(),
      nonceStr: z.string(),
      package: z.string(),
      signType: z.literal('RSA'),
      paySign: z.string(),
    }),
  }),
  /** `h5_url` already carries `redirect_url` back to the result page. */
  z.object({ method: z.literal('h5'), h5_url: z.string() }),
  z.object({ method: z.literal('native'), code_url: z.string() }),
]);
export type PayAction = z.infer<typeof payActionSchema>;

export const orderViewSchema = z.object({
  order_no: outTradeNoSchema,
  product_id: productIdSchema,
  product_kind: productKindSchema,
  product_name: z.string(),
  image: z.string(),
  amount_fen: amountFenSchema,
  /** `member`: the card-holder price was applied. */
  price: z.enum(['regular', 'member']),
  method: payMethodSchema,
  state: orderStateSchema,
  created_at: z.string(),
  /** Until when an unpaid order can be paid. */
  expires_at: z.string(),
  paid_at: z.string().nullable(),
  /** WeChat Pay's transaction id, for the receipt. */
  transaction_id: z.string().nullable(),
  /** Whether the member may ask for a refund now, and until when. */
  refundable_until: z.string().nullable(),
  refund: z
    .object({
      state: z.enum(['requested', 'processing', 'succeeded', 'failed', 'rejected']),
      amount_fen: amountFenSchema,
      reason: z.string(),
      requested_at: z.string(),
      settled_at: z.string().nullable(),
      /** The operator's note on deciding a member's request (why it was declined), else null. */
      decision_note: z.string().nullable(),
    })
    .nullable(),
  /** What the completed refunds of the order add up to, in fen (several when partial). */
  refunded_fen: z.number().int().min(0),
  /** The certificate the order granted (adoption or collectible). */
  certificate_code: z.string().nullable(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const createOrderResultSchema = z.object({ order: orderViewSchema, pay: payActionSchema });
export type CreateOrderResult = z.infer<typeof createOrderResultSchema>;

/** GET /api/v5/orders[?cursor=] — the member's orders, newest first. */
export const orderListQuerySchema = z.object({ cursor: listCursorSchema.optional() });
export const orderListSchema = z.object({ content: z.array(orderViewSchema), next_cursor: z.string().nullable() });

/** POST /api/v5/orders/:orderNo/pay — pay an order still `created` again (a new pay action). */
export const repayOrderSchema = z.strictObject({ method: payMethodSchema });
/** POST /api/v5/orders/:orderNo/refund — a member asks for a refund within the product's window. */
export const requestRefundSchema = z.strictObject({ reason: plainText().min(1).max(200) });
export const orderNoParamsSchema = z.object({ orderNo: outTradeNoSchema });

// --------------------------------------------------------------------------------- certificates

/** An adoption certificate or a numbered collectible, as its owner and the public see it. */
export const certificateViewSchema = z.object({
  code: z.string(),
  kind: z.enum(['pocket-adoption', 'collectible']),
  product_id: productIdSchema,
  name: z.string(),
  image: z.string(),
  /** Pocket number, or the collectible's serial; `of` the supply when it has one. */
  serial: z.number().int().positive(),
  of: z.number().int().positive().nullable(),
  /** Adoption: which of the 15 love totems, and the embroiderer's paid hours. */
  totem: z.number().int().min(1).max(15).nullable(),
  totem_name: z.string().nullable(),
  hours: z.number().int().positive().nullable(),
  owner_name: z.string(),
  issued_at: z.string(),
  /** Withdrawn after a refund: the public check says so. */
  withdrawn: z.boolean(),
  /** The public verification page. */
  verify_url: z.string(),
});
export type CertificateView = z.infer<typeof certificateViewSchema>;
/** GET /api/v5/certificates — the member's certificates. */
export const certificateListSchema = z.object({ content: z.array(certificateViewSchema) });
/** GET /api/v5/certificates/:code — public: anyone checks a certificate is genuine. */
export const certificateCodeParamsSchema = z.object({ code: z.string().regex(/^[0-9A-Za-z]{8,40}$/) });

// ------------------------------------------------------------------------ dresses (spec §7, v2)

/** POST /api/v2/dresses/purchase — buy an official dress: the same order as POST /api/v5/orders. */
export const dressPurchaseSchema = z.strictObject({ dressId: z.string().regex(/^[a-z0-9-]{1,40}$/), method: payMethodSchema });
/** GET /api/v2/dresses/purchase — the dresses the member bought (and still owns). */
export const dressPurchaseListSchema = z.object({
  content: z.array(z.object({ dressId: z.string(), order_no: outTradeNoSchema, purchased_at: z.string() })),
});

// ---------------------------------------------------------------------------- operators' wire

/** PUT /api/admin/shop/products — create or change a product; names in the three languages. */
export const adminProductSchema = z.strictObject({
  id: productIdSchema,
  kind: productKindSchema,
  name: localizedSchema,
  description: localizedSchema,
  image: imagePath,
  price_fen: amountFenSchema,
  member_price_fen: amountFenSchema.nullable(),
  supply: z.number().int().min(0).max(10_000_000).nullable(),
  on_sale: z.boolean(),
  refund_days: z.number().int().min(0).max(365),
  dress_id: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .nullable(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
/**
 * GET /api/admin/shop/products — every product as operators edit it (the three languages), with
 * units held and granted and the card-holder list's counts.
 */
export const adminProductListSchema = z.object({
  content: z.array(
    adminProductSchema.extend({
      held: z.number().int(),
      issued: z.number().int(),
      eligibility: z.object({ phones: z.number().int(), codes: z.number().int(), used: z.number().int() }),
    }),
  ),
});
export type AdminProductRow = z.infer<typeof adminProductListSchema>['content'][number];

/**
 * Phones per eligibility call: one call is one transaction of bounded size; the console sends a
 * longer list (up to ELIGIBILITY_PHONES_PER_LIST) in calls of this many (docs/payments.md).
 */
export const ELIGIBILITY_PHONES_PER_CALL = 10_000;
export const ELIGIBILITY_PHONES_PER_LIST = 100_000;

/** POST /api/admin/shop/eligibility — who may adopt at the card-holder price. */
export const adminEligibilitySchema = z.strictObject({
  product_id: productIdSchema,
  /** E.164 phones, e.g. +8613800138000. */
  phones: z
    .array(z.string().regex(/^\+\d{6,15}$/))
    .max(ELIGIBILITY_PHONES_PER_CALL)
    .optional(),
  /** Codes the partner hands out, uploaded as they are. */
  codes: z
    .array(z.string().regex(/^[0-9A-Za-z-]{4,64}$/))
    .max(10_000)
    .optional(),
  /** Or: make this many new codes, answered once in this response. */
  generate: z.number().int().min(1).max(10_000).optional(),
});

export const orderIdParamsSchema = z.object({ id: idSchema });

/** POST /api/admin/shop/eligibility's answer: rows added; generated codes, shown this once only. */
export const adminEligibilityResultSchema = z.object({ added: z.number().int(), codes: z.array(z.string()) });

/** A Beijing-time day, `YYYY-MM-DD` (WeChat Pay's bills and the operators' date filter). */
export const billDateSchema = z
  .string()
  .regex(/^2\d{3}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'must be a date',
  );

/** GET /api/admin/orders — every order, newest first, filtered. */
export const adminOrderListQuerySchema = z.object({
  state: orderStateSchema.optional(),
  product: productIdSchema.optional(),
  /** The buyer's phone, E.164. */
  phone: z
    .string()
    .regex(/^\+\d{6,15}$/)
    .optional(),
  /** Orders created on this Beijing day. */
  date: billDateSchema.optional(),
  /** Orders created from this Beijing day to `to`, both included (either end may be left open). */
  from: billDateSchema.optional(),
  to: billDateSchema.optional(),
  /** The buyer's member id. */
  user_id: idSchema.optional(),
  /** One order by its number. */
  order_no: outTradeNoSchema.optional(),
  cursor: listCursorSchema.optional(),
});

export const adminRefundSchema = z.object({
  out_refund_no: z.string(),
  state: z.enum(['requested', 'processing', 'succeeded', 'failed', 'rejected']),
  amount_fen: amountFenSchema,
  reason: z.string(),
  requested_by: z.enum(['member', 'operator', 'system']),
  created_at: z.string(),
  settled_at: z.string().nullable(),
  /** The operator's note on deciding a member's request. */
  decision_note: z.string().nullable(),
});

export const adminOrderSchema = z.object({
  order_no: outTradeNoSchema,
  user_id: z.string().nullable(),
  phone: z.string().nullable(),
  product_id: productIdSchema,
  amount_fen: amountFenSchema,
  paid_fen: z.number().int().nullable(),
  price: z.enum(['regular', 'member']),
  method: payMethodSchema,
  state: orderStateSchema,
  transaction_id: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  refunds: z.array(adminRefundSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderListSchema = z.object({ content: z.array(adminOrderSchema), next_cursor: z.string().nullable() });

/** Members' refund requests waiting for a decision: the longest waiting first, paged by cursor. */
export const adminRefundRequestsQuerySchema = z.object({ cursor: listCursorSchema.optional() });
export const adminRefundRequestListSchema = adminOrderListSchema.extend({ total: z.number().int() });
export type AdminRefundRequestList = z.infer<typeof adminRefundRequestListSchema>;

/** GET /api/admin/orders/:orderNo — one order with its history and what it granted. */
export const adminOrderDetailSchema = z.object({
  order: adminOrderSchema,
  /** The product's name in the request's language. */
  product_name: z.string(),
  expires_at: z.string(),
  closed_at: z.string().nullable(),
  /** Every change of its state, oldest first (source: notify, query, member, operator, sweeper, system…). */
  events: z.array(
    z.object({
      from_state: z.string().nullable(),
      to_state: z.string(),
      source: z.string(),
      detail: z.record(z.string(), z.unknown()).nullable(),
      at: z.string(),
    }),
  ),
  certificate: z
    .object({ code: z.string(), serial: z.number().int(), issued_at: z.string(), withdrawn_at: z.string().nullable() })
    .nullable(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/**
 * POST /api/admin/orders/:orderNo/refund — refund directly, whatever the member's window.
 * `amount_fen`: less than was paid (a partial refund, e.g. keeping a fee); the whole payment when
 * left out. Either way the order ends refunded and what it granted is withdrawn.
 */
export const adminDirectRefundSchema = z.strictObject({
  reason: plainText().min(1).max(200),
  amount_fen: amountFenSchema.optional(),
});
/** POST /api/admin/refunds/:outRefundNo/decision — a member's request approved or rejected. */
export const adminRefundDecisionSchema = z.strictObject({
  decision: z.enum(['approve', 'reject']),
  note: plainText().max(200),
});
export const refundNoParamsSchema = z.object({ outRefundNo: z.string().regex(/^RF\d{6,30}$/, 'must be a refund number') });
/** What a refund call did: `processing` (WeChat works on it), `succeeded`, `failed`, `rejected`. */
export const adminRefundResultSchema = z.object({
  out_refund_no: z.string(),
  outcome: z.enum(['succeeded', 'failed', 'processing', 'unchanged', 'unknown', 'rejected']),
});

export const reconciliationDiffSchema = z.object({
  id: z.string(),
  bill_date: z.string(),
  kind: z.enum(['missing-here', 'missing-there', 'amount', 'state', 'refund']),
  order_no: z.string().nullable(),
  transaction_id: z.string().nullable(),
  ours: z.record(z.string(), z.unknown()).nullable(),
  theirs: z.record(z.string(), z.unknown()).nullable(),
  resolved_at: z.string().nullable(),
  resolution_note: z.string().nullable(),
  created_at: z.string(),
});
/** GET /api/admin/payments/reconciliation?date= — a day's differences. */
export const reconciliationQuerySchema = z.object({ date: billDateSchema });
/** POST: run the day (download the bill and compare), or mark differences of it resolved. */
export const reconciliationRunSchema = z.strictObject({
  date: billDateSchema,
  resolve: z.array(idSchema).min(1).max(500).optional(),
  /** What the operator found (kept on each difference resolved). */
  note: plainText().max(200).optional(),
});
/**
 * Why a reconciliation run failed (docs/payments.md, "Reconciliation"): WeChat Pay has no bill for
 * the day yet (NO_STATEMENT_EXIST, STATEMENT_CREATING), refused the call, could not be reached, the
 * bill file failed its SHA1 or could not be read, or something on our side.
 */
export const RECONCILIATION_FAILURES = [
  'bill-not-ready',
  'wechat-refused',
  'wechat-unreachable',
  'bill-unreadable',
  'internal',
] as const;
export type ReconciliationFailure = (typeof RECONCILIATION_FAILURES)[number];

/** The day's run: `running`, `done` or `failed` (with why and the error), the bill's lines and differences added. */
export const reconciliationRunViewSchema = z.object({
  status: z.string(),
  bill_lines: z.number().int().nullable(),
  added: z.number().int().nullable(),
  /** A failed run's reason (null otherwise). */
  reason: z.enum(RECONCILIATION_FAILURES).nullable(),
  /** A failed run's technical detail (WeChat Pay's code and message, or the error), in English. */
  error: z.string().nullable(),
  attempts: z.number().int(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export const reconciliationSchema = z.object({
  date: z.string(),
  /** Null: the day was never reconciled. */
  run: reconciliationRunViewSchema.nullable(),
  differences: z.array(reconciliationDiffSchema),
});

/**
 * GET /api/admin/payments/attention — what operators must look at: refunds that failed, payments
 * refunded by the system (paid after close, sold out), refund requests waiting for a decision, and
 * unresolved differences with WeChat Pay (unknown orders, amounts that differ).
 */
export const paymentsAttentionSchema = z.object({
  failed_refunds: z.array(adminOrderSchema),
  system_refunds: z.array(adminOrderSchema),
  waiting_requests: z.array(adminOrderSchema),
  differences: z.array(reconciliationDiffSchema),
});
