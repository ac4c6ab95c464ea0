import { describe, expect, it } from 'vitest';
import { attendanceCsv, claimCodesCsv, claimCodesFileName } from './codes-csv';

describe('the claim codes file', () => {
  it('has a header and one event,code line per code, CRLF and a BOM', () => {
    const csv = claimCodesCsv('lantern', ['ABCD-EFGH-JKMN-PQRS', 'TUVW-XYZ2-3456-789A']);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual(['event,code', 'lantern,ABCD-EFGH-JKMN-PQRS', 'lantern,TUVW-XYZ2-3456-789A', '']);
  });

  it('names the event and the moment, to the second', () => {
    expect(claimCodesFileName('lantern', new Date('2026-11-27T10:30:05.123Z'))).toBe('claim-codes-lantern-20261127T103005Z.csv');
  });
});

describe('the attendance file', () => {
  it('has one line per ticket, the check-in empty when not checked in', () => {
    const csv = attendanceCsv([
      { ticketCode: 'AAAA1111', reservedAt: '2026-11-27T10:00:00.000Z', checkedInAt: '2026-11-28T09:00:00.000Z' },
      { ticketCode: 'BBBB2222', reservedAt: '2026-11-27T11:00:00.000Z', checkedInAt: null },
    ]);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'ticket_code,reserved_at,checked_in_at',
      'AAAA1111,2026-11-27T10:00:00.000Z,2026-11-28T09:00:00.000Z',
      'BBBB2222,2026-11-27T11:00:00.000Z,',
      '',
    ]);
  });
});
