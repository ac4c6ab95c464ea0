/**
 * A member asks for a refund of their order (docs/payments.md, "Refunds"): within the product's
 * window, for a fulfilled order whose grant is intact; an operator then decides.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS, ok, okSchema, orderNoParamsSchema, requestRefundSchema } from '@culture/protocol';
import { requestRefund } from './commands/request-refund.js';
import type { PaymentsContext } from './payments-context.js';

export const memberRefundRoutes: FastifyPluginAsyncZod<{ payments: PaymentsContext }> = async (app, { payments }) => {
  app.post(
    API_PATHS.orderRefund,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Ask for a refund of my order (an operator decides)',
        security: [{ bearer: [] }],
        params: orderNoParamsSchema,
        body: requestRefundSchema,
        response: { 200: okSchema(z.object({ out_refund_no: z.string() })) },
      },
    },
    async (request) => {
      const { outRefundNo } = await requestRefund(payments, request.auth!.userId, request.params.orderNo, request.body.reason);
      return ok({ out_refund_no: outRefundNo });
    },
  );
};
