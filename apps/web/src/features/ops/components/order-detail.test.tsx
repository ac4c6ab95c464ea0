/**
 * An order opened in the console (docs/payments.md, "The console's Orders section"): a direct
 * refund is sent only after the confirm step that says the amount; yuan typed become fen; more than
 * was paid is refused before anything is sent; a member's waiting request is decided, a rejection
 * only with a note. The orders client is replaced by a stub that records the calls.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderDetail } from '@culture/protocol';
import { ordersApi } from '../api/orders-client';
import { OrderDetail } from './order-detail';

vi.mock('../api/orders-client', () => ({
  ordersApi: { detail: vi.fn(), refund: vi.fn(), decide: vi.fn() },
}));
const api = vi.mocked(ordersApi);

function detail(state: AdminOrderDetail['order']['state'], refunds: AdminOrderDetail['order']['refunds'] = []): AdminOrderDetail {
  return {
    order: {
      order_no: 'CP1234567',
      user_id: '42',
      phone: '+8613800138000',
      product_id: 'pocket-collectible',
      amount_fen: 990,
      paid_fen: 990,
      price: 'regular',
      method: 'h5',
      state,
      transaction_id: '4200000000',
      created_at: '2026-11-19T16:01:00Z',
      paid_at: '2026-11-19T16:02:00Z',
      refunds,
    },
    product_name: 'Digital pocket collectible',
    expires_at: '2026-11-19T16:16:00Z',
    closed_at: null,
    events: [],
    certificate: { code: 'ABCDEFGH', serial: 7, issued_at: '2026-11-19T16:02:00Z', withdrawn_at: null },
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  api.refund.mockResolvedValue({ out_refund_no: 'RF1234567', outcome: 'processing' });
  api.decide.mockResolvedValue({ out_refund_no: 'RF7654321', outcome: 'processing' });
});

const open = async (d: AdminOrderDetail) => {
  api.detail.mockResolvedValue(d);
  render(<OrderDetail orderNo="CP1234567" onClose={() => undefined} onChanged={() => undefined} />);
  await screen.findByTestId('order-facts');
};

describe('a direct refund', () => {
  it('asks first, saying the amount in yuan, then sends the part typed as fen', async () => {
    await open(detail('fulfilled'));
    expect(screen.getByTestId('order-facts').textContent).toContain('¥9.90');
    fireEvent.change(screen.getByTestId('order-refund-reason'), { target: { value: 'fee kept' } });
    fireEvent.change(screen.getByTestId('order-refund-amount'), { target: { value: '4.35' } });
    fireEvent.click(screen.getByTestId('order-refund-submit'));
    expect(screen.getByTestId('order-refund-confirm-text').textContent).toBe(
      'Refund ¥4.35 of order CP1234567? What it granted is withdrawn.',
    );
    expect(api.refund).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('order-refund-confirm'));
    await waitFor(() => expect(api.refund).toHaveBeenCalledWith('CP1234567', { reason: 'fee kept', amount_fen: 435 }));
    expect((await screen.findByTestId('order-message')).textContent).toBe('Refund RF1234567: WeChat Pay is processing it.');
  });

  it('sends no amount for all of it, and refuses more than was paid before sending', async () => {
    await open(detail('fulfilled'));
    fireEvent.change(screen.getByTestId('order-refund-reason'), { target: { value: 'damaged' } });
    fireEvent.change(screen.getByTestId('order-refund-amount'), { target: { value: '9.91' } });
    fireEvent.click(screen.getByTestId('order-refund-submit'));
    expect(screen.getByRole('alert').textContent).toContain('not more than was paid');
    expect(screen.queryByTestId('order-refund-confirm')).toBeNull();
    fireEvent.change(screen.getByTestId('order-refund-amount'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('order-refund-submit'));
    fireEvent.click(screen.getByTestId('order-refund-confirm'));
    await waitFor(() => expect(api.refund).toHaveBeenCalledWith('CP1234567', { reason: 'damaged' }));
  });
});

describe("a member's waiting request", () => {
  const asked = detail('refund-requested', [
    {
      out_refund_no: 'RF7654321',
      state: 'requested',
      amount_fen: 990,
      reason: 'too small',
      requested_by: 'member',
      created_at: '2026-11-20T01:00:00Z',
      settled_at: null,
      decision_note: null,
    },
  ]);

  it('is rejected only with a note, and approved without one', async () => {
    await open(asked);
    expect(screen.queryByTestId('order-refund')).toBeNull();
    fireEvent.click(screen.getByTestId('refund-request-reject'));
    expect(screen.getByRole('alert').textContent).toBe('Write the member a note to reject.');
    expect(api.decide).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('refund-request-approve'));
    await waitFor(() => expect(api.decide).toHaveBeenCalledWith('RF7654321', { decision: 'approve', note: '' }));
  });
});
