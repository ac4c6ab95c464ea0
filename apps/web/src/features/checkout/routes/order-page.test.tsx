/**
 * The result page and My orders against a stub of the server's payments routes (real wire
 * shapes): waiting for WeChat Pay's answer with a spinner, giving up politely and checking again,
 * every settled state in words, the receipt, the refund request, an order that is not there, an
 * unpaid order opened from My orders.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '@culture/protocol';
import { closeLoginDialog } from '../../../lib/login-dialog';
import { queryClient, withQueryClient } from '../../../lib/query-client';
import { clearSession, storeUserSession } from '../../../lib/session';
import { order, paidOrder, settle, stubServer, type ServerStub } from '../testing/server-stub';
import { MyOrdersPage } from './my-orders-page';
import { OrderResult } from './order-page';

let server: ServerStub;
beforeEach(() => {
  server = stubServer();
  storeUserSession({ token: 'user-token', userId: '42', loginType: '2' });
});
afterEach(() => {
  act(() => closeLoginDialog());
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

function ResultRoute({ giveUpAfterMs }: { giveUpAfterMs: number }) {
  const { orderNo = '' } = useParams();
  return <OrderResult orderNo={orderNo} pollMs={40} giveUpAfterMs={giveUpAfterMs} />;
}

function renderResult(target: OrderView, { giveUpAfterMs = 60_000, browsing = false, missing = false } = {}) {
  if (!missing) server.orders = [target, ...server.orders.filter((o) => o.order_no !== target.order_no)];
  const Page = withQueryClient(() => (
    <Routes>
      <Route path="/order/:orderNo" element={<ResultRoute giveUpAfterMs={giveUpAfterMs} />} />
      <Route path="/my-orders" element={<MyOrdersPage />} />
    </Routes>
  ));
  render(
    <MemoryRouter initialEntries={[{ pathname: `/order/${target.order_no}`, state: browsing ? { browsing: true } : null }]}>
      <Page />
    </MemoryRouter>,
  );
}

/** A member's request an operator declined, with the operator's note. */
const rejected = {
  state: 'rejected' as const,
  amount_fen: 990,
  reason: 'x',
  requested_at: '2026-11-27T03:00:00Z',
  settled_at: '2026-11-27T04:00:00Z',
};

