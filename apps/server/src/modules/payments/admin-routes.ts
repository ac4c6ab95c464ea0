/**
 * The payments operator API (docs/payments.md, "Operator API"): products, card-holder eligibility,
 * orders, refunds and their decisions, reconciliation and what needs attention. Products and
 * eligibility need shop.manage, the rest orders.manage (app.requirePermission in onRequest). Every
 * change writes its operator's audit row in the transaction that records it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminDirectRefundSchema,
  adminEligibilityResultSchema,
  adminEligibilitySchema,
  adminOrderListQuerySchema,
  adminOrderDetailSchema,
  adminOrderListSchema,
  adminProductListSchema,
  adminProductSchema,
  adminRefundDecisionSchema,
  adminRefundRequestListSchema,
  adminRefundRequestsQuerySchema,
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
import type { AuditEntry } from '../operators/audit.js';
import { decideRefund, refundDirectly } from './commands/decide-refund.js';
import { reconcile } from './commands/reconcile.js';
import { runReconciliation } from './commands/reconcile-run.js';
import type { DecisionAudit } from './commands/start-refund.js';
import { upsertProduct } from './commands/upsert-product.js';
import type { PaymentsContext } from './payments-context.js';
import { adminOrderDetail, adminProducts } from './queries/admin-order-detail.js';
import { listAdminOrders, listDifferences, paymentsAttention, resolveDifferences } from './queries/admin-orders.js';
import { listRefundRequests } from './queries/refund-requests.js';

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
    async (request) => {
      const product = request.body;
      const { created } = await request.audited(
        ({ created, before }: Awaited<ReturnType<typeof upsertProduct>>) => ({
          action: created ? 'product.create' : 'product.update',
          target: `product:${product.id}`,
          before,
          after: product,
        }),
        (tx) => upsertProduct({ ...payments, db: tx }, product),
      );
      return ok({ created });
    },
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
    async (request) => {
      const upload = request.body;
      return ok(
        await request.audited(
          // Counts only: the phones are personal data and the codes are secrets.
          ({ added }: { added: number }) => ({
            action: 'eligibility.add',
            target: `product:${upload.product_id}`,
            after: {
              phones: upload.phones?.length ?? 0,
              codes: upload.codes?.length ?? 0,
              generated: upload.generate ?? 0,
              added,
            },
          }),
          (tx) => addEligibility({ ...payments, db: tx }, upload),
        ),
      );
    },
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

  readRoutes(app, payments, operator, shop);
  refundRoutes(app, payments, operator);
  reconciliationRoutes(app, payments, operator);
};

type App = Parameters<FastifyPluginAsyncZod>[0];
type Operator = { onRequest: ReturnType<App['requirePermission']>; config: { plainJsonBody: true } };

/** What the console reads besides the list: one order in full, and the products as operators edit them. */
function readRoutes(app: App, payments: PaymentsContext, operator: Operator, shop: Operator) {
  app.get(
    API_PATHS.adminOrder,
    {
      ...operator,
      schema: {
        tags,
        summary: 'One order with its refunds, its history and its certificate',
        security: adminSecurity,
        params: orderNoParamsSchema,
        response: { 200: okSchema(adminOrderDetailSchema) },
      },
    },
    async (request) => ok(await adminOrderDetail(payments, request.params.orderNo, request.locale)),
  );

  app.get(
    API_PATHS.adminProducts,
    {
      ...shop,
      schema: {
        tags,
        summary: 'Every product as operators edit it, with the card-holder list counts',
        security: adminSecurity,
        response: { 200: okSchema(adminProductListSchema) },
      },
    },
    async () => ok({ content: await adminProducts(payments) }),
  );
}

/** A direct refund and a decision on a member's request: the same shape, declared one way. */
function refundRoutes(app: App, payments: PaymentsContext, operator: Operator) {
  app.get(
    API_PATHS.adminRefundRequests,
    {
      ...operator,
      schema: {
        tags,
        summary: "Members' refund requests waiting for a decision, the longest waiting first",
        security: adminSecurity,
        querystring: adminRefundRequestsQuerySchema,
        response: { 200: okSchema(adminRefundRequestListSchema) },
      },
    },
    async (request) => ok(await listRefundRequests(payments, request.query.cursor)),
  );
  const refundRoute = <P extends z.ZodTypeAny, B extends z.ZodTypeAny>(
    url: string,
    summary: string,
    params: P,
    body: B,
    run: (
      params: z.infer<P>,
      body: z.infer<B>,
      audit: (entry: (outRefundNo: string) => AuditEntry) => DecisionAudit,
    ) => Promise<{ outRefundNo: string; outcome: AdminRefundOutcome }>,
  ) =>
    app.post(
      url,
      {
        ...operator,
        schema: { tags, summary, security: adminSecurity, params, body, response: { 200: okSchema(adminRefundResultSchema) } },
      },
      async (request) => {
        // The row goes in the transaction that records the decision (commands/decide-refund.ts).
        const audit =
          (entry: (outRefundNo: string) => AuditEntry): DecisionAudit =>
          (tx, no) =>
            request.audit(tx, entry(no));
        const { outRefundNo, outcome } = await run(request.params as z.infer<P>, request.body as z.infer<B>, audit);
        return ok({ out_refund_no: outRefundNo, outcome });
      },
    );

  refundRoute(
    API_PATHS.adminOrderRefund,
    'Refund an order directly',
    orderNoParamsSchema,
    adminDirectRefundSchema,
    (params, body, audit) =>
      refundDirectly(
        payments,
        params.orderNo,
        { reason: body.reason, amountFen: body.amount_fen },
        audit((no) => ({
          action: 'order.refund',
          target: `order:${params.orderNo}`,
          after: { out_refund_no: no, reason: body.reason, amount_fen: body.amount_fen ?? 'all' },
        })),
      ),
  );
  refundRoute(
    API_PATHS.adminRefundDecision,
    "Approve or reject a member's refund request",
    refundNoParamsSchema,
    adminRefundDecisionSchema,
    async (params, body, audit) => ({
      outRefundNo: params.outRefundNo,
      outcome: await decideRefund(
        payments,
        params.outRefundNo,
        body,
        audit((no) => ({
          action: body.decision === 'approve' ? 'refund.approve' : 'refund.reject',
          target: `refund:${no}`,
          before: { state: 'requested' },
          after: { state: body.decision === 'approve' ? 'processing' : 'rejected', note: body.note },
        })),
      ),
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
      const { date, resolve, note } = request.body;
      if (resolve)
        await request.audited(
          { action: 'reconciliation.resolve', target: `reconciliation:${date}`, after: { resolve, note: note ?? null } },
          (tx) => resolveDifferences({ ...payments, db: tx }, date, resolve, note ?? null),
        );
      else {
        // The run downloads WeChat Pay's bill (the daily sweep runs it too): its row follows the run.
        await reconcileOrUnavailable(payments, date);
        await request.audit(payments.db, { action: 'reconciliation.run', target: `reconciliation:${date}` });
      }
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
