/**
 * The deletion a completed cancellation ends with (PIPL Art. 47; docs/privacy.md, "Cancelling an
 * account"): every user-owned column is treated by its `erase` rule in db/user-owned-tables.ts,
 * then the user row goes (and with it, by their foreign keys, every `cascade` row; `set null`
 * rows stay without the person). What is kept as evidence stays, with its reason in the docs.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Transaction } from '../../db/client.js';
import { USER_OWNED, type UserOwnedKey } from '../../db/user-owned-tables.js';

type KeyWithRule<R> = { [K in UserOwnedKey]: (typeof USER_OWNED)[K]['erase'] extends R ? K : never }[UserOwnedKey];
type AnonymisedKey = KeyWithRule<'anonymise'>;

/**
 * The deleted account's stand-in is id 0 (DELETED_ACCOUNT_ID in the protocol): never a real id
 * (lib/ids.ts starts far above it), shown as "deleted account" to the others in a conversation.
 */
const ANONYMISE: Record<AnonymisedKey, (id: bigint) => SQL> = {
  'coupon_events.actor': (id) =>
    sql`update coupon_events set actor = split_part(actor, ':', 1) || ':0'
        where actor in ('user:' || ${id.toString()}, 'merchant:' || ${id.toString()})`,
  'chat_invitations.inviter_id': (id) => sql`update chat_invitations set inviter_id = 0 where inviter_id = ${id}`,
  // A group the person founded stays the members' group, without an owner.
  'chat_conversations.owner_id': (id) => sql`update chat_conversations set owner_id = null where owner_id = ${id}`,
  // A private conversation stays the other person's history; nobody can open it again by the pair.
  'chat_conversations.pair_key': (id) =>
    sql`update chat_conversations set pair_key = null
        where pair_key like (${id.toString()} || ':%') or pair_key like ('%:' || ${id.toString()})`,
  // The others see that a deleted account wrote here, not what it wrote (its words are its data).
  'chat_messages.sender_id': (id) =>
    sql`update chat_messages set sender_id = 0, content = '', extras = '', client_msg_id = 'deleted:' || id::text
        where sender_id = ${id}`,
};

/** "+8613812345678" → "+86138****5678": enough to match a dispute over a notice, not to call. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  return phone.length > 10 ? `${phone.slice(0, 6)}****${phone.slice(-4)}` : `****${phone.slice(-2)}`;
}

/**
 * Keeps the proof that an operator's 30 days' notice before closing the account was sent (the
 * notice and its SMS rows go with the account): anonymised, without the user id
 * (docs/privacy.md, "Retention", `closingNoticeProof`).
 */
async function keepClosingNoticeProof(tx: Transaction, userId: bigint, phone: string | null, at: Date) {
  await tx.execute(sql`insert into closing_notice_proofs (notice_id, notice_at, phone_masked, state, attempt_at, error, account_ended_at)
    select s.notice_id, n.created_at, ${maskPhone(phone)}, s.state, s.attempt_at, s.error, ${at}
    from notice_sms s join notices n on n.id = s.notice_id
    where s.user_id = ${userId} and n.kind = 'accountClosing'`);
}

/** Erases `userId` inside `tx` (its users row locked by the caller) at `at`; answers the phone it logged in with. */
export async function eraseAccount(tx: Transaction, userId: bigint, at: Date): Promise<{ phone: string | null }> {
  const [user] = rows<{ phone_e164: string | null }>(await tx.execute(sql`select phone_e164 from users where id = ${userId}`));
  const phone = user?.phone_e164 ?? null;
  await keepClosingNoticeProof(tx, userId, phone, at);
  for (const [key, c] of Object.entries(USER_OWNED) as Array<[UserOwnedKey, (typeof USER_OWNED)[UserOwnedKey]]>) {
    if (c.erase === 'delete') {
      await tx.execute(sql`delete from ${sql.identifier(c.table)} where ${sql.identifier(c.column)} = ${userId}`);
    } else if (c.erase === 'anonymise') {
      await tx.execute(ANONYMISE[key as AnonymisedKey](userId));
    }
  }
  await tx.execute(sql`delete from users where id = ${userId}`);
  return { phone };
}
