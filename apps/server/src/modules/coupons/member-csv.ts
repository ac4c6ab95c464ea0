/**
 * The CSV an operator issues coupons from: one column of phone numbers or member ids under a
 * header naming which (COUPON_CSV_COLUMNS). Read as RFC 4180 says (quoted fields, doubled quotes,
 * CRLF, LF or CR line ends) plus what spreadsheets write: a byte-order mark, blank lines, empty
 * trailing columns. No CSV library is a dependency and one column needs little, so this small
 * reader and its tests (member-csv.test.ts) do it.
 */
import { COUPON_CSV_COLUMNS, COUPON_CSV_MAX_ROWS } from '@culture/protocol';
import { ApiError } from '../../lib/api-error.js';
import { bulkPacer, ROWS_PER_TURN } from '../../lib/event-loop-turn.js';

/**
 * The rows as two parallel arrays, not an object per row: a file of 100,000 rows is held for the
 * whole commit, and every object it holds is one more for the garbage collector to copy and mark
 * while members wait (bench/ops).
 */
export interface MemberCsv {
  column: 'phone' | 'memberId';
  /** Each row's value, trimmed. */
  values: string[];
  /** The line each row starts on; the header's is 1 when it is the first line. */
  lines: number[];
}

const invalid = (why: string) => new ApiError('couponCsvInvalid', { details: { csv: why } });

/** Each record's fields and the line it starts on, blank records left out. */
function* records(text: string): Generator<{ line: number; fields: string[] }> {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  // Without quotes a record is a line (a character loop takes ~0.2 s on 100,000 rows).
  if (!text.includes('"')) {
    let number = 0;
    for (const line of lines(text, start)) {
      number += 1;
      const fields = line.split(',');
      if (fields.some((f) => f.trim() !== '')) yield { line: number, fields };
    }
    return;
  }
  yield* quotedRecords(text, start);
}

/**
 * The lines of `text` from `from` on (CRLF, LF or CR ends; the last may be empty), one at a time:
 * splitting 100,000 lines at once holds the event loop ~10 ms, which a member's request would wait.
 */
function* lines(text: string, from: number): Generator<string> {
  let start = from;
  let lf = text.indexOf('\n', start);
  let cr = text.indexOf('\r', start);
  for (;;) {
    if (lf !== -1 && lf < start) lf = text.indexOf('\n', start);
    if (cr !== -1 && cr < start) cr = text.indexOf('\r', start);
    const end = lf === -1 ? cr : cr === -1 ? lf : Math.min(lf, cr);
    if (end === -1) {
      yield text.slice(start);
      return;
    }
    yield text.slice(start, end);
    start = end + (text[end] === '\r' && text[end + 1] === '\n' ? 2 : 1);
  }
}

function* quotedRecords(text: string, from: number): Generator<{ line: number; fields: string[] }> {
  let line = 1;
  let i = from;
  while (i < text.length) {
    const start = line;
    const fields: string[] = [];
    let field = '';
    for (;;) {
      if (text[i] === '"' && field.trim() === '') {
        // A quoted field: up to the lone closing quote; "" is one quote; line breaks are kept.
        field = '';
        i += 1;
        for (;;) {
          if (i >= text.length) throw invalid(`line ${start}: a quote is not closed`);
          const c = text[i]!;
          if (c === '"') {
            if (text[i + 1] === '"') {
              field += '"';
              i += 2;
              continue;
            }
            i += 1;
            break;
          }
          if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line += 1;
          field += c;
          i += 1;
        }
        // Anything between the closing quote and the next separator is kept as written.
      }
      const c = text[i];
      if (c === undefined || c === '\n' || c === '\r') {
        fields.push(field);
        if (c === '\r' && text[i + 1] === '\n') i += 1;
        if (c !== undefined) {
          i += 1;
          line += 1;
        }
        break;
      }
      if (c === ',') {
        fields.push(field);
        field = '';
      } else field += c;
      i += 1;
    }
    if (fields.some((f) => f.trim() !== '')) yield { line: start, fields };
  }
}

function columnOf(header: string): MemberCsv['column'] | null {
  const name = header.trim().toLowerCase().replace(/\s+/g, '');
  if ((COUPON_CSV_COLUMNS.phone as readonly string[]).includes(name)) return 'phone';
  if ((COUPON_CSV_COLUMNS.memberId as readonly string[]).includes(name)) return 'memberId';
  return null;
}

/**
 * The header's column and the rows' values (trimmed); refuses what is not such a file. A file of
 * 100,000 rows takes ~80–250 ms to read, so the reading is paced every ROWS_PER_TURN records.
 */
export async function parseMemberCsv(text: string): Promise<MemberCsv> {
  let column: MemberCsv['column'] | null = null;
  const values: string[] = [];
  const lines: number[] = [];
  let read = 0;
  const pace = bulkPacer();
  for (const { line, fields } of records(text)) {
    if (++read % ROWS_PER_TURN === 0) await pace();
    const filled = fields.map((f) => f.trim());
    if (filled.slice(1).some((f) => f !== '')) throw invalid(`line ${line}: more than one column`);
    if (column === null) {
      column = columnOf(filled[0]!);
      if (column === null) throw invalid(`line ${line}: the header must be "phone" or "member_id"`);
      continue;
    }
    if (values.length === COUPON_CSV_MAX_ROWS) throw invalid(`more than ${COUPON_CSV_MAX_ROWS} rows`);
    values.push(filled[0]!);
    lines.push(line);
  }
  if (column === null) throw invalid('the file is empty');
  return { column, values, lines };
}
