/**
 * WeChat Pay's JSON (snake_case, as documented for API v3) turned into the interface's results, and a verified
 * notification's resource decrypted and read (docs/payments.md, "WeChat Pay protocol"). Verify, then decrypt,
 * then read: nothing here runs on a body whose signature was not checked.
 */
import { AeadError, decryptAeadAes256Gcm } from './aead.js';
import {
  WechatPayNotificationError,
  type RefundResult,
  type TransactionResult,
  type VerifiedNotification,
} from './wechat-pay.js';

type Json = Record<string, unknown>;

// WeChat never sends NUL; PostgreSQL's text and jsonb cannot hold it, so such a string is no value.
const str = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' && !value.includes('\u0000') ? value : null;
const int = (value: unknown): number | null => (Number.isSafeInteger(value) ? (value as number) : null);
const obj = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
// A time outside years 1970–9999 is no WeChat time (and not every database stores year 100000).
const time = (value: unknown): Date | null => {
  const text = str(value);
  const date = text ? new Date(text) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  const year = date.getUTCFullYear();
  return year >= 1970 && year <= 9999 ? date : null;
};

/** WeChat's RFC 3339 with the +08:00 offset its examples use (`time_expire`). */
export function beijingTime(date: Date): string {
  return `${new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}

export function transactionResult(json: Json): TransactionResult {
  const amount = obj(json.amount);
  const outTradeNo = str(json.out_trade_no);
  const tradeState = str(json.trade_state);
  if (!outTradeNo || !tradeState) throw new Error('transaction without out_trade_no or trade_state');
  return {
    outTradeNo,
    tradeState,
    transactionId: str(json.transaction_id),
    totalFen: int(amount.total),
    payerTotalFen: int(amount.payer_total),
    successTime: time(json.success_time),
  };
}

/** A refund from the refund API (`status`) or a refund notification (`refund_status`). */
export function refundResult(json: Json): RefundResult & { outTradeNo: string | null } {
  const amount = obj(json.amount);
  const outRefundNo = str(json.out_refund_no);
  const status = str(json.status) ?? str(json.refund_status);
  if (!outRefundNo || !status) throw new Error('refund without out_refund_no or status');
  return {
    outRefundNo,
    refundId: str(json.refund_id),
    status,
    refundFen: int(amount.refund),
    successTime: time(json.success_time),
    outTradeNo: str(json.out_trade_no),
  };
}

/** Decrypts and reads a notification whose signature has been verified. */
export function readNotification(body: Buffer, apiV3Key: string, mchId: string): VerifiedNotification {
  let envelope: Json;
  try {
    envelope = obj(JSON.parse(body.toString('utf8')));
  } catch {
    throw new WechatPayNotificationError('the notification is not JSON', 'malformed');
  }
  const id = str(envelope.id);
  const eventType = str(envelope.event_type);
  const resource = obj(envelope.resource);
  if (!id || !eventType || resource.algorithm !== 'AEAD_AES_256_GCM') {
    throw new WechatPayNotificationError('the notification lacks id, event_type or an AEAD_AES_256_GCM resource', 'malformed');
  }
  let plain: Json;
  try {
    const text = decryptAeadAes256Gcm(
      apiV3Key,
      str(resource.nonce) ?? '',
      typeof resource.associated_data === 'string' ? resource.associated_data : '',
      str(resource.ciphertext) ?? '',
    );
    plain = obj(JSON.parse(text));
  } catch (error) {
    throw new WechatPayNotificationError(
      error instanceof AeadError ? error.message : 'the resource is not JSON',
      error instanceof AeadError ? 'decrypt' : 'malformed',
    );
  }
  // A resource for another merchant is not ours to settle, however well signed.
  if (plain.mchid !== undefined && plain.mchid !== mchId) {
    throw new WechatPayNotificationError(`the resource is for merchant ${String(plain.mchid)}`, 'malformed');
  }
  try {
    if (eventType === 'TRANSACTION.SUCCESS') return { id, eventType, transaction: transactionResult(plain) };
    if (eventType === 'REFUND.SUCCESS' || eventType === 'REFUND.ABNORMAL' || eventType === 'REFUND.CLOSED') {
      const refund = refundResult(plain);
      if (!refund.outTradeNo) throw new Error('refund without out_trade_no');
      return { id, eventType, refund: { ...refund, outTradeNo: refund.outTradeNo } };
    }
  } catch (error) {
    throw new WechatPayNotificationError((error as Error).message, 'malformed');
  }
  return { id, eventType, other: plain };
}
