/**
 * The console's coupon routes (docs/operator-console.md, "Coupons"; coupons.manage): the paged
 * list of templates, one template's edit, restock and stop/resume, and issuing a template from a CSV of phones or member ids, previewed first.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  couponCsvIssueRequestSchema,
  couponCsvIssueResultSchema,
  couponCsvPreviewRequestSchema,
  couponCsvPreviewSchema,
  couponTemplateClaimingSchema,
  couponTemplateEditableSchema,
  couponTemplateEditSchema,
  couponTemplateListQuerySchema,
  couponTemplateQuerySchema,
  couponTemplateListSchema,
  COUPON_CSV_MAX_CHARS,
  ok,
  okSchema,
} from '@culture/protocol';
import { consoleMemberCouponRoutes } from './console-member-routes.js';
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
    async (request) => ok(await coupons.templates(request.query.cursor, request.locale, request.query.q || undefined)),
  );
  templateEditRoutes(app, coupons, permission);
  consoleMemberCouponRoutes(app, coupons);
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

/** One template for the edit form, its edit (texts, validity, stock, limit) and stop/resume. */
function templateEditRoutes(app: App, coupons: CouponService, permission: ReturnType<App['requirePermission']>) {
  app.get(
    API_PATHS.adminCouponTemplate,
    {
      onRequest: permission,
      schema: {
        tags: ['operator'],
        summary: 'One coupon template, its texts in the three languages',
        security,
        querystring: couponTemplateQuerySchema,
        response: { 200: okSchema(couponTemplateEditableSchema) },
      },
    },
    async (request) => ok(await coupons.editableTemplate(Number(request.query.id))),
  );
  app.post(
    API_PATHS.adminCouponTemplateEdit,
    {
      onRequest: permission,
      config: { plainJsonBody: true },
      schema: {
        tags: ['operator'],
        summary: 'Edit or restock a coupon template (stock never below what is issued)',
        security,
        body: couponTemplateEditSchema,
        response: { 200: okSchema(z.null()) },
      },
    },
    async (request) => {
      const target = `coupon-template:${request.body.templateId}`;
      await request.audited(
        (change: Awaited<ReturnType<CouponService['editTemplate']>>) => ({ action: 'coupon-template.edit', target, ...change }),
        (tx) => coupons.editTemplate(request.body, tx),
      );
      return ok(null);
    },
  );
  app.post(
    API_PATHS.adminCouponTemplateClaiming,
    {
      onRequest: permission,
      config: { plainJsonBody: true },
      schema: {
        tags: ['operator'],
        summary: "Stop or resume members' claims of a template; held coupons are kept",
        security,
        body: couponTemplateClaimingSchema,
        response: { 200: okSchema(z.null()) },
      },
    },
    async (request) => {
      const { templateId, claimable } = request.body;
      await request.audited(
        (change: Awaited<ReturnType<CouponService['setClaiming']>>) => ({
          action: claimable ? 'coupon-template.resume' : 'coupon-template.stop',
          target: `coupon-template:${templateId}`,
          ...change,
        }),
        (tx) => coupons.setClaiming(templateId, claimable, tx),
      );
      return ok(null);
    },
  );
}
