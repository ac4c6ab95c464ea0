/**
 * Coupon routes: the holder's wallet (spec §7 h5 coupon calls), self-claims from campaign pages,
 * the operator API (coupons.manage; merchants: merchants.manage) and merchant redemption.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  couponCampaignQuerySchema,
  couponCampaignSchema,
  couponClaimRequestSchema,
  couponCodeRequestSchema,
  couponDetailRequestSchema,
  couponDetailSchema,
  couponIssueSchema,
  couponListQuerySchema,
  couponListSchema,
  couponTemplateCreateSchema,
  couponVoidSchema,
  merchantCouponSchema,
  merchantCreateSchema,
  merchantProfileSchema,
  ok,
  okSchema,
} from '@culture/protocol';
import { ApiError } from '../../lib/api-error.js';
import type { CouponCampaigns } from './coupon-campaign.js';
import type { CouponService } from './coupon-service.js';
import { consoleCouponRoutes } from './console-routes.js';

const bearer = [{ bearer: [] }];

type App = Parameters<FastifyPluginAsyncZod>[0];

export const couponRoutes: FastifyPluginAsyncZod<{
  coupons: CouponService;
  campaigns: CouponCampaigns;
}> = async (app, { coupons, campaigns }) => {
  walletRoutes(app, coupons, campaigns);
  merchantRoutes(app, coupons);
  operatorRoutes(app, coupons);
  consoleCouponRoutes(app, coupons);
};

/** The holder's wallet and self-claims from campaign pages. */
function walletRoutes(app: App, coupons: CouponService, campaigns: CouponCampaigns) {
  app.get(
    API_PATHS.couponList,
    {
      // The most called authenticated read: one statement reads the login session, the page and
      // the total (queries/list-coupons.ts; plugins/auth.ts checks the session's row).
      onRequest: app.requireUserReadingAlong,
      schema: {
        tags: ['coupons'],
        summary: "The holder's coupons, newest first",
        security: bearer,
        querystring: couponListQuerySchema,
        response: { 200: okSchema(couponListSchema) },
      },
    },
    async (request) => {
      const { status, cursor } = request.query;
      return ok(await app.readAsUser(request, (claims) => coupons.list(claims, status, cursor, request.locale)));
    },
  );

  app.post(
    API_PATHS.couponDetail,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['coupons'],
        summary: 'One coupon of the holder (data.data)',
        security: bearer,
        body: couponDetailRequestSchema,
        response: { 200: okSchema(couponDetailSchema) },
      },
    },
    async (request) => ok({ data: await coupons.detail(request.auth!.userId, request.body.customerCouponId, request.locale) }),
  );

  app.post(
    API_PATHS.couponClaim,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['coupons'],
        summary: 'Claim a campaign coupon',
        security: bearer,
        body: couponClaimRequestSchema,
        response: { 200: okSchema(z.object({ customerCouponId: z.string() })) },
      },
    },
    async (request) => ok({ customerCouponId: await coupons.claim(request.auth!.userId, request.body.templateId) }),
  );

  // Guests may ask too (a page shows sold out to everyone); "claimed" needs a logged-in person.
  app.get(
    API_PATHS.couponCampaign,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['coupons'],
        summary: "What a campaign page's claim button can do: available, claimed, soldOut or ended",
        security: bearer,
        querystring: couponCampaignQuerySchema,
        response: { 200: okSchema(couponCampaignSchema) },
      },
    },
    async (request) => ok(await campaigns.state(request.query.template, request.auth!.isGuest ? null : request.auth!.userId)),
  );
}

