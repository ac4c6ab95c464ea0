/**
 * The counter can check the terms before redeeming (value and use condition), and "already used"
 * says when. The API is a stubbed fetch answering by path.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, storeUserSession } from '../../lib/session';
import type { MerchantCoupon } from './api/merchant-api';
import { MerchantRedeemPage } from './routes/merchant-redeem-page';

const tea: MerchantCoupon = {
  customerCouponId: '8001',
  couponCode: 'ABCDEFGHJKMNPQRS',
  couponName: '20元茶饮券',
  brandName: '好茶同乐',
  type: 'DECUCTION',
  discordValue: '20',
  useCondition: '满39元可用',
  validDate: '2099.12.31',
  status: 'unused',
  expired: false,
  issuedAt: '2026-11-01T02:00:00.000Z',
  statusChangedAt: '2026-11-01T02:00:00.000Z',
  redeemedAt: null,
};
// 14:30 on 20 November in whatever time zone the test runs in.
const usedAt = new Date(2026, 10, 20, 14, 30).toISOString();

type Answer = { status: number; body: unknown };
const ok = (data: unknown): Answer => ({ status: 200, body: { result: 1, code: 200, data } });
let lookups: Answer[];
let redeems: Answer[];

beforeEach(() => {
  lookups = [];
  redeems = [];
  storeUserSession({ token: 'merchant-token', userId: '77', loginType: '2' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const answer =
        url === '/api/merchant/me'
          ? ok({ brandName: '好茶同乐' })
          : url === '/api/merchant/coupons/lookup'
            ? lookups.shift()
            : url === '/api/merchant/coupons/redeem'
              ? redeems.shift()
              : undefined;
      if (!answer) throw new TypeError(`unexpected ${url}`);
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

async function lookUp(code: string) {
  render(
    <MemoryRouter>
      <MerchantRedeemPage />
    </MemoryRouter>,
  );
  fireEvent.change(await screen.findByTestId('merchant-code'), { target: { value: code } });
  fireEvent.click(screen.getByTestId('merchant-lookup'));
  return screen.findByTestId('merchant-coupon');
}

describe('the counter screen', () => {
  it('shows the value and the use condition of the coupon it looked up', async () => {
    lookups.push(ok(tea));
    const card = await lookUp(tea.couponCode);
    expect(screen.getByTestId('merchant-coupon-value').textContent).toBe('¥20');
    expect(screen.getByTestId('merchant-coupon-condition').textContent).toBe('满39元可用');
    expect(card.textContent).toContain('20元茶饮券');
  });

  it('shows a discount as the holder sees it', async () => {
    lookups.push(ok({ ...tea, type: 'DISCORD', discordValue: '7', useCondition: 'Gold foil series only' }));
    await lookUp(tea.couponCode);
    expect(screen.getByTestId('merchant-coupon-value').textContent).toBe('30% off');
    expect(screen.getByTestId('merchant-coupon-condition').textContent).toBe('Gold foil series only');
  });

  it('says when an already used coupon was used', async () => {
    lookups.push(ok({ ...tea, status: 'used', statusChangedAt: usedAt, redeemedAt: usedAt }));
    await lookUp(tea.couponCode);
    expect(screen.getByTestId('merchant-outcome').getAttribute('data-outcome')).toBe('alreadyUsed');
    expect(screen.getByTestId('merchant-used-at').textContent).toBe('Used on 2026.11.20 14:30');
  });

  it('says when, too, if another scan redeemed it first', async () => {
    lookups.push(ok(tea), ok({ ...tea, status: 'used', statusChangedAt: usedAt, redeemedAt: usedAt }));
    redeems.push({ status: 409, body: { result: 40901, code: 40901, errmsg: 'This coupon has already been used.' } });
    await lookUp(tea.couponCode);
    fireEvent.click(screen.getByTestId('merchant-redeem'));
    await waitFor(() => expect(screen.getByTestId('merchant-used-at').textContent).toBe('Used on 2026.11.20 14:30'));
  });
});
