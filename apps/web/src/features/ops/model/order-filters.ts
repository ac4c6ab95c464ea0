/**
 * What the orders section turns an operator's typing into (docs/payments.md, "Operator API"): the
 * list's query from the filter form (a member is a phone — 11 digits read as +86 — or an id), and
 * yuan typed as text into integer fen without floats (`12.3` → 1230; money is fen end to end).
 */
import type { OrderQuery } from '../api/orders-client';

export interface OrderFilterForm {
  state: string;
  product: string;
  member: string;
  orderNo: string;
  from: string;
  to: string;
}

export const EMPTY_FILTERS: OrderFilterForm = { state: '', product: '', member: '', orderNo: '', from: '', to: '' };

const MAINLAND_MOBILE = /^1\d{10}$/;
const E164 = /^\+\d{6,15}$/;
const MEMBER_ID = /^\d{1,19}$/;

/** The server's query for the form: empty fields left out; a member as `phone` or `user_id`. */
export function orderQuery(form: OrderFilterForm): OrderQuery {
  const query: OrderQuery = {};
  if (form.state) query.state = form.state;
  if (form.product.trim()) query.product = form.product.trim();
  if (form.orderNo.trim()) query.order_no = form.orderNo.trim();
  if (form.from) query.from = form.from;
  if (form.to) query.to = form.to;
  const member = form.member.replace(/[\s-]/g, '');
  const phone = phoneE164(member);
  if (phone) query.phone = phone;
  else if (MEMBER_ID.test(member)) query.user_id = member;
  else if (member) query.phone = member; // Not a phone nor an id: the server's 400 says so.
  return query;
}

/** A phone as written in China (`13800138000`, `86…`) or with its country code, as E.164; else null. */
export function phoneE164(text: string): string | null {
  const value = text.replace(/[\s-]/g, '');
  if (MAINLAND_MOBILE.test(value)) return `+86${value}`;
  if (value.startsWith('86') && MAINLAND_MOBILE.test(value.slice(2))) return `+${value}`;
  return E164.test(value) ? value : null;
}

/**
 * Phones pasted one a line or as a CSV's column (a header line such as `phone` is skipped): the
 * E.164 phones, and the lines that are not one.
 */
export function phonesFromText(text: string): { phones: string[]; bad: string[] } {
  const phones: string[] = [];
  const bad: string[] = [];
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const line = raw.trim().replace(/^"|"$/g, '');
    if (!line || /^[^\d+]+$/.test(line)) continue;
    const phone = phoneE164(line);
    if (phone) phones.push(phone);
    else bad.push(line);
  }
  return { phones: [...new Set(phones)], bad };
}

const chinaTimes = new Map<string, Intl.DateTimeFormat>();

/** An instant in China time (UTC+8, the shop's and WeChat Pay's day), in the operator's language. */
export function formatChinaTime(iso: string, locale: string): string {
  let format = chinaTimes.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Shanghai' });
    chinaTimes.set(locale, format);
  }
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : format.format(at);
}

/** Yesterday's Beijing date (`YYYY-MM-DD`): the last day WeChat Pay has a bill for. */
export function yesterdayInChina(nowMs: number): string {
  return new Date(nowMs + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
}
