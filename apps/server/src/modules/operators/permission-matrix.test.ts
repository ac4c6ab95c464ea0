/**
 * THE PERMISSION MATRIX (docs/operator-console.md, "Roles"): every `/api/admin/…` and `/api/ops/…`
 * route the app registers, read from the app's own route list (so a new route cannot be missed),
 * against every role and every API-key scope, allowed or refused as OPS_ROLE_PERMISSIONS says.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { OPS_PATHS, OPS_PERMISSIONS, OPS_ROLE_PERMISSIONS, OPS_ROLES, API_PATHS, type OpsPermission } from '@culture/protocol';
import type { OperatorRoute } from './operator-auth.js';
import { createTestApp } from '../../test/helper.js';
import { createOperator, signIn } from '../../test/operators.js';
import { createApiKeyService } from './api-key-service.js';

/** What each route needs, written out: a route added or moved must be added or moved here too. */
const EXPECTED: Record<string, OperatorRoute['needs']> = {
  [`POST ${OPS_PATHS.sessionPassword}`]: null,
  [`POST ${OPS_PATHS.sessionSecondFactor}`]: null,
  [`GET ${OPS_PATHS.session}`]: 'signed-in',
  [`DELETE ${OPS_PATHS.session}`]: 'signed-in',
  [`POST ${OPS_PATHS.recoveryCodes}`]: 'signed-in',
  [`POST ${OPS_PATHS.passwordChange}`]: 'signed-in',
  [`GET ${OPS_PATHS.operators}`]: 'operators.manage',
  [`POST ${OPS_PATHS.operators}`]: 'operators.manage',
  [`PATCH ${OPS_PATHS.operator}`]: 'operators.manage',
  [`POST ${OPS_PATHS.operatorResetSecondFactor}`]: 'operators.manage',
  [`POST ${OPS_PATHS.operatorResetPassword}`]: 'operators.manage',
  [`GET ${OPS_PATHS.apiKeys}`]: 'apiKeys.manage',
  [`POST ${OPS_PATHS.apiKeys}`]: 'apiKeys.manage',
  [`DELETE ${OPS_PATHS.apiKey}`]: 'apiKeys.manage',
  [`GET ${OPS_PATHS.audit}`]: 'audit.read',
  [`GET ${OPS_PATHS.auditExport}`]: 'audit.read',
  [`GET ${OPS_PATHS.dashboard}`]: 'dashboard.read',
  [`POST ${API_PATHS.adminLegalVersions}`]: 'content.edit',
  [`POST ${API_PATHS.adminCouponTemplates}`]: 'coupons.manage',
  [`POST ${API_PATHS.adminCouponsIssue}`]: 'coupons.manage',
  [`POST ${API_PATHS.adminCouponsVoid}`]: 'coupons.manage',
  [`GET ${API_PATHS.adminCouponTemplates}`]: 'coupons.manage',
  [`GET ${API_PATHS.adminCouponTemplate}`]: 'coupons.manage',
  [`POST ${API_PATHS.adminCouponTemplateEdit}`]: 'coupons.manage',
  [`POST ${API_PATHS.adminCouponTemplateClaiming}`]: 'coupons.manage',
  [`POST ${API_PATHS.adminCouponsCsvPreview}`]: 'coupons.manage',
  [`POST ${API_PATHS.adminCouponsCsvIssue}`]: 'coupons.manage',
  [`POST ${API_PATHS.adminMerchants}`]: 'merchants.manage',
  [`GET ${API_PATHS.adminMerchants}`]: 'merchants.manage',
  [`POST ${API_PATHS.adminMerchantRemove}`]: 'merchants.manage',
  [`GET ${API_PATHS.adminMemberCoupons}`]: 'members.read',
  [`GET ${API_PATHS.adminMembers}`]: 'members.read',
  [`GET ${API_PATHS.adminMemberRecord}`]: 'members.read',
  [`POST ${API_PATHS.adminMemberDisable}`]: 'members.manage',
  [`POST ${API_PATHS.adminMemberEnable}`]: 'members.manage',
  [`POST ${API_PATHS.adminMemberUnmute}`]: 'members.manage',
  [`POST ${API_PATHS.adminMemberDeletion}`]: 'members.manage',
  [`GET ${API_PATHS.adminReports}`]: 'support.handle',
  [`POST ${API_PATHS.adminReportResolve}`]: 'support.handle',
  [`GET ${API_PATHS.adminRightsRequests}`]: 'support.handle',
  [`POST ${API_PATHS.adminRightsAnswer}`]: 'support.handle',
  [`POST ${API_PATHS.adminNotices}`]: 'members.manage',
  [`POST ${API_PATHS.adminContentPages}`]: 'content.edit',
  [`GET ${API_PATHS.adminContentPages}`]: 'content.edit',
  [`GET ${API_PATHS.adminContentPage}`]: 'content.edit',
  [`POST ${API_PATHS.adminContentDraft}`]: 'content.edit',
  [`POST ${API_PATHS.adminContentPublish}`]: 'content.edit',
  [`GET ${API_PATHS.adminContentVersions}`]: 'content.edit',
  [`POST ${API_PATHS.adminContentRestore}`]: 'content.edit',
  [`GET ${API_PATHS.adminContentPreview}`]: 'content.edit',
  [`POST ${API_PATHS.adminEquityBrands}`]: 'content.edit',
  [`GET ${API_PATHS.adminEquityBrands}`]: 'content.edit',
  [`GET ${API_PATHS.adminEquityBrand}`]: 'content.edit',
  [`POST ${API_PATHS.adminEquityBrandDraft}`]: 'content.edit',
  [`POST ${API_PATHS.adminEquityBrandPublish}`]: 'content.edit',
  [`GET ${API_PATHS.adminEquityBrandVersions}`]: 'content.edit',
  [`POST ${API_PATHS.adminEquityBrandRestore}`]: 'content.edit',
  [`GET ${API_PATHS.adminEquityBrandPreview}`]: 'content.edit',
  [`POST ${API_PATHS.adminEquityBrandCreate}`]: 'content.edit',
  [`POST ${API_PATHS.adminBadgeEvents}`]: 'events.manage',
  [`POST ${API_PATHS.adminBadgeEventsEdit}`]: 'events.manage',
  [`POST ${API_PATHS.adminBadgeEventsOpen}`]: 'events.manage',
  [`POST ${API_PATHS.adminBadgeEventsClose}`]: 'events.manage',
  [`POST ${API_PATHS.adminBadgeClaimCodes}`]: 'events.manage',
  [`GET ${API_PATHS.adminBadgeCounts}`]: 'events.manage',
  [`GET ${API_PATHS.adminBadgeEvents}`]: 'events.manage',
  [`GET ${API_PATHS.adminBadgeEvent}`]: 'events.manage',
  [`GET ${API_PATHS.adminEventSessions}`]: 'events.manage',
  [`GET ${API_PATHS.adminEventAttendance}`]: 'events.manage',
  [`POST ${API_PATHS.adminEventSessionsEdit}`]: 'events.manage',
  [`POST ${API_PATHS.adminBadgeNfcTags}`]: 'events.manage',
  [`POST ${API_PATHS.adminBadgeKioskTokens}`]: 'events.manage',
  [`POST ${API_PATHS.adminEventStaff}`]: 'events.manage',
  [`POST ${API_PATHS.adminEventStaffRemove}`]: 'events.manage',
  [`POST ${API_PATHS.adminEventSessions}`]: 'events.manage',
  [`GET ${API_PATHS.adminVrExhibitions}`]: 'world.manage',
  [`POST ${API_PATHS.adminVrExhibitions}`]: 'world.manage',
  [`POST ${API_PATHS.adminVrExhibitionsEdit}`]: 'world.manage',
  [`POST ${API_PATHS.adminVrExhibitionsPublish}`]: 'world.manage',
  [`POST ${API_PATHS.adminVrExhibitionsUnpublish}`]: 'world.manage',
  [`GET ${API_PATHS.adminVrDresses}`]: 'world.manage',
  [`POST ${API_PATHS.adminVrDresses}`]: 'world.manage',
  [`POST ${API_PATHS.adminVrDressesPrice}`]: 'world.manage',
  [`GET ${API_PATHS.adminProducts}`]: 'shop.manage',
  [`PUT ${API_PATHS.adminProducts}`]: 'shop.manage',
  [`POST ${API_PATHS.adminEligibility}`]: 'shop.manage',
  [`GET ${API_PATHS.adminOrders}`]: 'orders.manage',
  [`GET ${API_PATHS.adminOrder}`]: 'orders.manage',
  [`POST ${API_PATHS.adminOrderRefund}`]: 'orders.manage',
  [`POST ${API_PATHS.adminRefundDecision}`]: 'orders.manage',
  [`GET ${API_PATHS.adminRefundRequests}`]: 'orders.manage',
  [`GET ${API_PATHS.adminReconciliation}`]: 'orders.manage',
  [`POST ${API_PATHS.adminReconciliation}`]: 'orders.manage',
  [`GET ${API_PATHS.adminPaymentsAttention}`]: 'orders.manage',
};

