/**
 * Every place outside `users` that holds a user id, with what each account-wide operation does to
 * it. The one list the scheduled clean-up (which guests it may delete) and the account merge (what
 * the absorbed account's rows become) read; the privacy work's export and deletion use it too.
 * user-owned-tables.test.ts reads the live database catalogue and fails when a table holding a user
 * id is missing here, so a new table cannot be forgotten. The rules are explained in
 * docs/decisions.md, "Joining two accounts".
 */

/**
 * What the account merge does with the absorbed account's rows:
 *   - `drop`: they go with the absorbed account (its login sessions);
 *   - `move`: they become the survivor's, nothing can clash;
 *   - `keep-earliest`: they become the survivor's; where both hold one of the same thing the
 *     earlier (or the checked-in ticket) stays and the other goes;
 *   - `union`: both sets become one; duplicates collapse into one row;
 *   - `survivor-first`: the survivor's row stays; the absorbed one's fills in only where the
 *     survivor has none.
 */
export type MergeRule = 'drop' | 'move' | 'keep-earliest' | 'union' | 'survivor-first';

/**
 * What the clean-up does when it deletes a guest: `cascade` rows go with it; a guest holding a
 * `keep` row is never deleted; `members-only` columns never hold a guest (guests cannot chat), so
 * the clean-up needs no look there; `evidence` rows (no foreign key) outlive the account as proof
 * and go only when their retention period ends (docs/privacy.md, "Retention of the ledger").
 */
export type CleanupRule = 'cascade' | 'keep' | 'members-only' | 'evidence';

/**
 * What the completed account cancellation does to the person's rows (docs/privacy.md, "Cancelling
 * an account"; modules/privacy/erasure.ts):
 *   - `cascade`: they go with the user row (the foreign key's ON DELETE CASCADE);
 *   - `set null`: the row stays without the person (the foreign key's SET NULL): what another law
 *     requires us to keep (orders and certificates: the accounting records), or another's thing;
 *   - `delete`: rows without a foreign key, deleted by the erasure;
 *   - `anonymise`: the row stays for the others who share it (a group's messages, a coupon's
 *     history) with the person's id replaced by the deleted account (DELETED_ACCOUNT_ID) or null;
 *   - `evidence`: kept as the proof of what the person agreed to and asked for (PIPL Art. 69),
 *     deleted when its retention period ends.
 */
export type ErasureRule = 'cascade' | 'set null' | 'delete' | 'anonymise' | 'evidence';

export interface UserOwnedColumn {
  table: string;
  column: string;
  /** The foreign key's ON DELETE, or null where the column names a user without a foreign key. */
  foreignKey: 'cascade' | 'set null' | null;
  /** A text column holding ids inside text ("small:large", "user:<id>"), not found by type. */
  embedded?: true;
  cleanup: CleanupRule;
  merge: MergeRule;
  erase: ErasureRule;
}

