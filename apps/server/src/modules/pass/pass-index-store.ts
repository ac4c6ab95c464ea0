/**
 * The pass index in the database: the one state row with its lease, recent block hashes,
 * the events in chain order and each token's state recomputed from them. Every write the indexer
 * makes goes through `write`, which first locks the state row and checks this process still holds
 * the lease: a process that lost it (paused, partitioned) cannot write over the new leader's work.
 */
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { rows, type Database, type Transaction } from '../../db/client.js';
import { passEvents, passIndexBlocks, passIndexState, passTokens } from '../../db/schema.js';

export interface PassEventRow {
  blockNumber: number;
  logIndex: number;
  blockHash: string;
  txHash: string;
  kind: 'transfer' | 'staked' | 'unstaked';
  tokenId: string;
  fromAddress: string | null;
  toAddress: string | null;
  time: number | null;
}

export interface IndexState {
  chainId: number;
  contract: string;
  deployBlock: number;
  indexedBlock: number;
  headBlock: number;
}

const STATE_ID = 1;

export class LeaseLost extends Error {
  constructor() {
    super('the pass indexer lease belongs to another process now');
  }
}

export function createPassIndexStore(db: Database) {
  /** Recomputes the tokens' state from their remaining events; tokens with none left disappear. */
  async function recompute(tx: Transaction, tokenIds: string[]) {
    if (tokenIds.length === 0) return;
    const ids = sql`array[${sql.join(
      tokenIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::numeric[]`;
    await tx.execute(sql`
      with ids(token_id) as (select unnest(${ids})),
      latest as (
        select ids.token_id,
          (select e.to_address from pass_events e where e.token_id = ids.token_id and e.kind = 'transfer'
            order by e.block_number desc, e.log_index desc limit 1) as owner,
          (select e.kind from pass_events e where e.token_id = ids.token_id and e.kind in ('staked', 'unstaked')
            order by e.block_number desc, e.log_index desc limit 1) as stake_kind,
          (select e.time from pass_events e where e.token_id = ids.token_id and e.kind in ('staked', 'unstaked')
            order by e.block_number desc, e.log_index desc limit 1) as stake_time,
          (select max(e.block_number) from pass_events e where e.token_id = ids.token_id) as changed_block
        from ids
      ),
      gone as (delete from pass_tokens t using latest l where t.token_id = l.token_id and l.owner is null)
      insert into pass_tokens (token_id, owner, staked, staked_at, changed_block)
      select token_id, owner, coalesce(stake_kind = 'staked', false), case when stake_kind = 'staked' then stake_time end, changed_block
      from latest where owner is not null
      on conflict (token_id) do update set
        owner = excluded.owner, staked = excluded.staked, staked_at = excluded.staked_at, changed_block = excluded.changed_block
    `);
  }

  return {
    async state(): Promise<IndexState | null> {
      const [row] = await db.select().from(passIndexState).where(eq(passIndexState.id, STATE_ID));
      return row ?? null;
    },

    /**
     * Takes or renews the lease for `leaseMs` when it is free, expired or already ours (the
     * database's clock decides). Creates the state row on first use.
     */
    async claimLease(leader: string, leaseMs: number, initial: Omit<IndexState, 'indexedBlock' | 'headBlock'>): Promise<boolean> {
      await db
        .insert(passIndexState)
        .values({ id: STATE_ID, ...initial, indexedBlock: initial.deployBlock - 1, headBlock: initial.deployBlock - 1 })
        .onConflictDoNothing();
      const taken = await db.execute(sql`
        update pass_index_state
        set leader = ${leader}, lease_until = clock_timestamp() + ${`${leaseMs} milliseconds`}::interval
        where id = ${STATE_ID} and (leader is null or leader = ${leader} or lease_until is null or lease_until < clock_timestamp())
        returning id`);
      return rows(taken).length === 1;
    },

    async releaseLease(leader: string): Promise<void> {
      await db.execute(sql`update pass_index_state set lease_until = null where id = ${STATE_ID} and leader = ${leader}`);
    },

    /** Runs `work` in a transaction after checking (with the state row locked) that `leader` holds the lease. */
    async write<T>(leader: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        const held = await tx.execute(sql`
          select id from pass_index_state
          where id = ${STATE_ID} and leader = ${leader} and lease_until > clock_timestamp()
          for update`);
        if (rows(held).length !== 1) throw new LeaseLost();
        return work(tx);
      });
    },

    /** Forgets everything (another chain or contract, or a reorganisation deeper than the kept hashes). */
    async reset(tx: Transaction, target: Omit<IndexState, 'indexedBlock' | 'headBlock'>) {
      await tx.delete(passEvents);
      await tx.delete(passTokens);
      await tx.delete(passIndexBlocks);
      await tx
        .update(passIndexState)
        .set({ ...target, indexedBlock: target.deployBlock - 1, headBlock: target.deployBlock - 1, updatedAt: new Date() })
        .where(eq(passIndexState.id, STATE_ID));
    },

    /** Recent kept block hashes, newest first. */
    async recentBlocks(tx: Transaction, limit: number) {
      return tx.select().from(passIndexBlocks).orderBy(desc(passIndexBlocks.number)).limit(limit);
    },

    /** Undoes every event after `block` (a reorganisation replaced them) and recomputes their tokens. */
    async rollbackTo(tx: Transaction, block: number) {
      const undone = await tx
        .delete(passEvents)
        .where(gt(passEvents.blockNumber, block))
        .returning({ tokenId: passEvents.tokenId });
      await tx.delete(passIndexBlocks).where(gt(passIndexBlocks.number, block));
      await recompute(tx, [...new Set(undone.map((r) => r.tokenId))]);
      await tx.update(passIndexState).set({ indexedBlock: block, updatedAt: new Date() }).where(eq(passIndexState.id, STATE_ID));
      return undone.length;
    },

    /**
     * Applies the events of blocks (from, to] in one go: stores them and the blocks' hashes, recomputes
     * the touched tokens, moves the cursor to `to` and remembers the head seen. Idempotent.
     */
    async apply(
      tx: Transaction,
      range: { to: number; head: number; hashes: Array<{ number: number; hash: string }>; keepHashesFrom: number },
      events: PassEventRow[],
    ) {
      if (events.length > 0) await tx.insert(passEvents).values(events).onConflictDoNothing();
      if (range.hashes.length > 0) {
        await tx
          .insert(passIndexBlocks)
          .values(range.hashes)
          .onConflictDoUpdate({ target: passIndexBlocks.number, set: { hash: sql`excluded.hash` } });
      }
      // Hashes below the reorganisation window are no longer needed (keep the newest one: the anchor).
      await tx
        .delete(passIndexBlocks)
        .where(
          and(
            lte(passIndexBlocks.number, range.keepHashesFrom),
            sql`${passIndexBlocks.number} < (select max(number) from pass_index_blocks)`,
          ),
        );
      await recompute(tx, [...new Set(events.map((e) => e.tokenId))]);
      await tx
        .update(passIndexState)
        .set({ indexedBlock: range.to, headBlock: range.head, updatedAt: new Date() })
        .where(eq(passIndexState.id, STATE_ID));
    },

    /** Notes a newer head without new blocks to read (confirmations advance). */
    async seeHead(tx: Transaction, head: number) {
      await tx
        .update(passIndexState)
        .set({ headBlock: sql`greatest(${passIndexState.headBlock}, ${head})`, updatedAt: new Date() })
        .where(eq(passIndexState.id, STATE_ID));
    },

    async tokensOf(owner: string) {
      return db.select().from(passTokens).where(eq(passTokens.owner, owner.toLowerCase())).orderBy(asc(passTokens.tokenId));
    },

    /** For tests and diagnostics. */
    async eventsOf(tokenIds: string[]) {
      return db
        .select()
        .from(passEvents)
        .where(inArray(passEvents.tokenId, tokenIds))
        .orderBy(asc(passEvents.blockNumber), asc(passEvents.logIndex));
    },
  };
}

export type PassIndexStore = ReturnType<typeof createPassIndexStore>;
