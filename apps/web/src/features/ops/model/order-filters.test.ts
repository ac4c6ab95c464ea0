import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, formatChinaTime, orderQuery, phonesFromText, yesterdayInChina } from './order-filters';

describe('the order filter form as a query', () => {
  it('leaves empty fields out', () => {
    expect(orderQuery(EMPTY_FILTERS)).toEqual({});
  });
  it('reads a mainland mobile as +86, keeps E.164, and a shorter number as a member id', () => {
    expect(orderQuery({ ...EMPTY_FILTERS, member: '138 0013 8000' })).toEqual({ phone: '+8613800138000' });
    expect(orderQuery({ ...EMPTY_FILTERS, member: '8613800138000' })).toEqual({ phone: '+8613800138000' });
    expect(orderQuery({ ...EMPTY_FILTERS, member: '+85291234567' })).toEqual({ phone: '+85291234567' });
    expect(orderQuery({ ...EMPTY_FILTERS, member: '7345' })).toEqual({ user_id: '7345' });
  });
  it('passes state, product, order number and the day range', () => {
    expect(
      orderQuery({
        state: 'refunded',
        product: ' pocket ',
        member: '',
        orderNo: 'CP123456',
        from: '2026-11-01',
        to: '2026-11-30',
      }),
    ).toEqual({ state: 'refunded', product: 'pocket', order_no: 'CP123456', from: '2026-11-01', to: '2026-11-30' });
  });
});

describe('China time', () => {
  it('shows an instant at UTC+8 whatever the browser zone', () => {
    expect(formatChinaTime('2026-11-19T16:01:00Z', 'en-US')).toContain('Nov 20, 2026');
    expect(formatChinaTime('2026-11-19T15:59:00Z', 'en-US')).toContain('Nov 19, 2026');
  });
  it("names yesterday's Beijing date", () => {
    expect(yesterdayInChina(Date.parse('2026-11-19T16:30:00Z'))).toBe('2026-11-19');
    expect(yesterdayInChina(Date.parse('2026-11-19T15:30:00Z'))).toBe('2026-11-18');
  });
});

describe('phones pasted for the card-holder list', () => {
  it('skips a header and blank lines, reads China numbers as +86, dedupes, and names the bad lines', () => {
    expect(phonesFromText('\uFEFFphone\r\n13800138000\r\n\r\n"+85291234567"\n138 0013 8000\nnot-a-phone 1\n12')).toEqual({
      phones: ['+8613800138000', '+85291234567'],
      bad: ['not-a-phone 1', '12'],
    });
  });
});