export const USER_OWNED = {
  'sessions.user_id': {
    table: 'sessions',
    column: 'user_id',
    foreignKey: 'cascade',
    cleanup: 'cascade',
    merge: 'drop',
    erase: 'cascade',
  },
  // A guest's chosen dress in the world is only a look: it goes with the guest.
  'vr_avatars.user_id': {
    table: 'vr_avatars',
    column: 'user_id',
    foreignKey: 'cascade',
    cleanup: 'cascade',
    merge: 'survivor-first',
    erase: 'cascade',
  },
  'customer_coupons.user_id': {
    table: 'customer_coupons',
    column: 'user_id',
    foreignKey: 'cascade',
    cleanup: 'keep',
    merge: 'move',
    erase: 'cascade',
  },
  'coupon_events.actor': {
    table: 'coupon_events',
    column: 'actor',
    foreignKey: null,
    embedded: true,
    cleanup: 'members-only',
    merge: 'move',
    erase: 'anonymise',
  },
  'merchants.user_id': {
    table: 'merchants',
    column: 'user_id',
    foreignKey: 'cascade',
    cleanup: 'keep',
    merge: 'survivor-first',
    erase: 'cascade',
  },
  'user_wallets.user_id': {
    table: 'user_wallets',
    column: 'user_id',
    foreignKey: 'cascade',
    cleanup: 'keep',
    merge: 'survivor-first',
    erase: 'cascade',
  },
  // Only members get one, but a deposit address may hold what an operator minted to it.
  'deposit_wallets.user_id': {
    table: 'deposit_wallets',
    column: 'user_id',
    foreignKey: 'cascade',
    cleanup: 'keep',
    merge: 'survivor-first',
    erase: 'cascade',
  },
  'avatars.user_id': {
    table: 'avatars',
    column: 'user_id',
    foreignKey: 'cascade',
    cleanup: 'keep',
    merge: 'survivor-first',
    erase: 'cascade',
  },
  'badge_claims.user_id': {
    table: 'badge_claims',
    column: 'user_id',
    foreignKey: 'cascade',
    cleanup: 'keep',
    merge: 'keep-earliest',
    erase: 'cascade',
  },
  'badge_claim_codes.used_by': {
    table: 'badge_claim_codes',
    column: 'used_by',
    foreignKey: 'set null',
    cleanup: 'keep',
    merge: 'move',
    erase: 'set null',
  },
  'event_tickets.user_id': {
    table: 'event_tickets',
    column: 'user_id',
    foreignKey: 'cascade',
    cleanup: 'keep',
    merge: 'keep-earliest',
    erase: 'cascade',
  },
  'event_staff.user_id': {
    table: 'event_staff',
    column: 'user_id',
    foreignKey: 'cascade',
    cleanup: 'keep',
    merge: 'union',
    erase: 'cascade',
  },
  'chat_members.user_id': {
    table: 'chat_members',
    column: 'user_id',
    foreignKey: 'cascade',
    cleanup: 'keep',
    merge: 'union',
    erase: 'cascade',
  },
  'hall_visits.user_id': {
    table: 'hall_visits',
    column: 'user_id',
    foreignKey: 'cascade',
    cleanup: 'cascade',
    merge: 'union',
    erase: 'cascade',
  },
  'chat_invitations.user_id': {
    table: 'chat_invitations',
    column: 'user_id',
    foreignKey: 'cascade',
    cleanup: 'keep',
    merge: 'keep-earliest',
    erase: 'cascade',
  },
  'chat_invitations.inviter_id': {
    table: 'chat_invitations',
    column: 'inviter_id',
    foreignKey: null,
    cleanup: 'members-only',
    merge: 'move',
    erase: 'anonymise',
  },
  'chat_conversations.owner_id': {
    table: 'chat_conversations',
    column: 'owner_id',
    foreignKey: null,
    cleanup: 'members-only',
    merge: 'move',
    erase: 'anonymise',
  },
  'chat_conversations.pair_key': {
    table: 'chat_conversations',
    column: 'pair_key',
    foreignKey: null,
    embedded: true,
    cleanup: 'members-only',
    merge: 'union',
    erase: 'anonymise',
  },
  'chat_messages.sender_id': {
    table: 'chat_messages',
    column: 'sender_id',
    foreignKey: null,
    cleanup: 'members-only',
    merge: 'move',
    erase: 'anonymise',
  },
  'chat_blocks.user_id': {
    table: 'chat_blocks',
    column: 'user_id',
    foreignKey: null,
    cleanup: 'members-only',
    merge: 'union',
    erase: 'delete',
  },
  'chat_blocks.blocked_id': {
    table: 'chat_blocks',
    column: 'blocked_id',
    foreignKey: null,
    cleanup: 'members-only',
    merge: 'union',
    erase: 'delete',
  },
  // Members' reports (docs/operator-console.md, "Members and support"): guests cannot chat or
  // report; the merge hands both sides to the survivor (two open reports of one target become
  // one); they go with either account.
  'member_reports.reporter_id': {
    table: 'member_reports',
    column: 'reporter_id',
    foreignKey: 'cascade',
    cleanup: 'members-only',
    merge: 'union',
    erase: 'cascade',
  },
  'member_reports.target_user_id': {
    table: 'member_reports',
    column: 'target_user_id',
    foreignKey: 'cascade',
    cleanup: 'members-only',
    merge: 'union',
    erase: 'cascade',
  },
  // A child's guardian (docs/privacy.md, "Children and guardians"): members only (the age question
  // is asked of members); the survivor of a merge keeps its own guardian; goes with the account.
  'child_guardians.user_id': {
    table: 'child_guardians',
    column: 'user_id',
    foreignKey: 'cascade',
    cleanup: 'members-only',
    merge: 'survivor-first',
    erase: 'cascade',
  },
  // Payments (docs/payments.md): guests cannot buy, so a guest never holds these; `keep` is the
  // safe answer all the same. A deleted account's orders and certificates stay for the accounts
  // (set null); its dresses go with it. The merge hands everything bought to the survivor.
  'orders.user_id': {
    table: 'orders',
    column: 'user_id',
    foreignKey: 'set null',
    cleanup: 'keep',
    merge: 'move',
    erase: 'set null',
  },
  'certificates.user_id': {
    table: 'certificates',
    column: 'user_id',
    foreignKey: 'set null',
    cleanup: 'keep',
    merge: 'move',
    erase: 'set null',
  },
  // Where both own one dress, the absorbed account's copy is withdrawn (one owned copy per person).
  'dress_purchases.user_id': {
    table: 'dress_purchases',
    column: 'user_id',
    foreignKey: 'cascade',
    cleanup: 'keep',
    merge: 'keep-earliest',
    erase: 'cascade',
  },
  // One card-holder adoption per account: where both used theirs, the absorbed one's stays used by nobody.
  'shop_eligibility.used_by': {
    table: 'shop_eligibility',
    column: 'used_by',
    foreignKey: 'set null',
    cleanup: 'keep',
    merge: 'survivor-first',
    erase: 'set null',
  },
  // The consent ledger is the evidence of what a person agreed to (PIPL Art. 69 puts the proof on
  // us): it outlives the account and the guest for its retention period (docs/privacy.md). A merge
  // hands the absorbed account's decisions to the survivor; the latest per purpose still rules.
  'consent_records.user_id': {
    table: 'consent_records',
    column: 'user_id',
    foreignKey: null,
    cleanup: 'evidence',
    merge: 'move',
    erase: 'evidence',
  },
  // Privacy rights (docs/privacy.md). An export and a pending cancellation belong to one account:
  // they go with it, and the survivor of a merge keeps only its own. Their audit is evidence.
  'data_exports.user_id': {
    table: 'data_exports',
    column: 'user_id',
    foreignKey: 'cascade',
    cleanup: 'cascade',
    merge: 'drop',
    erase: 'cascade',
  },
  'account_cancellations.user_id': {
    table: 'account_cancellations',
    column: 'user_id',
    foreignKey: 'cascade',
    cleanup: 'cascade',
    merge: 'drop',
    erase: 'cascade',
  },
  'privacy_audit.user_id': {
    table: 'privacy_audit',
    column: 'user_id',
    foreignKey: null,
    cleanup: 'evidence',
    merge: 'move',
    erase: 'evidence',
  },
  // The notice centre and rights requests (docs/privacy.md, "Notices" and "Rights requests"):
  // members only (guests cannot read notices or make requests); they go with the account, the
  // privacy audit keeps that a request was made and answered.
  'notices.user_id': {
    table: 'notices',
    column: 'user_id',
    foreignKey: 'cascade',
    cleanup: 'members-only',
    merge: 'move',
    erase: 'cascade',
  },
  'notice_reads.user_id': {
    table: 'notice_reads',
    column: 'user_id',
    foreignKey: 'cascade',
    cleanup: 'members-only',
    merge: 'union',
    erase: 'cascade',
  },
  'notice_sms.user_id': {
    table: 'notice_sms',
    column: 'user_id',
    foreignKey: 'cascade',
    cleanup: 'members-only',
    merge: 'union',
    erase: 'cascade',
  },
  'rights_requests.user_id': {
    table: 'rights_requests',
    column: 'user_id',
    foreignKey: 'cascade',
    cleanup: 'members-only',
    merge: 'move',
    erase: 'cascade',
  },
} as const satisfies Record<string, UserOwnedColumn>;

export type UserOwnedKey = keyof typeof USER_OWNED;

export const USER_OWNED_COLUMNS: readonly UserOwnedColumn[] = Object.values(USER_OWNED);
