/**
 * A wallet page as the driver hands it over → the wire list: each template is built and localised
 * once, from the page's first row of it (the only one that carries its columns, see
 * list-coupons.ts), and the cursor is the (issued_at, id) of the page's last coupon.
 */
import type { Coupon, Locale } from '@culture/protocol';
import { MAX_ID } from '@culture/protocol';
import type { couponTemplates, customerCoupons } from '../../../db/schema.js';
import { couponsToWire, type WireCouponRow, type WireTemplateRow } from '../coupon-localise.js';

type CouponRow = typeof customerCoupons.$inferSelect;
type TemplateRow = typeof couponTemplates.$inferSelect;

/**
 * A page's row as the driver hands it over (keyed by column name, timestamps as PostgreSQL's
 * text, bigints as text): the template's columns are null on every row but the page's first of
 * that template.
 */
export interface WalletPageRow {
  id: string;
  coupon_code: string;
  status: CouponRow['status'];
  void_reason: CouponRow['voidReason'];
  issued_at: string;
  status_changed_at: string;
  template_id: number;
  brand_name: string;
  coupon_name: string;
  type: TemplateRow['type'];
  discord_value: string;
  use_condition: string;
  valid_until: string;
  use_rule: string;
  translations: TemplateRow['translations'];
}

function templateOf(row: WalletPageRow): WireTemplateRow {
  return {
    brandName: row.brand_name,
    couponName: row.coupon_name,
    type: row.type,
    discordValue: row.discord_value,
    useCondition: row.use_condition,
    validUntil: row.valid_until,
    useRule: row.use_rule,
    translations: row.translations,
  };
}

/** A page's rows → wire coupons, in the reader's language. */
export function pageToWire(rows: WalletPageRow[], nowMs: number, locale: Locale): Coupon[] {
  const toWire = couponsToWire(nowMs, locale);
  const templates = new Map<number, WireTemplateRow>();
  return rows.map((row) => {
    let template = templates.get(row.template_id);
    if (!template) templates.set(row.template_id, (template = templateOf(row)));
    const coupon: WireCouponRow = {
      id: row.id,
      couponCode: row.coupon_code,
      status: row.status,
      voidReason: row.void_reason,
      // As drizzle reads a timestamptz column.
      issuedAt: new Date(row.issued_at),
      statusChangedAt: new Date(row.status_changed_at),
    };
    return toWire(coupon, template, row.template_id);
  });
}

export function encodeCursor(row: WalletPageRow): string {
  return Buffer.from(`${new Date(row.issued_at).getTime()}:${row.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): { issuedAt: Date; id: bigint } | null {
  const match = /^(\d{1,15}):(\d{1,19})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) return null;
  const id = BigInt(match[2]!);
  const issuedAt = new Date(Number(match[1]));
  if (id > MAX_ID || Number.isNaN(issuedAt.getTime())) return null;
  return { issuedAt, id };
}
