/**
 * The topology test's run: traffic through the proxy for `seconds` while one node is killed and
 * another deployed, then the counts (from outside and from the database).
 */
import { randomInt } from 'node:crypto';
import { messagingCloseCodes } from '@culture/protocol';
import { ChatTestClient } from '../../apps/server/src/test/chat-socket-client';
import { audit } from './audit';
import { startNode, stopNode, type Node } from './cluster';
import { Tally } from './members';
import { chat, createFixtures, createPairs, member, presenceMissing, type Redemptions } from './traffic';

export interface Scenario {
  nodes: Node[];
  env: Record<string, string>;
  proxyUrl: string;
  databaseUrl: string;
  seconds: number;
  members: number;
  pairs: number;
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
  const exitCode = await stopNode(sc.nodes[1]!, 'SIGTERM');
  await witness.closed;
  await startNode(sc.nodes[1]!, sc.env);
  return { killedAt, exitCode, deployMs: Date.now() - deployAt, deployCloseCode: witness.closeCode };
}

export async function runScenario(sc: Scenario) {
  const tally = new Tally();
  const seed = randomInt(1, 2 ** 30);
  const fx = await createFixtures(tally, sc.proxyUrl, seed);
  const pairs = await createPairs(tally, sc.proxyUrl, seed, sc.pairs);
  const redemptions: Redemptions = new Map();
  // A socket straight to the node that will be deployed: what that node tells its sockets.
  const witness = await ChatTestClient.open(pairs[0]!.x.url(sc.nodes[1]!.url.replace('http', 'ws')));

  const startedAt = Date.now();
  const running = () => Date.now() < startedAt + sc.seconds * 1000;
  const happened = incidents(sc, startedAt, witness);
  const [sent] = await Promise.all([
    Promise.all(pairs.map((pair, i) => chat(pair, `topology-${seed}-${i}`, running))),
    ...Array.from({ length: sc.members }, (_, i) => member(tally, sc.proxyUrl, fx, seed, i, sc.members, running, redemptions)),
  ]);
  const { killedAt, exitCode, deployMs, deployCloseCode } = await happened;

  // Every socket back, then the count from the database.
  const chatters = pairs.flatMap((p) => [p.x, p.y]);
  await Promise.all(chatters.map((c) => c.socket()));
  const found = await audit(sc.databaseUrl, tally, fx, pairs, `topology-${seed}-`, redemptions);
  const presenceMissingCount = await presenceMissing(pairs, Date.now() + 30_000);
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
    ...found,
    presenceMissing: presenceMissingCount,
    failedInFlightAtKill: inFlightAtKill.length,
    failedOtherwise: unexplained.length,
    socketCloses: closes.length,
    serviceRestartCloses: closes.filter((c) => c === messagingCloseCodes.serviceRestart).length,
    slowestReconnectMs: Math.max(0, ...reconnects),
    deployExitCode: exitCode,
    deployCloseCode,
    deployMs,
  };
  return { counts, failures: tally.failures, unexplained };
}
