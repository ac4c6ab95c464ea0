/** Refunds, certificates and the payments operator API: the routes the fuzz suite walks. */
import { it } from 'vitest';
import { API_PATHS } from '@culture/protocol';
import {
  ALL,
  cursors,
  expectEnvelope,
  expectRefused,
  jsonText,
  MUST_REFUSE,
  rawText,
  withField,
  type AreaRoutes,
  type FieldKind,
  type FuzzWorld,
} from './helper.js';

const L = (text: string) => ({ 'zh-CN': text, 'zh-TW': text, 'en-US': text });
const ORDER = 'CP1234567';
const NULLABLE = new Set(['member_price_fen', 'supply', 'dress_id']);
const REFUND = 'RF1234567';

export function paymentsAdminRoutes({ t, user, operator, sealed, plain }: FuzzWorld): AreaRoutes {
  const adminToken = operator.authorization.slice('Bearer '.length);
  const product = {
    id: 'fuzz-adoption',
    kind: 'pocket-adoption',
    name: L('Adopt'),
    description: L('Six hours'),
    image: '/images/pocket.png',
    price_fen: 2000,
    member_price_fen: 100,
    supply: 50,
    on_sale: false,
    refund_days: 7,
    dress_id: null,
  };
  const productFields: Record<string, FieldKind> = {
    id: 'slug',
    kind: 'enum',
    'name.en-US': 'text',
    image: 'image',
    price_fen: 'int',
    member_price_fen: 'int',
    supply: 'int',
    on_sale: 'bool',
    refund_days: 'int',
    dress_id: 'slug',
  };
  const query = (path: string, param: string, strict: boolean, values: Record<string, string> = rawText) => ({
    path: `${path} ${param}`,
    url: (v: string) => `${path}?${param}=${v}`,
    token: adminToken,
    values,
    strict,
  });
  return {
    body: [
      {
        path: API_PATHS.orderRefund,
        send: sealed(API_PATHS.orderRefund.replace(':orderNo', ORDER), user.token),
        base: { reason: 'changed my mind' },
        fields: { reason: 'text' },
      },
      {
        path: API_PATHS.adminEligibility,
        send: plain(API_PATHS.adminEligibility),
        base: { product_id: 'fuzz-adoption', phones: ['+8613800139555'], codes: ['FUZZ-0001'], generate: 1 },
        fields: { product_id: 'slug', phones: 'array', 'phones.0': 'phone', codes: 'array', 'codes.0': 'text', generate: 'int' },
      },
      {
        path: API_PATHS.adminOrderRefund,
        send: plain(API_PATHS.adminOrderRefund.replace(':orderNo', ORDER)),
        base: { reason: 'damaged', amount_fen: 100 },
        fields: { reason: 'text', amount_fen: 'int' },
      },
      {
        path: API_PATHS.adminRefundDecision,
        send: plain(API_PATHS.adminRefundDecision.replace(':outRefundNo', REFUND)),
        base: { decision: 'reject', note: 'checked' },
        fields: { decision: 'enum', note: 'text' },
      },
      {
        path: API_PATHS.adminReconciliation,
        send: plain(API_PATHS.adminReconciliation),
        base: { date: '2026-11-20', resolve: ['1'], note: 'bank fee' },
        fields: { date: 'date', resolve: 'array', 'resolve.0': 'id', note: 'text' },
      },
    ],
    url: [
      query(API_PATHS.adminOrders, 'state', true),
      // A numeric string is a fine product id: not strict.
      query(API_PATHS.adminOrders, 'product', false),
      query(API_PATHS.adminOrders, 'phone', true),
      query(API_PATHS.adminOrders, 'date', true),
      query(API_PATHS.adminOrders, 'cursor', true, { ...rawText, ...cursors }),
      query(API_PATHS.adminOrders, 'from', true),
      query(API_PATHS.adminOrders, 'to', true),
      // A large number is a fine member id (nobody's): not strict.
      query(API_PATHS.adminOrders, 'user_id', false),
      // Hostile values are either not an order number (400) or an empty page.
      query(API_PATHS.adminOrders, 'order_no', false),
      // Hostile order numbers are either not one (400) or nobody's (404).
      {
        path: API_PATHS.adminOrder,
        url: (v) => API_PATHS.adminOrder.replace(':orderNo', v),
        token: adminToken,
        values: rawText,
        strict: true,
      },
      {
        path: API_PATHS.adminProducts,
        url: (v) => `${API_PATHS.adminProducts}?x=${v}`,
        token: adminToken,
        values: rawText,
        strict: false,
      },
      query(API_PATHS.adminReconciliation, 'date', true),
      query(API_PATHS.adminRefundRequests, 'cursor', true, { ...rawText, ...cursors }),
      {
        path: API_PATHS.adminPaymentsAttention,
        url: (v) => `${API_PATHS.adminPaymentsAttention}?x=${v}`,
        token: adminToken,
        values: rawText,
        strict: false,
      },
      {
        path: API_PATHS.certificates,
        url: (v) => `${API_PATHS.certificates}?x=${v}`,
        token: user.token,
        values: rawText,
        strict: false,
      },
      // Hostile codes are either not a code (400) or no certificate's (404).
      { path: API_PATHS.certificate, url: (v) => API_PATHS.certificate.replace(':code', v), values: rawText, strict: true },
    ],
    casePaths: [API_PATHS.adminProducts],
    cases: () => {
      it(`PUT ${API_PATHS.adminProducts} with hostile values`, async () => {
        const put = (body: unknown) =>
          t.app.inject({
            method: 'PUT',
            url: API_PATHS.adminProducts,
            headers: { 'content-type': 'application/json', ...operator },
            payload: jsonText(body),
          });
        for (const [field, kind] of [['', 'object'] as const, ...Object.entries(productFields)]) {
          for (const [label, value] of Object.entries(ALL)) {
            const what = `${API_PATHS.adminProducts} ${field || 'body'} = ${label}`;
            const res = await put(withField(product, field, value));
            expectEnvelope(res, what);
            // null is a real value of these (no card-holder price, no limit, not a dress).
            if (label === 'null' && NULLABLE.has(field)) continue;
            if (MUST_REFUSE[kind as FieldKind].includes(label)) expectRefused(res, what);
          }
        }
      });

      it('hostile order and refund numbers in the path', async () => {
        for (const [label, value] of Object.entries(rawText)) {
          const member = await sealed(API_PATHS.orderRefund.replace(':orderNo', value), user.token)({ reason: 'x' });
          expectEnvelope(member, `${API_PATHS.orderRefund} orderNo = ${label}`);
          expectRefused(member, `${API_PATHS.orderRefund} orderNo = ${label}`);
          const direct = await plain(API_PATHS.adminOrderRefund.replace(':orderNo', value))({ reason: 'x' });
          expectRefused(direct, `${API_PATHS.adminOrderRefund} orderNo = ${label}`);
          const decision = await plain(API_PATHS.adminRefundDecision.replace(':outRefundNo', value))({
            decision: 'reject',
            note: '',
          });
          expectRefused(decision, `${API_PATHS.adminRefundDecision} outRefundNo = ${label}`);
        }
      });
    },
  };
}
