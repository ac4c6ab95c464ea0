/**
 * Spec §7's dress purchase: POST /api/v2/dresses/purchase buys an official dress (the same order as
 * POST /api/v5/orders for the dress's product, answered the same way), GET lists the dresses the
 * member bought and still owns.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  createOrderResultSchema,
  dressPurchaseListSchema,
  dressPurchaseSchema,
  ok,
  okSchema,
} from '@culture/protocol';
import { dressPurchases, orders, shopProducts } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { createOrder } from './commands/create-order.js';
import type { PaymentsContext } from './payments-context.js';
import { presentOrder } from './queries/order-view.js';

const bearer = [{ bearer: [] }];

export const dressRoutes: FastifyPluginAsyncZod<{ payments: PaymentsContext }> = async (app, { payments }) => {
  app.post(
    API_PATHS.dressesPurchase,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['world', 'payments'],
        summary: 'Buy an official dress (an order for its product; pay with the answered action)',
        security: bearer,
        body: dressPurchaseSchema,
        response: { 200: okSchema(createOrderResultSchema) },
      },
    },
    async (request) => {
      // A child under 14 buys nothing until a guardian agrees (docs/privacy.md, "Children and guardians").
      await app.childLimits.assertAllowed(request.auth!.userId);
      const [product] = await payments.db
        .select({ id: shopProducts.id })
        .from(shopProducts)
        .where(eq(shopProducts.dressId, request.body.dressId));
      if (!product) throw new ApiError('productNotFound');
      const prepared = await createOrder(payments, {
        userId: request.auth!.userId,
        productId: product.id,
        method: request.body.method,
        clientIp: request.ip,
      });
      // A new order has no refund and no certificate yet: presented without reading them.
      const order = presentOrder(prepared.order, prepared.product, null, 0, null, request.locale, payments.now());
      return ok({ order, pay: prepared.pay });
    },
  );

  app.get(
    API_PATHS.dressesPurchase,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['world', 'payments'],
        summary: 'The official dresses the member bought and still owns',
        security: bearer,
        response: { 200: okSchema(dressPurchaseListSchema) },
      },
    },
    async (request) => {
      const rows = await payments.db
        .select({ dressId: dressPurchases.dressId, orderNo: orders.outTradeNo, at: dressPurchases.purchasedAt })
        .from(dressPurchases)
        .innerJoin(orders, eq(orders.id, dressPurchases.orderId))
        .where(and(eq(dressPurchases.userId, request.auth!.userId), isNull(dressPurchases.withdrawnAt)))
        .orderBy(desc(dressPurchases.purchasedAt));
      return ok({ content: rows.map((r) => ({ dressId: r.dressId, order_no: r.orderNo, purchased_at: r.at.toISOString() })) });
    },
  );
};
