/**
 * The account merge itself, inside the caller's transaction: every user-owned column of the
 * absorbed account (db/user-owned-tables.ts) is handed to the survivor by its rule, the profile
 * fields the survivor lacks are filled from the absorbed account, and the absorbed account is
 * deleted (its sessions with it). The rules and their reasons: docs/decisions.md, "Joining two
 * accounts". `MERGE_STEPS` is keyed by the list, so a column added there without a step here does
 * not compile.
 */
import { sql, type SQL } from 'drizzle-orm';
import { WALLET_TYPE } from '@culture/protocol';
import type { Transaction } from '../../db/client.js';
import { USER_OWNED, type UserOwnedKey } from '../../db/user-owned-tables.js';

export type ProvenLogin = 'wallet' | 'phone';

interface MergeContext {
  survivor: bigint;
  absorbed: bigint;
  proven: ProvenLogin;
  at: Date;
}

type Step = (c: MergeContext) => SQL[];

/** The pair key of a private conversation: "small:large" (the messaging module's spelling). */
const pairKey = (a: SQL, b: SQL) => sql`least(${a}, ${b})::text || ':' || greatest(${a}, ${b})::text`;

const MERGE_STEPS: Record<UserOwnedKey, Step> = {
  // Ended by the delete at the end (ON DELETE CASCADE); the caller then closes their sockets.
  'sessions.user_id': () => [],
  'vr_avatars.user_id': ({ survivor: s, absorbed: a, at }) => [
    sql`update vr_avatars v set dress_id = coalesce(v.dress_id, o.dress_id),
          model_hash = case when v.model is null then o.model_hash else v.model_hash end,
          model = coalesce(v.model, o.model), updated_at = ${at}
        from vr_avatars o where v.user_id = ${s} and o.user_id = ${a}`,
    sql`update vr_avatars set user_id = ${s} where user_id = ${a} and not exists (select 1 from vr_avatars where user_id = ${s})`,
  ],
  'customer_coupons.user_id': ({ survivor: s, absorbed: a }) => [
    sql`update customer_coupons set user_id = ${s} where user_id = ${a}`,
  ],
  // The history names people as "user:<id>" (a claim) or "merchant:<id>" (a redemption).
  'coupon_events.actor': ({ survivor: s, absorbed: a }) => [
    sql`update coupon_events set actor = split_part(actor, ':', 1) || ':' || ${s}::text
        where actor in ('user:' || ${a}::text, 'merchant:' || ${a}::text)`,
  ],
  'merchants.user_id': ({ survivor: s, absorbed: a }) => [
    sql`update merchants set user_id = ${s} where user_id = ${a} and not exists (select 1 from merchants where user_id = ${s})`,
  ],
  // A child's guardian: the survivor keeps its own; the absorbed one's moves only where it has none.
  'child_guardians.user_id': ({ survivor: s, absorbed: a }) => [
    sql`update child_guardians set user_id = ${s} where user_id = ${a} and not exists (select 1 from child_guardians where user_id = ${s})`,
  ],
  // The proven wallet replaces the survivor's linked one, as linking does; any other wallet moves
  // where the survivor has none of its kind.
  'user_wallets.user_id': ({ survivor: s, absorbed: a, proven }) => [
    ...(proven === 'wallet'
      ? [
          sql`delete from user_wallets where user_id = ${s} and wallet_type = ${WALLET_TYPE.external}
              and exists (select 1 from user_wallets where user_id = ${a} and wallet_type = ${WALLET_TYPE.external})`,
        ]
      : []),
    sql`update user_wallets w set user_id = ${s} where w.user_id = ${a}
        and not exists (select 1 from user_wallets o where o.user_id = ${s} and o.wallet_type = w.wallet_type)`,
  ],
  // The survivor's deposit address stays unless only the absorbed one's holds a pass.
  'deposit_wallets.user_id': ({ survivor: s, absorbed: a }) => [
    sql`delete from deposit_wallets d where d.user_id = ${s}
        and not exists (select 1 from pass_tokens p where p.owner = d.address)
        and exists (select 1 from deposit_wallets o join pass_tokens p on p.owner = o.address where o.user_id = ${a})`,
    sql`update deposit_wallets set user_id = ${s} where user_id = ${a}
        and not exists (select 1 from deposit_wallets where user_id = ${s})`,
  ],
  // With users.avatar_version, in the profile step below.
  'avatars.user_id': ({ survivor: s, absorbed: a }) => [
    sql`update users set avatar_version = (select avatar_version from users where id = ${a})
        where id = ${s} and not exists (select 1 from avatars where user_id = ${s})
        and exists (select 1 from avatars where user_id = ${a})`,
    sql`update avatars set user_id = ${s} where user_id = ${a} and not exists (select 1 from avatars where user_id = ${s})`,
  ],
  // One badge per event and person: the earlier claim stays (its serial and verification link).
  // One open report per reporter and target: the absorbed side's duplicate goes first.
  'member_reports.reporter_id': ({ survivor: s, absorbed: a }) => [
    sql`delete from member_reports x using member_reports y
        where x.reporter_id = ${a} and y.reporter_id = ${s} and x.resolved_at is null and y.resolved_at is null
          and x.target_user_id = y.target_user_id and coalesce(x.message_id, 0) = coalesce(y.message_id, 0)`,
    sql`update member_reports set reporter_id = ${s} where reporter_id = ${a}`,
  ],
  'member_reports.target_user_id': ({ survivor: s, absorbed: a }) => [
    sql`delete from member_reports x using member_reports y
        where x.target_user_id = ${a} and y.target_user_id = ${s} and x.resolved_at is null and y.resolved_at is null
          and x.reporter_id = y.reporter_id and coalesce(x.message_id, 0) = coalesce(y.message_id, 0)`,
    sql`update member_reports set target_user_id = ${s} where target_user_id = ${a}`,
  ],
  'badge_claims.user_id': ({ survivor: s, absorbed: a }) => [
    sql`delete from badge_claims x using badge_claims y
        where x.user_id in (${s}, ${a}) and y.user_id in (${s}, ${a}) and x.user_id <> y.user_id
          and x.event_id = y.event_id and (x.claimed_at, x.id) > (y.claimed_at, y.id)`,
    sql`update badge_claims set user_id = ${s} where user_id = ${a}`,
  ],
  'badge_claim_codes.used_by': ({ survivor: s, absorbed: a }) => [
    sql`update badge_claim_codes set used_by = ${s} where used_by = ${a}`,
  ],
  // One live ticket per session and person: the checked-in one, else the earlier, stays; the
  // other is cancelled and its place goes back to the session, as a cancellation does.
  'event_tickets.user_id': ({ survivor: s, absorbed: a, at }) => [
    sql`with live as (
          select id, row_number() over (partition by session_id order by checked_in_at is null, reserved_at, id) as rank
          from event_tickets where user_id in (${s}, ${a}) and status = 'reserved'),
        dropped as (
          update event_tickets t set status = 'cancelled', cancelled_at = ${at}
          from live where t.id = live.id and live.rank > 1 returning t.session_id)
        update event_sessions e set reserved = e.reserved - d.n
        from (select session_id, count(*)::int as n from dropped group by session_id) d where e.id = d.session_id`,
    sql`update event_tickets set user_id = ${s} where user_id = ${a}`,
  ],
  'event_staff.user_id': ({ survivor: s, absorbed: a }) => [
    sql`insert into event_staff (event_slug, user_id) select event_slug, ${s} from event_staff where user_id = ${a}
        on conflict do nothing`,
  ],
  'hall_visits.user_id': ({ survivor: s, absorbed: a }) => [
    sql`insert into hall_visits (exhibition_id, day, user_id) select exhibition_id, day, ${s} from hall_visits where user_id = ${a}
        on conflict do nothing`,
  ],
  // Private conversations first (chat_conversations.pair_key), then memberships.
  'chat_members.user_id': ({ survivor: s, absorbed: a }) => [
    sql`update chat_members m set role = greatest(m.role, o.role), read_seq = greatest(m.read_seq, o.read_seq),
          joined_at = least(m.joined_at, o.joined_at)
        from chat_members o where m.user_id = ${s} and o.user_id = ${a} and o.conversation_id = m.conversation_id`,
    sql`delete from chat_members o using chat_members m
        where o.user_id = ${a} and m.user_id = ${s} and m.conversation_id = o.conversation_id`,
    sql`update chat_members set user_id = ${s} where user_id = ${a}`,
  ],
  // Runs after the memberships: an invitation to a group the survivor is now in is answered.
  'chat_invitations.user_id': ({ survivor: s, absorbed: a }) => [
    sql`delete from chat_invitations i where i.user_id in (${s}, ${a})
        and exists (select 1 from chat_members m where m.conversation_id = i.conversation_id and m.user_id in (${s}, ${a}))`,
    // Both invited to the same group: the earlier invitation stays.
    sql`delete from chat_invitations x using chat_invitations y
        where x.user_id in (${s}, ${a}) and y.user_id in (${s}, ${a}) and x.user_id <> y.user_id
          and x.conversation_id = y.conversation_id
          and (x.created_at > y.created_at or (x.created_at = y.created_at and x.user_id = ${a}))`,
    sql`update chat_invitations set user_id = ${s} where user_id = ${a}`,
  ],
  'chat_invitations.inviter_id': ({ survivor: s, absorbed: a }) => [
    sql`update chat_invitations set inviter_id = ${s} where inviter_id = ${a}`,
  ],
  'chat_conversations.owner_id': ({ survivor: s, absorbed: a }) => [
    sql`update chat_conversations set owner_id = ${s} where owner_id = ${a}`,
  ],
  'chat_conversations.pair_key': ({ survivor: s, absorbed: a }) => {
    const sText = sql`${s}::bigint`;
    const aText = sql`${a}::bigint`;
    // The other person in a private conversation of `who`, read from its pair key.
    const peer = (who: SQL) =>
      sql`(case when split_part(c.pair_key, ':', 1)::bigint = ${who} then split_part(c.pair_key, ':', 2) else split_part(c.pair_key, ':', 1) end)::bigint`;
    return [
      // The two accounts' conversation with each other would be one with oneself: it goes.
      sql`delete from chat_conversations where pair_key = ${pairKey(sText, aText)}`,
      // Both talked to the same person: the absorbed conversation's messages follow the
      // survivor's in one conversation (their sequence numbers after the survivor's last one).
      sql`create temporary table merge_pairs on commit drop as
          select c.id as absorbed_conv, k.id as kept_conv, k.message_count as offset_by, c.message_count as added
          from chat_conversations c
          join chat_conversations k on k.pair_key = ${pairKey(sText, peer(aText))}
          where c.kind = 1 and c.pair_key is not null
            and (split_part(c.pair_key, ':', 1)::bigint = ${a} or split_part(c.pair_key, ':', 2)::bigint = ${a})`,
      sql`update chat_members m set read_seq = case when m.read_seq >= p.offset_by then p.offset_by + o.read_seq else m.read_seq end
          from merge_pairs p join chat_members o on o.conversation_id = p.absorbed_conv
          where m.conversation_id = p.kept_conv
            and (m.user_id = o.user_id or (m.user_id = ${s} and o.user_id = ${a}))`,
      sql`update chat_messages m set conversation_id = p.kept_conv, seq = m.seq + p.offset_by
          from merge_pairs p where m.conversation_id = p.absorbed_conv`,
      sql`update chat_conversations k set message_count = k.message_count + p.added from merge_pairs p where k.id = p.kept_conv`,
      sql`delete from chat_conversations c using merge_pairs p where c.id = p.absorbed_conv`,
      // The rest of the absorbed account's private conversations are the survivor's now.
      sql`update chat_conversations c set pair_key = ${pairKey(sText, peer(aText))}
          where c.kind = 1 and c.pair_key is not null
            and (split_part(c.pair_key, ':', 1)::bigint = ${a} or split_part(c.pair_key, ':', 2)::bigint = ${a})`,
    ];
  },
  // A client message id is unique per sender: the absorbed account's clashing ones are renamed.
  'chat_messages.sender_id': ({ survivor: s, absorbed: a }) => [
    sql`update chat_messages m set client_msg_id = 'merged-' || ${a}::text || '-' || m.client_msg_id
        where m.sender_id = ${a} and exists (select 1 from chat_messages o where o.sender_id = ${s} and o.client_msg_id = m.client_msg_id)`,
    sql`update chat_messages set sender_id = ${s} where sender_id = ${a}`,
  ],
  'chat_blocks.user_id': ({ survivor: s, absorbed: a }) => [
    sql`insert into chat_blocks (user_id, blocked_id) select ${s}, blocked_id from chat_blocks
        where user_id = ${a} and blocked_id not in (${s}, ${a}) on conflict do nothing`,
    sql`delete from chat_blocks where user_id = ${a}`,
  ],
  // Payments (docs/payments.md): what the absorbed account bought is the survivor's.
  'orders.user_id': ({ survivor: s, absorbed: a }) => [sql`update orders set user_id = ${s} where user_id = ${a}`],
  'certificates.user_id': ({ survivor: s, absorbed: a }) => [sql`update certificates set user_id = ${s} where user_id = ${a}`],
  // The ledger's decisions become the survivor's; the latest per purpose and document still rules (docs/privacy.md).
  'consent_records.user_id': ({ survivor: s, absorbed: a }) => [
    sql`update consent_records set user_id = ${s} where user_id = ${a}`,
  ],
  // A dress both own: the survivor's earlier copy stays, the later one is withdrawn (kept for the accounts).
  'dress_purchases.user_id': ({ survivor: s, absorbed: a, at }) => [
    sql`update dress_purchases x set withdrawn_at = ${at} from dress_purchases y
        where x.user_id in (${s}, ${a}) and y.user_id in (${s}, ${a}) and x.user_id <> y.user_id
          and x.dress_id = y.dress_id and x.withdrawn_at is null and y.withdrawn_at is null
          and (x.purchased_at, x.order_id) > (y.purchased_at, y.order_id)`,
    sql`update dress_purchases set user_id = ${s} where user_id = ${a}`,
  ],
  'shop_eligibility.used_by': ({ survivor: s, absorbed: a }) => [
    sql`update shop_eligibility e set used_by = ${s} where e.used_by = ${a}
        and not exists (select 1 from shop_eligibility o where o.product_id = e.product_id and o.used_by = ${s})`,
  ],
  'chat_blocks.blocked_id': ({ survivor: s, absorbed: a }) => [
    sql`insert into chat_blocks (user_id, blocked_id) select user_id, ${s} from chat_blocks
        where blocked_id = ${a} and user_id not in (${s}, ${a}) on conflict do nothing`,
    sql`delete from chat_blocks where blocked_id = ${a}`,
  ],
  // The absorbed account's export and pending cancellation go with it (ON DELETE CASCADE); its
  // privacy audit is evidence and moves like the consent ledger (docs/privacy.md).
  'data_exports.user_id': () => [],
  'account_cancellations.user_id': () => [],
  'privacy_audit.user_id': ({ survivor: s, absorbed: a }) => [sql`update privacy_audit set user_id = ${s} where user_id = ${a}`],
  'notices.user_id': ({ survivor: s, absorbed: a }) => [sql`update notices set user_id = ${s} where user_id = ${a}`],
  'notice_reads.user_id': ({ survivor: s, absorbed: a }) => [
    sql`delete from notice_reads x using notice_reads y
        where x.user_id = ${a} and y.user_id = ${s} and x.notice_id = y.notice_id`,
    sql`update notice_reads set user_id = ${s} where user_id = ${a}`,
  ],
  'notice_sms.user_id': ({ survivor: s, absorbed: a }) => [
    sql`delete from notice_sms x using notice_sms y
        where x.user_id = ${a} and y.user_id = ${s} and x.notice_id = y.notice_id`,
    sql`update notice_sms set user_id = ${s} where user_id = ${a}`,
  ],
  'rights_requests.user_id': ({ survivor: s, absorbed: a }) => [
    sql`update rights_requests set user_id = ${s} where user_id = ${a}`,
  ],
};

