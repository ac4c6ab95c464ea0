/**
 * Members' payment routes (docs/payments.md): products priced for the viewer (public), creating an
 * order and its pay action, the member's orders, one order (asking WeChat Pay while it is unpaid,
 * for the result page), a new pay action, and cancelling an unpaid order.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  createOrderResultSchema,
  createOrderSchema,
  ok,
  okSchema,
  orderListQuerySchema,
  orderListSchema,
  orderNoParamsSchema,
  orderViewSchema,
  productListQuerySchema,
  productListSchema,
  repayOrderSchema,
  type Locale,
  type OrderView,
} from '@culture/protocol';
import { cancelOrder } from './commands/cancel-order.js';
import { checkOrder, RESULT_CHECK_INTERVAL_MS } from './commands/check-order.js';
import { createOrder } from './commands/create-order.js';
import type { OrderRow } from './commands/order-rows.js';
import { repayOrder } from './commands/repay-order.js';
import type { PaymentsContext } from './payments-context.js';
import { listOrders } from './queries/list-orders.js';
import { findBuyersOrder, presentOrder, presentOrders } from './queries/order-view.js';
import { listProducts } from './queries/products.js';

const bearer = [{ bearer: [] }];

export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentsContext }> = async (app, { payments }) => {
  const view: View = async (order, locale) => (await presentOrders(payments.db, [order], locale, payments.now()))[0]!;

  app.get(
    API_PATHS.products,
    {
      onRequest: app.optionalViewer,
      schema: {
        tags: ['payments'],
        summary: 'What can be bought, priced for the person looking',
        querystring: productListQuerySchema,
        response: { 200: okSchema(productListSchema) },
      },
    },
    async (request) => ok({ content: await listProducts(payments.db, request.viewerId, request.query.kind, request.locale) }),
  );

  app.post(
    API_PATHS.orders,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Create an order and get what the browser does to pay it',
        security: bearer,
        body: createOrderSchema,
        response: { 200: okSchema(createOrderResultSchema) },
      },
    },
    async (request) => {
      // A child under 14 buys nothing until a guardian agrees (docs/privacy.md, "Children and guardians").
      await app.childLimits.assertAllowed(request.auth!.userId);
      const { product_id: productId, method, code } = request.body;
      const prepared = await createOrder(payments, {
        userId: request.auth!.userId,
        productId,
        method,
        code,
        clientIp: request.ip,
      });
      // A new order has no refund and no certificate yet: presented without reading them.
      const order = presentOrder(prepared.order, prepared.product, null, 0, null, request.locale, payments.now());
      return ok({ order, pay: prepared.pay });
    },
  );

  orderRoutes(app, payments, view);
};

type App = Parameters<FastifyPluginAsyncZod>[0];
type View = (order: OrderRow, locale: Locale) => Promise<OrderView>;

/** The member's orders: the list, one order (asking WeChat Pay while unpaid), a new pay action, cancel. */
function orderRoutes(app: App, payments: PaymentsContext, view: View) {
  app.get(
    API_PATHS.orders,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: "The member's orders, newest first",
        security: bearer,
        querystring: orderListQuerySchema,
        response: { 200: okSchema(orderListSchema) },
      },
    },
    async (request) => ok(await listOrders(payments, request.auth!.userId, request.query.cursor, request.locale)),
  );

  app.get(
    API_PATHS.order,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'One order as the server knows it (asks WeChat Pay while it is unpaid)',
        security: bearer,
        params: orderNoParamsSchema,
        response: { 200: okSchema(orderViewSchema) },
      },
    },
    async (request) => {
      const userId = request.auth!.userId;
      let order = await findBuyersOrder(payments.db, userId, request.params.orderNo);
      // The browser's "paid" is never trusted: the result page polls here and the server asks WeChat.
      if (await checkOrder(payments, order, RESULT_CHECK_INTERVAL_MS, 'query')) {
        order = await findBuyersOrder(payments.db, userId, request.params.orderNo);
      }
      return ok(await view(order, request.locale));
    },
  );

  app.post(
    API_PATHS.orderPay,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'A new pay action for an order still unpaid',
        security: bearer,
        params: orderNoParamsSchema,
        body: repayOrderSchema,
        response: { 200: okSchema(createOrderResultSchema) },
      },
    },
    async (request) => {
      await app.childLimits.assertAllowed(request.auth!.userId);
      const prepared = await repayOrder(payments, request.auth!.userId, request.params.orderNo, request.body.method, request.ip);
      return ok({ order: await view(prepared.order, request.locale), pay: prepared.pay });
    },
  );

  app.post(
    API_PATHS.orderCancel,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Cancel an unpaid order (closed at WeChat Pay too)',
        security: bearer,
        params: orderNoParamsSchema,
        response: { 200: okSchema(orderViewSchema) },
      },
    },
    async (request) => ok(await view(await cancelOrder(payments, request.auth!.userId, request.params.orderNo), request.locale)),
  );
}
