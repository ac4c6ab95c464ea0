/**
 * The topology test's run: traffic through the proxy for `seconds` (members browsing, claiming,
 * redeeming and buying; pairs and groups chatting; visitors walking a world hall) while one node
 * is killed and another deployed, then the counts (from outside and from the database).
 */
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { messagingCloseCodes } from '@culture/protocol';
import { ChatTestClient } from '../../apps/server/src/test/chat-socket-client';
import { audit } from './audit';
import { startNode, stopNode, type Node } from './cluster';
import { createHall, hallPresenceMissing, wander } from './hall';
import { Tally } from './members';
import { newPurchases, notified, until } from './shop';
import {
  chat,
  createFixtures,
  createGroups,
  createPairs,
  createVisitors,
  member,
  presenceMissing,
  type Redemptions,
} from './traffic';
import type { FleetWechatPay } from './wechat-pay';

export interface Scenario {
  nodes: Node[];
  env: Record<string, string>;
  proxyUrl: string;
  /** The proxy's log of requests that took at least `seconds` (cluster.ts). */
  slowRequests: (seconds: number) => string[];
  databaseUrl: string;
  seconds: number;
  members: number;
  pairs: number;
  /** Group conversations and their size. */
  groups: number;
  groupSize: number;
  /** Visitors of the world hall. */
  visitors: number;
  wechatPay: FleetWechatPay;
}

/** Resolves once the wall clock reaches `at` (the traffic's own schedule: no event to await). */
async function clock(at: number): Promise<void> {
  while (Date.now() < at) await new Promise((r) => setTimeout(r, Math.min(100, at - Date.now())));
}

/** A fifth of the way in the first node is killed; halfway the second is deployed (SIGTERM, started again). */
async function incidents(sc: Scenario, startedAt: number, witness: ChatTestClient) {
  await clock(startedAt + sc.seconds * 200);
  const killedAt = Date.now();
  await stopNode(sc.nodes[0]!, 'SIGKILL');
  await clock(startedAt + sc.seconds * 500);
  const deployAt = Date.now();
  // A drain still going after 8 s: what is still connected to the node then.
  let connected = '';
  const look = setTimeout(() => {
    const port = sc.nodes[1]!.port;
    connected =
      spawnSync('ss', ['-tnp', 'state', 'established', `( sport = :${port} or dport = :${port} )`]).stdout?.toString() ?? '';
  }, 8000);
  const exitCode = await stopNode(sc.nodes[1]!, 'SIGTERM');
  clearTimeout(look);
  const stopMs = Date.now() - deployAt;
  // What the node wrote while it shut down, what was connected, what the proxy waited on: shown
  // when it did not exit cleanly.
  const deployLog =
    exitCode === 0
      ? ''
      : [
          sc.nodes[1]!.log.slice(-4000),
          `connected after 8 s:\n${connected}`,
          `slow through the proxy:\n${sc
            .slowRequests(5)
            .filter((line) => !line.includes('"status":101') || line.includes(','))
            .join('\n')}`,
        ].join('\n');
  await witness.closed;
  await startNode(sc.nodes[1]!, sc.env);
  return { killedAt, exitCode, stopMs, deployMs: Date.now() - deployAt, deployCloseCode: witness.closeCode, deployLog };
}