/**
 * The order the steps run in: private conversations before memberships (their members are
 * rewritten), memberships before invitations (an invitation to a group one is in is answered).
 */
const ORDER: UserOwnedKey[] = [
  'chat_conversations.pair_key',
  'chat_members.user_id',
  ...(Object.keys(USER_OWNED) as UserOwnedKey[]).filter(
    (key) => key !== 'chat_conversations.pair_key' && key !== 'chat_members.user_id',
  ),
];

/**
 * Profile fields: the survivor keeps its own and fills empty ones from the absorbed account; the
 * proven login (phone) replaces the survivor's, as linking a wallet replaces the linked one. The
 * absorbed row gives up its unique values first.
 */
function profileSteps({ survivor: s, absorbed: a, proven, at }: MergeContext): SQL[] {
  const phone = proven === 'phone' ? sql`coalesce(o.phone_e164, u.phone_e164)` : sql`coalesce(u.phone_e164, o.phone_e164)`;
  return [
    sql`create temporary table merge_absorbed on commit drop as select * from users where id = ${a}`,
    sql`update users set phone_e164 = null, wechat_open_id = null where id = ${a}`,
    sql`update users u set phone_e164 = ${phone},
          nickname = coalesce(u.nickname, o.nickname), gender = coalesce(u.gender, o.gender),
          birth_month = coalesce(u.birth_month, o.birth_month),
          wechat_open_id = coalesce(u.wechat_open_id, o.wechat_open_id),
          wechat_nickname = case when u.wechat_open_id is null then o.wechat_nickname else u.wechat_nickname end,
          updated_at = ${at}
        from merge_absorbed o where u.id = ${s}`,
  ];
}

/**
 * Locks both accounts' rows in id order (two merges of one pair queue instead of deadlocking; a
 * merge and a deletion of the same account too). Call before checking them, in the transaction.
 */
export async function lockAccounts(tx: Transaction, ids: bigint[]): Promise<void> {
  await tx.execute(sql`select id from users where id in (${sql.join(ids, sql`, `)}) order by id for update`);
}

/** Merges `absorbed` into `survivor` inside `tx` (a transaction the caller opened, both rows locked). */
export async function mergeAccountRows(tx: Transaction, context: MergeContext): Promise<void> {
  const { absorbed } = context;
  for (const key of ORDER) for (const statement of MERGE_STEPS[key](context)) await tx.execute(statement);
  for (const statement of profileSteps(context)) await tx.execute(statement);
  await tx.execute(sql`delete from users where id = ${absorbed}`);
}
