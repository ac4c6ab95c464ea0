/**
 * A stand-in for the server's payments routes in web unit tests: a `fetch` that answers by path in
 * the server's envelope, every answer checked against the protocol's wire schemas (so the screens
 * are tested against the shapes the server really sends), POST bodies opened from their AES
 * envelope as the server opens them.
 */
import { vi } from 'vitest';
import {
  ERRORS,
  PAYMENT_PATHS,
  createOrderResultSchema,
  createOrderSchema,
  openPayload,
  orderListSchema,
  orderViewSchema,
  productListSchema,
  type OrderView,
  type PayAction,
  type PayMethod,
  type ProductView,
} from '@culture/protocol';

export function product(patch: Partial<ProductView> = {}): ProductView {
  return {
    id: 'pocket-collectible',
    kind: 'collectible',
    name: 'Digital pocket',
    description: 'A numbered digital pocket.',
    image: '/images/pocket/collectible.png',
    price_fen: 990,
    member_price_fen: null,
    member_price: null,
    remaining: 63,
    supply: 100,
    on_sale: true,
    owned: false,
    refund_days: 7,
    dress_id: null,
    ...patch,
  };
}

export const adoption = (patch: Partial<ProductView> = {}) =>
  product({
    id: 'pocket-adoption',
    kind: 'pocket-adoption',
    name: 'Pocket adoption',
    price_fen: 3900,
    member_price_fen: 100,
    remaining: null,
    supply: null,
    ...patch,
  });

export function order(patch: Partial<OrderView> = {}): OrderView {
  return {
    order_no: 'CP7301234567890123456',
    product_id: 'pocket-collectible',
    product_kind: 'collectible',
    product_name: 'Digital pocket',
    image: '/images/pocket/collectible.png',
    amount_fen: 990,
    price: 'regular',
    method: 'jsapi',
    state: 'created',
    created_at: '2026-11-27T02:00:00.000Z',
    expires_at: '2026-11-27T02:15:00.000Z',
    paid_at: null,
    transaction_id: null,
    refundable_until: null,
    refund: null,
    refunded_fen: 0,
    certificate_code: null,
    ...patch,
  };
}

export const paidOrder = (patch: Partial<OrderView> = {}) =>
  order({
    state: 'fulfilled',
    paid_at: '2026-11-27T02:01:30.000Z',
    transaction_id: '4200001234202611270123456789',
    refundable_until: '2099-12-04T02:01:30.000Z',
    certificate_code: 'K7Q2M9XW4T8P3R6Z',
    ...patch,
  });

export function payActionFor(method: PayMethod, orderNo: string): PayAction {
  if (method === 'h5')
    return {
      method,
      h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx27&package=1&redirect_url=${encodeURIComponent(`/order/${orderNo}`)}`,
    };
  if (method === 'native') return { method, code_url: 'weixin://wxpay/bizpayurl?pr=JyC91EIz1' };
  return {
    method,
    params: {
      appId: 'wx2421b1c4370ec43b',
      timeStamp: '1554208460',
      nonceStr: '593BEC0C930BF1AFEB40B4A08C8FB242',
      package: 'prepay_id=wx201410272009395522657a690389285100',
      signType: 'RSA',
      paySign: 'mI35pfNEQV6777ke/1T+LJLQ==',
    },
  };
}

export interface ServerStub {
  products: ProductView[];
  orders: OrderView[];
  /** What each POST /api/v5/orders carried, opened. */
  created: Array<Record<string, unknown>>;
  /** Paths asked, in order. */
  calls: string[];
  /** Refuse the next order creation with this catalogue error. */
  refuseNext: keyof typeof ERRORS | null;
}

const ok = (data: unknown) => new Response(JSON.stringify({ result: 1, code: 200, data }), { status: 200 });
const refuse = (name: keyof typeof ERRORS) => {
  const error = ERRORS[name];
  return new Response(JSON.stringify({ result: error.code, code: error.code, errmsg: error.texts['en-US'] }), {
    status: error.httpStatus,
  });
};

export function stubServer(init: Partial<ServerStub> = {}): ServerStub {
  const stub: ServerStub = { products: [product()], orders: [], created: [], calls: [], refuseNext: null, ...init };
  const findOrder = (path: string) => stub.orders.find((o) => path.includes(`/${o.order_no}`));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const [path] = url.split('?') as [string];
      stub.calls.push(`${init.method ?? 'GET'} ${path}`);
      const body = init.body ? (openPayload(String(init.body)) as Record<string, unknown>) : {};
      if (path === PAYMENT_PATHS.products) return ok(productListSchema.parse({ content: stub.products }));
      if (path === PAYMENT_PATHS.orders && init.method === 'POST') {
        const request = createOrderSchema.parse(body);
        stub.created.push(body);
        if (stub.refuseNext) {
          const name = stub.refuseNext;
          stub.refuseNext = null;
          return refuse(name);
        }
        const p = stub.products.find((x) => x.id === request.product_id)!;
        const made = order({
          order_no: `CP73012345678901234${stub.orders.length + 10}`,
          product_id: p.id,
          product_kind: p.kind,
          product_name: p.name,
          amount_fen: request.code && p.member_price_fen ? p.member_price_fen : p.price_fen,
          method: request.method,
        });
        stub.orders.unshift(made);
        return ok(createOrderResultSchema.parse({ order: made, pay: payActionFor(request.method, made.order_no) }));
      }
      if (path === PAYMENT_PATHS.orders) return ok(orderListSchema.parse({ content: stub.orders, next_cursor: null }));
      const target = findOrder(path);
      if (!target) return refuse('orderNotFound');
      if (path.endsWith('/pay'))
        // As the server answers it: the order with its pay action (createOrderResultSchema).
        return ok(createOrderResultSchema.parse({ order: target, pay: payActionFor(body.method as PayMethod, target.order_no) }));
      if (path.endsWith('/cancel')) {
        stub.orders = stub.orders.map((o) => (o === target ? { ...o, state: 'closed' } : o));
        return ok(null);
      }
      if (path.endsWith('/refund')) {
        const refund = {
          state: 'requested' as const,
          amount_fen: target.amount_fen,
          reason: String(body.reason),
          requested_at: '2026-11-27T03:00:00.000Z',
          settled_at: null,
          decision_note: null,
        };
        stub.orders = stub.orders.map((o) => (o === target ? { ...o, state: 'refund-requested', refund } : o));
        return ok(null);
      }
      return ok(orderViewSchema.parse(target));
    }),
  );
  return stub;
}

/** Sets the order's state as the server would after WeChat Pay answered. */
export function settle(stub: ServerStub, orderNo: string, patch: Partial<OrderView>): void {
  stub.orders = stub.orders.map((o) => (o.order_no === orderNo ? { ...o, ...patch } : o));
}
