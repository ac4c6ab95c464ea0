/**
 * The wardrobe's prices (docs/payments.md, "Screens: certificates and dresses"): a free dress is
 * worn as before; one for sale shows `¥6.00` and opens the app shell's checkout sheet (a guest logs
 * in first); a bought one says "Owned" and is worn;
 * one priced but not sold now must be bought first. When the checkout sheet closes the shop is
 * asked again, so a dress just paid for is owned and worn with a tap. The API is a stubbed fetch
 * with the protocol's wire shapes.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dress, ProductView } from '@culture/protocol';
import { FeatureSlotsProvider, type CheckoutSheetProps } from '../../../components/feature-slots';
import { closeLoginDialog, loginDialogStore } from '../../../lib/login-dialog';
import { queryClient, withQueryClient } from '../../../lib/query-client';
import { clearSession, storeGuestSession, storeUserSession } from '../../../lib/session';
import { dressOffers } from '../api/dress-shop';
import { DressPicker } from './dress-picker';
import { useWardrobeShop } from './use-wardrobe-shop';

const colors: Dress['colors'] = { skin: '#f1c7a5', body: '#1f3b73', trim: '#c9a45c', legs: '#222222', hat: null };
const dress = (id: string, name: string): Dress => ({ id, name, thumbnail: `/world/dresses/${id}.png`, colors });
const DRESSES = [
  dress('plain', 'Plain'),
  dress('ink', 'Ink blue'),
  dress('red', 'Red'),
  dress('jade', 'Jade'),
  dress('gold', 'Gold'),
];

const product = (dressId: string, patch: Partial<ProductView> = {}): ProductView => ({
  id: `dress-${dressId}`,
  kind: 'dress',
  name: dressId,
  description: '',
  image: `/world/dresses/${dressId}.png`,
  price_fen: 600,
  member_price_fen: null,
  member_price: null,
  remaining: null,
  supply: null,
  on_sale: true,
  owned: false,
  refund_days: 7,
  dress_id: dressId,
  ...patch,
});

let products: ProductView[];
let purchases: Array<{ dressId: string; order_no: string; purchased_at: string }>;
let productCalls: number;
const envelope = (data: unknown) => new Response(JSON.stringify({ result: 1, code: 200, data }), { status: 200 });

beforeEach(() => {
  productCalls = 0;
  products = [product('ink'), product('red', { owned: true }), product('jade'), product('gold', { on_sale: false })];
  purchases = [{ dressId: 'jade', order_no: 'CP100000001', purchased_at: '2026-11-20T10:00:00Z' }];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/v5/shop/products?kind=dress') {
        productCalls += 1;
        return envelope({ content: products });
      }
      if (url === '/api/v2/dresses/purchase') return envelope({ content: purchases });
      throw new TypeError(`unexpected ${url}`);
    }),
  );
});
afterEach(() => {
  act(() => closeLoginDialog());
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

/** The checkout sheet as the app shell would provide it: says what it sells, and closes. */
function FakeCheckout({ productId, onClose }: CheckoutSheetProps) {
  return (
    <div data-testid="fake-checkout">
      <p>{`Buying ${productId}`}</p>
      <button type="button" onClick={onClose}>
        close
      </button>
    </div>
  );
}

const worn: string[] = [];
const Wardrobe = withQueryClient(function Wardrobe({ userId }: { userId: string | null }) {
  const [note, setNote] = useState<string | null>(null);
  const wear = async (picked: Dress) => void worn.push(picked.id);
  const shop = useWardrobeShop({ userId, wear, setNote });
  return (
    <>
      <DressPicker
        dresses={DRESSES}
        current={null}
        onPick={shop.pick}
        onClose={() => undefined}
        note={note}
        ownModel={null}
        offers={shop.offers}
        pricesFailed={shop.pricesFailed}
      />
      {shop.sheet}
    </>
  );
});

