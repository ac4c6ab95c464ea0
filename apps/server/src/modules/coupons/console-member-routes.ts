/**
 * The console's coupon routes around people (docs/operator-console.md, "Coupons"): a member's
 * coupons in the member record (members.read: support sees what a member holds; voiding one is
 * the coupons.manage void route), and the merchants list and removal (merchants.manage).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  memberCouponListSchema,
  memberCouponsQuerySchema,
  merchantListQuerySchema,
  merchantListSchema,
  merchantRemoveSchema,
  ok,
  okSchema,
} from '@culture/protocol';
import type { CouponService } from './coupon-service.js';

type App = Parameters<FastifyPluginAsyncZod>[0];

const security = [{ admin: [] }];

export function consoleMemberCouponRoutes(app: App, coupons: CouponService) {
  app.get(
    API_PATHS.adminMemberCoupons,
    {
      onRequest: app.requirePermission('members.read'),
      schema: {
        tags: ['operator'],
        summary: "A member's coupons, newest first, codes masked",
        security,
        querystring: memberCouponsQuerySchema,
        response: { 200: okSchema(memberCouponListSchema) },
      },
    },
    async (request) => ok(await coupons.memberCoupons(BigInt(request.query.id), request.query.cursor, request.locale)),
  );
  const merchantsManage = app.requirePermission('merchants.manage');
  app.get(
    API_PATHS.adminMerchants,
    {
      onRequest: merchantsManage,
      schema: {
        tags: ['operator'],
        summary: 'Merchants, newest first, searched by brand or phone',
        security,
        querystring: merchantListQuerySchema,
        response: { 200: okSchema(merchantListSchema) },
      },
    },
    async (request) => ok(await coupons.merchants(request.query.q, request.query.cursor)),
  );
  app.post(
    API_PATHS.adminMerchantRemove,
    {
      onRequest: merchantsManage,
      config: { plainJsonBody: true },
      schema: {
        tags: ['operator'],
        summary: 'An account is no longer a merchant: its next redeem is refused',
        security,
        body: merchantRemoveSchema,
        response: { 200: okSchema(z.null()) },
      },
    },
    async (request) => {
      const { userId } = request.body;
      await request.audited(
        (removed: { brand: string }) => ({ action: 'merchant.remove', target: `user:${userId}`, before: removed }),
        (tx) => coupons.removeMerchant(userId, tx),
      );
      return ok(null);
    },
  );
}
