/**
 * A failed reconciliation run (docs/payments.md, "Reconciliation"): the panel says the run failed,
 * why in the operator's language and what to do, and WeChat Pay's detail, not counts of "—".
 * The orders client is a stub.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ordersApi, type ReconciliationDay } from '../api/orders-client';
import { ReconciliationPanel } from './reconciliation-panel';

vi.mock('../api/orders-client', () => ({
  ordersApi: { reconciliation: vi.fn(), attention: vi.fn(), reconcile: vi.fn() },
}));
const api = vi.mocked(ordersApi);

const failed: ReconciliationDay = {
  date: '2026-11-22',
  run: {
    status: 'failed',
    bill_lines: null,
    added: null,
    reason: 'bill-not-ready',
    error: 'NO_STATEMENT_EXIST 账单文件不存在',
    attempts: 2,
    started_at: '2026-11-23T01:00:00Z',
    finished_at: '2026-11-23T01:00:02Z',
  },
  differences: [],
};

beforeEach(() => {
  vi.clearAllMocks();
  api.attention.mockResolvedValue({ failed_refunds: [], system_refunds: [], waiting_requests: [], differences: [] });
});

describe('a failed reconciliation run', () => {
  it('says what failed and why, with the detail, and no dashes for counts', async () => {
    api.reconciliation.mockResolvedValue(failed);
    render(<ReconciliationPanel />);
    const run = await screen.findByTestId('reconciliation-run');
    expect(run.textContent).toContain('The run failed (attempt 2');
    expect(run.textContent).toContain('WeChat Pay has no bill for this day yet');
    expect(run.textContent).not.toContain('—');
    expect(screen.getByTestId('reconciliation-error').textContent).toBe('NO_STATEMENT_EXIST 账单文件不存在');
    // Nothing was compared, so nothing claims there were no differences.
    expect(screen.queryByText('No differences this day.')).toBeNull();
  });

  it('a refused run reads the day again and shows why, not the bare refusal', async () => {
    api.reconciliation.mockResolvedValueOnce({ date: '2026-11-22', run: null, differences: [] }).mockResolvedValueOnce(failed);
    api.reconcile.mockRejectedValue(new Error('Payments are unavailable.'));
    render(<ReconciliationPanel />);
    expect((await screen.findByTestId('reconciliation-run')).textContent).toBe('This day has not been reconciled.');
    fireEvent.click(screen.getByRole('button', { name: 'Reconcile this day now' }));
    await vi.waitFor(() => expect(screen.getByTestId('reconciliation-run').textContent).toContain('WeChat Pay has no bill'));
    expect(screen.queryByText('Payments are unavailable.')).toBeNull();
    expect(api.reconciliation).toHaveBeenCalledTimes(2);
  });

  it('a run that is done still shows its counts', async () => {
    api.reconciliation.mockResolvedValue({
      ...failed,
      run: { ...failed.run!, status: 'done', bill_lines: 12, added: 1, reason: null, error: null },
    });
    render(<ReconciliationPanel />);
    expect((await screen.findByTestId('reconciliation-run')).textContent).toBe('Run done: 12 bill lines, 1 differences added.');
    expect(screen.getByText('No differences this day.')).toBeTruthy();
  });
});
