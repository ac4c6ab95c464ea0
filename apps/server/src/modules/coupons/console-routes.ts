/**
 * The console's coupon routes (docs/operator-console.md, "Coupons"; coupons.manage): the paged
 * list of templates, and issuing a template from a CSV of phones or member ids, previewed first.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  couponCsvIssueRequestSchema,
  couponCsvIssueResultSchema,
  couponCsvPreviewRequestSchema,
  couponCsvPreviewSchema,
  couponTemplateListQuerySchema,
  couponTemplateListSchema,
  COUPON_CSV_MAX_CHARS,
  ok,
  okSchema,
} from '@culture/protocol';
import type { CouponService } from './coupon-service.js';

type App = Parameters<FastifyPluginAsyncZod>[0];

const security = [{ admin: [] }];
// A JSON string of the largest CSV, every character escaped at worst as \uXXXX is not expected:
// twice the characters and the envelope's few fields.
const csvBodyLimit = 2 * COUPON_CSV_MAX_CHARS + 64 * 1024;

export function consoleCouponRoutes(app: App, coupons: CouponService) {
  const permission = app.requirePermission('coupons.manage');
  app.get(
    API_PATHS.adminCouponTemplates,
    {
      onRequest: permission,
      schema: {
        tags: ['operator'],
        summary: 'Coupon templates, newest first, a page at a time',
        security,
        querystring: couponTemplateListQuerySchema,
        response: { 200: okSchema(couponTemplateListSchema) },
      },
    },
    async (request) => ok(await coupons.templates(request.query.cursor, request.locale)),
  );
  app.post(
    API_PATHS.adminCouponsCsvPreview,
    {
      onRequest: permission,
      config: { plainJsonBody: true },
      bodyLimit: csvBodyLimit,
      schema: {
        tags: ['operator'],
        summary: 'What issuing a template to the rows of a CSV would do; writes nothing',
        security,
        body: couponCsvPreviewRequestSchema,
        response: { 200: okSchema(couponCsvPreviewSchema) },
      },
    },
    async (request) => ok(await coupons.previewCsv(request.body)),
  );
  app.post(
    API_PATHS.adminCouponsCsvIssue,
    {
      onRequest: permission,
      config: { plainJsonBody: true },
      bodyLimit: csvBodyLimit,
      schema: {
        tags: ['operator'],
        summary: 'Issue a template to the issuable rows of a CSV, once per batch id',
        security,
        body: couponCsvIssueRequestSchema,
        response: { 200: okSchema(couponCsvIssueResultSchema) },
      },
    },
    async (request) => {
      const { templateId, csv, batchId } = request.body;
      const result = await request.audited(
        (done: Awaited<ReturnType<CouponService['commitCsv']>>) => ({
          action: 'coupon.issue-csv',
          target: `coupon-template:${templateId}`,
          after: { batchId, rows: done.rows, issued: done.issued, counts: done.counts, replayed: done.replayed },
        }),
        (tx) => coupons.commitCsv({ templateId, csv, batchId }, request.auditContext().actor, tx),
      );
      return ok(result);
    },
  );
}
