/**
 * The pass's chain indexer: follows `Transfer`, `Staked` and `UnStaked` of the
 * configured CulturePass from PASS_RPC_URL into the database, so "my passes" never wait on a
 * third-party indexer.
 *
 * - One indexer across server processes: each tick first takes or renews a lease in the state row
 *   (the database's clock decides); the others stay followers, and a leader that lost its lease
 *   cannot write (pass-index-store's `write`).
 * - Resumes from its stored cursor (`indexed_block`) after a restart; a change of chain, contract
 *   or deploy block starts the index again.
 * - Reads up to the head; a change is final (`confirmed`) once PASS_CONFIRMATIONS blocks are on top.
 * - Reorg-safe: before reading on, the stored hash of the last indexed block is compared with the
 *   chain's; on a mismatch it walks back through the kept hashes to one the chain still has, undoes
 *   the events after it and reads again. A block range whose last block changed while it was being
 *   read is dropped and read again. Deeper than the kept hashes (or a restarted local chain): reset.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { createPublicClient, getAddress, http, parseAbi, type PublicClient } from 'viem';
import type { PassTokensResult } from '@culture/protocol';
import type { PassConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { indexerMetrics } from './indexer-metrics.js';
import { LeaseLost, createPassIndexStore, type IndexState, type PassEventRow } from './pass-index-store.js';

export const PASS_EVENTS = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event Staked(uint256 tokenId, uint256 time)',
  'event UnStaked(uint256 tokenId, uint256 time)',
]);

/** Block hashes kept below the head for finding a reorganisation's common ancestor (at least). */
const MIN_HASH_WINDOW = 64;

export type TickStatus =
  /** Another process holds the lease. */
  | 'follower'
  /** Read a block range. */
  | 'indexed'
  /** Nothing new on chain. */
  | 'idle'
  /** Undid events a reorganisation replaced. */
  | 'reorg'
  /** Started over (new chain, contract or deploy block, or a reorganisation deeper than the kept hashes). */
  | 'reset'
  /** The range moved while it was read, or the RPC refused its size: read again. */
  | 'retry';

export interface TickResult {
  status: TickStatus;
  indexedBlock?: number;
  head?: number;
  events?: number;
}

export interface ChainIndexerOptions {
  db: Database;
  pass: PassConfig;
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
  /** Unique per process (default: host, pid and a random tag). */
  leaderId?: string;
  leaseMs?: number;
  /** Largest block range per eth_getLogs (halved when the RPC refuses a range). */
  batchBlocks?: number;
  client?: PublicClient;
}

