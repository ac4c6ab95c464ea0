/**
 * WeChat Pay API v3 as the payments module sees it (docs/payments.md). The real client speaks the
 * merchant API over HTTPS with signed requests and verified answers; outside production the same
 * client talks to the local fake (wechat-pay-fake.ts), which answers exactly as WeChat Pay does.
 * Amounts are fen; times are Date.
 */

export interface PrepayRequest {
  outTradeNo: string;
  /** What the buyer sees on WeChat's payment screen (at most 127 bytes). */
  description: string;
  amountFen: number;
  /** WeChat's `time_expire`: after this the order cannot be paid. */
  expiresAt: Date;
}

export interface TransactionResult {
  outTradeNo: string;
  /** SUCCESS, REFUND, NOTPAY, CLOSED, REVOKED, USERPAYING, PAYERROR (WeChat's trade_state). */
  tradeState: string;
  transactionId: string | null;
  /** The order's total as WeChat recorded it (fen). */
  totalFen: number | null;
  /** What the payer paid (fen); differs from the total only with WeChat's own discounts. */
  payerTotalFen: number | null;
  successTime: Date | null;
}

export interface RefundRequest {
  outTradeNo: string;
  outRefundNo: string;
  refundFen: number;
  totalFen: number;
  reason: string;
}

export interface RefundResult {
  outRefundNo: string;
  refundId: string | null;
  /** SUCCESS, CLOSED, PROCESSING, ABNORMAL (WeChat's refund status). */
  status: string;
  refundFen: number | null;
  successTime: Date | null;
}

/** A notification that passed signature and timestamp checks, its resource decrypted. */
export type VerifiedNotification =
  | { id: string; eventType: 'TRANSACTION.SUCCESS'; transaction: TransactionResult }
  | {
      id: string;
      eventType: 'REFUND.SUCCESS' | 'REFUND.ABNORMAL' | 'REFUND.CLOSED';
      refund: RefundResult & { outTradeNo: string };
    }
  | { id: string; eventType: string; other: unknown };

/** WeChat's `get_brand_wcpay_request` arguments, signed with the merchant key. */
export interface JsapiPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

export interface WechatPay {
  prepayJsapi(request: PrepayRequest & { openId: string }): Promise<{ prepayId: string }>;
  prepayH5(request: PrepayRequest & { payerClientIp: string }): Promise<{ h5Url: string }>;
  prepayNative(request: PrepayRequest): Promise<{ codeUrl: string }>;
  /** Signs the JSAPI arguments for a prepay id (no network). */
  jsapiParams(prepayId: string): JsapiPayParams;
  /** null: WeChat has no such order (ORDER_NOT_EXIST). */
  queryOrder(outTradeNo: string): Promise<TransactionResult | null>;
  closeOrder(outTradeNo: string): Promise<void>;
  refund(request: RefundRequest): Promise<RefundResult>;
  queryRefund(outRefundNo: string): Promise<RefundResult | null>;
  /** The trade bill of one day (`YYYY-MM-DD`, Beijing time), as WeChat's CSV text. */
  tradeBill(date: string): Promise<string>;
  /**
   * Verifies a notification over its raw body (Wechatpay-Signature, -Timestamp, -Nonce, -Serial),
   * refuses timestamps more than 5 minutes off and WECHATPAY/SIGNTEST/ probes, then decrypts the
   * resource. Throws WechatPayNotificationError when any of that fails.
   */
  verifyNotification(headers: Record<string, string | string[] | undefined>, rawBody: Buffer): VerifiedNotification;
}

/** Why a notification was refused; the notify route answers FAIL so that WeChat sends it again. */
export type NotificationProblem = 'signature' | 'probe' | 'stale' | 'unknown-serial' | 'decrypt' | 'malformed';

export class WechatPayNotificationError extends Error {
  constructor(
    message: string,
    readonly problem: NotificationProblem = 'malformed',
  ) {
    super(message);
  }
}

/** WeChat Pay answered with an error, or could not be reached. `code` is WeChat's (e.g. ORDERPAID). */
export class WechatPayError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null,
  ) {
    super(message);
  }
}