let routes: OperatorRoute[] = [];
const ADMIN_TOKEN = 'matrix-legacy-admin-token-0123456789';
const t = await createTestApp({
  env: { ADMIN_TOKEN },
  extend: (scope: FastifyInstance) => {
    routes = scope.operatorRoutes;
  },
});
const key = (route: OperatorRoute) => `${route.method} ${route.url}`;
const urlOf = (route: OperatorRoute) => route.url.replace(/:[A-Za-z]+/g, '0');
const guarded = () => routes.filter((route) => route.needs !== null && route.needs !== 'signed-in');

function call(route: OperatorRoute, headers: Record<string, string>) {
  const body =
    route.method === 'GET' || route.method === 'DELETE'
      ? {}
      : { payload: '{}', headers: { 'content-type': 'application/json', ...headers } };
  return t.app.inject({ method: route.method as 'GET', url: urlOf(route), headers, ...body });
}

/** Allowed: anything but the two refusals (the route's own checks then answer, e.g. 400 for `{}`). */
async function expectDecision(route: OperatorRoute, headers: Record<string, string>, allowed: boolean, who: string) {
  const res = await call(route, headers);
  if (allowed) expect([401, 403], `${who} ${key(route)}: ${res.body}`).not.toContain(res.statusCode);
  else {
    expect(res.statusCode, `${who} ${key(route)}`).toBe(403);
    expect(res.json().code, `${who} ${key(route)}`).toBe(40380);
  }
  expect(res.statusCode, `${who} ${key(route)}: ${res.body}`).toBeLessThan(500);
}