export function createChainIndexer(options: ChainIndexerOptions) {
  const { db, pass, log } = options;
  const client =
    options.client ??
    (createPublicClient({
      // viem caches the block number for its polling interval by default; the indexer asks when it means it.
      cacheTime: 0,
      transport: http(pass.rpcUrl, { timeout: 10_000, retryCount: 1 }),
    }) as PublicClient);
  const store = createPassIndexStore(db);
  const leader = options.leaderId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const leaseMs = options.leaseMs ?? Math.max(30_000, pass.pollMs * 5);
  const address = getAddress(pass.address);
  const target = { chainId: pass.chainId, contract: address.toLowerCase(), deployBlock: pass.deployBlock };
  let batch = options.batchBlocks ?? 2000;
  let chainChecked = false;

  async function hashAt(number: number): Promise<string | null> {
    try {
      return (await client.getBlock({ blockNumber: BigInt(number) })).hash;
    } catch {
      return null; // the chain is shorter now
    }
  }

  /** Compares the stored tip with the chain; on a mismatch rolls back to the newest block both share. */
  async function reconcile(state: IndexState): Promise<TickResult | null> {
    if (state.indexedBlock < state.deployBlock) return null;
    const kept = await db.transaction((tx) => store.recentBlocks(tx, 512));
    if (kept.length === 0) return null;
    if ((await hashAt(kept[0]!.number)) === kept[0]!.hash) return null;
    for (const block of kept.slice(1)) {
      if ((await hashAt(block.number)) !== block.hash) continue;
      const undone = await store.write(leader, (tx) => store.rollbackTo(tx, block.number));
      log.warn({ from: state.indexedBlock, to: block.number, undone }, 'pass indexer: chain reorganised; events undone');
      return { status: 'reorg', indexedBlock: block.number };
    }
    await store.write(leader, (tx) => store.reset(tx, target));
    log.warn(
      { indexedBlock: state.indexedBlock },
      'pass indexer: no kept block is on the chain any more; indexing again from the deploy block',
    );
    return { status: 'reset', indexedBlock: target.deployBlock - 1 };
  }

  function toEventRow(entry: Awaited<ReturnType<typeof readLogs>>[number]): PassEventRow | null {
    if (entry.blockNumber === null || entry.logIndex === null || !entry.blockHash || !entry.transactionHash) return null;
    const base = {
      blockNumber: Number(entry.blockNumber),
      logIndex: entry.logIndex,
      blockHash: entry.blockHash,
      txHash: entry.transactionHash,
    };
    if (entry.eventName === 'Transfer') {
      const { from, to, tokenId } = entry.args;
      if (!from || !to || tokenId === undefined) return null;
      return {
        ...base,
        kind: 'transfer',
        tokenId: tokenId.toString(),
        fromAddress: from.toLowerCase(),
        toAddress: to.toLowerCase(),
        time: null,
      };
    }
    const { tokenId, time } = entry.args;
    if (tokenId === undefined || time === undefined) return null;
    return {
      ...base,
      kind: entry.eventName === 'Staked' ? 'staked' : 'unstaked',
      tokenId: tokenId.toString(),
      fromAddress: null,
      toAddress: null,
      time: Number(time),
    };
  }

  function readLogs(from: number, to: number) {
    return client.getLogs({ address, events: PASS_EVENTS, fromBlock: BigInt(from), toBlock: BigInt(to), strict: true });
  }

  const metrics = indexerMetrics(pass.chainId, Date.now);

  /** One tick, its outcome and the lag it saw recorded (culture_pass_indexer_*). */
  async function tick(): Promise<TickResult> {
    try {
      const result = await tickOnce();
      metrics.tick(result);
      return result;
    } catch (error) {
      metrics.failed();
      throw error;
    }
  }

  async function tickOnce(): Promise<TickResult> {
    if (!(await store.claimLease(leader, leaseMs, target))) return { status: 'follower' };
    if (!chainChecked) {
      const actual = await client.getChainId();
      if (actual !== pass.chainId) throw new Error(`PASS_RPC_URL answers chain ${actual}, not PASS_CHAIN_ID ${pass.chainId}`);
      chainChecked = true;
    }
    const state = (await store.state())!;
    if (state.chainId !== target.chainId || state.contract !== target.contract || state.deployBlock !== target.deployBlock) {
      await store.write(leader, (tx) => store.reset(tx, target));
      log.info(target, 'pass indexer: new chain, contract or deploy block; indexing from the deploy block');
      return { status: 'reset', indexedBlock: target.deployBlock - 1 };
    }
    const head = Number(await client.getBlockNumber({ cacheTime: 0 }));
    const reconciled = await reconcile(state);
    if (reconciled) return { ...reconciled, head };
    if (state.indexedBlock >= head) {
      await store.write(leader, (tx) => store.seeHead(tx, head));
      return { status: 'idle', indexedBlock: state.indexedBlock, head };
    }

    const from = Math.max(state.indexedBlock + 1, target.deployBlock);
    const to = Math.min(head, from + batch - 1);
    const before = await hashAt(to);
    let logs: Awaited<ReturnType<typeof readLogs>>;
    try {
      logs = await readLogs(from, to);
    } catch (error) {
      // Providers cap eth_getLogs by range or result count: read smaller ranges.
      if (batch === 1) throw error;
      batch = Math.max(1, Math.floor(batch / 2));
      log.warn({ err: error, batch }, 'pass indexer: eth_getLogs refused the range; reading smaller ranges');
      return { status: 'retry', indexedBlock: state.indexedBlock, head };
    }
    const after = await hashAt(to);
    if (!before || before !== after) return { status: 'retry', indexedBlock: state.indexedBlock, head };

    const events = logs.map(toEventRow).filter((e): e is PassEventRow => e !== null);
    const hashes = new Map<number, string>([[to, before]]);
    for (const e of events) hashes.set(e.blockNumber, e.blockHash);
    const window = Math.max(MIN_HASH_WINDOW, pass.confirmations * 2);
    await store.write(leader, (tx) =>
      store.apply(
        tx,
        { to, head, hashes: [...hashes].map(([number, hash]) => ({ number, hash })), keepHashesFrom: head - window },
        events,
      ),
    );
    return { status: 'indexed', indexedBlock: to, head, events: events.length };
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;
  let failures = 0;

  function schedule(ms: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = null;
      running = tick()
        .then((result) => {
          failures = 0;
          const behind = result.indexedBlock !== undefined && result.head !== undefined && result.indexedBlock < result.head;
          // Catching up (or re-reading after a reorganisation) goes on at once; otherwise wait for new blocks.
          schedule(
            behind || result.status === 'reorg' || result.status === 'reset' || result.status === 'retry' ? 0 : pass.pollMs,
          );
        })
        .catch((error: unknown) => {
          failures += 1;
          if (!(error instanceof LeaseLost)) log.warn({ err: error, failures }, 'pass indexer: tick failed; retrying');
          schedule(Math.min(60_000, pass.pollMs * 2 ** Math.min(failures, 6)));
        })
        .finally(() => {
          running = null;
        });
    }, ms);
    timer.unref?.();
  }

  return {
    leader,
    tick,
    /** Ticks until the index has read the chain's head (tests; never waits on a timer). */
    async catchUp(maxTicks = 10_000): Promise<TickResult> {
      for (let i = 0; i < maxTicks; i++) {
        const result = await tick();
        if (result.status === 'idle' || result.status === 'follower') return result;
      }
      throw new Error('pass indexer did not catch up');
    },
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    /** Stops ticking, waits for a tick in flight and hands the lease back so another process can take over at once. */
    async stop() {
      stopped = true;
      metrics.close();
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
      await store.releaseLease(leader).catch(() => undefined);
    },
    /** The address's passes as the index knows them. */
    async tokensOf(owner: string): Promise<PassTokensResult> {
      const state = await store.state();
      const current =
        state &&
        state.chainId === target.chainId &&
        state.contract === target.contract &&
        state.deployBlock === target.deployBlock;
      if (!state || !current) return { chainId: pass.chainId, indexedBlock: Math.max(0, target.deployBlock - 1), tokens: [] };
      const finalUpTo = state.headBlock - pass.confirmations;
      const rows = await store.tokensOf(owner);
      return {
        chainId: pass.chainId,
        indexedBlock: Math.max(0, state.indexedBlock),
        tokens: rows.map((row) => ({
          tokenId: row.tokenId,
          owner: getAddress(row.owner),
          staked: row.staked,
          stakedAt: row.stakedAt,
          confirmed: row.changedBlock <= finalUpTo,
        })),
      };
    },
  };
}

export type ChainIndexer = ReturnType<typeof createChainIndexer>;
