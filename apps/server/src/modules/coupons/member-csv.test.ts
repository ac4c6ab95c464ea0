import { describe, expect, it } from 'vitest';
import { COUPON_CSV_MAX_ROWS } from '@culture/protocol';
import { parseMemberCsv, type MemberCsv } from './member-csv.js';

/** The parsed rows as (line, value) pairs, easier to read in an expectation. */
const rowsOf = ({ values, lines }: MemberCsv) => values.map((value, i) => ({ line: lines[i], value }));

const refusal = async (text: string) => {
  try {
    await parseMemberCsv(text);
  } catch (error) {
    return error as { errorName: string; details: Record<string, string> };
  }
  throw new Error('not refused');
};

describe('the member CSV', () => {
  it('reads a header and one value per line, trimmed, with line numbers', async () => {
    const csv = await parseMemberCsv('phone\n13800138000\n +8613900139000 \n');
    expect(csv.column).toBe('phone');
    expect(rowsOf(csv)).toEqual([
      { line: 2, value: '13800138000' },
      { line: 3, value: '+8613900139000' },
    ]);
  });

  it('knows the header names of both columns, in any case and in Chinese', async () => {
    expect((await parseMemberCsv('Member_ID\n1')).column).toBe('memberId');
    expect((await parseMemberCsv('user_id\n1')).column).toBe('memberId');
    expect((await parseMemberCsv('手机号\n1')).column).toBe('phone');
    expect((await parseMemberCsv(' PHONE \n1')).column).toBe('phone');
  });

  it('takes CRLF, CR, a byte-order mark, blank lines and empty trailing columns', async () => {
    const text = '\ufeffmember_id,\r\n\r\n1,\r\n,,\r2\r\n';
    expect(rowsOf(await parseMemberCsv(text))).toEqual([
      { line: 3, value: '1' },
      { line: 5, value: '2' },
    ]);
  });

  it('unquotes quoted fields with doubled quotes and counts the lines inside them', async () => {
    const { values, lines } = await parseMemberCsv('phone\n"138 0013 8000"\n"a""b"\n"x\ny"\n3');
    expect(values).toEqual(['138 0013 8000', 'a"b', 'x\ny', '3']);
    expect(lines).toEqual([2, 3, 4, 6]);
  });

  it('reads the same rows and lines whether a field is quoted or not', async () => {
    const plain = await parseMemberCsv('\ufeffphone\r\n\r\n 1 \r2,\n\n3');
    const quoted = await parseMemberCsv('\ufeffphone\r\n\r\n" 1 "\r"2",\n\n3');
    expect(quoted).toEqual(plain);
    expect(rowsOf(plain)).toEqual([
      { line: 3, value: '1' },
      { line: 4, value: '2' },
      { line: 6, value: '3' },
    ]);
  });

  it('keeps a quoted comma inside the one column', async () => {
    expect(rowsOf(await parseMemberCsv('phone\n"1,2"'))).toEqual([{ line: 2, value: '1,2' }]);
  });

  it('refuses a file without a known header', async () => {
    expect((await refusal('')).errorName).toBe('couponCsvInvalid');
    expect((await refusal('\n\n')).details.csv).toMatch(/empty/);
    expect((await refusal('email\na@b.c')).details.csv).toMatch(/line 1: the header/);
    expect((await refusal('13800138000\n13900139000')).details.csv).toMatch(/header/);
  });

  it('refuses a second column with values, naming its line', async () => {
    expect((await refusal('phone,name\n1,a')).details.csv).toMatch(/line 1: more than one column/);
    expect((await refusal('phone\n1\n2,x')).details.csv).toMatch(/line 3: more than one column/);
  });

  it('refuses a quote that is never closed', async () => {
    expect((await refusal('phone\n"138')).details.csv).toMatch(/line 2: a quote is not closed/);
  });

  it(`refuses more than ${COUPON_CSV_MAX_ROWS} rows, and takes exactly that many`, async () => {
    const body = Array.from({ length: COUPON_CSV_MAX_ROWS }, (_, i) => String(i + 1)).join('\n');
    expect((await parseMemberCsv(`member_id\n${body}`)).values).toHaveLength(COUPON_CSV_MAX_ROWS);
    expect((await refusal(`member_id\n${body}\n0`)).details.csv).toMatch(/more than/);
  });
});
