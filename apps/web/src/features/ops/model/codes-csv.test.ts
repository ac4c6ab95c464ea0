import { describe, expect, it } from 'vitest';
import { claimCodesCsv, claimCodesFileName } from './codes-csv';

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
