/**
 * Room copies across server processes (CI sets TEST_REDIS_URL; under CI it must run): visitors who
 * joined a room's instant group on one node, and places held for visitors admitted on one node,
 * fill the copy for the check call on another node; and
 * a visitor's uploaded model stored through one node is served by the other (database storage).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS, messagingPaths } from '@culture/protocol';
import { buildApp } from '../../app.js';
import { randomUUID } from 'node:crypto';
import { sessions, users } from '../../db/schema.js';
import { signToken } from '../../lib/jwt.js';
import { nextId } from '../../lib/ids.js';
import { createTestApp } from '../../test/helper.js';
import type { Messaging } from '../messaging/gateway.js';
import { ChatTestClient } from '../../test/chat-test-client.js';
import { createAvatarService } from './avatar-service.js';
import { makeGlb } from '../../test/test-glb.js';
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

  it('admits to a copy on either node only with a place, and never past the cap across nodes', async () => {
    // Members written straight to the database with a session of their own (no SMS: its limits
    // live in the shared Redis, see below).
    const login = async () => {
      const userId = nextId();
      await t.database.db.insert(users).values({ id: userId, isGuest: false });
      const sid = randomUUID();
      const at = t.clock.now();
      await t.database.db
        .insert(sessions)
        .values({ id: sid, userId, kind: 'phone', createdAt: new Date(at), expiresAt: new Date(at + 3_600_000) });
      const iat = Math.floor(at / 1000);
      const token = await signToken({ sub: userId.toString(), sid, iat, exp: iat + 3600 }, t.config.jwtSecret);
      const imToken = (await t.get(API_PATHS.me, { token })).json().data.im_user_token as string;
      return { userId: userId.toString(), token, imToken };
    };
    const people = [await login(), await login(), await login(), await login()];
    // The first person's personal room: unique to this run on the shared Redis (a fresh user id).
    const room = people[0]!.userId;
    const bases = [
      (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws'),
      (await second.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws'),
    ];
    const apps = [t.app, second];
    const clients = await Promise.all(
      people.map((p, i) => ChatTestClient.open(`${bases[i % 2]}${messagingPaths.socket}?token=${encodeURIComponent(p.imToken)}`)),
    );
    try {
      // Straight to the room's first copy, without a check: refused on both nodes.
      const direct = await Promise.all(
        clients.map((c) => c.request('PUT', messagingPaths.instantJoin, { groupname: `vr-${room}-1` })),
      );
      expect(direct.map((r) => r.status)).toEqual([403, 403, 403, 403]);
      // Each checks on the node the other one's socket is on, all at once (cap 2 here).
      const answers = await Promise.all(
        people.map(async (p, i) => {
          const answer = await apps[(i + 1) % 2]!.inject({
            method: 'POST',
            url: API_PATHS.vrExhibitionCheck.replace(':id', room),
            headers: { authorization: `Bearer ${p.token}`, language: 'EN' },
          });
          return answer.json().data as { group: string; copy: number };
        }),
      );
      expect(answers.map((a) => a.copy).sort()).toEqual([1, 1, 2, 2]);
      const joined = await Promise.all(
        clients.map((c, i) => c.request('PUT', messagingPaths.instantJoin, { groupname: answers[i]!.group })),
      );
      expect(joined.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(await instantOn(second).counts([`vr-${room}-1`, `vr-${room}-2`])).toEqual([2, 2]);
    } finally {
      await Promise.all(clients.map((c) => c.close()));
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