describe('the permission matrix', () => {
  it('knows every operator route the app serves, and each asks what the table says', () => {
    expect(Object.fromEntries(routes.map((route) => [key(route), route.needs]))).toEqual(EXPECTED);
  });

  it.each(OPS_ROLES)('role %s: allowed exactly what OPS_ROLE_PERMISSIONS grants', async (role) => {
    await createOperator(t, `role-${role}`, [role]);
    const session = await signIn(t, `role-${role}`);
    const headers = { cookie: `ops_session=${session.cookie}`, 'x-csrf-token': session.csrf };
    for (const route of guarded()) {
      await expectDecision(route, headers, OPS_ROLE_PERMISSIONS[role].includes(route.needs as OpsPermission), role);
    }
  });

  it.each(OPS_PERMISSIONS)('API key scoped to %s: allowed exactly its routes', async (scope) => {
    const { secret } = await createApiKeyService({ db: t.database.db, now: t.clock.now }).create(
      { actor: null, actorName: 'test', ip: null, at: new Date(t.clock.now()) },
      (await createOperator(t, `keymaker-${scope.replace('.', '-').toLowerCase()}`, ['owner'])).id as unknown as number,
      scope,
      [scope],
    );
    for (const route of guarded()) {
      await expectDecision(route, { authorization: `Bearer ${secret}` }, route.needs === scope, `key ${scope}`);
    }
  });

  it('refuses every guarded route with 40180 when no one is signed in or the key is unknown', async () => {
    for (const route of [...guarded(), ...routes.filter((r) => r.needs === 'signed-in')]) {
      for (const headers of [{}, { authorization: 'Bearer ops_not-a-key' }, { cookie: 'ops_session=unknown' }]) {
        const res = await call(route, headers);
        expect(res.statusCode, key(route)).toBe(401);
        expect(res.json().code, key(route)).toBe(40180);
      }
    }
  });

  it('accepts the legacy ADMIN_TOKEN on every guarded route', async () => {
    for (const route of guarded()) await expectDecision(route, { authorization: `Bearer ${ADMIN_TOKEN}` }, true, 'ADMIN_TOKEN');
  });
});