describe('the result page', () => {
  it('waits for the server’s answer, then says what was bought and shows the receipt', async () => {
    renderResult(order());
    expect((await screen.findByTestId('order-waiting')).textContent).toContain('Waiting for WeChat Pay’s answer');
    settle(server, order().order_no, paidOrder());
    const outcome = await screen.findByTestId('order-outcome');
    expect(outcome.textContent).toContain('Your numbered digital pocket is yours');
    expect(screen.getByTestId('order-state').textContent).toBe('Paid');
    const receipt = screen.getByTestId('order-receipt');
    expect(within(receipt).getByTestId('receipt-order-no').textContent).toBe(order().order_no);
    expect(within(receipt).getByTestId('receipt-transaction').textContent).toBe('4200001234202611270123456789');
    expect(within(receipt).getByTestId('receipt-amount').textContent).toBe('¥9.90');
    expect(receipt.textContent).toContain('May Universe');
  });

  it('gives up politely when WeChat Pay does not answer, and checks again on request', async () => {
    renderResult(order(), { giveUpAfterMs: 300 });
    await screen.findByTestId('order-waiting');
    const slow = await screen.findByTestId('order-slow');
    expect(slow.textContent).toContain('we will update My orders as soon as it answers');
    const polls = server.calls.length;
    fireEvent.click(screen.getByTestId('order-check-again'));
    await screen.findByTestId('order-waiting');
    settle(server, order().order_no, paidOrder());
    await screen.findByTestId('order-outcome');
    expect(server.calls.length).toBeGreaterThan(polls);
  });

  it.each([
    [order({ state: 'closed' }), 'Closed', 'Nothing was charged'],
    [paidOrder({ state: 'paid', refundable_until: null }), 'Paid · refund on its way', 'it sold out in the meantime'],
    [paidOrder({ state: 'refunding' }), 'Refunding', 'on its way to your WeChat Pay account'],
    [
      paidOrder({
        state: 'refunded',
        refund: {
          state: 'succeeded',
          amount_fen: 990,
          reason: 'x',
          requested_at: '2026-11-27T03:00:00Z',
          settled_at: '2026-11-27T04:00:00Z',
          decision_note: null,
        },
        refunded_fen: 990,
      }),
      'Refunded',
      '¥9.90 was refunded',
    ],
    // Two partial refunds: the sentence sums them, not the latest alone.
    [paidOrder({ state: 'partially-refunded', refunded_fen: 500 }), 'Partly refunded', '¥5.00 of your payment was refunded'],
    [paidOrder({ state: 'refund-failed' }), 'Refund failed', 'Our team has been told'],
  ])('says what happened: %#', async (target, state, sentence) => {
    renderResult(target);
    expect((await screen.findByTestId('order-outcome')).textContent).toContain(sentence);
    expect(screen.getByTestId('order-state').textContent).toBe(state);
    expect(screen.queryByTestId('refund-request')).toBeNull();
  });

  it('takes a refund request within the window, then shows its state', async () => {
    renderResult(paidOrder());
    fireEvent.change(await screen.findByLabelText('Why do you want a refund?'), { target: { value: 'Bought twice' } });
    fireEvent.click(screen.getByTestId('refund-submit'));
    await waitFor(() => expect(screen.getByTestId('order-state').textContent).toBe('Refund requested'));
    expect(screen.getByTestId('order-outcome').textContent).toContain('Your refund request is with us');
    expect(screen.queryByTestId('refund-request')).toBeNull();
  });

  it('offers no refund once the window has closed', async () => {
    renderResult(paidOrder({ refundable_until: '2020-01-01T00:00:00Z' }));
    await screen.findByTestId('order-outcome');
    expect(screen.queryByTestId('refund-request')).toBeNull();
  });

  it('says so when the order is not there (or not yours)', async () => {
    renderResult(order(), { missing: true });
    expect((await screen.findByTestId('order-not-found')).textContent).toContain('does not exist');
  });

  it('opened from My orders, an unpaid order offers paying or cancelling at once', async () => {
    renderResult(order(), { browsing: true });
    expect((await screen.findByTestId('order-unpaid')).textContent).toContain('waits for payment until');
    expect(screen.queryByTestId('order-waiting')).toBeNull();
    fireEvent.click(screen.getByTestId('order-cancel'));
    await waitFor(() => expect(screen.getByTestId('order-state').textContent).toBe('Closed'));
  });
});

describe('My orders', () => {
  it('lists each order with its state in words, amount and date, leading to its page', async () => {
    server.orders = [
      paidOrder({ order_no: 'CP2000000000000000002' }),
      order({ state: 'closed', amount_fen: 100, product_name: 'Pocket adoption' }),
    ];
    const Page = withQueryClient(() => (
      <Routes>
        <Route path="/my-orders" element={<MyOrdersPage />} />
        <Route path="/order/:orderNo" element={<ResultRoute giveUpAfterMs={60_000} />} />
      </Routes>
    ));
    render(
      <MemoryRouter initialEntries={['/my-orders']}>
        <Page />
      </MemoryRouter>,
    );
    const rows = await screen.findAllByTestId('my-order');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Digital pocket.*2026.*¥9\.90Paid$/),
      expect.stringMatching(/^Pocket adoption.*2026.*¥1\.00Closed$/),
    ]);
    fireEvent.click(rows[0]!);
    expect((await screen.findByTestId('receipt-order-no')).textContent).toBe('CP2000000000000000002');
  });

  it('says when there is nothing yet', async () => {
    const Page = withQueryClient(() => <MyOrdersPage />);
    render(
      <MemoryRouter initialEntries={['/my-orders']}>
        <Page />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('my-orders-empty')).textContent).toContain('No orders yet');
  });
});

describe('a declined refund request', () => {
  it('shows the operator’s reason, and the member may ask again within the window', async () => {
    renderResult(paidOrder({ refund: { ...rejected, decision_note: 'worn for a week' } }));
    expect((await screen.findByTestId('refund-rejected')).textContent).toBe(
      'Your refund request was declined. Reason: worn for a week',
    );
    expect(screen.getByTestId('order-state').textContent).toBe('Paid');
    expect(screen.getByTestId('refund-request')).toBeTruthy();
  });
});
