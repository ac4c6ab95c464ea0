/**
 * The payments operator API (docs/payments.md, "Operator API"): products, card-holder eligibility,
 * orders, refunds and their decisions, reconciliation and what needs attention. Products and
 * eligibility need shop.manage, the rest orders.manage (app.requirePermission in onRequest).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminDirectRefundSchema,
  adminEligibilityResultSchema,
  adminEligibilitySchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminProductSchema,
  adminRefundDecisionSchema,
  adminRefundResultSchema,
  API_PATHS,
  ok,
  okSchema,
  orderNoParamsSchema,
  paymentsAttentionSchema,
  reconciliationQuerySchema,
  reconciliationRunSchema,
  reconciliationSchema,
  refundNoParamsSchema,
} from '@culture/protocol';
import { ApiError } from '../../lib/api-error.js';
import { WechatPayError } from '../../integrations/wechatpay/wechat-pay.js';
import { addEligibility } from './commands/add-eligibility.js';
import { decideRefund, refundDirectly } from './commands/decide-refund.js';
import { reconcile } from './commands/reconcile.js';
import { upsertProduct } from './commands/upsert-product.js';
import type { PaymentsContext } from './payments-context.js';
import { listAdminOrders, listDifferences, paymentsAttention, resolveDifferences } from './queries/admin-orders.js';

const adminSecurity = [{ admin: [] }];
const tags = ['operator'];

export const paymentsAdminRoutes: FastifyPluginAsyncZod<{ payments: PaymentsContext }> = async (app, { payments }) => {
  // Authenticated in onRequest, before the body is read or validated.
  const operator = { onRequest: app.requirePermission('orders.manage'), config: { plainJsonBody: true } } as const;
  const shop = { onRequest: app.requirePermission('shop.manage'), config: { plainJsonBody: true } } as const;

  app.put(
    API_PATHS.adminProducts,
    {
      ...shop,
      schema: {
        tags,
        summary: 'Create or change a product',
        security: adminSecurity,
        body: adminProductSchema,
        response: { 200: okSchema(z.object({ created: z.boolean() })) },
      },
    },
    async (request) => ok(await upsertProduct(payments, request.body)),
  );

  app.post(
    API_PATHS.adminEligibility,
    {
      ...shop,
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Add who may adopt at the card-holder price (phones, codes, or N new codes answered once)',
        security: adminSecurity,
        body: adminEligibilitySchema,
        response: { 200: okSchema(adminEligibilityResultSchema) },
      },
    },
    async (request) => ok(await addEligibility(payments, request.body)),
  );

  app.get(
    API_PATHS.adminOrders,
    {
      ...operator,
      schema: {
        tags,
        summary: 'Orders, newest first, filtered',
        security: adminSecurity,
        querystring: adminOrderListQuerySchema,
        response: { 200: okSchema(adminOrderListSchema) },
      },
    },
    async (request) => ok(await listAdminOrders(payments, request.query)),
  );

  app.post(
    API_PATHS.adminOrderRefund,
    {
      ...operator,
      schema: {
        tags,
        summary: 'Refund an order directly',
        security: adminSecurity,
        params: orderNoParamsSchema,
        body: adminDirectRefundSchema,
        response: { 200: okSchema(adminRefundResultSchema) },
      },
    },
    async (request) => {
      const { outRefundNo, outcome } = await refundDirectly(payments, request.params.orderNo, request.body.reason);
      return ok({ out_refund_no: outRefundNo, outcome });
    },
  );

  app.post(
    API_PATHS.adminRefundDecision,
    {
      ...operator,
      schema: {
        tags,
        summary: "Approve or reject a member's refund request",
        security: adminSecurity,
        params: refundNoParamsSchema,
        body: adminRefundDecisionSchema,
        response: { 200: okSchema(adminRefundResultSchema) },
      },
    },
    async (request) => {
      const outcome = await decideRefund(payments, request.params.outRefundNo, request.body);
      return ok({ out_refund_no: request.params.outRefundNo, outcome });
    },
  );

  reconciliationRoutes(app, payments, operator);
};

type App = Parameters<FastifyPluginAsyncZod>[0];
type Operator = { onRequest: ReturnType<App['requirePermission']>; config: { plainJsonBody: true } };

function reconciliationRoutes(app: App, payments: PaymentsContext, operator: Operator) {
  app.get(
    API_PATHS.adminReconciliation,
    {
      ...operator,
      schema: {
        tags,
        summary: "A day's differences with WeChat Pay's trade bill",
        security: adminSecurity,
        querystring: reconciliationQuerySchema,
        response: { 200: okSchema(reconciliationSchema) },
      },
    },
    async (request) => ok(await listDifferences(payments, request.query.date)),
  );

  app.post(
    API_PATHS.adminReconciliation,
    {
      ...operator,
      schema: {
        tags,
        summary: "Reconcile a day (download WeChat Pay's bill and compare), or mark its differences resolved",
        security: adminSecurity,
        body: reconciliationRunSchema,
        response: { 200: okSchema(reconciliationSchema) },
      },
    },
    async (request) => {
      const { date, resolve } = request.body;
      if (resolve) await resolveDifferences(payments, date, resolve);
      else await reconcileOrUnavailable(payments, date);
      return ok(await listDifferences(payments, date));
    },
  );

  app.get(
    API_PATHS.adminPaymentsAttention,
    {
      ...operator,
      schema: {
        tags,
        summary: 'Failed refunds, system refunds, waiting requests and unresolved differences',
        security: adminSecurity,
        response: { 200: okSchema(paymentsAttentionSchema) },
      },
    },
    async () => ok(await paymentsAttention(payments)),
  );
}

/** WeChat Pay down, or no bill for that day yet: the operator may try again later. */
async function reconcileOrUnavailable(payments: PaymentsContext, date: string) {
  try {
    await reconcile(payments, date);
  } catch (err) {
    if (err instanceof WechatPayError)
      throw new ApiError('paymentsUnavailable', { cause: err, details: { wechat: err.code ?? 'unreachable' } });
    throw err;
  }
}
