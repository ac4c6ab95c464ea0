/**
 * What issuing a template to the rows of a member CSV would do (docs/operator-console.md,
 * "Coupons"): each row's member, or why it is skipped. Reads only; the preview answers it as is
 * and the commit recomputes it under the template's row lock. Each lookup is one statement over a
 * slice of the file's rows (an array parameter), never a statement per row.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { sql } from 'drizzle-orm';
import {
  COUPON_CSV_PROBLEM_ROWS,
  COUPON_CSV_PROBLEMS,
  MAX_ID,
  type CouponCsvPreview,
  type CouponCsvProblem,
} from '@culture/protocol';
import { rows as rowsOf } from '../../../db/client.js';
import type { couponTemplates } from '../../../db/schema.js';
import { bulkPacer, ROWS_PER_STATEMENT, ROWS_PER_TURN } from '../../../lib/event-loop-turn.js';
import type { MemberCsv } from '../member-csv.js';
import type { Tx } from './coupon-rows.js';

type TemplateRow = typeof couponTemplates.$inferSelect;

export interface CsvIssuePlan {
  preview: CouponCsvPreview;
  /** The members to issue to, in file order. */
  members: string[];
}

/** A number as people write it in China (13800138000) or with its country code; its E.164. */
function phoneKey(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value, 'CN');
  return parsed && parsed.isValid() ? parsed.number : null;
}

function memberIdKey(value: string): string | null {
  if (!/^\d{1,19}$/.test(value)) return null;
  const id = BigInt(value);
  return id >= 1n && id <= MAX_ID ? id.toString() : null;
}

/**
 * A stored member's number, guessed without parsing: a Chinese mobile written nationally, or a
 * number with its country code, spaces and dashes dropped. Trusted only when it equals a stored
 * phone_e164 (canonical and valid, checked when that member signed in), which is what parsing
 * it would have answered; any other row is parsed.
 */
function guessE164(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  if (/^1\d{10}$/.test(digits)) return `+86${digits}`;
  return /^\+[1-9]\d{6,14}$/.test(digits) ? digits : null;
}

/**
 * Parsing a phone number takes tens of microseconds: the work is paced every PACE_PARSED parsed
 * rows, as it is every ROWS_PER_TURN rows of the cheaper steps.
 */
const PACE_PARSED = 250;
/**
 * Rows looked up per statement: still one statement for many rows (never one per row), while no
 * statement's parameters or answer take long to make or read (a 100,000-key array held the loop
 * for a third of a second, bench/ops), and the work is paced between statements (bulkPacer).
 */
const SLICE = ROWS_PER_STATEMENT;
const known = (keys: (string | null)[]) => [...new Set(keys.filter((k): k is string => k !== null))];

/** The start of each slice of `length` rows, paced between two (by `pace`, which the caller may also use within a slice). */
async function* slices(length: number, pace = bulkPacer()): AsyncGenerator<number> {
  for (let from = 0; from < length; from += SLICE) {
    if (from > 0) await pace();
    yield from;
  }
}

/**
 * Each row's member id: null when the value is not a phone number or a member id at all, undefined
 * when no member has it. Keys and lookups live for one slice only; what the whole file keeps is
 * this one array of the id strings the database answered (docs/operator-console.md, "Coupons").
 */
async function resolve(tx: Tx, csv: MemberCsv): Promise<(string | null | undefined)[]> {
  const memberOf: (string | null | undefined)[] = new Array(csv.values.length);
  let parsed = 0;
  const pace = bulkPacer();
  for await (const from of slices(csv.values.length, pace)) {
    const values = csv.values.slice(from, from + SLICE);
    let keys: (string | null)[];
    let found: Map<string, string>;
    if (csv.column === 'memberId') {
      keys = values.map(memberIdKey);
      found = await members(tx, 'memberId', known(keys));
    } else {
      const guesses = values.map(guessE164);
      found = await members(tx, 'phone', known(guesses));
      keys = [];
      for (const [i, value] of values.entries()) {
        const guess = guesses[i]!;
        if (guess !== null && found.has(guess)) {
          keys.push(guess);
          continue;
        }
        if (++parsed % PACE_PARSED === 0) await pace();
        keys.push(phoneKey(value));
      }
      for (const [key, id] of await members(
        tx,
        'phone',
        known(keys).filter((key) => !found.has(key)),
      ))
        found.set(key, id);
    }
    for (const [i, key] of keys.entries()) memberOf[from + i] = key === null ? null : found.get(key);
  }
  return memberOf;
}

/** Each key's member id (non-guest accounts only). */
async function members(tx: Tx, column: MemberCsv['column'], keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const result =
    column === 'phone'
      ? await tx.execute(sql`select id::text as id, phone_e164 as key from users
          where phone_e164 = any(${sql.param(keys)}::text[]) and not is_guest`)
      : await tx.execute(sql`select id::text as id, id::text as key from users
          where id = any(${sql.param(keys)}::int8[]) and not is_guest`);
  return new Map(rowsOf<{ id: string; key: string }>(result).map((r) => [r.key, r.id]));
}

/** How many coupons of the template the rows' members hold (any status), where any: a statement per slice of rows. */
async function holdings(tx: Tx, templateId: number, memberOf: (string | null | undefined)[]): Promise<Map<string, number>> {
  const held = new Map<string, number>();
  for await (const from of slices(memberOf.length)) {
    const ids = memberOf.slice(from, from + SLICE).filter((id): id is string => typeof id === 'string');
    if (ids.length === 0) continue;
    const result = await tx.execute(sql`select user_id::text as id, count(*)::int as held from customer_coupons
      where template_id = ${templateId} and user_id = any(${sql.param(ids)}::int8[]) group by user_id`);
    for (const r of rowsOf<{ id: string; held: number }>(result)) held.set(r.id, Number(r.held));
  }
  return held;
}

export async function planCsvIssue(tx: Tx, template: TemplateRow, csv: MemberCsv): Promise<CsvIssuePlan> {
  const memberOf = await resolve(tx, csv);
  const held = await holdings(tx, template.id, memberOf);
  const counts = Object.fromEntries(COUPON_CSV_PROBLEMS.map((p) => [p, 0])) as Record<CouponCsvProblem, number>;
  const problems: CouponCsvPreview['problems'] = [];
  const seen = new Set<string>();
  const chosen: string[] = [];
  const stockLeft = Math.max(0, template.stock - template.issued);
  const pace = bulkPacer();
  for (const [i, member] of memberOf.entries()) {
    if (i > 0 && i % ROWS_PER_TURN === 0) await pace();
    let problem: CouponCsvProblem | null = null;
    if (member === null) problem = csv.column === 'phone' ? 'badPhone' : 'badMemberId';
    else if (member === undefined) problem = 'unknownMember';
    else if (seen.has(member)) problem = 'duplicate';
    else if ((held.get(member) ?? 0) >= template.perUserLimit) problem = 'alreadyHolds';
    else if (chosen.length >= stockLeft) problem = 'stockShort';
    if (typeof member === 'string') seen.add(member);
    if (problem === null) {
      chosen.push(member!);
      continue;
    }
    counts[problem] += 1;
    if (problems.length < COUPON_CSV_PROBLEM_ROWS)
      problems.push({ line: csv.lines[i]!, value: csv.values[i]!.slice(0, 64), problem });
  }
  return {
    preview: { column: csv.column, rows: csv.values.length, issuable: chosen.length, stockLeft, counts, problems },
    members: chosen,
  };
}
