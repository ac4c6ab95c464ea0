/**
 * The buy button and the checkout sheet against a stub of the server's payments routes (real wire
 * shapes): the card-holder price explained, a guest logging in first, the method by user agent —
 * JSAPI through WeixinJSBridge (its "ok" only leads to the result page, which asks the server),
 * H5 leaving for WeChat's page, Native's QR code, no method inside another app's browser — and
 * the refusals that need the person (WeChat sign-in) or come back to the sheet (cancel in WeChat).
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageView } from '@culture/protocol';
import { FeatureSlotsProvider, type FeatureSlots } from '../../../components/feature-slots';
import { PageActions } from '../../../components/page/page-actions';
import { closeLoginDialog, loginDialogStore } from '../../../lib/login-dialog';
import { openInBrowserStore, closeOpenInBrowser } from '../../../lib/open-in-browser';
import { withQueryClient, queryClient } from '../../../lib/query-client';
import { clearSession, storeGuestSession, storeUserSession } from '../../../lib/session';
import { OrderResult } from '../routes/order-page';
import { adoption, product, settle, stubServer, type ServerStub } from '../testing/server-stub';
import { BuyAction } from './buy-action';
import { pageExit } from './use-pay-flow';

const UA = {
  wechat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2f) NetType/WIFI Language/zh_CN',
  safari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  weibo:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Weibo (iPhone15,2__weibo__13.8.2__iphone__os16.6)',
};

const SLOTS: FeatureSlots = { pageActions: { buy: BuyAction } };
let server: ServerStub;
type BridgeCallback = (result: { err_msg: string }) => void;
const bridge = { invoke: vi.fn<(name: string, params: unknown, cb: BridgeCallback) => void>() };

function useUserAgent(ua: string) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ua);
}
const logIn = () => storeUserSession({ token: 'user-token', userId: '42', loginType: '2' });

beforeEach(() => {
  server = stubServer();
  (window as { WeixinJSBridge?: unknown }).WeixinJSBridge = bridge;
});
afterEach(() => {
  act(() => {
    closeLoginDialog();
    closeOpenInBrowser();
  });
  clearSession();
  queryClient.clear();
  delete (window as { WeixinJSBridge?: unknown }).WeixinJSBridge;
  bridge.invoke.mockReset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderPocket(productId = 'pocket-collectible') {
  const actions: PageView['actions'] = [
    { id: 'buy-it', kind: 'buy', label: 'Collect the digital pocket', opensSoon: false, product: productId },
  ];
  const Page = withQueryClient(() => (
    <FeatureSlotsProvider value={SLOTS}>
      <Routes>
        <Route path="/pocket" element={<PageActions actions={actions} />} />
        <Route path="/order/:orderNo" element={<ResultRoute />} />
      </Routes>
    </FeatureSlotsProvider>
  ));
  render(
    <MemoryRouter initialEntries={['/pocket']}>
      <Page />
    </MemoryRouter>,
  );
}
/** The result page, polling fast for the test. */
function ResultRoute() {
  const { orderNo = '' } = useParams();
  return <OrderResult orderNo={orderNo} pollMs={50} />;
}

/** Taps the buy button once the product has loaded (a disabled button takes no tap). */
async function tapBuy(productId = 'pocket-collectible') {
  const action = await screen.findByTestId('action-buy-it');
  await waitFor(() => expect(action.getAttribute('data-buy-state')).toBe('open'));
  fireEvent.click(within(action).getByTestId(`buy-${productId}`));
}
async function openSheet(productId = 'pocket-collectible') {
  await tapBuy(productId);
  return screen.findByTestId('checkout-sheet');
}

