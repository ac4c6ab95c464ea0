/**
 * Lose a node and keep going (docs/operations.md "Topology", "When a part fails"): three built
 * servers on PostgreSQL and Redis behind nginx, one WeChat Pay (the fake) for all of them;
 * members log in by phone or wallet, browse, claim a badge and a coupon that a merchant redeems,
 * buy a collectible (order, payment, WeChat's notification, fulfilled), chat in pairs and in
 * groups, and walk a world hall together, while one node is killed (SIGKILL) and another is
 * restarted as a deploy does (SIGTERM, then started again). Counted from outside and printed:
 * acknowledged writes lost, duplicates, failures without a retryable answer (forgiven only when in
 * flight as the node was killed), socket reconnects, presence in conversations and in the hall.
 * Then sessions and a rate limit are checked across nodes.
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingCloseCodes } from '@culture/protocol';
import { phonePayload } from '../../packages/protocol/src/api/auth';
import { solvedAltcha } from './altcha';
import { newNode, nodeEnv, scratchDatabase, startNginx, startNode, stopNode, type Node } from './cluster';
import { ALREADY_DONE, call, newPhone, phoneLogin, Tally } from './members';
import { expectFleetMetrics } from './fleet-metrics';
import { runScenario } from './scenario';
import { startFleetWechatPay, type FleetWechatPay } from './wechat-pay';

const SECONDS = Number(process.env.TOPOLOGY_SECONDS ?? 60);
const MEMBERS = 10;
const PAIRS = 3;
const GROUPS = 2;
const GROUP_SIZE = 3;
const VISITORS = 4;
/** Sockets in the scenario: a call in flight on the killed node is at most one per client. */
const CLIENTS = MEMBERS + PAIRS * 2 + GROUPS * GROUP_SIZE + VISITORS;

/** The counts, the first failures and (when it did not exit cleanly) the deployed node's log, printed. */
function report(counts: object, failures: object[], deployLog: string) {
  console.log(`[topology] ${JSON.stringify(counts)}`);
  if (failures.length > 0) console.log(`[topology] failures: ${JSON.stringify(failures.slice(0, 10))}`);
  if (deployLog) console.log(`[topology] the deployed node's log as it shut down:\n${deployLog}`);
}

/** The traffic did happen: each kind of work was done more than a handful of times. */
function expectTrafficHappened(counts: Awaited<ReturnType<typeof runScenario>>['counts']) {
  expect(counts.logins).toBeGreaterThan(MEMBERS);
  expect(counts.walletLogins).toBeGreaterThan(0);
  expect(counts.redemptions).toBeGreaterThan(0);
  expect(counts.messagesAcknowledged).toBeGreaterThan(PAIRS);
  expect(counts.groupMessagesAcknowledged).toBeGreaterThan(GROUPS * GROUP_SIZE);
  expect(counts.ordersPaid).toBeGreaterThan(0);
  expect(counts.hallEventsHeard).toBeGreaterThan(VISITORS);
}

describe('the fleet behind nginx', () => {
  let db: Awaited<ReturnType<typeof scratchDatabase>>;
  let nodes: Node[] = [];
  let proxy: Awaited<ReturnType<typeof startNginx>>;
  let env: Record<string, string>;
  let wechatPay: FleetWechatPay;

  beforeAll(async () => {
    db = await scratchDatabase(process.env.TEST_DATABASE_URL!);
    wechatPay = await startFleetWechatPay();
    env = { ...nodeEnv(db.url, process.env.TEST_REDIS_URL!), ...wechatPay.env };
    nodes = [await newNode('a'), await newNode('b'), await newNode('c')];
    // The first node migrates the database alone; the others start on it.
    await startNode(nodes[0]!, env);
    await Promise.all(nodes.slice(1).map((n) => startNode(n, env)));
    proxy = await startNginx(nodes);
    wechatPay.setProxy(proxy.url);
  }, 300_000);

  afterAll(async () => {
    await Promise.all(nodes.map((n) => stopNode(n, 'SIGKILL')));
    await proxy?.stop();
    await wechatPay?.close();
    await db?.drop();
  }, 120_000);

  it(
    'loses no acknowledged write, duplicates nothing and fails nothing beyond the killed node',
    { timeout: 600_000 },
    async () => {
      const { counts, failures, unexplained, deployLog } = await runScenario({
        nodes,
        env,
        proxyUrl: proxy.url,
        slowRequests: (seconds) => proxy.slowRequests(seconds),
        databaseUrl: db.url,
        seconds: SECONDS,
        members: MEMBERS,
        pairs: PAIRS,
        groups: GROUPS,
        groupSize: GROUP_SIZE,
        visitors: VISITORS,
        wechatPay,
      });
      report(counts, failures, deployLog);

      expect(counts.acknowledgedWritesLost).toBe(0);
      expect(counts.duplicated).toBe(0);
      expect(counts.undelivered).toBe(0);
      // Each member of a pair sees the other online, wherever their sockets landed.
      expect(counts.presenceMissing).toBe(0);
      // Everyone in the hall hears everyone after the incidents, wherever their sockets landed.
      expect(counts.hallPresenceMissing).toBe(0);
      // Every payment WeChat took: its notification was taken by a node, the order fulfilled once.
      expect(counts.notificationsUndelivered).toBe(0);
      expect(counts.paidNotFulfilled).toBe(0);
      expect(unexplained).toEqual([]);
      // In flight on the killed node: at most one call per simulated client.
      expect(counts.failedInFlightAtKill).toBeLessThanOrEqual(CLIENTS);
      // The deploy was graceful, and its sockets were told to reconnect.
      expect(counts.deployExitCode).toBe(0);
      expect(counts.deployCloseCode).toBe(messagingCloseCodes.serviceRestart);
      // Liveness, generously: every socket came back within 30 s of its close.
      expect(counts.slowestReconnectMs).toBeLessThan(30_000);
      expectTrafficHappened(counts);

      await expectFleetMetrics(nodes, proxy.url);
    },
  );

  it('shares sessions and rate limits across nodes', { timeout: 120_000 }, async () => {
    const tally = new Tally();
    const seed = randomInt(1, 2 ** 30);
    const live = nodes.filter((n) => n.child?.exitCode === null && n.child.signalCode === null);
    expect(live.length).toBeGreaterThanOrEqual(2);
    const [first, second] = live as [Node, Node];
    // A session made on one node works on the other.
    const who = newPhone(seed, 1);
    const login = await phoneLogin(tally, first.url, who);
    expect(login).not.toBeNull();
    const me = await call(tally, second.url, 'me', '/api/v2/me', { token: login!.token, ip: who.ip });
    expect(me.result).toBe(1);
    // A code requested on one node starts the phone's cooldown on the other.
    const other = newPhone(seed, 2);
    const phone = phonePayload(other.national);
    const ask = async (node: Node) =>
      call(tally, node.url, 'code request', '/api/v2/verifycode/request', {
        ip: other.ip,
        body: { phone, altcha: await solvedAltcha(tally, node.url, other.ip) },
        accept: [ALREADY_DONE.smsCooldown],
      });
    expect((await ask(first)).result).toBe(1);
    expect((await ask(second)).result).toBe(ALREADY_DONE.smsCooldown);
  });
});
