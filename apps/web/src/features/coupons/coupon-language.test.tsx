/**
 * Operator texts the server could not give in the reader's language read in simplified Chinese,
 * and are marked so: lang="zh-CN" on exactly those, nothing on the rest.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Coupon } from '@culture/protocol';
import { CouponCard } from './components/coupon-card';

const coupon: Coupon = {
  customerCouponId: '7101',
  couponCode: 'ABCDEFGHJKMNPQRS',
  couponName: '卡包兑换券',
  brandName: 'Embroidered Pocket',
  type: 'EXCHANGE',
  discordValue: '刺绣卡包一只',
  useCondition: 'For pocket adopters only',
  validDate: '2099.06.30',
  useRule: '<p>Exchange it at a partner shop.</p>',
  status: 'unused',
  expired: false,
  issuedAt: '2026-11-01T02:00:00.000Z',
  statusChangedAt: '2026-11-01T02:00:00.000Z',
  untranslated: ['couponName', 'discordValue'],
};

describe('a coupon card in English with untranslated texts', () => {
  it('marks only the simplified-Chinese fallbacks as zh-CN', () => {
    render(
      <MemoryRouter>
        <CouponCard coupon={coupon} actions />
      </MemoryRouter>,
    );
    expect(screen.getByText('卡包兑换券').getAttribute('lang')).toBe('zh-CN');
    expect(screen.getByText('刺绣卡包一只').getAttribute('lang')).toBe('zh-CN');
    expect(screen.getByText('Embroidered Pocket').getAttribute('lang')).toBeNull();
    expect(screen.getByText('For pocket adopters only').getAttribute('lang')).toBeNull();
  });

  it('marks nothing when everything is in the reader’s language', () => {
    render(
      <MemoryRouter>
        <CouponCard coupon={{ ...coupon, couponName: 'Card holder coupon', untranslated: [] }} actions />
      </MemoryRouter>,
    );
    expect(screen.getByText('Card holder coupon').getAttribute('lang')).toBeNull();
  });
});
