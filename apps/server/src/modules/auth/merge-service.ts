/**
 * Joining two accounts of one person (docs/decisions.md, "Joining two accounts"). The logged-in
 * account survives; the other one is proven afresh (a new wallet signature or a new SMS token),
 * its holdings are shown, and the ticket that proof earned merges it in one transaction.
 */
import { eq, sql } from 'drizzle-orm';
import { getAddress } from 'viem';
import { WALLET_TYPE, type AccountHoldings, type AccountMergePreview, type AccountMergePreviewResult } from '@culture/protocol';
import { rows, type Database, type Transaction } from '../../db/client.js';
import { sessions, userWallets, users } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { SessionCache } from '../../lib/session-cache.js';
import type { WalletService } from '../wallet/wallet-service.js';
import { lockAccounts, mergeAccountRows, type ProvenLogin } from './account-merge.js';
import type { MergeTickets } from './merge-ticket.js';
import type { OtpService } from './otp-service.js';
import { maskPhone, toE164 } from './phone.js';

export interface MergeServiceOptions {
  db: Database;
  now: () => number;
  wallets: Pick<WalletService, 'prove' | 'ownerOf'>;
  otp: Pick<OtpService, 'consumeSmsToken'>;
  tickets: MergeTickets;
  sessionCache: SessionCache;
}

export function createMergeService({ db, now, wallets, otp, tickets, sessionCache }: MergeServiceOptions) {
  async function account(tx: Database | Transaction, id: bigint) {
    const [user] = await tx
      .select({ id: users.id, isGuest: users.isGuest, phone: users.phoneE164, external: userWallets.address })
      .from(users)
      .leftJoin(userWallets, sql`${userWallets.userId} = ${users.id} and ${userWallets.walletType} = ${WALLET_TYPE.external}`)
      .where(eq(users.id, id));
    return user ?? null;
  }

  /**
   * What must hold for the merge, checked at the preview and again inside the merge: the proven
   * wallet may replace the survivor's linked wallet only if the merged account keeps a phone to
   * log in with (docs/decisions.md, "A wallet-only account links no second wallet").
   */
  async function check(tx: Database | Transaction, survivorId: bigint, absorbedId: bigint, proven: ProvenLogin) {
    const survivor = await account(tx, survivorId);
    const absorbed = await account(tx, absorbedId);
    if (!survivor || !absorbed || absorbed.isGuest) throw new ApiError('mergeTicketInvalid');
    if (proven === 'wallet' && survivor.external && !survivor.phone && !absorbed.phone) throw new ApiError('walletLoginReplace');
    return absorbed;
  }

  async function holdings(userId: bigint): Promise<AccountHoldings> {
    const result = await db.execute<Record<keyof AccountHoldings, number>>(sql`select
      (select count(*)::int from customer_coupons where user_id = ${userId}) as coupons,
      (select count(*)::int from badge_claims where user_id = ${userId}) as badges,
      (select count(*)::int from event_tickets where user_id = ${userId} and status = 'reserved') as tickets,
      (select count(*)::int from chat_members where user_id = ${userId}) as conversations,
      (select count(*)::int from chat_messages where sender_id = ${userId}) as messages`);
    const row = rows<Record<keyof AccountHoldings, number>>(result)[0]!;
    return {
      coupons: Number(row.coupons),
      badges: Number(row.badges),
      tickets: Number(row.tickets),
      conversations: Number(row.conversations),
      messages: Number(row.messages),
    };
  }

  /** Takes the proof (its nonce or SMS token is used up) and answers whose login it proves. */
  async function prove(proof: AccountMergePreview): Promise<{ owner: bigint | null; proven: ProvenLogin; login: string }> {
    if ('wallet' in proof) {
      const address = await wallets.prove(proof.wallet.message, proof.wallet.signature);
      return { owner: await wallets.ownerOf(address), proven: 'wallet', login: getAddress(address) };
    }
    const phone = toE164(proof.phone);
    if (!phone) throw new ApiError('smsTokenIllegal');
    await otp.consumeSmsToken(phone, proof.code);
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.phoneE164, phone));
    return { owner: owner?.id ?? null, proven: 'phone', login: maskPhone(phone) };
  }

  return {
    async preview(survivorId: bigint, proof: AccountMergePreview): Promise<AccountMergePreviewResult> {
      const { owner, proven, login } = await prove(proof);
      if (owner === null) throw new ApiError('mergeNoOtherAccount');
      if (owner === survivorId) throw new ApiError('mergeAlreadyYours');
      await check(db, survivorId, owner, proven);
      const { ticket, expiresAt } = tickets.issue({ survivor: survivorId, absorbed: owner, proven });
      return {
        ticket,
        expires_at: expiresAt.toISOString(),
        other: { user_id: owner.toString(), login, holds: await holdings(owner) },
      };
    },

    /** Merges the ticket's account into the caller's; the absorbed account's sockets close. */
    async merge(survivorId: bigint, ticket: string) {
      const claims = tickets.verify(ticket);
      if (!claims || claims.survivor !== survivorId) throw new ApiError('mergeTicketInvalid');
      const { absorbed, proven } = claims;
      await check(db, survivorId, absorbed, proven);
      // The absorbed account is logged out before its rows move: its open sockets close first, so
      // nothing it writes (messages, blocks, invitations: columns without a foreign key the lock
      // would hold back) can land between the moves and the commit under an id about to vanish.
      await db.delete(sessions).where(eq(sessions.userId, absorbed));
      await sessionCache.forgetUsers([absorbed]);
      await db.transaction(async (tx) => {
        await lockAccounts(tx, [survivorId, absorbed]);
        await check(tx, survivorId, absorbed, proven);
        await mergeAccountRows(tx, { survivor: survivorId, absorbed, proven, at: new Date(now()) });
      });
      return { user_id: survivorId.toString(), merged_user_id: absorbed.toString() };
    },
  };
}

export type MergeService = ReturnType<typeof createMergeService>;