describe('the buy button', () => {
  it('shows the price, units left and the card-holder price a listed phone gets', async () => {
    server.products = [adoption({ member_price: 'phone', remaining: 998, supply: 1000 })];
    logIn();
    renderPocket('pocket-adoption');
    const action = await screen.findByTestId('action-buy-it');
    await waitFor(() => expect(action.getAttribute('data-buy-state')).toBe('open'));
    expect(within(action).getByTestId('checkout-price').textContent).toBe('¥1.00Card-holder priceRegular price ¥39.00');
    expect(action.textContent).toContain('998 of 1,000 left');
    expect(within(action).getByTestId('member-price-note').textContent).toContain('on the card holders’ list');
  });

  it('says sold out instead of offering a dead button', async () => {
    server.products = [product({ remaining: 0 })];
    storeGuestSession({ token: 'guest-token', user_id: '1' });
    renderPocket();
    const button = await screen.findByTestId('buy-pocket-collectible');
    await waitFor(() => expect(button.textContent).toBe('Sold out'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks a guest to log in first, then opens the sheet', async () => {
    useUserAgent(UA.safari);
    storeGuestSession({ token: 'guest-token', user_id: '1' });
    renderPocket();
    await tapBuy();
    expect(loginDialogStore.get()).toMatchObject({ open: true, notice: 'Log in to buy.' });
    expect(screen.queryByTestId('checkout-sheet')).toBeNull();
    act(() => {
      logIn();
      closeLoginDialog();
    });
    const sheet = await screen.findByTestId('checkout-sheet');
    // Priced again for the person now logged in, then offered the way this browser pays.
    expect((await within(sheet).findByTestId('checkout-method')).getAttribute('data-method')).toBe('h5');
  });
});

describe('paying inside WeChat (JSAPI)', () => {
  it('calls WeixinJSBridge, and its "ok" only leads to the result page, which waits for the server', async () => {
    useUserAgent(UA.wechat);
    logIn();
    bridge.invoke.mockImplementation((_name, _params, cb) => cb({ err_msg: 'get_brand_wcpay_request:ok' }));
    renderPocket();
    const sheet = await openSheet();
    expect(within(sheet).getByTestId('checkout-method').textContent).toBe('WeChat Pay');
    fireEvent.click(await within(sheet).findByText('Pay ¥9.90'));
    const waiting = await screen.findByTestId('order-waiting');
    expect(server.created).toEqual([{ product_id: 'pocket-collectible', method: 'jsapi' }]);
    expect(bridge.invoke).toHaveBeenCalledWith(
      'getBrandWCPayRequest',
      expect.objectContaining({ signType: 'RSA' }),
      expect.any(Function),
    );
    expect(waiting.textContent).toContain('Waiting for WeChat Pay’s answer');
    expect(screen.getByTestId('order-state').textContent).toBe('Awaiting payment');

    const orderNo = server.orders[0]!.order_no;
    settle(server, orderNo, {
      state: 'fulfilled',
      paid_at: '2026-11-27T02:01:30.000Z',
      transaction_id: '4200001234',
      refundable_until: '2099-01-01T00:00:00.000Z',
    });
    const outcome = await screen.findByTestId('order-outcome');
    expect(outcome.textContent).toContain('Payment received');
    expect(within(outcome).getByTestId('order-goto').getAttribute('href')).toBe('/MobilePage');
    expect(screen.getByTestId('receipt-transaction').textContent).toBe('4200001234');
  });

  it('comes back to the sheet when WeChat Pay is closed, keeps the order and lets it be cancelled', async () => {
    useUserAgent(UA.wechat);
    logIn();
    bridge.invoke.mockImplementation((_name, _params, cb) => cb({ err_msg: 'get_brand_wcpay_request:cancel' }));
    renderPocket();
    const sheet = await openSheet();
    fireEvent.click(await within(sheet).findByTestId('checkout-pay'));
    const stopped = await within(sheet).findByTestId('checkout-stopped');
    expect(stopped.getAttribute('data-why')).toBe('cancel');
    expect(stopped.textContent).toContain('You left WeChat Pay without paying');
    // Paying again asks for a new pay action for the same order, not a second order.
    fireEvent.click(within(sheet).getByTestId('checkout-pay'));
    await waitFor(() => expect(server.calls.filter((c) => c.endsWith('/pay'))).toHaveLength(1));
    expect(server.created).toHaveLength(1);
    fireEvent.click(await within(sheet).findByTestId('checkout-cancel-order'));
    await waitFor(() => expect(server.orders[0]!.state).toBe('closed'));
    await waitFor(() => expect(within(sheet).queryByTestId('checkout-stopped')).toBeNull());
  });

  it('offers the WeChat sign-in when the account has none (40072)', async () => {
    useUserAgent(UA.wechat);
    logIn();
    server.refuseNext = 'payNeedsWechatSignIn';
    renderPocket();
    const sheet = await openSheet();
    fireEvent.click(await within(sheet).findByTestId('checkout-pay'));
    const box = await within(sheet).findByTestId('checkout-needs-wechat');
    expect(within(box).getByRole('button').textContent).toBe('Sign in with WeChat');
    expect(bridge.invoke).not.toHaveBeenCalled();
  });
});

describe('paying elsewhere', () => {
  it('leaves for WeChat’s H5 page in a mobile browser', async () => {
    useUserAgent(UA.safari);
    logIn();
    const assign = vi.spyOn(pageExit, 'assign').mockImplementation(() => {});
    renderPocket();
    const sheet = await openSheet();
    fireEvent.click(await within(sheet).findByTestId('checkout-pay'));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign.mock.calls[0]![0]).toMatch(/^https:\/\/wx\.tenpay\.com\/.*redirect_url=/);
    expect(server.created).toEqual([{ product_id: 'pocket-collectible', method: 'h5' }]);
  });

  it('shows the QR code on a desktop and moves on once the server says paid', async () => {
    useUserAgent(UA.desktop);
    logIn();
    renderPocket();
    const sheet = await openSheet();
    fireEvent.click(await within(sheet).findByTestId('checkout-pay'));
    const qr = await within(sheet).findByTestId('checkout-qr');
    expect(qr.getAttribute('data-code-url')).toBe('weixin://wxpay/bizpayurl?pr=JyC91EIz1');
    settle(server, server.orders[0]!.order_no, { state: 'fulfilled', paid_at: '2026-11-27T02:01:30.000Z', transaction_id: '42' });
    expect((await screen.findByTestId('order-outcome', {}, { timeout: 8000 })).textContent).toContain('Payment received');
  });

  it('has no pay button inside another app’s browser: it offers the "open in your browser" screen', async () => {
    useUserAgent(UA.weibo);
    logIn();
    renderPocket();
    const sheet = await openSheet();
    const box = await within(sheet).findByTestId('checkout-no-method');
    expect(within(sheet).queryByTestId('checkout-pay')).toBeNull();
    fireEvent.click(within(box).getByRole('button'));
    expect(openInBrowserStore.get()).toEqual({ open: true, target: '/pocket' });
  });

  it('sends a card-holder code and shows the price it gives', async () => {
    useUserAgent(UA.safari);
    logIn();
    vi.spyOn(pageExit, 'assign').mockImplementation(() => {});
    server.products = [adoption({ member_price: 'code' })];
    renderPocket('pocket-adoption');
    const sheet = await openSheet('pocket-adoption');
    expect(within(sheet).getByTestId('checkout-pay').textContent).toBe('Pay ¥39.00');
    fireEvent.change(within(sheet).getByLabelText('Have a card-holder code?'), { target: { value: ' CARD-1234 ' } });
    expect(within(sheet).getByTestId('checkout-pay').textContent).toBe('Pay ¥1.00');
    fireEvent.click(within(sheet).getByTestId('checkout-pay'));
    await waitFor(() => expect(server.created).toEqual([{ product_id: 'pocket-adoption', method: 'h5', code: 'CARD-1234' }]));
  });

  it('says what the server refused (sold out meanwhile) and asks for the product again', async () => {
    useUserAgent(UA.safari);
    logIn();
    server.refuseNext = 'productSoldOut';
    renderPocket();
    const sheet = await openSheet();
    fireEvent.click(await within(sheet).findByTestId('checkout-pay'));
    expect((await within(sheet).findByTestId('checkout-error')).textContent).toBe('Sold out. Nothing was charged.');
  });
});
