/**
 * Each member's deposit wallet (spec §3 `user_wallets` wallet_type 2): the address under
 * DEPOSIT_XPUB at `0/{account_index}`, where operators `operatorMint` passes for people who have no
 * wallet of their own. The index is drawn from the table's identity sequence and the address is
 * stored with it, so it never changes for the account (even if the xpub were replaced later) and the
 * operator can reach it offline with the same index. Assigned on first need (the member's /me or
 * wallet login); guests get none. Without DEPOSIT_XPUB nothing is assigned.
 */
import { eq, sql } from 'drizzle-orm';
import { getAddress } from 'viem';
import { rows, type Database } from '../../db/client.js';
import { depositWallets } from '../../db/schema.js';
import { depositAddress, parseDepositXpub } from '../../lib/deposit-address.js';

export function createDepositWallets({ db, xpub }: { db: Database; xpub: string | undefined }) {
  const root = xpub ? parseDepositXpub(xpub) : null;

  async function find(userId: bigint) {
    const [row] = await db.select().from(depositWallets).where(eq(depositWallets.userId, userId));
    return row ?? null;
  }

  return {
    enabled: root !== null,

    /** The member's deposit address (EIP-55), assigning one the first time; null without DEPOSIT_XPUB. */
    async ensure(userId: bigint): Promise<{ accountIndex: number; address: `0x${string}` } | null> {
      if (!root) return null;
      const existing = await find(userId);
      if (existing) return { accountIndex: existing.accountIndex, address: getAddress(existing.address) };
      // The index comes first (the address derives from it); a lost race only leaves a gap in the sequence.
      const drawn = await db.execute(sql`select nextval(pg_get_serial_sequence('deposit_wallets', 'account_index')) as index`);
      const accountIndex = Number(rows<{ index: string | number }>(drawn)[0]!.index);
      const address = depositAddress(root, accountIndex);
      await db.execute(sql`
        insert into deposit_wallets (user_id, account_index, address)
        overriding system value values (${userId}, ${accountIndex}, ${address.toLowerCase()})
        on conflict (user_id) do nothing`);
      const row = (await find(userId))!;
      return { accountIndex: row.accountIndex, address: getAddress(row.address) };
    },
  };
}

export type DepositWallets = ReturnType<typeof createDepositWallets>;
