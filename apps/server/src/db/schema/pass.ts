/** The pass contract as indexed from its chain: lease, blocks, events and tokens. */
import { bigint, boolean, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The pass's chain index, one row: which chain and contract it follows, how far it has
 * read (`indexed_block`, every block up to it applied), the head it last saw, and the lease of the
 * one server process that indexes (`leader` until `lease_until`, by the database's clock).
 */
export const passIndexState = pgTable('pass_index_state', {
  id: smallint('id').primaryKey(),
  chainId: integer('chain_id').notNull(),
  /** Lower-case hex. */
  contract: text('contract').notNull(),
  deployBlock: bigint('deploy_block', { mode: 'number' }).notNull(),
  indexedBlock: bigint('indexed_block', { mode: 'number' }).notNull(),
  headBlock: bigint('head_block', { mode: 'number' }).notNull(),
  leader: text('leader'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Hashes of recent indexed blocks (tips and blocks with events): a reorganisation shows as a mismatch. */
export const passIndexBlocks = pgTable('pass_index_blocks', {
  number: bigint('number', { mode: 'number' }).primaryKey(),
  hash: text('hash').notNull(),
});

/** Transfer, Staked and UnStaked of the pass in chain order; token state is recomputed from them. */
export const passEvents = pgTable(
  'pass_events',
  {
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    logIndex: integer('log_index').notNull(),
    blockHash: text('block_hash').notNull(),
    txHash: text('tx_hash').notNull(),
    /** transfer | staked | unstaked */
    kind: text('kind').notNull(),
    tokenId: numeric('token_id', { precision: 78, scale: 0 }).notNull(),
    /** Transfer only, lower-case hex. */
    fromAddress: text('from_address'),
    toAddress: text('to_address'),
    /** Staked/UnStaked `time` (the block's unix seconds). */
    time: bigint('time', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.blockNumber, t.logIndex] }),
    index('pass_events_token_idx').on(t.tokenId, t.blockNumber, t.logIndex),
  ],
);

/** Each pass's current owner and stake, as of the indexed events. */
export const passTokens = pgTable(
  'pass_tokens',
  {
    tokenId: numeric('token_id', { precision: 78, scale: 0 }).primaryKey(),
    /** Lower-case hex. */
    owner: text('owner').notNull(),
    staked: boolean('staked').notNull(),
    stakedAt: bigint('staked_at', { mode: 'number' }),
    /** Block of the token's latest event: final once PASS_CONFIRMATIONS blocks are on top of it. */
    changedBlock: bigint('changed_block', { mode: 'number' }).notNull(),
  },
  (t) => [index('pass_tokens_owner_idx').on(t.owner, t.tokenId)],
);
