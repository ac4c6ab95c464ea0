/** Wallets: linked external wallets, sign-in nonces and the derived deposit addresses. */
import { bigint, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** A person's wallets; wallet_type 2 is the deposit (custodial) wallet, 1 an external wallet. */
export const userWallets = pgTable(
  'user_wallets',
  {
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    walletType: smallint('wallet_type').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_wallets_user_type_key').on(t.userId, t.walletType),
    uniqueIndex('user_wallets_address_key').on(t.address),
  ],
);

/**
 * Sign-in-with-Ethereum nonces: issued to one address, five minutes, single use (taken
 * by one conditional DELETE, so of any number of parallel replays exactly one gets it).
 */
export const walletNonces = pgTable('wallet_nonces', {
  nonce: text('nonce').primaryKey(),
  /** Lower-case hex address the nonce was issued to. */
  address: text('address').notNull(),
  chainId: integer('chain_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Deposit wallets: each account's address under DEPOSIT_XPUB at `0/{account_index}`.
 * The index comes from an identity sequence, never reused (a deleted account's address may still
 * hold what an operator minted to it; the operator's offline key reaches it by the same index).
 */
export const depositWallets = pgTable('deposit_wallets', {
  userId: bigint('user_id', { mode: 'bigint' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountIndex: integer('account_index').generatedAlwaysAsIdentity().notNull().unique(),
  /** Lower-case hex. */
  address: text('address').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
