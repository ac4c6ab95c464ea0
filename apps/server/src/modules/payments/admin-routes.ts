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
import { runReconciliation } from './commands/reconcile-run.js';
import { upsertProduct } from './commands/upsert-product.js';
import type { PaymentsContext } from './payments-context.js';
import { listAdminOrders, listDifferences, paymentsAttention, resolveDifferences } from './queries/admin-orders.js';

const adminSecurity = [{ admin: [] }];
type AdminRefundOutcome = z.infer<typeof adminRefundResultSchema>['outcome'];
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

  refundRoutes(app, payments, operator);
  reconciliationRoutes(app, payments, operator);
};

type App = Parameters<FastifyPluginAsyncZod>[0];
type Operator = { onRequest: ReturnType<App['requirePermission']>; config: { plainJsonBody: true } };

/** A direct refund and a decision on a member's request: the same shape, declared one way. */
function refundRoutes(app: App, payments: PaymentsContext, operator: Operator) {
  const refundRoute = <P extends z.ZodTypeAny, B extends z.ZodTypeAny>(
    url: string,
    summary: string,
    params: P,
    body: B,
    run: (params: z.infer<P>, body: z.infer<B>) => Promise<{ outRefundNo: string; outcome: AdminRefundOutcome }>,
  ) =>
    app.post(
      url,
      {
        ...operator,
        schema: { tags, summary, security: adminSecurity, params, body, response: { 200: okSchema(adminRefundResultSchema) } },
      },
      async (request) => {
        const { outRefundNo, outcome } = await run(request.params as z.infer<P>, request.body as z.infer<B>);
        return ok({ out_refund_no: outRefundNo, outcome });
      },
    );

  refundRoute(
    API_PATHS.adminOrderRefund,
    'Refund an order directly',
    orderNoParamsSchema,
    adminDirectRefundSchema,
    (params, body) => refundDirectly(payments, params.orderNo, body.reason),
  );
  refundRoute(
    API_PATHS.adminRefundDecision,
    "Approve or reject a member's refund request",
    refundNoParamsSchema,
    adminRefundDecisionSchema,
    async (params, body) => ({
      outRefundNo: params.outRefundNo,
      outcome: await decideRefund(payments, params.outRefundNo, body),
    }),
  );
}

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

/**
 * WeChat Pay down, or no bill for that day yet: the operator may try again later. The run is
 * recorded like the daily sweep's; while another node runs the day, this waits for it (reconcile.ts
 * takes the day's lock) and adds only what is new.
 */
async function reconcileOrUnavailable(payments: PaymentsContext, date: string) {
  try {
    if (!(await runReconciliation(payments, date, { again: true }))) await reconcile(payments, date);
  } catch (err) {
    if (err instanceof WechatPayError)
      throw new ApiError('paymentsUnavailable', { cause: err, details: { wechat: err.code ?? 'unreachable' } });
    throw err;
  }
}