function renderWardrobe(userId: string | null) {
  worn.length = 0;
  render(
    <FeatureSlotsProvider value={{ pageActions: {}, CheckoutSheet: FakeCheckout }}>
      <Wardrobe userId={userId} />
    </FeatureSlotsProvider>,
  );
}
const option = (id: string) => screen.getAllByTestId('dress-option').find((el) => el.getAttribute('data-dress-id') === id)!;

describe('the wardrobe’s prices', () => {
  it('shows ¥6.00 on a dress for sale, “Owned” on bought ones, “Not on sale”, and nothing on free ones', async () => {
    storeUserSession({ token: 'user-token', userId: '42', loginType: '2' });
    renderWardrobe('42');
    await waitFor(() => expect(option('ink').getAttribute('data-offer')).toBe('for-sale'));
    expect(within(option('ink')).getByTestId('dress-price').textContent).toBe('¥6.00For sale, ¥6.00');
    expect(option('ink').getAttribute('aria-haspopup')).toBe('dialog');
    expect([option('plain'), option('red'), option('jade'), option('gold')].map((el) => el.getAttribute('data-offer'))).toEqual([
      'free',
      'owned',
      'owned',
      'unavailable',
    ]);
    expect(option('red').textContent).toBe('RedOwned');
    expect(option('gold').textContent).toBe('GoldNot on sale');
    expect(option('plain').textContent).toBe('Plain');
  });

  it('wears free and owned dresses; a dress not on sale must be bought first', async () => {
    storeUserSession({ token: 'user-token', userId: '43', loginType: '2' });
    renderWardrobe('43');
    await waitFor(() => expect(option('jade').getAttribute('data-offer')).toBe('owned'));
    fireEvent.click(option('plain'));
    fireEvent.click(option('jade'));
    await waitFor(() => expect(worn).toEqual(['plain', 'jade']));
    fireEvent.click(option('gold'));
    expect(screen.getByTestId('dress-note').textContent).toBe('Buy this dress first to wear it.');
    expect(worn).toEqual(['plain', 'jade']);
  });

  it('opens the checkout for a dress for sale; when it closes after paying, the dress is owned and worn with a tap', async () => {
    storeUserSession({ token: 'user-token', userId: '44', loginType: '2' });
    renderWardrobe('44');
    await waitFor(() => expect(option('ink').getAttribute('data-offer')).toBe('for-sale'));
    fireEvent.click(option('ink'));
    expect(screen.getByTestId('fake-checkout').textContent).toContain('Buying dress-ink');
    expect(worn).toEqual([]);

    const before = productCalls;
    products = products.map((p) => (p.dress_id === 'ink' ? { ...p, owned: true } : p));
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    expect(screen.queryByTestId('fake-checkout')).toBeNull();
    await waitFor(() => expect(option('ink').getAttribute('data-offer')).toBe('owned'));
    expect(productCalls).toBe(before + 1);
    fireEvent.click(option('ink'));
    await waitFor(() => expect(worn).toEqual(['ink']));
  });

  it('asks a guest to log in before buying', async () => {
    storeGuestSession({ token: 'guest-token', user_id: '1' });
    renderWardrobe(null);
    await waitFor(() => expect(option('ink').getAttribute('data-offer')).toBe('for-sale'));
    fireEvent.click(option('ink'));
    expect(loginDialogStore.get().open).toBe(true);
    expect(screen.queryByTestId('fake-checkout')).toBeNull();
  });
});

describe('dressOffers', () => {
  it('keeps a bought dress owned even when its product is off sale, and skips products that are not dresses', () => {
    const offers = dressOffers(
      [product('ink', { on_sale: false }), { ...product('x'), kind: 'collectible', dress_id: null }],
      [{ dressId: 'ink', order_no: 'CP100000002', purchased_at: '2026-11-20T10:00:00Z' }],
    );
    expect([...offers.entries()].map(([id, offer]) => [id, offer.state])).toEqual([['ink', 'owned']]);
  });
});