export async function runScenario(sc: Scenario) {
  const tally = new Tally();
  const seed = randomInt(1, 2 ** 30);
  const fx = await createFixtures(tally, sc.proxyUrl, seed);
  const pairs = await createPairs(tally, sc.proxyUrl, seed, sc.pairs);
  const groups = await createGroups(tally, sc.proxyUrl, seed, sc.groups, sc.groupSize);
  const rooms = [...pairs, ...groups];
  const hall = await createHall(tally, sc.proxyUrl);
  const visitors = await createVisitors(tally, sc.proxyUrl, seed, hall, sc.visitors);
  const redemptions: Redemptions = new Map();
  const shop = { fake: sc.wechatPay.fake, purchases: newPurchases() };
  // A socket straight to the node that will be deployed: what that node tells its sockets.
  const witness = await ChatTestClient.open(pairs[0]!.members[0]!.url(sc.nodes[1]!.url.replace('http', 'ws')));

  const startedAt = Date.now();
  const running = () => Date.now() < startedAt + sc.seconds * 1000;
  const happened = incidents(sc, startedAt, witness);
  const [sent, steps] = await Promise.all([
    Promise.all(rooms.map((room, i) => chat(room, `topology-${seed}-${i}`, running))),
    Promise.all(visitors.map((v) => wander(v, running))),
    ...Array.from({ length: sc.members }, (_, i) =>
      member(tally, sc.proxyUrl, fx, seed, i, sc.members, running, redemptions, shop),
    ),
  ]);
  const { killedAt, exitCode, stopMs, deployMs, deployCloseCode, deployLog } = await happened;

  // Every socket back, every payment's notification taken, then the count from the database.
  const chatters = [...rooms.flatMap((r) => r.members), ...visitors.map((v) => v.chatter)];
  await Promise.all(chatters.map((c) => c.socket()));
  await until(() => [...shop.purchases.paid].every((no) => notified(sc.wechatPay.fake, no)), 30_000);
  const notificationsUndelivered = [...shop.purchases.paid].filter((no) => !notified(sc.wechatPay.fake, no)).length;
  const found = await audit(sc.databaseUrl, tally, fx, rooms, `topology-${seed}-`, redemptions, shop.purchases);
  const presenceMissingCount = await presenceMissing(pairs, Date.now() + 30_000);
  const hallMissing = await hallPresenceMissing(visitors, Date.now() + 30_000);
  await Promise.all(chatters.map((c) => c.stop()));

  // Forgiven: a call that was in flight when the node was killed.
  const inFlightAtKill = tally.failures.filter((f) => f.startedAt <= killedAt + 1000 && f.endedAt >= killedAt);
  const unexplained = tally.failures.filter((f) => !inFlightAtKill.includes(f));
  const closes = chatters.flatMap((c) => c.closes);
  const reconnects = chatters.flatMap((c) => c.reconnects);
  const counts = {
    seconds: sc.seconds,
    calls: tally.calls,
    retried: tally.retried,
    logins: tally.logins,
    walletLogins: tally.walletLogins,
    badgeClaims: tally.badgeClaims.size,
    couponClaims: tally.couponClaims.size,
    messagesSent: sent.reduce((a, b) => a + b, 0),
    groupMessagesAcknowledged: groups.flatMap((g) => g.members.flatMap((m) => m.acknowledged)).length,
    hallSteps: steps.reduce((a, b) => a + b, 0),
    hallJoins: visitors.reduce((a, v) => a + v.joins, 0),
    hallReadmissions: visitors.reduce((a, v) => a + v.readmissions, 0),
    hallEventsHeard: visitors.reduce((a, v) => a + [...v.heard.values()].reduce((x, y) => x + y, 0), 0),
    ordersCreated: shop.purchases.created.size,
    ordersFulfilledSeen: shop.purchases.fulfilled.size,
    notificationsUndelivered,
    notificationAttempts: sc.wechatPay.fake.deliveries().reduce((a, d) => a + d.attempts.length, 0),
    ...found,
    presenceMissing: presenceMissingCount,
    hallPresenceMissing: hallMissing,
    failedInFlightAtKill: inFlightAtKill.length,
    failedOtherwise: unexplained.length,
    socketCloses: closes.length,
    serviceRestartCloses: closes.filter((c) => c === messagingCloseCodes.serviceRestart).length,
    slowestReconnectMs: Math.max(0, ...reconnects),
    deployExitCode: exitCode,
    deployCloseCode,
    /** SIGTERM to exit (the drain), then to the new process answering /healthz. */
    deployStopMs: stopMs,
    deployMs,
  };
  return { counts, failures: tally.failures, unexplained, deployLog };
}
