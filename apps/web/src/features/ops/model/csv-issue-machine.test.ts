import { describe, expect, it } from 'vitest';
import type { CouponCsvIssueResult, CouponCsvPreview } from '@culture/protocol';
import { csvIssueReducer, initialCsvIssue, newBatchId, type CsvIssueState } from './csv-issue-machine';

const preview = (issuable: number): CouponCsvPreview => ({
  column: 'phone',
  rows: issuable + 1,
  issuable,
  stockLeft: 10,
  counts: { badPhone: 1, badMemberId: 0, unknownMember: 0, duplicate: 0, alreadyHolds: 0, stockShort: 0 },
  problems: [{ line: 3, value: 'x', problem: 'badPhone' }],
});
const result = { ...preview(2), batchId: 'b', issued: 2, replayed: false } satisfies CouponCsvIssueResult;

function previewed(issuable = 2): CsvIssueState {
  const picked = csvIssueReducer(initialCsvIssue, { type: 'picked', csv: 'phone\n1', fileName: 'a.csv' });
  return csvIssueReducer(picked, { type: 'previewed', preview: preview(issuable), batchId: 'b' });
}

describe('the CSV issue steps', () => {
  it('goes pick → previewing → previewed → committing → done', () => {
    const state = previewed();
    expect(state).toMatchObject({ step: 'previewed', batchId: 'b', committing: false });
    const committing = csvIssueReducer(state, { type: 'confirm' });
    expect(committing).toMatchObject({ committing: true });
    expect(csvIssueReducer(committing, { type: 'committed', result })).toEqual({ step: 'done', result });
  });

  it('keeps the batch id after a failed commit, so a retry is the same batch', () => {
    const failed = csvIssueReducer(csvIssueReducer(previewed(), { type: 'confirm' }), { type: 'failed', message: 'offline' });
    expect(failed).toMatchObject({ step: 'previewed', batchId: 'b', committing: false, error: 'offline' });
    expect(csvIssueReducer(failed, { type: 'confirm' })).toMatchObject({ committing: true, batchId: 'b', error: null });
  });

  it('does not confirm twice or with nothing to issue', () => {
    const committing = csvIssueReducer(previewed(), { type: 'confirm' });
    expect(csvIssueReducer(committing, { type: 'confirm' })).toBe(committing);
    const empty = previewed(0);
    expect(csvIssueReducer(empty, { type: 'confirm' })).toBe(empty);
  });

  it('returns to picking with the message when the preview fails', () => {
    const picked = csvIssueReducer(initialCsvIssue, { type: 'picked', csv: 'x', fileName: 'a.csv' });
    expect(csvIssueReducer(picked, { type: 'failed', message: 'bad csv' })).toEqual({ step: 'pick', error: 'bad csv' });
  });

  it('ignores a late preview after a reset', () => {
    expect(csvIssueReducer(initialCsvIssue, { type: 'previewed', preview: preview(1), batchId: 'x' })).toBe(initialCsvIssue);
  });

  it('makes version 4 UUIDs', () => {
    expect(newBatchId(() => new Uint8Array(16).fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(newBatchId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newBatchId()).not.toBe(newBatchId());
  });
});