/** Merchants: accounts an operator made merchants of one brand. */
function merchantRoutes(app: App, coupons: CouponService) {
  async function merchantBrand(userId: bigint): Promise<string> {
    const brand = await coupons.merchantBrand(userId);
    if (!brand) throw new ApiError('notMerchant');
    return brand;
  }
  app.get(
    API_PATHS.merchantMe,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['merchant'],
        summary: "The merchant's brand, in the reader's language",
        security: bearer,
        response: { 200: okSchema(merchantProfileSchema) },
      },
    },
    async (request) => ok(await coupons.merchantBrandText(await merchantBrand(request.auth!.userId), request.locale)),
  );
  app.post(
    API_PATHS.merchantLookup,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['merchant'],
        summary: 'Look up a coupon by its code',
        security: bearer,
        body: couponCodeRequestSchema,
        response: { 200: okSchema(merchantCouponSchema) },
      },
    },
    async (request) =>
      ok(await coupons.lookup(await merchantBrand(request.auth!.userId), request.body.couponCode, request.locale)),
  );
  app.post(
    API_PATHS.merchantRedeem,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['merchant'],
        summary: 'Redeem a coupon at the counter',
        security: bearer,
        body: couponCodeRequestSchema,
        response: { 200: okSchema(merchantCouponSchema) },
      },
    },
    async (request) =>
      ok(
        await coupons.redeem(
          request.auth!.userId,
          await merchantBrand(request.auth!.userId),
          request.body.couponCode,
          request.locale,
        ),
      ),
  );
}

/** The operator API (coupons.manage; merchants: merchants.manage). */
function operatorRoutes(app: App, coupons: CouponService) {
  // Authenticated in onRequest, before the body is read or validated.
  const operator = { onRequest: app.requirePermission('coupons.manage'), config: { plainJsonBody: true } } as const;
  const adminSecurity = [{ admin: [] }];
  app.post(
    API_PATHS.adminCouponTemplates,
    {
      ...operator,
      schema: {
        tags: ['operator'],
        summary: 'Create a coupon template',
        security: adminSecurity,
        body: couponTemplateCreateSchema,
        response: { 200: okSchema(z.object({ templateId: z.number() })) },
      },
    },
    async (request) =>
      ok({
        templateId: await request.audited(
          (templateId) => ({ action: 'coupon-template.create', target: `coupon-template:${templateId}`, after: request.body }),
          (tx) => coupons.createTemplate(request.body, tx),
        ),
      }),
  );
  app.post(
    API_PATHS.adminCouponsIssue,
    {
      ...operator,
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags: ['operator'],
        summary: 'Issue coupons to users or phones',
        security: adminSecurity,
        body: couponIssueSchema,
        response: { 200: okSchema(z.object({ customerCouponIds: z.array(z.string()) })) },
      },
    },
    async (request) => {
      const { templateId } = request.body;
      const recipients = await coupons.issueRecipients(templateId, request.body.userIds ?? [], request.body.phones ?? []);
      // The audit row counts the coupons; the people are in the coupons' own rows (no phones in the log).
      const customerCouponIds = await request.audited(
        (ids: string[]) => ({ action: 'coupon.issue', target: `coupon-template:${templateId}`, after: { issued: ids.length } }),
        (tx) => coupons.issue(templateId, recipients, tx),
      );
      return ok({ customerCouponIds });
    },
  );
  app.post(
    API_PATHS.adminCouponsVoid,
    {
      ...operator,
      schema: {
        tags: ['operator'],
        summary: 'Void an unused coupon',
        security: adminSecurity,
        body: couponVoidSchema,
        response: { 200: okSchema(z.null()) },
      },
    },
    async (request) => {
      const { customerCouponId: id, reason } = request.body;
      const after = reason ? { status: 'voided', reason } : { status: 'voided' };
      await request.audited({ action: 'coupon.void', target: `coupon:${id}`, after }, (tx) => coupons.void(id, tx));
      return ok(null);
    },
  );
  app.post(
    API_PATHS.adminMerchants,
    {
      ...operator,
      onRequest: app.requirePermission('merchants.manage'),
      schema: {
        tags: ['operator'],
        summary: 'Make an account a merchant of a brand',
        security: adminSecurity,
        body: merchantCreateSchema,
        response: { 200: okSchema(z.null()) },
      },
    },
    async (request) => {
      const { userId, brandName } = request.body;
      await request.audited({ action: 'merchant.create', target: `user:${userId}`, after: { brand: brandName } }, (tx) =>
        coupons.makeMerchant(userId, brandName, tx),
      );
      return ok(null);
    },
  );
}
