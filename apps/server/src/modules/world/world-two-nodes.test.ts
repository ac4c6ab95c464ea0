/**
 * Room copies across server processes (CI sets TEST_REDIS_URL; under CI it must run): visitors who
 * joined a room's instant group on one node, and places held for visitors admitted on one node,
 * fill the copy for the check call on another node; and
 * a visitor's uploaded model stored through one node is served by the other (database storage).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@culture/protocol';
import { buildApp } from '../../app.js';
import { users } from '../../db/schema.js';
import { nextId } from '../../lib/ids.js';
import { createTestApp } from '../../test/helper.js';
import type { Messaging } from '../messaging/gateway.js';
import { createAvatarService } from './avatar-service.js';
import { makeGlb } from './test-glb.js';
import { createWorldCatalog } from './world-catalog.js';
import { createModelCheckQueue } from './model-check-queue.js';
import { createModelChecker } from './model-checker.js';
import { createMemoryCounterStore } from '../../lib/rate-limit/memory-store.js';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.CI === 'true') {
  it('runs the two-node world suite under CI', () => {
    throw new Error('CI=true requires TEST_REDIS_URL for the two-node world suite');
  });
}

describe.runIf(Boolean(redisUrl))('world rooms across two nodes (Redis)', async () => {
  const ADMIN = 'world-two-nodes-admin-token-0123456789';
  const t = await createTestApp({ env: { REDIS_URL: redisUrl!, ADMIN_TOKEN: ADMIN, WORLD_VISITOR_CAP: '2' } });
  const second = await buildApp({ config: t.config, database: t.database, now: t.clock.now, logger: false });
  await second.ready();
  afterAll(() => second.close());
  const instantOn = (app: unknown) => (app as { messaging: Messaging }).messaging.instant;

  it('fills a copy seen from both nodes and opens the next one', async () => {
    // A fresh exhibition: its id (and so its group names) is unique to this run on the shared Redis.
    const L = { 'zh-CN': '双节点', 'zh-TW': '雙節點', 'en-US': 'Two nodes' };
    const created = await t.app.inject({
      method: 'POST',
      url: API_PATHS.adminVrExhibitions,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` },
      payload: JSON.stringify({ name: L, summary: L, cover: '/images/pages/joyful/papercut.svg', templateId: 'hall', works: [] }),
    });
    const { id } = created.json().data as { id: string };
    await t.app.inject({
      method: 'POST',
      url: API_PATHS.adminVrExhibitionsPublish,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` },
      payload: JSON.stringify({ id }),
    });
    const guest = await t.guestToken();
    const checkOn = async (app: typeof second) =>
      (
        await app.inject({
          method: 'POST',
          url: API_PATHS.vrExhibitionCheck.replace(':id', id),
          headers: { authorization: `Bearer ${guest}`, language: 'EN' },
        })
      ).json().data;
    try {
      await instantOn(t.app).join(`vr-${id}-1`, 1n);
      await instantOn(second).join(`vr-${id}-1`, 2n);
      expect(await checkOn(t.app)).toMatchObject({ copy: 2, group: `vr-${id}-2`, visitors: 0 });
      expect(await checkOn(second)).toMatchObject({ copy: 2, group: `vr-${id}-2`, visitors: 0 });
      await instantOn(second).quit(`vr-${id}-1`, 1n);
      expect(await checkOn(t.app)).toMatchObject({ copy: 1, visitors: 1 });
      // That visitor now holds copy 1's last place on every node: another visitor, checking on the
      // other node before the first one's room has loaded, goes to copy 2.
      const otherGuest = await t.guestToken();
      const answer = await second.inject({
        method: 'POST',
        url: API_PATHS.vrExhibitionCheck.replace(':id', id),
        headers: { authorization: `Bearer ${otherGuest}`, language: 'EN' },
      });
      expect(answer.json().data).toMatchObject({ copy: 2 });
    } finally {
      await instantOn(t.app).quit(`vr-${id}-1`, 1n);
      await instantOn(t.app).quit(`vr-${id}-1`, 2n);
    }
  });

  it('serves a model uploaded through the other node', async () => {
    // A member written straight to the database: SMS login's limits live in the shared Redis and
    // count per address, so logging in here would make reruns (and other Redis suites) flaky.
    const userId = nextId();
    await t.database.db.insert(users).values({ id: userId, isGuest: false });
    const avatars = createAvatarService({
      db: t.database.db,
      now: t.clock.now,
      serverSecret: t.config.jwtSecret,
      catalog: createWorldCatalog({ assetBaseUrl: '/world/' }),
      // Only its upload link is used: the upload itself goes through the app's own service.
      uploads: createModelCheckQueue({ workers: 0, maxWaiting: 0, deadlineMs: 1000, run: createModelChecker().check }),
      counters: createMemoryCounterStore(),
    });
    const link = avatars.uploadLink(userId, userId);
    const model = makeGlb({ triangles: 12 });
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: link.uploadUrl,
      headers: { 'content-type': 'model/gltf-binary' },
      payload: model,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const served = await second.inject({ method: 'GET', url: uploaded.json().data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(model)).toBe(true);
  });
});
