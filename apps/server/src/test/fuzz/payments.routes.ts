/** Payments, members' side: products, orders, pay, cancel, dresses v2 and WeChat Pay's notify: the routes the fuzz suite walks. */
import { expect, it } from 'vitest';
import { API_PATHS } from '@culture/protocol';
import { type AreaRoutes, cursors, type FuzzWorld, rawText } from './helper.js';

/** An order number of the right form that is nobody's. */
const NO_ORDER = 'CP1234567890123';

const notifyBodies: Record<string, { type: string; body: string | Buffer }> = {
  empty: { type: 'application/json', body: '' },
  'not JSON': { type: 'application/json', body: '{"id":' },
  'a forged success': {
    type: 'application/json',
    body: JSON.stringify({
      id: 'EV-1',
      event_type: 'TRANSACTION.SUCCESS',
      resource: { algorithm: 'AEAD_AES_256_GCM', ciphertext: 'AAAA', nonce: 'n', associated_data: 'transaction' },
    }),
  },
  'NUL bytes as text/plain': { type: 'text/plain', body: Buffer.alloc(64) },
  'huge string': { type: 'application/json', body: JSON.stringify({ id: 'x'.repeat(60_000) }) },
};

export function paymentRoutes({ t, user, sealed }: FuzzWorld): AreaRoutes {
  const order = (path: string) => path.replace(':orderNo', NO_ORDER);
  return {
    body: [
      {
        path: API_PATHS.orders,
        send: sealed(API_PATHS.orders, user.token),
        base: { product_id: 'fuzz-nothing', method: 'native' },
        fields: { product_id: 'slug', method: 'enum', code: 'text' },
      },
      {
        path: API_PATHS.orderPay,
        send: sealed(order(API_PATHS.orderPay), user.token),
        base: { method: 'h5' },
        fields: { method: 'enum' },
      },
      { path: API_PATHS.orderCancel, send: sealed(order(API_PATHS.orderCancel), user.token), base: {}, fields: {} },
      {
        path: API_PATHS.dressesPurchase,
        send: sealed(API_PATHS.dressesPurchase, user.token),
        base: { dressId: 'jade', method: 'native' },
        fields: { dressId: 'slug', method: 'enum' },
      },
    ],
    url: [
      { path: API_PATHS.products, url: (v) => `${API_PATHS.products}?kind=${v}`, values: rawText, strict: false },
      {
        path: API_PATHS.orders,
        url: (v) => `${API_PATHS.orders}?cursor=${v}`,
        token: user.token,
        values: { ...rawText, ...cursors },
        strict: false,
      },
      {
        path: API_PATHS.order,
        url: (v) => API_PATHS.order.replace(':orderNo', v),
        token: user.token,
        values: rawText,
        strict: false,
      },
      {
        path: API_PATHS.dressesPurchase,
        url: (v) => `${API_PATHS.dressesPurchase}?x=${v}`,
        token: user.token,
        values: rawText,
        strict: false,
      },
    ],
    casePaths: [API_PATHS.wechatPayNotify],
    cases: () => {
      it('POST the WeChat Pay notification with bodies that are not a signed notification', async () => {
        for (const [label, { type, body }] of Object.entries(notifyBodies)) {
          const res = await t.app.inject({
            method: 'POST',
            url: API_PATHS.wechatPayNotify,
            headers: {
              'content-type': type,
              'wechatpay-signature': 'AAAA',
              'wechatpay-timestamp': '1',
              'wechatpay-nonce': 'n',
              'wechatpay-serial': 's',
            },
            payload: body,
          });
          // WeChat's protocol, not our envelope: a refusal answers FAIL so WeChat would retry.
          expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, label).toBeLessThan(500);
          if (res.statusCode !== 413) expect(JSON.parse(res.body).code, label).toBe('FAIL');
        }
      });
    },
  };
}
