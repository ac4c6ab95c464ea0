/**
 * The steps of issuing a template from a CSV (docs/operator-console.md, "Coupons"): pick a file,
 * read the server's preview (nothing written), confirm, read the result. The batch id is made
 * with the preview and kept across a failed commit, so trying again cannot issue twice.
 */
import type { CouponCsvIssueResult, CouponCsvPreview } from '@culture/protocol';

export type CsvIssueState =
  | { step: 'pick'; error: string | null }
  | { step: 'previewing'; csv: string; fileName: string }
  | {
      step: 'previewed';
      csv: string;
      fileName: string;
      preview: CouponCsvPreview;
      batchId: string;
      committing: boolean;
      error: string | null;
    }
  | { step: 'done'; result: CouponCsvIssueResult };

export type CsvIssueEvent =
  | { type: 'picked'; csv: string; fileName: string }
  | { type: 'previewed'; preview: CouponCsvPreview; batchId: string }
  | { type: 'confirm' }
  | { type: 'committed'; result: CouponCsvIssueResult }
  | { type: 'failed'; message: string }
  | { type: 'reset' };

export const initialCsvIssue: CsvIssueState = { step: 'pick', error: null };

export function csvIssueReducer(state: CsvIssueState, event: CsvIssueEvent): CsvIssueState {
  switch (event.type) {
    case 'picked':
      return { step: 'previewing', csv: event.csv, fileName: event.fileName };
    case 'previewed':
      if (state.step !== 'previewing') return state;
      return { ...state, step: 'previewed', preview: event.preview, batchId: event.batchId, committing: false, error: null };
    case 'confirm':
      // Nothing to issue, or already on its way: a second click does nothing.
      if (state.step !== 'previewed' || state.committing || state.preview.issuable === 0) return state;
      return { ...state, committing: true, error: null };
    case 'committed':
      return state.step === 'previewed' && state.committing ? { step: 'done', result: event.result } : state;
    case 'failed':
      if (state.step === 'previewing') return { step: 'pick', error: event.message };
      if (state.step === 'previewed') return { ...state, committing: false, error: event.message };
      return state;
    case 'reset':
      return initialCsvIssue;
  }
}

/** A version 4 UUID (RFC 9562) from the browser's CSPRNG; randomUUID is missing outside secure contexts. */
export function newBatchId(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
