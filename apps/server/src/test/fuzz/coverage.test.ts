import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@culture/protocol';
import { accountRoutes } from './accounts.routes.js';
import { badgeRoutes } from './badges.routes.js';
import { consentRoutes } from './consent.routes.js';
import { couponRoutes } from './coupons.routes.js';
import { eventRoutes } from './events.routes.js';
import { guardianRoutes } from './guardian.routes.js';
import { paymentRoutes } from './payments.routes.js';
import { createFuzzWorld } from './helper.js';
import { paymentsAdminRoutes } from './payments-admin.routes.js';
import { privacyRoutes } from './privacy.routes.js';
import { opsRoutes } from './ops.routes.js';
import { supportRoutes } from './support.routes.js';
import { noticeRoutes } from './notices.routes.js';
import { worldRoutes } from './world.routes.js';

const world = await createFuzzWorld();
const areas = [
  accountRoutes,
  couponRoutes,
  badgeRoutes,
  eventRoutes,
  worldRoutes,
  paymentRoutes,
  paymentsAdminRoutes,
  opsRoutes,
  consentRoutes,
  privacyRoutes,
  supportRoutes,
  guardianRoutes,
  noticeRoutes,
].map((routesOf) => routesOf(world));

describe('fuzzing every route with hostile values', () => {
  it('covers every API path', () => {
    const fuzzed = new Set(
      areas.flatMap((area) => [
        ...area.body.map((r) => r.path),
        ...area.url.map((r) => r.path.split(' ')[0]),
        ...(area.ending ?? []),
        ...(area.casePaths ?? []),
      ]),
    );
    expect(Object.values(API_PATHS).filter((path) => !fuzzed.has(path))).toEqual([]);
  });
});
